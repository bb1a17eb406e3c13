import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  CheckIcon,
  ColorSwatch,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Switch,
  Tabs,
  Text,
  Tooltip,
} from "@mantine/core";
import {
  ACCENT_COLORS,
  type AppSettings,
  DATE_FORMATS,
  DEFAULT_APP_SETTINGS,
  DEFAULT_TIMEZONE,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  LANGUAGES,
  type Language,
  type NotificationPreferenceKey,
  TABLE_ROW_OPTIONS,
  TIME_FORMATS,
} from "@stockroom/core";
import { useAtom } from "jotai";
import { useMemo } from "react";
import { screenLanguage } from "../../i18n/runtime";
import { formatDateTime } from "../../lib/formatDate";
import { useNotificationPreferences } from "../../lib/notificationPreferences";
import { mantineColor } from "../../lib/themeColors";
import { appSettingsAtom } from "../../state/appSettingsAtom";
import { trpc } from "../../trpc";
import { PageHeader } from "../../ui/PageHeader";
import { NotificationDelivery } from "../notifications/NotificationDelivery";

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
};

const NOTIFICATION_SWITCHES: {
  key: keyof AppSettings & NotificationPreferenceKey;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  { key: "emailNotifications", label: msg`Email notifications`, description: msg`Receive updates by email.` },
  { key: "pushNotifications", label: msg`Push notifications`, description: msg`Show notifications in this browser.` },
  { key: "inventoryAlerts", label: msg`Inventory alerts`, description: msg`Unusual counts and corrections.` },
  { key: "lowStockAlerts", label: msg`Low stock alerts`, description: msg`Items running low.` },
  { key: "systemUpdates", label: msg`System updates`, description: msg`Maintenance and important changes.` },
  { key: "newFeatures", label: msg`New features`, description: msg`Announcements of new features.` },
];

const ACCENT_NAMES: Record<(typeof ACCENT_COLORS)[number], MessageDescriptor> = {
  blue: msg`Blue`,
  green: msg`Green`,
  purple: msg`Purple`,
  red: msg`Red`,
  amber: msg`Amber`,
};

function timezones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone");
  const list = supported && supported.length > 0 ? supported : [DEFAULT_TIMEZONE, "UTC", "Europe/London"];
  return list.includes(DEFAULT_TIMEZONE) ? list : [DEFAULT_TIMEZONE, ...list];
}

/**
 * App Settings (spec 01 §2): Theme, Notifications, Display, Language. Every change
 * applies at once and is kept in this browser under "app-settings".
 */
export function AppSettingsPage() {
  const { t } = useLingui();
  const [settings, setSettings] = useAtom(appSettingsAtom);
  const zones = useMemo(timezones, []);
  const update = <K extends keyof AppSettings>(key: K, value: AppSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));
  // The language shown: the choice made here, else the browser's (issue 26).
  const shownLanguage = screenLanguage(settings);
  const saveLanguage = trpc.profile.updateLanguage.useMutation();
  // The notification switches are the server's (issue 25): they decide what mail, Slack and push send.
  const notificationPreferences = useNotificationPreferences();
  const chooseLanguage = (language: Language) => {
    setSettings((current) => ({ ...current, language, languageChosen: true }));
    // Kept with the profile too, so mail to this user is in it; the screen does not wait for it.
    saveLanguage.mutate({ language });
  };

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader
        title={t`App Settings`}
        description={t`Changes apply right away and are saved in this browser.`}
        actions={
          <Button
            variant="default"
            onClick={() => {
              setSettings(DEFAULT_APP_SETTINGS);
              // The notification switches live on the server too (they decide what mail and push send).
              notificationPreferences.reset();
            }}
            data-testid="reset-app-settings"
          >
            <Trans>Reset to defaults</Trans>
          </Button>
        }
      />

      <Tabs defaultValue="theme" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="theme">
            <Trans>Theme</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="notifications">
            <Trans>Notifications</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="display">
            <Trans>Display</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="language">
            <Trans>Language</Trans>
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="theme" pt="md">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="lg">
              <Stack gap={6}>
                <Text fw={500} size="sm">
                  <Trans>Theme</Trans>
                </Text>
                <SegmentedControl
                  w="fit-content"
                  value={settings.theme}
                  onChange={(value) => update("theme", value === "dark" ? "dark" : "light")}
                  disabled={settings.useSystemPreference}
                  data={[
                    { value: "light", label: t`Light` },
                    { value: "dark", label: t`Dark` },
                  ]}
                  data-testid="theme-control"
                />
              </Stack>
              <Switch
                label={t`Use system preference`}
                description={t`Follow the light or dark setting of your device.`}
                checked={settings.useSystemPreference}
                onChange={(event) => update("useSystemPreference", event.currentTarget.checked)}
              />
              <Stack gap={6}>
                <Text fw={500} size="sm">
                  <Trans>Accent colour</Trans>
                </Text>
                <Group gap="sm" role="radiogroup" aria-label={t`Accent colour`}>
                  {ACCENT_COLORS.map((color) => (
                    <Tooltip key={color} label={t(ACCENT_NAMES[color])}>
                      <ColorSwatch
                        component="button"
                        type="button"
                        role="radio"
                        aria-checked={settings.accentColor === color}
                        aria-label={t(ACCENT_NAMES[color])}
                        color={`var(--mantine-color-${mantineColor(color)}-filled)`}
                        onClick={() => update("accentColor", color)}
                        style={{ cursor: "pointer", color: "white" }}
                        data-testid={`accent-${color}`}
                      >
                        {settings.accentColor === color ? <CheckIcon size={12} /> : null}
                      </ColorSwatch>
                    </Tooltip>
                  ))}
                </Group>
              </Stack>
              <Switch
                label={t`Dense mode`}
                description={t`Less space between elements, to see more at once.`}
                checked={settings.denseMode}
                onChange={(event) => update("denseMode", event.currentTarget.checked)}
                data-testid="dense-mode"
              />
              <Stack gap={6}>
                <Text fw={500} size="sm">
                  <Trans>Font size: {settings.fontSize}px</Trans>
                </Text>
                <Slider
                  min={FONT_SIZE_MIN}
                  max={FONT_SIZE_MAX}
                  step={1}
                  value={settings.fontSize}
                  onChange={(value) => update("fontSize", value)}
                  marks={[FONT_SIZE_MIN, 14, 16, FONT_SIZE_MAX].map((value) => ({ value, label: `${value}px` }))}
                  label={(value) => `${value}px`}
                  thumbLabel={t`Font size`}
                  mb="lg"
                  data-testid="font-size"
                />
              </Stack>
              <Switch
                label={t`Animations`}
                description={t`Animate menus, dialogs and transitions.`}
                checked={settings.animationsEnabled}
                onChange={(event) => update("animationsEnabled", event.currentTarget.checked)}
              />
            </Stack>
          </Paper>
        </Tabs.Panel>

        <Tabs.Panel value="notifications" pt="md">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              {NOTIFICATION_SWITCHES.map((item) => (
                <Switch
                  key={item.key}
                  label={t(item.label)}
                  description={t(item.description)}
                  checked={Boolean(notificationPreferences.values?.[item.key] ?? settings[item.key])}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    update(item.key, checked);
                    notificationPreferences.save(item.key, checked);
                  }}
                  data-testid={`app-setting-${item.key}`}
                />
              ))}
              <NotificationDelivery />
            </Stack>
          </Paper>
        </Tabs.Panel>

        <Tabs.Panel value="display" pt="md">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md" maw={360}>
              <Select
                label={t`Table rows`}
                description={t`Rows per page in tables.`}
                data={TABLE_ROW_OPTIONS.map((n) => String(n))}
                value={String(settings.tableRows)}
                onChange={(value) => {
                  const rows = TABLE_ROW_OPTIONS.find((n) => String(n) === value);
                  if (rows) update("tableRows", rows);
                }}
                allowDeselect={false}
                data-testid="table-rows"
              />
              <Select
                label={t`Date format`}
                data={[...DATE_FORMATS]}
                value={settings.dateFormat}
                onChange={(value) => {
                  const format = DATE_FORMATS.find((f) => f === value);
                  if (format) update("dateFormat", format);
                }}
                allowDeselect={false}
                data-testid="date-format"
              />
              <Select
                label={t`Time format`}
                data={TIME_FORMATS.map((f) => ({
                  value: f,
                  label: f === "12h" ? t`12-hour (3:07 PM)` : t`24-hour (15:07)`,
                }))}
                value={settings.timeFormat}
                onChange={(value) => {
                  const format = TIME_FORMATS.find((f) => f === value);
                  if (format) update("timeFormat", format);
                }}
                allowDeselect={false}
                data-testid="time-format"
              />
              <Select
                label={t`Timezone`}
                data={zones}
                value={settings.timezone}
                onChange={(value) => value && update("timezone", value)}
                searchable
                allowDeselect={false}
                limit={200}
                data-testid="timezone"
              />
              <Text size="sm" c="dimmed" data-testid="date-preview">
                <Trans>Example: {formatDateTime(new Date(), settings)}</Trans>
              </Text>
            </Stack>
          </Paper>
        </Tabs.Panel>

        <Tabs.Panel value="language" pt="md">
          <Paper withBorder p="lg" radius="md">
            <Select
              label={t`Language`}
              description={t`Used on every screen of this browser and for the emails Stockroom sends you.`}
              maw={360}
              data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code] }))}
              value={shownLanguage === "pseudo" ? settings.language : shownLanguage}
              onChange={(value) => {
                const language = LANGUAGES.find((l) => l === value);
                if (language) chooseLanguage(language);
              }}
              allowDeselect={false}
              data-testid="language"
            />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

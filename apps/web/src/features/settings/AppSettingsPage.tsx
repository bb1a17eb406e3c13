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
  TABLE_ROW_OPTIONS,
  TIME_FORMATS,
} from "@stockroom/core";
import { useAtom } from "jotai";
import { useMemo } from "react";
import { formatDateTime } from "../../lib/formatDate";
import { colorLabel, mantineColor } from "../../lib/themeColors";
import { appSettingsAtom } from "../../state/appSettingsAtom";
import { PageHeader } from "../../ui/PageHeader";

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
};

const NOTIFICATION_SWITCHES: { key: keyof AppSettings; label: string; description: string }[] = [
  { key: "emailNotifications", label: "Email notifications", description: "Receive updates by email." },
  { key: "pushNotifications", label: "Push notifications", description: "Show notifications in this browser." },
  { key: "inventoryAlerts", label: "Inventory alerts", description: "Unusual counts and corrections." },
  { key: "lowStockAlerts", label: "Low stock alerts", description: "Items running low." },
  { key: "systemUpdates", label: "System updates", description: "Maintenance and important changes." },
  { key: "newFeatures", label: "New features", description: "Announcements of new features." },
];

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
  const [settings, setSettings] = useAtom(appSettingsAtom);
  const zones = useMemo(timezones, []);
  const update = <K extends keyof AppSettings>(key: K, value: AppSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader
        title="App Settings"
        description="Changes apply right away and are saved in this browser."
        actions={
          <Button variant="default" onClick={() => setSettings(DEFAULT_APP_SETTINGS)} data-testid="reset-app-settings">
            Reset to defaults
          </Button>
        }
      />

      <Tabs defaultValue="theme" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="theme">Theme</Tabs.Tab>
          <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
          <Tabs.Tab value="display">Display</Tabs.Tab>
          <Tabs.Tab value="language">Language</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="theme" pt="md">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="lg">
              <Stack gap={6}>
                <Text fw={500} size="sm">
                  Theme
                </Text>
                <SegmentedControl
                  w="fit-content"
                  value={settings.theme}
                  onChange={(value) => update("theme", value === "dark" ? "dark" : "light")}
                  disabled={settings.useSystemPreference}
                  data={[
                    { value: "light", label: "Light" },
                    { value: "dark", label: "Dark" },
                  ]}
                  data-testid="theme-control"
                />
              </Stack>
              <Switch
                label="Use system preference"
                description="Follow the light or dark setting of your device."
                checked={settings.useSystemPreference}
                onChange={(event) => update("useSystemPreference", event.currentTarget.checked)}
              />
              <Stack gap={6}>
                <Text fw={500} size="sm">
                  Accent colour
                </Text>
                <Group gap="sm" role="radiogroup" aria-label="Accent colour">
                  {ACCENT_COLORS.map((color) => (
                    <Tooltip key={color} label={colorLabel(color)}>
                      <ColorSwatch
                        component="button"
                        type="button"
                        role="radio"
                        aria-checked={settings.accentColor === color}
                        aria-label={colorLabel(color)}
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
                label="Dense mode"
                description="Less space between elements, to see more at once."
                checked={settings.denseMode}
                onChange={(event) => update("denseMode", event.currentTarget.checked)}
                data-testid="dense-mode"
              />
              <Stack gap={6}>
                <Text fw={500} size="sm">
                  Font size: {settings.fontSize}px
                </Text>
                <Slider
                  min={FONT_SIZE_MIN}
                  max={FONT_SIZE_MAX}
                  step={1}
                  value={settings.fontSize}
                  onChange={(value) => update("fontSize", value)}
                  marks={[FONT_SIZE_MIN, 14, 16, FONT_SIZE_MAX].map((value) => ({ value, label: `${value}px` }))}
                  label={(value) => `${value}px`}
                  thumbLabel="Font size"
                  mb="lg"
                  data-testid="font-size"
                />
              </Stack>
              <Switch
                label="Animations"
                description="Animate menus, dialogs and transitions."
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
                  label={item.label}
                  description={item.description}
                  checked={Boolean(settings[item.key])}
                  onChange={(event) => update(item.key, event.currentTarget.checked as never)}
                />
              ))}
            </Stack>
          </Paper>
        </Tabs.Panel>

        <Tabs.Panel value="display" pt="md">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md" maw={360}>
              <Select
                label="Table rows"
                description="Rows per page in tables."
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
                label="Date format"
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
                label="Time format"
                data={TIME_FORMATS.map((f) => ({
                  value: f,
                  label: f === "12h" ? "12-hour (3:07 PM)" : "24-hour (15:07)",
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
                label="Timezone"
                data={zones}
                value={settings.timezone}
                onChange={(value) => value && update("timezone", value)}
                searchable
                allowDeselect={false}
                limit={200}
                data-testid="timezone"
              />
              <Text size="sm" c="dimmed" data-testid="date-preview">
                Example: {formatDateTime(new Date(), settings)}
              </Text>
            </Stack>
          </Paper>
        </Tabs.Panel>

        <Tabs.Panel value="language" pt="md">
          <Paper withBorder p="lg" radius="md">
            <Select
              label="Language"
              maw={360}
              data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS[code] }))}
              value={settings.language}
              onChange={(value) => {
                const language = LANGUAGES.find((l) => l === value);
                if (language) update("language", language);
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

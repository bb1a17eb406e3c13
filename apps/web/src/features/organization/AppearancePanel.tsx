import { Trans, useLingui } from "@lingui/react/macro";
import { CheckIcon, ColorSwatch, Group, Stack, Switch, Text, Tooltip } from "@mantine/core";
import { ORGANIZATION_PRIMARY_COLORS, type OrganizationSettings } from "@stockroom/core";
import { colorLabel } from "../../lib/colorLabel";
import { mantineColor } from "../../lib/themeColors";
import { SettingsPanel } from "./SettingsPanel";
import { useOrganizationSettingsForm } from "./useOrganizationSettingsForm";

const KEYS = ["primaryColor", "customTheme"] as const;

/** Appearance: the organization's primary colour, applied to every member's theme once saved. */
export function AppearancePanel({ settings }: { settings: OrganizationSettings }) {
  const { t } = useLingui();
  const panel = useOrganizationSettingsForm(settings, KEYS);
  return (
    <SettingsPanel title={t`Appearance`} testId="panel-appearance" gap="lg" actions={panel.actions}>
      <Stack gap={6}>
        <Text fw={500} size="sm">
          <Trans>Primary colour</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>Buttons, links and highlights use this colour for everyone in the organization.</Trans>
        </Text>
        <Group gap="sm" role="radiogroup" aria-label={t`Primary colour`}>
          {ORGANIZATION_PRIMARY_COLORS.map((color) => (
            <Tooltip key={color} label={colorLabel(color)}>
              <ColorSwatch
                component="button"
                type="button"
                role="radio"
                aria-checked={panel.form.values.primaryColor === color}
                aria-label={colorLabel(color)}
                color={`var(--mantine-color-${mantineColor(color)}-filled)`}
                size={32}
                onClick={() => panel.form.setFieldValue("primaryColor", color)}
                style={{ cursor: "pointer", color: "white" }}
                data-testid={`primary-${color}`}
              >
                {panel.form.values.primaryColor === color ? <CheckIcon size={14} /> : null}
              </ColorSwatch>
            </Tooltip>
          ))}
        </Group>
      </Stack>
      <Switch
        label={t`Custom theme`}
        description={t`Use the organization's colour for accents too, instead of each member's own accent colour.`}
        {...panel.form.getInputProps("customTheme", { type: "checkbox" })}
        data-testid="custom-theme"
      />
    </SettingsPanel>
  );
}

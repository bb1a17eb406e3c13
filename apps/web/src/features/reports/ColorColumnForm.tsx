import { Trans, useLingui } from "@lingui/react/macro";
import { Button, ColorInput, Group, Stack, TextInput, Title } from "@mantine/core";
import { COLOR_COLUMN_PRESETS, colorColumnInput, DEFAULT_COLOR_COLUMN } from "@stockroom/core";
import { useZodForm } from "../../lib/form";
import { translatedInputProps } from "./reportTexts";

/** The colour-separator form: a column name and a colour (default #3B82F6, six presets). */
export function ColorColumnForm({ onAdd }: { onAdd: (column: { label: string; color: string }) => void }) {
  const { t } = useLingui();
  const form = useZodForm<{ label: string; color: string }>(colorColumnInput, {
    initialValues: { label: "", color: DEFAULT_COLOR_COLUMN },
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="color-column-title">
      <Title order={3} size="h5" id="color-column-title">
        <Trans>Colour Separator Column</Trans>
      </Title>
      <form
        onSubmit={form.onSubmit((values) => {
          onAdd({ label: values.label.trim(), color: values.color.toUpperCase() });
          form.reset();
        })}
      >
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t`Column name`}
            placeholder={t`e.g. Counts`}
            style={{ flex: "1 1 160px" }}
            {...translatedInputProps(form, "label")}
          />
          <ColorInput
            label={t`Colour`}
            format="hex"
            swatches={[...COLOR_COLUMN_PRESETS]}
            swatchesPerRow={6}
            eyeDropperButtonProps={{ "aria-label": t`Pick the colour from the screen` }}
            style={{ flex: "1 1 140px" }}
            {...translatedInputProps(form, "color")}
          />
          <Button type="submit" variant="light" mt={25}>
            <Trans>Add Colour Column</Trans>
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

import { Button, ColorInput, Group, Stack, TextInput, Title } from "@mantine/core";
import { COLOR_COLUMN_PRESETS, colorColumnInput, DEFAULT_COLOR_COLUMN } from "@stockroom/core";
import { useZodForm } from "../../lib/form";

/** The colour-separator form: a column name and a colour (default #3B82F6, six presets). */
export function ColorColumnForm({ onAdd }: { onAdd: (column: { label: string; color: string }) => void }) {
  const form = useZodForm<{ label: string; color: string }>(colorColumnInput, {
    initialValues: { label: "", color: DEFAULT_COLOR_COLUMN },
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="color-column-title">
      <Title order={3} size="h5" id="color-column-title">
        Colour Separator Column
      </Title>
      <form
        onSubmit={form.onSubmit((values) => {
          onAdd({ label: values.label.trim(), color: values.color.toUpperCase() });
          form.reset();
        })}
      >
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label="Column name"
            placeholder="e.g. Counts"
            style={{ flex: "1 1 160px" }}
            {...form.getInputProps("label")}
          />
          <ColorInput
            label="Colour"
            format="hex"
            swatches={[...COLOR_COLUMN_PRESETS]}
            swatchesPerRow={6}
            eyeDropperButtonProps={{ "aria-label": "Pick the colour from the screen" }}
            style={{ flex: "1 1 140px" }}
            {...form.getInputProps("color")}
          />
          <Button type="submit" variant="light" mt={25}>
            Add Colour Column
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

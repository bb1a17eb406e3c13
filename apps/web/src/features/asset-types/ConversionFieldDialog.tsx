import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import {
  CONVERSION_FIELD_TYPES,
  type ConversionFieldDraft,
  type ConversionFieldInput,
  type ConversionFieldType,
  conversionFieldDraftFor,
  conversionFieldDraftOf,
  fieldNameFromLabel,
} from "@stockroom/core";
import { useMemo } from "react";
import { useZodForm } from "../../lib/form";
import { NumberField } from "../../ui/NumberField";
import { useOpenSession } from "./useOpenSession";

const TYPE_LABELS: Record<ConversionFieldType, string> = {
  number: "Number",
  text: "Text",
  textarea: "Text area",
  select: "Dropdown",
  checkbox: "Checkbox",
  date: "Date",
};

/**
 * Add or edit one conversion field (spec 02 §5 "Conversion field"): label and field name
 * required, the name generated from the label until edited, unique among the type's other
 * fields, a select needs options. Save stays disabled until the field is valid.
 */
export function ConversionFieldDialog({
  opened,
  field,
  otherNames,
  onClose,
  onSave,
}: {
  opened: boolean;
  /** null: a new field (add mode). */
  field: ConversionFieldInput | null;
  otherNames: readonly string[];
  onClose: () => void;
  onSave: (field: ConversionFieldInput) => void;
}) {
  const session = useOpenSession(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={field ? "Edit Conversion Field" : "Add Conversion Field"} size="lg">
      {session > 0 ? (
        <Body key={session} field={field} otherNames={otherNames} onClose={onClose} onSave={onSave} />
      ) : null}
    </Modal>
  );
}

function Body({
  field,
  otherNames,
  onClose,
  onSave,
}: {
  field: ConversionFieldInput | null;
  otherNames: readonly string[];
  onClose: () => void;
  onSave: (field: ConversionFieldInput) => void;
}) {
  const schema = useMemo(() => conversionFieldDraftFor(otherNames, field?.id), [otherNames, field?.id]);
  const form = useZodForm<ConversionFieldDraft>(schema, { initialValues: conversionFieldDraftOf(field) });
  const draft = form.values;

  return (
    <form onSubmit={form.onSubmit((values) => onSave(schema.parse(values)))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Label"
            required
            data-autofocus
            {...form.getInputProps("label")}
            onChange={(e) => {
              const label = e.currentTarget.value;
              form.setValues(
                draft.nameEdited ? { label } : { label, field_name: fieldNameFromLabel(label, otherNames) },
              );
            }}
          />
          <TextInput
            label="Field name"
            required
            {...form.getInputProps("field_name")}
            description="Letters, numbers and underscores; starts with a letter."
            onChange={(e) => form.setValues({ field_name: e.currentTarget.value, nameEdited: true })}
          />
        </SimpleGrid>
        <Select
          label="Type"
          data={CONVERSION_FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          allowDeselect={false}
          {...form.getInputProps("type")}
        />
        {draft.type === "select" ? (
          <Textarea
            label="Options"
            description="One option per line."
            autosize
            minRows={3}
            {...form.getInputProps("optionsText")}
          />
        ) : null}
        {draft.type === "number" ? (
          <SimpleGrid cols={2}>
            <NumberField label="Minimum" {...form.getInputProps("min")} />
            <NumberField label="Maximum" {...form.getInputProps("max")} />
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Placeholder" {...form.getInputProps("placeholder")} />
          <TextInput
            label="Default value"
            {...form.getInputProps("defaultValue")}
            description={draft.field_name.startsWith("convert_") ? "convert_ fields start at 1." : undefined}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps("description")} />
        <Group>
          <Switch label="Required" {...form.getInputProps("required", { type: "checkbox" })} />
          <Switch
            label="Mappable"
            description="Usable in form formulas"
            {...form.getInputProps("mappable", { type: "checkbox" })}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.isValid()}>
            {field ? "Save Field" : "Add Field"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  CONVERSION_FIELD_TYPES,
  type ConversionFieldInput,
  type ConversionFieldType,
  conversionFieldInputFor,
  fieldNameFromLabel,
  parseOptionLines,
} from "@stockroom/core";
import { type FormEvent, useMemo, useState } from "react";
import { fieldErrors } from "../../lib/fieldErrors";
import { useOpenSession } from "./useOpenSession";

const TYPE_LABELS: Record<ConversionFieldType, string> = {
  number: "Number",
  text: "Text",
  textarea: "Text area",
  select: "Dropdown",
  checkbox: "Checkbox",
  date: "Date",
};

interface Draft {
  label: string;
  field_name: string;
  /** The name follows the label until the user edits it. */
  nameEdited: boolean;
  type: ConversionFieldType;
  required: boolean;
  mappable: boolean;
  description: string;
  placeholder: string;
  optionsText: string;
  min: number | "";
  max: number | "";
  defaultValue: string;
}

function draftOf(field: ConversionFieldInput | null): Draft {
  return {
    label: field?.label ?? "",
    field_name: field?.field_name ?? "",
    nameEdited: field !== null,
    type: field?.type ?? "number",
    required: field?.required ?? false,
    mappable: field?.mappable ?? false,
    description: field?.description ?? "",
    placeholder: field?.placeholder ?? "",
    optionsText: (field?.options ?? []).join("\n"),
    min: field?.validation?.min ?? "",
    max: field?.validation?.max ?? "",
    defaultValue:
      field?.default_value === null || field?.default_value === undefined ? "" : String(field.default_value),
  };
}

function candidateOf(d: Draft, id: string | undefined): Record<string, unknown> {
  const hasRange = d.type === "number" && (d.min !== "" || d.max !== "");
  let defaultValue: string | number | boolean | null = null;
  if (d.defaultValue.trim() !== "") {
    if (d.type === "number") defaultValue = Number(d.defaultValue);
    else if (d.type === "checkbox") defaultValue = d.defaultValue.trim().toLowerCase() === "true";
    else defaultValue = d.defaultValue;
  }
  return {
    ...(id ? { id } : {}),
    label: d.label,
    field_name: d.field_name,
    type: d.type,
    required: d.required,
    mappable: d.mappable,
    description: d.description.trim() || null,
    placeholder: d.placeholder.trim() || null,
    options: d.type === "select" ? parseOptionLines(d.optionsText) : [],
    validation: hasRange ? { min: d.min === "" ? null : d.min, max: d.max === "" ? null : d.max } : null,
    default_value:
      defaultValue !== null && typeof defaultValue === "number" && Number.isNaN(defaultValue)
        ? d.defaultValue
        : defaultValue,
  };
}

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
  const [draft, setDraft] = useState<Draft>(() => draftOf(field));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const schema = useMemo(() => conversionFieldInputFor(otherNames), [otherNames]);
  const parsed = schema.safeParse(candidateOf(draft, field?.id));
  const errors = parsed.success ? {} : fieldErrors<string>(parsed.error);
  const shown = (name: string) => (touched[name] ? errors[name] : undefined);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const touch = (name: string) => setTouched((t) => ({ ...t, [name]: true }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ label: true, field_name: true, options: true, validation: true });
    if (parsed.success) onSave(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Label"
            required
            data-autofocus
            value={draft.label}
            onBlur={() => touch("label")}
            error={shown("label")}
            onChange={(e) => {
              const label = e.currentTarget.value;
              set(draft.nameEdited ? { label } : { label, field_name: fieldNameFromLabel(label, otherNames) });
            }}
          />
          <TextInput
            label="Field name"
            required
            value={draft.field_name}
            onBlur={() => touch("field_name")}
            error={shown("field_name")}
            description="Letters, numbers and underscores; starts with a letter."
            onChange={(e) => set({ field_name: e.currentTarget.value, nameEdited: true })}
          />
        </SimpleGrid>
        <Select
          label="Type"
          data={CONVERSION_FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={draft.type}
          allowDeselect={false}
          onChange={(v) => v && set({ type: v as ConversionFieldType })}
        />
        {draft.type === "select" ? (
          <Textarea
            label="Options"
            description="One option per line."
            autosize
            minRows={3}
            value={draft.optionsText}
            onBlur={() => touch("options")}
            error={shown("options")}
            onChange={(e) => set({ optionsText: e.currentTarget.value })}
          />
        ) : null}
        {draft.type === "number" ? (
          <SimpleGrid cols={2}>
            <NumberInput
              label="Minimum"
              value={draft.min}
              onChange={(v) => set({ min: v === "" ? "" : Number(v) })}
              onBlur={() => touch("validation")}
            />
            <NumberInput
              label="Maximum"
              value={draft.max}
              onChange={(v) => set({ max: v === "" ? "" : Number(v) })}
              onBlur={() => touch("validation")}
              error={shown("validation")}
            />
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Placeholder"
            value={draft.placeholder}
            onChange={(e) => set({ placeholder: e.currentTarget.value })}
          />
          <TextInput
            label="Default value"
            value={draft.defaultValue}
            onChange={(e) => set({ defaultValue: e.currentTarget.value })}
            description={draft.field_name.startsWith("convert_") ? "convert_ fields start at 1." : undefined}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <Group>
          <Switch
            label="Required"
            checked={draft.required}
            onChange={(e) => set({ required: e.currentTarget.checked })}
          />
          <Switch
            label="Mappable"
            description="Usable in form formulas"
            checked={draft.mappable}
            onChange={(e) => set({ mappable: e.currentTarget.checked })}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!parsed.success}>
            {field ? "Save Field" : "Add Field"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

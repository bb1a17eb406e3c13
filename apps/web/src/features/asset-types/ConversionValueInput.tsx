import { useLingui } from "@lingui/react/macro";
import { Checkbox, Select, Textarea, TextInput } from "@mantine/core";
import type { ConversionFieldInput } from "@stockroom/core";
import { NumberField } from "../../ui/NumberField";

export type ConversionValue = string | number | boolean | null;

/** One conversion field as an input of the right kind (number, text, textarea, select, checkbox, date). */
export function ConversionValueInput({
  field,
  value,
  onChange,
  error,
  disabled,
}: {
  field: ConversionFieldInput;
  value: ConversionValue | undefined;
  onChange: (value: ConversionValue) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const common = {
    label: field.label,
    description: field.description ?? undefined,
    required: field.required,
    error,
    disabled,
  };
  switch (field.type) {
    case "number":
      return (
        <NumberField
          {...common}
          placeholder={field.placeholder ?? undefined}
          value={typeof value === "number" || typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.currentTarget.value === "" ? null : e.currentTarget.value)}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          placeholder={field.placeholder ?? undefined}
          value={value === null || value === undefined ? "" : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case "select":
      return (
        <Select
          {...common}
          placeholder={field.placeholder ?? t`Select an option`}
          data={field.options}
          value={typeof value === "string" && field.options.includes(value) ? value : null}
          onChange={(v) => onChange(v)}
          clearable={!field.required}
        />
      );
    case "checkbox":
      return (
        <Checkbox
          label={field.label}
          description={field.description ?? undefined}
          error={error}
          disabled={disabled}
          checked={value === true || value === "true"}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case "date":
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder ?? undefined}
          value={value === null || value === undefined ? "" : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

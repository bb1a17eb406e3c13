import { useLingui } from "@lingui/react/macro";
import { Alert, Checkbox, Group, Radio, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { renderFormulaValue } from "@stockroom/core";
import type { ChangeEvent } from "react";
import { optionPairs, type StockContext, shownFields } from "../../lib/formFields";
import type { DynamicForm } from "../../lib/useDynamicForm";
import { NumberField } from "../../ui/NumberField";
import { fieldMessage, formulaNumberText } from "./coreMessages";
import { FormFileField } from "./FormFileField";
import type { FormField } from "./formTypes";

function FieldInput({
  field,
  form,
  disabled,
  required,
}: {
  field: FormField;
  form: DynamicForm;
  disabled: boolean;
  required: boolean;
}) {
  const { t } = useLingui();
  const value = form.values[field.id];
  const found = form.errors[field.id];
  const error = found ? fieldMessage(field.label, found) : found;
  const set = (v: unknown) => form.setValue(field.id, v);
  const common = {
    label: field.label,
    description: field.description ?? undefined,
    required,
    disabled,
    error,
    "data-testid": `field-${field.id}`,
  };
  switch (field.type) {
    case "number":
    case "current_inventory":
      return (
        // The text as typed; core's form rule reads it on submit ('must be at least 0', …).
        <NumberField
          {...common}
          placeholder={field.placeholder ?? undefined}
          value={typeof value === "number" || typeof value === "string" ? value : ""}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          placeholder={field.placeholder ?? undefined}
          autosize
          minRows={2}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case "select":
      return (
        <Select
          {...common}
          placeholder={field.placeholder ?? t`Select an option`}
          data={optionPairs(field)}
          value={typeof value === "string" ? value : null}
          onChange={(v) => set(v ?? "")}
          clearable={!required}
        />
      );
    case "radio":
      return (
        <Radio.Group
          label={field.label}
          description={field.description ?? undefined}
          required={required}
          error={error}
          value={typeof value === "string" ? value : ""}
          onChange={set}
          data-testid={`field-${field.id}`}
        >
          <Group mt="xs">
            {optionPairs(field).map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    case "date":
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === "string" ? value : ""}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case "checkbox":
    case "switch": {
      const toggle = {
        label: field.label,
        description: field.description ?? undefined,
        required,
        disabled,
        error,
        checked: value === true,
        onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.currentTarget.checked),
        "data-testid": `field-${field.id}`,
      };
      return field.type === "switch" ? <Switch {...toggle} /> : <Checkbox {...toggle} />;
    }
    case "file":
      return (
        <FormFileField
          field={field}
          value={value}
          onChange={set}
          disabled={disabled}
          required={required}
          error={error}
        />
      );
    case "calculated":
    case "formula":
      return (
        <TextInput
          {...common}
          readOnly
          value={formulaNumberText(renderFormulaValue(field.formula, { fields: form.values, mapped: form.mapped }))}
          styles={{ input: { fontFamily: "monospace" } }}
        />
      );
    case "barcode":
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder ?? t`Scan or type a barcode`}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => set(e.currentTarget.value)}
          autoComplete="off"
        />
      );
    default:
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder ?? undefined}
          value={typeof value === "string" || typeof value === "number" ? String(value) : ""}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
  }
}

/**
 * The admin's renderer of a form, used by the preview and the submit page (the phone has
 * its own native one, phone/screens/count/PhoneFormRenderer): every field type
 * of the spec, display conditions and dependencies (hidden, required, disabled) from
 * core, the field's error under it, and the inventory alert on counted quantities.
 */
export function FormRenderer({
  fields,
  form,
  stock,
  disabled = false,
}: {
  fields: readonly FormField[];
  form: DynamicForm;
  stock?: StockContext | null;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  // Our wording of the inventory alert (lib/formFields' INVENTORY_ALERT_TEXT; the spec gives the rule, not the text).
  const alertText = {
    above_expected: t`This count is more than 120% of the starting inventory plus what was added this month. Please double-check it.`,
    below_expected: t`This count is below 10% of the starting inventory. Please double-check it.`,
  } as const;
  return (
    <Stack gap="md" data-testid="form-renderer">
      {shownFields(fields, form, stock, disabled).map(({ field, disabled: off, required, alert }) => (
        <Stack key={field.id} gap={4}>
          <FieldInput field={field} form={form} disabled={off} required={required} />
          {alert ? (
            <Alert color="yellow" variant="light" p="xs" data-testid="inventory-alert">
              {alertText[alert]}
            </Alert>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

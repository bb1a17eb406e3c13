import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldMessageKind, type FormField, readFieldMessage, renderFormulaValue } from "@stockroom/core";
import { useId } from "react";
import { formatNumber, numberInputText } from "../../../i18n/format";
import { optionPairs, type StockContext, shownFields } from "../../../lib/formFields";
import type { DynamicForm } from "../../../lib/useDynamicForm";
import { Alert, Field, FieldGroup, Stack } from "../../ui";
import { PhoneFileField } from "./PhoneFileField";

interface InputProps {
  field: FormField;
  form: DynamicForm;
  disabled: boolean;
  required: boolean;
  /** The form being filled: a file answer's upload names it (see lib/uploadFile). */
  formId: string;
}

/** Core's field messages a count's answers can get (the form rules' and the number rule's), by kind. */
const FIELD_MESSAGES: Partial<Record<FieldMessageKind, MessageDescriptor>> = {
  required: msg({ message: "{label} is required" }),
  notANumber: msg({ message: "{label} must be a number" }),
  invalidFormat: msg({ message: "{label} has an invalid format" }),
  plainDigits: msg({ message: "{label} must be written in plain digits (no exponent such as 1e3)" }),
  decimalSign: msg({ message: '{label} must use "{sign}" for decimals and no thousands separators' }),
  atLeast: msg({ message: "{label} must be at least {n}" }),
  atMost: msg({ message: "{label} must be at most {n}" }),
  atLeastCharacters: msg({ message: "{label} must be at least {n} characters" }),
  atMostCharacters: msg({ message: "{label} must be at most {n} characters" }),
};

/**
 * The field's message from core's rules in the screen's language (an admin's own rule message as
 * typed): core's readFieldMessage says which it is, as on the admin's forms (features/forms/
 * coreMessages; the same English, so the same message ids in both catalogs). Here rather than a
 * shared module: a new module on the count screen's path moves Rollup's chunks (+1.3 KB measured,
 * over the phone's 150 KB budget).
 */
function shownError(field: FormField, form: DynamicForm): string | undefined {
  const found = form.errors[field.id];
  const read = found ? readFieldMessage(field.label, found) : null;
  const message = read ? FIELD_MESSAGES[read.kind] : undefined;
  if (!read || !message) return found;
  const values = { label: field.label, n: formatNumber(read.n ?? 0), sign: read.sign ?? "" };
  const shown: MessageDescriptor = { ...message, values };
  return i18n._(shown);
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** A checkbox or a switch: the box first, its label beside it, the error under it. */
function Toggle({ field, form, disabled, required }: Omit<InputProps, "formId">) {
  const id = useId();
  const error = shownError(field, form);
  const describedBy = [field.description ? `${id}-d` : null, error ? `${id}-e` : null].filter(Boolean).join(" ");
  return (
    <div className="ph-field">
      <label className="ph-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role={field.type === "switch" ? "switch" : undefined}
          className={field.type === "switch" ? "ph-switch" : undefined}
          checked={form.values[field.id] === true}
          onChange={(e) => form.setValue(field.id, e.currentTarget.checked)}
          disabled={disabled}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          data-testid={`field-${field.id}`}
        />
        <span className="ph-label">
          {field.label}
          {required ? (
            <span className="ph-required" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      </label>
      {field.description ? (
        <p className="ph-dimmed" id={`${id}-d`}>
          {field.description}
        </p>
      ) : null}
      {error ? (
        <p className="ph-error" id={`${id}-e`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One field with a native control; `field-{id}` is on the control itself (or the group of radios). */
function FieldInput({ field, form, disabled, required, formId }: InputProps) {
  const value = form.values[field.id];
  const error = shownError(field, form);
  const set = (v: unknown) => form.setValue(field.id, v);
  const { t } = useLingui();
  const testId = `field-${field.id}`;
  const placeholder = field.placeholder ?? undefined;

  switch (field.type) {
    case "checkbox":
    case "switch":
      return <Toggle field={field} form={form} disabled={disabled} required={required} />;
    case "radio":
      return (
        <FieldGroup
          label={field.label}
          description={field.description}
          error={error}
          required={required}
          data-testid={testId}
        >
          {optionPairs(field).map((o) => (
            <label key={o.value} className="ph-check">
              <input
                type="radio"
                name={field.id}
                value={o.value}
                checked={value === o.value}
                onChange={() => set(o.value)}
                disabled={disabled}
              />
              <span>{o.label}</span>
            </label>
          ))}
        </FieldGroup>
      );
    case "file":
      return (
        <PhoneFileField
          field={field}
          formId={formId}
          value={value}
          onChange={set}
          disabled={disabled}
          required={required}
          error={error}
        />
      );
    default:
      return (
        <Field label={field.label} description={field.description} error={error} required={required}>
          {(ids) => {
            const common = {
              ...ids,
              disabled,
              "aria-required": required || undefined,
              "data-testid": testId,
            };
            switch (field.type) {
              case "number":
              case "current_inventory":
                return (
                  // A text box, not type="number": the browser's number box drops "-" and
                  // letters out of sight. The text stays as typed; core's form rule reads it.
                  <input
                    {...common}
                    className="ph-input"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={placeholder}
                    // A saved number (this month's entry) reads in the screen's format: 2.5 is "2,5" in de.
                    value={typeof value === "number" ? numberInputText(value) : text(value)}
                    onChange={(e) => set(e.currentTarget.value)}
                  />
                );
              case "textarea":
                return (
                  <textarea
                    {...common}
                    className="ph-textarea"
                    rows={3}
                    placeholder={placeholder}
                    value={typeof value === "string" ? value : ""}
                    onChange={(e) => set(e.currentTarget.value)}
                  />
                );
              case "select":
                return (
                  <select
                    {...common}
                    className="ph-select"
                    value={typeof value === "string" ? value : ""}
                    onChange={(e) => set(e.currentTarget.value)}
                  >
                    <option value="">{field.placeholder ?? t`Select an option`}</option>
                    {optionPairs(field).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                );
              case "date":
                return (
                  <input
                    {...common}
                    className="ph-input"
                    type="date"
                    value={typeof value === "string" ? value : ""}
                    onChange={(e) => set(e.currentTarget.value)}
                  />
                );
              case "calculated":
              case "formula":
                return (
                  <input
                    {...common}
                    className="ph-input"
                    readOnly
                    value={renderFormulaValue(field.formula, { fields: form.values, mapped: form.mapped })}
                  />
                );
              case "barcode":
                return (
                  <input
                    {...common}
                    className="ph-input"
                    type="text"
                    placeholder={field.placeholder ?? t`Scan or type a barcode`}
                    autoComplete="off"
                    value={typeof value === "string" ? value : ""}
                    onChange={(e) => set(e.currentTarget.value)}
                  />
                );
              default:
                return (
                  <input
                    {...common}
                    className="ph-input"
                    type="text"
                    placeholder={placeholder}
                    value={text(value)}
                    onChange={(e) => set(e.currentTarget.value)}
                  />
                );
            }
          }}
        </Field>
      );
  }
}

/**
 * The phone's renderer of a form: the admin renderer's behaviour (every field type,
 * display conditions and dependencies from core through `useDynamicForm`, the field's error
 * under it, the inventory alert on counted quantities) with native controls and no Mantine.
 */
export function PhoneFormRenderer({
  formId,
  fields,
  form,
  stock,
  disabled,
}: {
  formId: string;
  fields: readonly FormField[];
  form: DynamicForm;
  stock: StockContext | null;
  disabled: boolean;
}) {
  return (
    <div className="ph-stack ph-form-fields" data-testid="form-renderer">
      {shownFields(fields, form, stock, disabled).map(({ field, disabled: off, required, alert }) => (
        <Stack key={field.id} gap={6}>
          <FieldInput field={field} formId={formId} form={form} disabled={off} required={required} />
          {alert ? (
            <Alert tone="yellow" role="status" data-testid="inventory-alert">
              {alert === "above_expected" ? (
                <Trans>
                  This count is more than 120% of the starting inventory plus what was added this month. Please
                  double-check it.
                </Trans>
              ) : (
                <Trans>This count is below 10% of the starting inventory. Please double-check it.</Trans>
              )}
            </Alert>
          ) : null}
        </Stack>
      ))}
    </div>
  );
}

import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { UseFormReturnType } from "@mantine/form";
import { defaultNewForm, FORM_PURPOSES, type FormBuilderDraft, type FormPurpose } from "@stockroom/core";
import { startingText } from "./coreMessages";
import { type FormDetail, type FormField, normalizeField } from "./formTypes";

/** What the builder edits: core's `formBuilderDraft` (title, description, purpose, fields, rules, dependencies). */
export type FormDraft = FormBuilderDraft;
/** The builder's form state (`useZodForm(formBuilderDraft, …)`), shared by its parts. */
export type BuilderForm = UseFormReturnType<FormDraft>;

/** What each purpose is called in the builder and on the asset type's Forms tab. */
export const PURPOSE_LABELS = (): Record<FormPurpose, string> => ({
  intake: i18n._(msg`Intake`),
  inventory: i18n._(msg`Inventory`),
  adjustment: i18n._(msg`Adjustment`),
  transfer: i18n._(msg`Transfer`),
  audit: i18n._(msg`Audit`),
  other: i18n._(msg`Other`),
});

/** A purpose as a word inside a sentence ('Linked as the intake form.'); one the app does not know stays as stored. */
export function purposeWord(purpose: string | null | undefined): string {
  const words: Record<string, string> = {
    intake: i18n._(msg`intake`),
    inventory: i18n._(msg`inventory`),
    adjustment: i18n._(msg`adjustment`),
    transfer: i18n._(msg`transfer`),
    audit: i18n._(msg`audit`),
    other: i18n._(msg`other`),
  };
  return words[purpose ?? "other"] ?? String(purpose);
}

export function purposeOf(value: unknown): FormPurpose {
  return (FORM_PURPOSES as readonly unknown[]).includes(value) ? (value as FormPurpose) : "other";
}

/** A new form: 'New Inventory Form' with Item Name and Quantity (spec 02 builder). */
export function newFormDraft(purpose: string | null): FormDraft {
  const base = defaultNewForm();
  return {
    title: startingText(base.title) ?? "",
    description: "",
    purpose: purposeOf(purpose),
    fields: base.fields
      .map((f) => normalizeField({ ...f, label: startingText(f.label), placeholder: startingText(f.placeholder) }))
      .filter((f): f is FormField => f !== null),
    rules: [],
    dependencies: [],
  };
}

/** The stored form as the builder's starting point. */
export function draftOf(form: FormDetail): FormDraft {
  return {
    title: form.name,
    description: form.description ?? "",
    purpose: purposeOf(form.purpose),
    fields: form.fields ?? [],
    rules: form.rules.map((r) => ({ ...r })),
    dependencies: form.dependencies.map((d) => ({ ...d })),
  };
}

/** The create/update request's body for a draft. */
export function draftPayload(draft: FormDraft) {
  return {
    name: draft.title.trim(),
    description: draft.description,
    purpose: draft.purpose,
    form_data: { fields: draft.fields },
    validation_rules: draft.rules.map((r) => ({ ...r, error_message: r.error_message ?? null })),
    dependencies: draft.dependencies,
  };
}

/**
 * The server's field errors under the builder's inputs: the request's `name` is the
 * builder's `title`; `form_data` (the field list) has no input of its own and stays a toast.
 */
export function builderErrors(errors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field === "name") result.title = message;
    else if (field === "description") result.description = message;
  }
  return result;
}

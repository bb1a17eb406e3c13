import { downloadText, safeFileName } from "../../lib/download";
import type { FormDetail } from "./formTypes";

/** The card menu's Export: the form definition as JSON ("{name}.json"), ready to import elsewhere. */
export function formDefinition(form: FormDetail) {
  return {
    name: form.name,
    description: form.description,
    purpose: form.purpose,
    version: form.version,
    form_data: { fields: form.fields ?? [] },
    validation_rules: form.rules,
    dependencies: form.dependencies,
    exported_at: new Date().toISOString(),
  };
}

export function exportFormDefinition(form: FormDetail) {
  downloadText(
    `${safeFileName(form.name, "form").replace(/\s+/g, "_")}.json`,
    JSON.stringify(formDefinition(form), null, 2),
  );
}

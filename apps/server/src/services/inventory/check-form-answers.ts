import {
  CHECK_ANSWERS_WITHOUT_FORM_MESSAGE,
  checkAnswersNotInFormMessage,
  checkAnswersOutsideForm,
  FORM_NOT_FOUND_MESSAGE,
  FORM_SCHEMA_INVALID_MESSAGE,
  formDataOf,
} from "@stockroom/core";
import { type DbOrTx, forms } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { DomainError } from "../../errors";

/**
 * The answers a check through `inventory.items.checkAsset` may store (issue 21 §10): the
 * form must be one of the caller's organization ("Form not found" otherwise, as for any
 * other organization's id), and every answer must be one of its fields. Keys the history
 * reads as the entry's own state (`verification_status`, `exact_quantity`, …) are refused
 * even then, so a check cannot mark itself verified or show a quantity it did not record.
 * Returns the answers with the form's id, or nothing when neither was sent.
 */
export async function checkFormAnswers(
  tx: DbOrTx,
  orgId: string,
  formId: string | null | undefined,
  answers: Readonly<Record<string, unknown>> | undefined,
): Promise<Record<string, unknown>> {
  const sent = answers ?? {};
  if (!formId) {
    if (Object.keys(sent).length > 0) throw new DomainError("BAD_REQUEST", CHECK_ANSWERS_WITHOUT_FORM_MESSAGE);
    return {};
  }
  const [form] = await tx
    .select({ formData: forms.formData })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), eq(forms.id, formId), isNull(forms.deletedAt)));
  if (!form) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
  const schema = formDataOf({ form_data: form.formData });
  if (!schema) throw new DomainError("BAD_REQUEST", FORM_SCHEMA_INVALID_MESSAGE);
  const outside = checkAnswersOutsideForm(
    sent,
    schema.fields.map((f) => f.id),
  );
  if (outside.length > 0) throw new DomainError("BAD_REQUEST", checkAnswersNotInFormMessage(outside));
  return { ...sent, form_id: formId };
}

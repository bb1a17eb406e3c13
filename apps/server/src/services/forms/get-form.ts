import { type FieldDependency, type FieldRule, FORM_NOT_FOUND_MESSAGE, parseFormSchema } from "@stockroom/core";
import { formFieldDependencies, forms, formValidationRules } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { formLinks, qualified as q } from "./qualified";

/** A dependency's condition value as it was sent (numbers and booleans were stored as JSON). */
function conditionValue(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "number" || typeof parsed === "boolean" ? parsed : text;
  } catch {
    return text;
  }
}

/**
 * One form (active or archived) with its parsed fields, validation rules, field
 * dependencies and asset type links, in one round trip. `fields` is null when the
 * stored form data does not parse ('Form schema is missing or invalid. …').
 */
export async function getForm({ db, orgId }: OrgContext, id: string) {
  const [row] = await db
    .select({
      id: forms.id,
      name: forms.name,
      description: forms.description,
      purpose: forms.purpose,
      formType: forms.formType,
      status: forms.status,
      version: forms.version,
      formData: forms.formData,
      createdAt: forms.createdAt,
      updatedAt: forms.updatedAt,
      deletedAt: forms.deletedAt,
      links: formLinks(orgId),
      rules: sql<
        { field_id: string; rule_type: FieldRule["rule_type"]; rule_value: string; error_message: string | null }[]
      >`coalesce((
        select json_agg(json_build_object('field_id', ${q(formValidationRules.fieldId)},
          'rule_type', ${q(formValidationRules.ruleType)}, 'rule_value', ${q(formValidationRules.ruleValue)},
          'error_message', ${q(formValidationRules.errorMessage)}) order by ${q(formValidationRules.createdAt)})
        from ${formValidationRules}
        where ${q(formValidationRules.organizationId)} = ${orgId} and ${q(formValidationRules.formId)} = ${q(forms.id)}), '[]'::json)`,
      dependencies: sql<(Omit<FieldDependency, "condition_value"> & { condition_value: string | null })[]>`coalesce((
        select json_agg(json_build_object('target_field_id', ${q(formFieldDependencies.targetFieldId)},
          'source_field_id', ${q(formFieldDependencies.sourceFieldId)}, 'condition', ${q(formFieldDependencies.condition)},
          'condition_value', ${q(formFieldDependencies.conditionValue)}, 'action', ${q(formFieldDependencies.action)})
          order by ${q(formFieldDependencies.createdAt)})
        from ${formFieldDependencies}
        where ${q(formFieldDependencies.organizationId)} = ${orgId} and ${q(formFieldDependencies.formId)} = ${q(forms.id)}), '[]'::json)`,
    })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), eq(forms.id, id)))
    .limit(1);
  if (!row) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
  const { formData, dependencies, ...rest } = row;
  const schema = parseFormSchema(formData);
  return {
    ...rest,
    fields: schema?.fields ?? null,
    dependencies: dependencies.map(
      (d): FieldDependency => ({
        ...d,
        action: d.action === "require" || d.action === "disable" ? d.action : "show",
        condition_value: conditionValue(d.condition_value),
      }),
    ),
  };
}

import type { FormFieldDependency, FormValidationRule } from "@stockroom/core";
import { formFieldDependencies, formValidationRules, type Transaction } from "@stockroom/db";
import { and, eq, notInArray, or } from "drizzle-orm";

function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Replaces a form's validation rules and field dependencies with the lists sent. A list
 * left out stays, minus the rows about fields the form no longer has.
 */
export async function replaceFormRules(
  tx: Transaction,
  orgId: string,
  formId: string,
  fieldIds: ReadonlySet<string>,
  rules: { validation_rules?: FormValidationRule[] | undefined; dependencies?: FormFieldDependency[] | undefined },
): Promise<void> {
  const ids = [...fieldIds];
  const ruleRows = and(eq(formValidationRules.organizationId, orgId), eq(formValidationRules.formId, formId));
  const dependencyRows = and(eq(formFieldDependencies.organizationId, orgId), eq(formFieldDependencies.formId, formId));

  if (rules.validation_rules === undefined) {
    await tx
      .delete(formValidationRules)
      .where(ids.length > 0 ? and(ruleRows, notInArray(formValidationRules.fieldId, ids)) : ruleRows);
  } else {
    await tx.delete(formValidationRules).where(ruleRows);
    const rows = rules.validation_rules.filter((r) => fieldIds.has(r.field_id));
    if (rows.length > 0) {
      await tx.insert(formValidationRules).values(
        rows.map((r) => ({
          organizationId: orgId,
          formId,
          fieldId: r.field_id,
          ruleType: r.rule_type,
          ruleValue: String(r.rule_value),
          errorMessage: r.error_message ?? null,
        })),
      );
    }
  }

  if (rules.dependencies === undefined) {
    await tx
      .delete(formFieldDependencies)
      .where(
        ids.length > 0
          ? and(
              dependencyRows,
              or(
                notInArray(formFieldDependencies.targetFieldId, ids),
                notInArray(formFieldDependencies.sourceFieldId, ids),
              ),
            )
          : dependencyRows,
      );
  } else {
    await tx.delete(formFieldDependencies).where(dependencyRows);
    const rows = rules.dependencies.filter((d) => fieldIds.has(d.target_field_id) && fieldIds.has(d.source_field_id));
    if (rows.length > 0) {
      await tx.insert(formFieldDependencies).values(
        rows.map((d) => ({
          organizationId: orgId,
          formId,
          targetFieldId: d.target_field_id,
          sourceFieldId: d.source_field_id,
          condition: d.condition,
          conditionValue: asText(d.condition_value),
          action: d.action,
        })),
      );
    }
  }
}

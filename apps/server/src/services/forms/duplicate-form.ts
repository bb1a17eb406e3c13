import { FORM_NOT_FOUND_MESSAGE, parseFormSchema } from "@stockroom/core";
import { formFieldDependencies, forms, formValidationRules } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { activeFormNamesStartingWith } from "./form-name-conflict";
import { syncMappedFields } from "./sync-mapped-fields";

const COPY_SUFFIX = " (Copy)";

/** "Name (Copy)", or "Name (Copy 2)", "(Copy 3)" … when taken by an active form. */
function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = `${name}${COPY_SUFFIX}`;
  if (!taken.has(base.toLowerCase())) return base;
  let n = 2;
  while (taken.has(`${name} (Copy ${n})`.toLowerCase())) n++;
  return `${name} (Copy ${n})`;
}

/**
 * The card menu's Duplicate: a new active form with the same description, purpose,
 * fields, rules and dependencies under a free "(Copy)" name. Asset type links are not
 * copied: a copy of an intake form must not take over the type's intake slot.
 */
export async function duplicateForm({ db, orgId, actorId }: ServiceContext, id: string) {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(forms)
      .where(and(eq(forms.organizationId, orgId), eq(forms.id, id)));
    if (!source) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
    // Serializes duplicates of one organization so two copies never pick the same name.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forms-copy:${orgId}`}))`);
    const taken = await activeFormNamesStartingWith(tx, orgId, `${source.name} (copy`);
    const name = copyName(source.name, taken);
    const schema = parseFormSchema(source.formData) ?? { fields: [] };
    const [copy] = await tx
      .insert(forms)
      .values({
        organizationId: orgId,
        name,
        description: source.description,
        purpose: source.purpose,
        formType: source.formType,
        formData: schema,
        createdBy: actorId,
      })
      .returning({ id: forms.id, name: forms.name });
    if (!copy) throw new Error("form insert returned no row");
    await tx.execute(sql`insert into ${formValidationRules}
      (organization_id, form_id, field_id, rule_type, rule_value, error_message)
      select organization_id, ${copy.id}, field_id, rule_type, rule_value, error_message
      from ${formValidationRules} where organization_id = ${orgId} and form_id = ${source.id}`);
    await tx.execute(sql`insert into ${formFieldDependencies}
      (organization_id, form_id, target_field_id, source_field_id, condition, condition_value, action)
      select organization_id, ${copy.id}, target_field_id, source_field_id, condition, condition_value, action
      from ${formFieldDependencies} where organization_id = ${orgId} and form_id = ${source.id}`);
    await syncMappedFields(tx, orgId, copy.id, schema.fields);
    await recordActivity(tx, orgId, actorId, {
      type: "form_created",
      description: `Form "${copy.name}" created as a copy of "${source.name}"`,
      entityType: "form",
      entityId: copy.id,
    });
    return copy;
  });
}

import type { FormField } from "@stockroom/core";
import { mappedFields, type Transaction } from "@stockroom/db";
import { and, eq, notInArray, sql } from "drizzle-orm";

/**
 * register_mapped_field / unregister_mapped_field for a whole form: every mappable field
 * is registered (label, type, description and inventory action kept current), every
 * other field of the form unregistered.
 */
export async function syncMappedFields(
  tx: Transaction,
  orgId: string,
  formId: string,
  fields: readonly FormField[],
): Promise<void> {
  const mappable = fields.filter((f) => f.mappable);
  const keep = mappable.map((f) => f.id);
  await tx
    .delete(mappedFields)
    .where(
      and(
        eq(mappedFields.organizationId, orgId),
        eq(mappedFields.formId, formId),
        keep.length > 0 ? notInArray(mappedFields.fieldId, keep) : undefined,
      ),
    );
  if (mappable.length === 0) return;
  await tx
    .insert(mappedFields)
    .values(
      mappable.map((f) => ({
        organizationId: orgId,
        formId,
        fieldId: f.id,
        label: f.label,
        fieldType: f.type,
        description: f.description ?? null,
        inventoryAction: f.inventory_action,
      })),
    )
    .onConflictDoUpdate({
      target: [mappedFields.formId, mappedFields.fieldId],
      set: {
        label: sql`excluded.label`,
        fieldType: sql`excluded.field_type`,
        description: sql`excluded.description`,
        inventoryAction: sql`excluded.inventory_action`,
        updatedAt: sql`now()`,
      },
    });
}

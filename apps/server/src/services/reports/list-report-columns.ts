import { buildReportColumns, parseFormSchema, type ReportColumn } from "@stockroom/core";
import { assetTypeForms, assetTypes, forms } from "@stockroom/db";
import { sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { pgArray } from "../queries/pg-array";

/** Spec 02 §8. */
export const FORM_SCHEMAS_WARNING = "Could not load form schemas. Column labels may be generic.";

/**
 * The columns a report over the given asset types can show: the fixed ones, then the
 * fields of the forms linked to those types (intake/inventory slots and link rows; every
 * active type when none is chosen), forms ordered by name.
 */
export async function listReportColumns(
  { db, orgId }: OrgContext,
  input: { assetTypeIds: string[] },
): Promise<{ columns: ReportColumn[]; warning: string | null }> {
  const typeFilter =
    input.assetTypeIds.length > 0 ? sql`and t.id = any(${pgArray(input.assetTypeIds)}::uuid[])` : sql``;
  const rows = await db.execute<{ id: string; name: string; form_data: unknown }>(sql`
    select f.id, f.name, f.form_data
    from ${forms} f
    where f.organization_id = ${orgId} and f.deleted_at is null
      and f.id in (
        select l.form_id from ${assetTypeForms} l join ${assetTypes} t on t.id = l.asset_type_id
        where l.organization_id = ${orgId} and l.is_deleted = false
          and t.organization_id = ${orgId} and t.deleted_at is null ${typeFilter}
        union
        select unnest(array[t.intake_form_id, t.inventory_form_id]) from ${assetTypes} t
        where t.organization_id = ${orgId} and t.deleted_at is null ${typeFilter})
    order by f.name, f.id`);
  const parsed = rows.map((r) => ({ fields: parseFormSchema(r.form_data)?.fields ?? null }));
  return {
    columns: buildReportColumns(parsed),
    warning: parsed.some((p) => p.fields === null) ? FORM_SCHEMAS_WARNING : null,
  };
}

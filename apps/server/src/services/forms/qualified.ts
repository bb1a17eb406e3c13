import { assetTypeForms, assetTypes, forms } from "@stockroom/db";
import { getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A column as "table"."column". Drizzle leaves column names unqualified in the select list
 * of a query without joins, which makes correlated subqueries ambiguous ("id" would
 * resolve to the inner table); raw subqueries use this for every column they name.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

export interface FormAssetTypeLink {
  assetTypeId: string;
  assetTypeName: string;
  assetTypeColor: string;
  purpose: string;
}

/** The form's active links to active asset types, as a JSON array by type name and purpose. */
export function formLinks(orgId: string): SQL<FormAssetTypeLink[]> {
  const q = qualified;
  return sql<FormAssetTypeLink[]>`coalesce((
    select json_agg(json_build_object(
      'assetTypeId', ${q(assetTypes.id)}, 'assetTypeName', ${q(assetTypes.name)},
      'assetTypeColor', ${q(assetTypes.color)}, 'purpose', ${q(assetTypeForms.purpose)})
      order by ${q(assetTypes.name)}, ${q(assetTypeForms.purpose)})
    from ${assetTypeForms}
    join ${assetTypes} on ${q(assetTypes.id)} = ${q(assetTypeForms.assetTypeId)} and ${q(assetTypes.deletedAt)} is null
    where ${q(assetTypeForms.organizationId)} = ${orgId} and ${q(assetTypeForms.formId)} = ${q(forms.id)}
      and ${q(assetTypeForms.isDeleted)} = false), '[]'::json)`;
}

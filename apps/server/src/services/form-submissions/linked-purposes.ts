import { assetTypeForms } from "@stockroom/db";
import { type SQL, sql } from "drizzle-orm";

/**
 * The purposes of a form's live link rows to an asset type, as a `text[]` column of the
 * statement that reads the type. core's purposesOf adds the type's intake / inventory slot
 * columns; none at all means 'Form is not linked to this asset type'.
 */
export function formLinkPurposes(orgId: string, assetTypeId: SQL | SQL.Aliased | { getSQL(): SQL }, formId: string) {
  return sql<string[]>`array(
    select ${assetTypeForms.purpose} from ${assetTypeForms}
    where ${assetTypeForms.organizationId} = ${orgId} and ${assetTypeForms.assetTypeId} = ${assetTypeId}
      and ${assetTypeForms.formId} = ${formId} and ${assetTypeForms.isDeleted} = false)`;
}

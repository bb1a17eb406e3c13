import { assets, formSubmissions, forms, inventoryItems, organizationMembers, reportTemplates } from "@stockroom/db";
import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { OrgContext } from "../context";

/** The spec's data_to_delete: rows of the organization in each table, archived and removed ones included. */
export type OrganizationDataCounts = {
  members: number;
  assets: number;
  inventory_items: number;
  forms: number;
  form_submissions: number;
  reports: number;
};

/** Counts, in one statement, every row that deleting the organization removes from these tables. */
export async function countOrganizationData({
  db,
  orgId: organizationId,
}: OrgContext): Promise<OrganizationDataCounts> {
  const countOf = (table: PgTable & { organizationId: AnyPgColumn }) =>
    sql`(select count(*)::int from ${table} where ${table.organizationId} = ${organizationId})`;
  const [row] = await db.execute<OrganizationDataCounts>(sql`select
      ${countOf(organizationMembers)} as members,
      ${countOf(assets)} as assets,
      ${countOf(inventoryItems)} as inventory_items,
      ${countOf(forms)} as forms,
      ${countOf(formSubmissions)} as form_submissions,
      ${countOf(reportTemplates)} as reports`);
  if (!row) throw new Error("count query returned no row");
  return {
    members: row.members,
    assets: row.assets,
    inventory_items: row.inventory_items,
    forms: row.forms,
    form_submissions: row.form_submissions,
    reports: row.reports,
  };
}

import { monthKey } from "@stockroom/core";
import type postgres from "postgres";
import { type SeededOrg, seedAssetOrg } from "./seed";

/**
 * The bench's report organization, seeded with SQL: `size` assets of one type with one
 * count form, each with an item, an intake and 4 submissions (1–4 days ago). Shared by
 * `npm run bench report` (run.ts) and the export's A/B (report-export.ts).
 */
export async function seedReportOrg(sql: postgres.Sql, size: number): Promise<SeededOrg> {
  const org = await seedAssetOrg(sql, "Report", 0);
  const typeId = org.typeIds[0] as string;
  const fields = [
    { id: "field_1", label: "Quantity", type: "number", inventory_action: "set" },
    { id: "field_13", label: "Ending Balance", type: "number" },
    { id: "field_2", label: "Notes", type: "text" },
  ];
  const [form] = await sql<{ id: string }[]>`
    insert into forms (organization_id, name, form_data) values (${org.orgId}, 'Count', ${JSON.stringify({ fields })}::jsonb)
    returning id`;
  await sql`insert into asset_type_forms (organization_id, asset_type_id, form_id, purpose)
    values (${org.orgId}, ${typeId}, ${form?.id as string}, 'inventory')`;
  await sql`
    with a as (
      insert into assets (organization_id, asset_type_id, name)
      select ${org.orgId}, ${typeId}, 'Asset ' || lpad(g::text, 6, '0') from generate_series(1, ${size}) g
      returning id, name)
    insert into inventory_items (organization_id, asset_id, asset_type_id, name, quantity)
    select ${org.orgId}, a.id, ${typeId}, a.name, (random() * 100)::int from a`;
  await sql`
    insert into inventory_history (organization_id, inventory_item_id, check_type, event_type, quantity, month_year)
    select ${org.orgId}, i.id, 'initial', 'intake', i.quantity, ${monthKey(new Date())} from inventory_items i
    where i.organization_id = ${org.orgId}`;
  await sql`
    insert into form_submissions (organization_id, form_id, asset_id, asset_type_id, submission_data, month_year, created_at)
    select ${org.orgId}, ${form?.id as string}, a.id, a.asset_type_id,
           jsonb_build_object('field_1', n * 3, 'field_13', n * 3, 'field_2', 'ok'),
           to_char(now() - (n || ' days')::interval, 'YYYY-MM'), now() - (n || ' days')::interval
    from assets a cross join generate_series(1, 4) n where a.organization_id = ${org.orgId}`;
  return org;
}

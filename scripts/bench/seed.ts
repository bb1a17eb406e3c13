// Fast seeding for the benchmarks: plain SQL with generate_series (100,000 assets in
// seconds), not the app's services — the benchmarks measure reading and submitting.
import type postgres from "postgres";
import { hashPassword } from "../../apps/server/src/auth/password";

const COLOURS = ["White", "Black", "Ivory", "Slate", "Crimson", "Ocean", "Forest", "Sand", "Charcoal", "Sky"];
const KINDS = ["Exterior Paint", "Interior Paint", "Primer", "Lacquer", "Stain", "Hinge", "Bolt", "Bracket", "Sealant"];
const SIZES = ["1qt", "1gal", "5gal", "pack of 10", "pack of 50", "single"];
export const BENCH_PASSWORD = "bench-password";

export interface SeededOrg {
  orgId: string;
  email: string;
  typeIds: string[];
}

/** An organization with an admin (`email`, BENCH_PASSWORD), nine types and `count` assets with stock. */
export async function seedAssetOrg(sql: postgres.Sql, label: string, count: number): Promise<SeededOrg> {
  const [org] = await sql<{ id: string }[]>`insert into organizations (name) values (${`Bench ${label}`}) returning id`;
  if (!org) throw new Error("no organization");
  const email = `bench.${label.toLowerCase().replace(/\W+/g, "")}@stockroom.local`;
  const [user] = await sql<{ id: string }[]>`
    insert into users (email, password_hash) values (${email}, ${await hashPassword(BENCH_PASSWORD)}) returning id`;
  await sql`insert into organization_members (organization_id, user_id, role) values (${org.id}, ${user?.id ?? ""}, 'admin')`;
  const types = await sql<{ id: string }[]>`
    insert into asset_types (organization_id, name) select ${org.id}, k from unnest(${KINDS}::text[]) with ordinality as t(k, n)
    order by n returning id`;
  const typeIds = types.map((t) => t.id);
  // Asset i: "<colour> <kind> <size> #i"; a quarter with a description, half with an asset id.
  await sql`
    insert into assets (organization_id, asset_type_id, name, description, serial_number, asset_id, status, metadata)
    select ${org.id},
           (${typeIds}::uuid[])[1 + i % 9],
           (${COLOURS}::text[])[1 + (i / 9) % 10] || ' ' || (${KINDS}::text[])[1 + i % 9] || ' ' ||
             (${SIZES}::text[])[1 + (i * 7) % 6] || ' #' || i,
           case when i % 4 = 0 then 'Batch ' || i % 97 || ' from supplier ' || (${COLOURS}::text[])[1 + (i * 3) % 10] || ' Trading' end,
           'SN-' || ${label} || '-' || lpad(i::text, 7, '0'),
           case when i % 2 = 0 then 'AST-' || ${label} || '-' || lpad(i::text, 6, '0') end,
           case when i % 11 = 0 then 'maintenance' when i % 29 = 0 then 'retired' else 'active' end,
           jsonb_build_object('location', 'Aisle ' || i % 40)
    from generate_series(0, ${count - 1}::int) as s(i)`;
  await sql`
    insert into inventory_items (organization_id, asset_id, asset_type_id, name, quantity)
    select organization_id, id, asset_type_id, name, (abs(hashtext(id::text)) % 120)
    from assets where organization_id = ${org.id}`;
  return { orgId: org.id, email, typeIds };
}

export interface SeededForms extends SeededOrg {
  formId: string;
  assetIds: string[];
}

/** An organization with `count` assets of one type and an inventory form ("set" the count) linked to it. */
export async function seedFormsOrg(sql: postgres.Sql, count: number): Promise<SeededForms> {
  const seeded = await seedAssetOrg(sql, "Forms", count);
  const typeId = seeded.typeIds[0] ?? "";
  await sql`update assets set asset_type_id = ${typeId} where organization_id = ${seeded.orgId}`;
  await sql`update inventory_items set asset_type_id = ${typeId} where organization_id = ${seeded.orgId}`;
  const fields = [
    { id: "field_1", label: "Count", type: "number", inventory_action: "set", required: true },
    { id: "field_2", label: "Notes", type: "text" },
  ];
  const [form] = await sql<{ id: string }[]>`
    insert into forms (organization_id, name, form_data, purpose)
    values (${seeded.orgId}, 'Monthly count', ${JSON.stringify({ fields })}::jsonb, 'inventory') returning id`;
  await sql`
    insert into asset_type_forms (organization_id, asset_type_id, form_id, purpose)
    values (${seeded.orgId}, ${typeId}, ${form?.id ?? ""}, 'inventory')`;
  const assetIds = (await sql<{ id: string }[]>`select id from assets where organization_id = ${seeded.orgId}`).map(
    (r) => r.id,
  );
  return { ...seeded, formId: form?.id ?? "", assetIds };
}

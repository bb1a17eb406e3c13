import { type Database, schema } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { drizzle } from "drizzle-orm/postgres-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listReorderItems } from "../src/services/reorder/list-reorder-items";

// The reorder list's plans (docs/architecture.md "List queries") at 100,000 items in one
// organization and 10,000 in another: the page's ids walk inventory_items_org_reorder_idx
// (a partial index of the items at or below their reorder point) in the list's order, so
// no page sorts or reads the organization's items one by one. No timing: only plan shapes.

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

let t: TestDatabase;
let orgId: string;
const captured: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  const [org] = await t.sql<{ id: string }[]>`insert into organizations (name) values ('Reorder A') returning id`;
  const [other] = await t.sql<{ id: string }[]>`insert into organizations (name) values ('Reorder B') returning id`;
  if (!org || !other) throw new Error("no organization");
  orgId = org.id;
  for (const [id, count] of [
    [org.id, 100_000],
    [other.id, 10_000],
  ] as const) {
    const [type] = await t.sql<{ id: string }[]>`
      insert into asset_types (organization_id, name) values (${id}, 'Parts') returning id`;
    await t.sql`
      insert into assets (organization_id, asset_type_id, name, status)
      select ${id}, ${type?.id ?? ""}, 'Asset ' || lpad(i::text, 6, '0'), 'active'
      from generate_series(1, ${count}::int) as s(i)`;
    // One item in 20 is at or below its forecast's reorder point, one in 50 below a fixed minimum.
    await t.sql`
      insert into inventory_items (organization_id, asset_id, asset_type_id, name, quantity,
                                   reorder_point, daily_usage, reorder_minimum)
      select a.organization_id, a.id, a.asset_type_id, a.name, (n % 97),
             case when n % 20 = 0 then 120 else 5 end, (n % 13) * 0.75,
             case when n % 50 = 1 then 200 end
      from (select a.*, row_number() over (order by a.name) as n from assets a where a.organization_id = ${id}) a`;
  }
  await t.sql`vacuum analyze inventory_items`;
  await t.sql`vacuum analyze assets`;
}, 180_000);

afterAll(async () => {
  await t?.destroy();
});

async function plansOfPage(page: number) {
  captured.length = 0;
  const db = drizzle(t.sql, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Database;
  const result = await listReorderItems({ db, orgId }, { page, pageSize: 25 });
  const plans = [];
  for (const q of captured) {
    const [row] = await t.sql.unsafe(`explain (format json) ${q.query}`, q.params as never[]);
    const plan = ((row?.["QUERY PLAN"] ?? []) as { Plan: PlanNode }[])[0]?.Plan;
    if (!plan) throw new Error(`no plan for ${q.query}`);
    plans.push({ query: q.query, nodes: nodes(plan) });
    if (process.env.SHOW_PLANS)
      console.log(q.query, JSON.stringify(nodes(plan).map((n) => [n["Node Type"], n["Index Name"]])));
  }
  return { result, plans };
}

describe("the reorder list's plans at 100,000 items", () => {
  it("reads a page's ids from the reorder index in order: no sort, no sequential scan of items", async () => {
    const { result, plans } = await plansOfPage(1);
    // Items n % 20 = 0 (quantity ≤ 96 ≤ 120) and n % 50 = 1 (≤ 96 < 200), plus n % 97 ≤ 5 (≤ 5).
    expect(result.items).toHaveLength(25);
    expect(result.total).toBeGreaterThan(5_000);
    const days = result.items.map((i) => i.daysUntilEmpty ?? Number.POSITIVE_INFINITY);
    expect(days).toEqual([...days].sort((x, y) => x - y));
    expect(result.items.every((i) => i.reorderPoint !== null && i.quantity <= i.reorderPoint)).toBe(true);

    const idsPlan = plans.find((p) => /unnest/i.test(p.query));
    expect(idsPlan?.nodes.some((n) => n["Index Name"] === "inventory_items_org_reorder_idx")).toBe(true);
    expect(idsPlan?.nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
    for (const p of plans.filter((p) => !/count\(\*\)/i.test(p.query))) {
      expect(p.nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "inventory_items")).toEqual(
        [],
      );
    }
  });

  it("a later page walks the same index", async () => {
    const { result, plans } = await plansOfPage(40);
    expect(result.items).toHaveLength(25);
    const idsPlan = plans.find((p) => /unnest/i.test(p.query));
    expect(idsPlan?.nodes.some((n) => n["Index Name"] === "inventory_items_org_reorder_idx")).toBe(true);
    expect(idsPlan?.nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
  });
});

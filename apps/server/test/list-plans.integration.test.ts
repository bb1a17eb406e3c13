import { assetListInput, inventoryAssetPickerInput, inventoryListInput, qrLabelListInput } from "@stockroom/core";
import { type Database, schema } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { drizzle } from "drizzle-orm/postgres-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAssets } from "../src/services/assets/list-assets";
import { listQrLabels } from "../src/services/assets/list-qr-labels";
import { listInventory } from "../src/services/inventory/list-inventory";
import { listTypeAssets } from "../src/services/inventory/list-type-assets";
import { forgetListTotals } from "../src/services/lists/list-totals";

// The list-query pattern (docs/architecture.md, "List queries") checked where it matters:
// the plans PostgreSQL picks for the queries listAssets really sends, with 20,000 assets in
// one organization and 2,000 in another. No timing: only the shape of the plans.

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  /** With EXPLAIN ANALYZE: how often the node ran (0: never executed). */
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

let t: TestDatabase;
let orgId: string;
const captured: Array<{ query: string; params: unknown[] }> = [];

beforeAll(async () => {
  t = await createTestDatabase();
  const [org] = await t.sql<{ id: string }[]>`insert into organizations (name) values ('Plans A') returning id`;
  const [other] = await t.sql<{ id: string }[]>`insert into organizations (name) values ('Plans B') returning id`;
  if (!org || !other) throw new Error("no organization");
  orgId = org.id;
  for (const [id, count] of [
    [org.id, 20_000],
    [other.id, 2_000],
  ] as const) {
    const [type] = await t.sql<{ id: string }[]>`
      insert into asset_types (organization_id, name) values (${id}, 'Paint') returning id`;
    await t.sql`
      insert into assets (organization_id, asset_type_id, name, serial_number, status, is_deleted)
      select ${id}, ${type?.id ?? ""}, 'Asset ' || lpad(i::text, 6, '0'), 'SN-' || i,
             case when i % 11 = 0 then 'maintenance' else 'active' end, i % 50 = 0
      from generate_series(1, ${count}::int) as s(i)`;
  }
  await t.sql`vacuum analyze assets`;
}, 120_000);

afterAll(async () => {
  await t?.destroy();
});

/** A list service's statements, each with the plan PostgreSQL would use. */
async function plansOfList<R>(
  list: (ctx: { db: Database; orgId: string }) => Promise<R>,
  keep = false,
  /** EXPLAIN ANALYZE: the plans say which nodes ran (the statements run once more). */
  analyze = false,
) {
  // Each plan is of a count unless the test asks for the total an earlier call kept.
  if (!keep) forgetListTotals();
  captured.length = 0;
  const db = drizzle(t.sql, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  });
  const result = await list({ db, orgId });
  const plans = [];
  for (const q of captured) {
    const explain = analyze ? "explain (analyze, format json)" : "explain (format json)";
    const [row] = await t.sql.unsafe(`${explain} ${q.query}`, q.params as never[]);
    const plan = ((row?.["QUERY PLAN"] ?? []) as Array<{ Plan: PlanNode }>)[0]?.Plan;
    if (!plan) throw new Error(`no plan for ${q.query}`);
    plans.push({ query: q.query, nodes: nodes(plan) });
    if (process.env.SHOW_PLANS)
      console.log(
        q.query,
        JSON.stringify(nodes(plan).map((n) => [n["Node Type"], n["Relation Name"], n["Index Name"]])),
      );
  }
  return { result, plans };
}

/** listAssets' statements, each with its plan. */
function plansOf(input: Record<string, unknown>, keep = false, analyze = false) {
  return plansOfList((ctx) => listAssets(ctx, assetListInput.parse(input)), keep, analyze);
}

/** The page's ids read (the statement with limit/offset) walks `index` without sorting. */
function expectIdsFromIndex(plans: { query: string; nodes: PlanNode[] }[], ...indexes: string[]) {
  const idsPlan = plans.find((p) => /order by/i.test(p.query) && /offset/i.test(p.query));
  expect(idsPlan?.nodes.some((n) => indexes.includes(n["Index Name"] ?? ""))).toBe(true);
  expect(idsPlan?.nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
}

describe("the asset list's plans at 20,000 assets", () => {
  it("reads page 1 by name from the organization's index: no sequential scan, no sort, no window count", async () => {
    const { result, plans } = await plansOf({});
    // More than 10,000 live assets: the first pages count up to 10,000 and say "10,000+".
    expect(result).toMatchObject({ total: 10_000, totalIsExact: false, pageCount: 400 });
    expect(result.items.map((a) => a.name).slice(0, 2)).toEqual(["Asset 000001", "Asset 000002"]);
    expect(plans.map((p) => p.query).join("\n")).not.toMatch(/over \(\)/i);

    const idsPlan = plans.find((p) => /order by/i.test(p.query) && /limit/i.test(p.query));
    expect(idsPlan).toBeDefined();
    const idNodes = idsPlan?.nodes ?? [];
    expect(
      idNodes.some(
        (n) => /^Index (Only )?Scan$/.test(n["Node Type"]) && n["Index Name"] === "assets_org_deleted_name_idx",
      ),
    ).toBe(true);
    expect(idNodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);

    // The page and its details never read the organization's rows one by one; the count may
    // (a sequential pass is PostgreSQL's cheapest way to count 98% of a table) but never sorts.
    for (const p of plans.filter((p) => !/count\(\*\)/i.test(p.query))) {
      expect(p.nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "assets")).toEqual([]);
    }
  });

  it("walks the same index backwards for name descending", async () => {
    const { result, plans } = await plansOf({ direction: "desc" });
    expect(result.items[0]?.name).toBe("Asset 019999");
    const idsPlan = plans.find((p) => /order by/i.test(p.query) && /limit/i.test(p.query));
    expect(idsPlan?.nodes.some((n) => n["Index Name"] === "assets_org_deleted_name_idx")).toBe(true);
    expect(idsPlan?.nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
  });

  it("counts in a query of its own, without sorting or windowing, while page 3 still comes from the index", async () => {
    const { result, plans } = await plansOf({ page: 3, pageSize: 50 });
    expect(result.items).toHaveLength(50);
    expect(result.items[0]?.name).toBe("Asset 000103");
    expect(result).toMatchObject({ total: 10_000, totalIsExact: false });
    const countPlan = plans.find((p) => /count\(\*\)/i.test(p.query));
    expect(countPlan?.nodes.map((n) => n["Node Type"]).filter((t) => /Sort|WindowAgg/.test(t))).toEqual([]);
    const idsPlan = plans.find((p) => /order by/i.test(p.query) && /offset/i.test(p.query));
    expect(idsPlan?.nodes.some((n) => n["Index Name"] === "assets_org_deleted_name_idx")).toBe(true);
  });

  it("counts exactly once the page is past the first 10,000 rows, still paging from the index", async () => {
    const { result, plans } = await plansOf({ page: 250, pageSize: 50 });
    expect(result).toMatchObject({ total: 19_600, totalIsExact: true, pageCount: 392 });
    expect(result.items[0]?.name).toBe("Asset 012705"); // the 12,451st live asset (every 50th is archived)
    const idsPlan = plans.find((p) => /order by/i.test(p.query) && /offset/i.test(p.query));
    expect(idsPlan?.nodes.some((n) => n["Index Name"] === "assets_org_deleted_name_idx")).toBe(true);
    expect(idsPlan?.nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
  });

  it("reads the details of only the page's rows, by primary key", async () => {
    const { plans } = await plansOf({});
    const detailPlan = plans.find((p) => /left join "inventory_items"/i.test(p.query));
    expect(detailPlan).toBeDefined();
    expect(detailPlan?.nodes.some((n) => n["Index Name"] === "assets_pkey")).toBe(true);
    expect(detailPlan?.nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "assets")).toEqual(
      [],
    );
  });
});

describe("a view's total at 20,000 assets is counted once", () => {
  it("page 2 of the '10,000+' view page 1 counted is one statement: the page, and one probe of list_changes; the count in it never runs", async () => {
    await plansOf({});
    const { result, plans } = await plansOf({ page: 2 }, true, true);
    expect(result).toMatchObject({ total: 10_000, totalIsExact: false, pageCount: 400, counted: false });
    expect(result.items[0]?.name).toBe("Asset 000026");
    expect(plans).toHaveLength(1);
    const [page] = plans;
    expect(page?.query).toMatch(/list_changes/);
    expect(page?.nodes.some((n) => n["Index Name"] === "list_changes_organization_id_table_name_xact_pk")).toBe(true);
    // The capped count (the statement's only Aggregate) waits behind the probe: nothing changed, so it never ran.
    const counts = page?.nodes.filter((n) => n["Node Type"] === "Aggregate") ?? [];
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.map((n) => n["Actual Loops"])).toEqual(counts.map(() => 0));
    expectIdsFromIndex(plans, "assets_org_deleted_name_idx");
  });

  it("right after a write the same one statement counts again: no second round trip", async () => {
    await plansOf({});
    await t.sql`update assets set status = 'maintenance' where organization_id = ${orgId} and name = 'Asset 000002'`;
    try {
      const { result, plans } = await plansOf({ page: 2 }, true);
      expect(result).toMatchObject({ total: 10_000, totalIsExact: false, counted: true });
      expect(result.items[0]?.name).toBe("Asset 000026");
      expect(plans).toHaveLength(1);
      expect(plans[0]?.query).toMatch(/count\(\*\)/i);
    } finally {
      await t.sql`update assets set status = 'active' where organization_id = ${orgId} and name = 'Asset 000002'`;
    }
  });

  it("counts further once a page goes past what the kept total covered", async () => {
    await plansOf({});
    const { result, plans } = await plansOf({ page: 250, pageSize: 50 }, true);
    expect(result).toMatchObject({ total: 19_600, totalIsExact: true, counted: true });
    expect(plans.filter((p) => /count\(\*\)/i.test(p.query))).toHaveLength(1);
  });
});

describe("the other paged lists' plans at 20,000 assets", () => {
  it("the inventory grid reads its page from the organization's name index", async () => {
    const { result, plans } = await plansOfList((ctx) => listInventory(ctx, inventoryListInput.parse({ page: 3 })));
    expect(result.items[0]?.asset_name).toBe("Asset 000049");
    expectIdsFromIndex(plans, "assets_org_deleted_name_idx");
  });

  it("a type's assets read their page from a name index (here every asset is of one type: the organization's is as good)", async () => {
    const [type] = await t.sql<{ id: string }[]>`select id from asset_types where organization_id = ${orgId}`;
    const { result, plans } = await plansOfList((ctx) =>
      listTypeAssets(ctx, inventoryAssetPickerInput.parse({ assetTypeId: type?.id, page: 3 })),
    );
    expect(result.items[0]?.name).toBe("Asset 000041");
    expectIdsFromIndex(plans, "assets_asset_type_deleted_name_idx", "assets_org_deleted_name_idx");
    const countPlan = plans.find((p) => /count\(\*\)/i.test(p.query));
    expect(countPlan?.query).not.toMatch(/inventory_items/);
  });

  it("the QR manager reads its 500 labels from the name index and counts nothing", async () => {
    captured.length = 0;
    const { result, plans } = await plansOfList((ctx) => listQrLabels(ctx, qrLabelListInput.parse({})));
    expect(result).toMatchObject({ total: 500, totalIsExact: false, hasNextPage: true, counted: false });
    expect(plans.filter((p) => /count\(\*\)/i.test(p.query))).toEqual([]);
    const idsPlan = plans.find((p) => /limit/i.test(p.query) && /unnest/i.test(p.query));
    expect(idsPlan?.nodes.some((n) => n["Index Name"] === "assets_org_deleted_name_idx")).toBe(true);
    expect(idsPlan?.nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
  });
});

describe("the unfiltered asset page, planned once per connection (planOnce)", () => {
  /** PostgreSQL's generic plan of a captured statement: the one plan kept for every value. */
  async function genericPlan(query: string): Promise<PlanNode[]> {
    const [row] = await t.sql.unsafe(`explain (generic_plan, format json) ${query}`);
    const plan = ((row?.["QUERY PLAN"] ?? []) as Array<{ Plan: PlanNode }>)[0]?.Plan;
    if (!plan) throw new Error(`no plan for ${query}`);
    return nodes(plan);
  }

  // A generic plan knows no value: the organization (either of the two), the page and the
  // kept total's snapshot are all the same plan, so its shape is checked once per statement text.
  it.each([
    ["page 1, counting", {}, false],
    ["page 2 with a kept total (the check in the statement)", { page: 2 }, true],
    ["a page past 10,000 rows", { page: 250, pageSize: 50 }, false],
    ["name descending", { direction: "desc" }, false],
    ["the archived assets", { archived: true }, false],
  ] as const)(
    "%s: the ids from the organization's index, no sort, the details by primary key",
    async (_name, input, keep) => {
      if (keep) await plansOf({});
      const { plans } = await plansOf(input, keep);
      const page = plans.find((p) => /unnest/i.test(p.query));
      expect(page).toBeDefined();
      const generic = await genericPlan(page?.query ?? "");
      expect(generic.some((n) => n["Index Name"] === "assets_org_deleted_name_idx")).toBe(true);
      expect(generic.some((n) => n["Index Name"] === "assets_pkey")).toBe(true);
      expect(generic.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
    },
  );

  it("answers the same rows on the plan-once connections as a statement planned for its values", async () => {
    const planned = drizzle(t.sql, { schema, casing: "snake_case" });
    for (const input of [{}, { page: 2 }, { page: 250, pageSize: 50 }, { direction: "desc" }, { archived: true }]) {
      const parsed = assetListInput.parse(input);
      forgetListTotals();
      const once = await listAssets({ db: t.db, orgId }, parsed);
      forgetListTotals();
      const each = await listAssets({ db: planned, orgId }, parsed);
      expect(once.items.length).toBeGreaterThan(0);
      expect(once).toEqual(each);
    }
  });
});

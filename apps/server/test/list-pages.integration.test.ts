import { execFileSync } from "node:child_process";
import { addMonthsToKey, type ListPage, monthKey } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countShape, LISTED_COLUMNS, tablesReadBy } from "../src/services/lists/list-totals";
import { searchMobileAssets } from "../src/services/mobile/search-mobile-assets";
import { type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// The one pager (issue 22 §2, issue 23 "Lists"): the five server-paged lists answer in core's
// ListPage<T>, search the columns their screens promise through one rule
// (services/queries/asset-text-match.ts), and count a view's total once.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let paint: { id: string };
const ids: Record<string, string> = {};
const thisMonth = monthKey(new Date());
const range = { fromMonth: addMonthsToKey(thisMonth, -2), toMonth: thisMonth };

/** Each asset's words are unique to one column, so a search names the column it matched. */
const ASSETS = [
  { name: "Alpha", description: "qzdesc coat", serial: "QZSERIAL-1", code: "QZCODE-1" },
  { name: "Bravo", description: null, serial: null, code: null },
  { name: "Charlie", description: null, serial: null, code: null },
  { name: "Delta", description: null, serial: null, code: null },
  { name: "Echo 50%_off", description: null, serial: null, code: null },
];

setUpTwoOrganizations("list-pages", async (f) => {
  ({ t, a, b } = f);
  paint = await a.admin.trpc.assetTypes.create.mutate({ name: "Paint" });
  for (const x of ASSETS) {
    const created = await a.member.trpc.assets.create.mutate({ name: x.name, asset_type_id: paint.id });
    ids[x.name] = created.id;
    await t.db.db
      .update(assets)
      .set({ description: x.description, serialNumber: x.serial, assetId: x.code })
      .where(eq(assets.id, created.id));
  }
  // A's snapshots copy the asset's name (the asset may be renamed since); B has one of its own.
  await t.db.db.execute(sql`
    insert into monthly_inventory_snapshots (organization_id, asset_id, asset_name, month_year, quantity, snapshot_date)
    select ${a.org.id}, id, name, ${range.toMonth}, 1, ${`${range.toMonth}-01`}::date from assets
    where organization_id = ${a.org.id}`);
  const bType = await b.admin.trpc.assetTypes.create.mutate({ name: "Paint" });
  await b.member.trpc.assets.create.mutate({ name: "Alpha of B", asset_type_id: bType.id });
});

/** The five lists' answers for one search, through the procedures the screens call. */
async function fiveLists(search: string) {
  const trpc = a.viewer.trpc;
  return {
    assets: await trpc.assets.list.query({ search }),
    inventory: await trpc.inventory.items.list.query({ search }),
    snapshots: await trpc.inventory.snapshots.list.query({ filters: { ...range, search } }),
    qrLabels: await trpc.assets.qrLabels.query({ search }),
    typeAssets: await trpc.inventory.items.typeAssets.query({ assetTypeId: paint.id, search }),
  };
}

const PAGE_KEYS = ["counted", "hasNextPage", "items", "page", "pageCount", "pageSize", "total", "totalIsExact"];

function namesOf(page: ListPage<unknown>): string[] {
  return page.items.map((i) => {
    const row = i as { name?: string; asset_name?: string; assetName?: string };
    return row.name ?? row.asset_name ?? row.assetName ?? "?";
  });
}

describe("the five paged lists", () => {
  it("answer in one shape: ListPage<T>", async () => {
    const lists = await fiveLists("");
    for (const [list, page] of Object.entries(lists)) {
      const keys = Object.keys(page).filter((k) => k !== "assetType"); // the type's header rides along
      expect([list, keys.sort()]).toEqual([list, PAGE_KEYS]);
      expect([list, page.total, page.totalIsExact, page.page, page.pageCount, page.hasNextPage]).toEqual([
        list,
        5,
        true,
        1,
        1,
        false,
      ]);
      // By name, except Monthly History: newest snapshot first.
      expect([list, namesOf(page).sort()]).toEqual([list, ["Alpha", "Bravo", "Charlie", "Delta", "Echo 50%_off"]]);
    }
    // Four lists show a total; the QR manager shows what it read. The inventory grid's count is
    // the asset grid's statement to the letter (live assets of the organization), so the
    // total the asset grid just counted is the one it shows.
    expect(Object.values(lists).map((p) => p.counted)).toEqual([true, false, true, false, true]);
  });

  it.each([
    // the term, and which lists find Alpha by it (assets, inventory, snapshots, QR labels, type assets)
    ["alpha", [true, true, true, true, true]],
    ["QZDESC", [true, true, false, true, true]],
    ["qzserial", [true, false, false, true, false]],
    ["qzcode-1", [true, true, false, true, true]],
  ])("search %s matches each list's own columns", async (term, expected) => {
    const lists = await fiveLists(term);
    expect(Object.values(lists).map((p) => namesOf(p).includes("Alpha"))).toEqual(expected);
    for (const page of Object.values(lists)) expect(namesOf(page).filter((n) => n !== "Alpha")).toEqual([]);
  });

  it("the phone's asset selector searches name, description and serial number, not the asset code", async () => {
    const ctx = { db: t.db.db, orgId: a.org.id };
    const found = async (search: string) =>
      (await searchMobileAssets(ctx, { search, limit: 50 })).map((r) => r.name).includes("Alpha");
    expect([await found("qzdesc"), await found("qzserial"), await found("qzcode")]).toEqual([true, true, false]);
  });

  it("takes %, _ and \\ in a search literally, in every list", async () => {
    const lists = await fiveLists("50%_");
    for (const [list, page] of Object.entries(lists)) expect([list, namesOf(page)]).toEqual([list, ["Echo 50%_off"]]);
    expect((await fiveLists("%")).assets.total).toBe(1);
  });
});

describe("the total of one view is counted once, and a write counts it again", () => {
  it("page 2 of the view page 1 counted returns the right rows and total without counting", async () => {
    const trpc = a.viewer.trpc;
    const first = await trpc.assets.list.query({ pageSize: 2, search: "a" });
    expect(first).toMatchObject({ total: 4, totalIsExact: true, pageCount: 2, hasNextPage: true, counted: true });
    const second = await trpc.assets.list.query({ pageSize: 2, page: 2, search: "a" });
    expect(namesOf(second)).toEqual(["Charlie", "Delta"]);
    expect(second).toMatchObject({ total: 4, pageCount: 2, hasNextPage: false, counted: false });
    // Another member opening the same view is told the same total without a count.
    const other = await a.member.trpc.assets.list.query({ pageSize: 2, search: "a" });
    expect(other).toMatchObject({ total: 4, counted: false });
  });

  it("every paged list keeps the total it counted for the same filter", async () => {
    const trpc = a.viewer.trpc;
    const filters = { search: "e" };
    const once = {
      inventory: () => trpc.inventory.items.list.query({ ...filters, pageSize: 2, page: 2 }),
      snapshots: () => trpc.inventory.snapshots.list.query({ filters: { ...range, ...filters }, pageSize: 2, page: 2 }),
      picker: () => trpc.inventory.items.typeAssets.query({ assetTypeId: paint.id, ...filters }),
    };
    for (const [list, read] of Object.entries(once)) {
      const first = await read();
      const again = await read();
      expect(first.total).toBeGreaterThan(0);
      expect([list, again.total, again.counted]).toEqual([list, first.total, false]);
    }
  });

  it("a write between two pages changes the total the user sees, on every counted list", async () => {
    const trpc = a.viewer.trpc;
    const read = {
      assets: (page: number) => trpc.assets.list.query({ pageSize: 2, page }),
      inventory: (page: number) => trpc.inventory.items.list.query({ pageSize: 2, page }),
      picker: () => trpc.inventory.items.typeAssets.query({ assetTypeId: paint.id }),
    };
    const totals = async () => ({
      assets: (await read.assets(2)).total,
      inventory: (await read.inventory(2)).total,
      picker: (await read.picker()).total,
    });
    await read.assets(1);
    await read.inventory(1);
    const before = await totals();

    const foxtrot = await a.member.trpc.assets.create.mutate({ name: "Foxtrot", asset_type_id: paint.id });
    const afterCreate = await read.assets(2);
    expect(afterCreate).toMatchObject({ total: before.assets + 1, counted: true });
    expect(await totals()).toEqual({
      assets: before.assets + 1,
      inventory: before.inventory + 1,
      picker: before.picker + 1,
    });
    // And kept again until the next write.
    expect(await read.assets(3)).toMatchObject({ total: before.assets + 1, counted: false });

    await a.member.trpc.assets.delete.mutate({ id: foxtrot.id });
    expect(await totals()).toEqual(before);
  });

  it("a status change moves an asset between the status filters' totals", async () => {
    const trpc = a.viewer.trpc;
    const active = () => trpc.assets.list.query({ status: "active", pageSize: 2 });
    const first = await active();
    expect((await active()).counted).toBe(false);
    await t.db.db
      .update(assets)
      .set({ status: "maintenance" })
      .where(eq(assets.id, ids.Bravo ?? ""));
    try {
      expect(await active()).toMatchObject({ total: first.total - 1, counted: true });
    } finally {
      await t.db.db
        .update(assets)
        .set({ status: "active" })
        .where(eq(assets.id, ids.Bravo ?? ""));
    }
    expect(await active()).toMatchObject({ total: first.total, counted: true });
  });

  it("Monthly History's total follows a snapshot written by the monthly job", async () => {
    const list = () => a.viewer.trpc.inventory.snapshots.list.query({ filters: range, pageSize: 2 });
    const first = await list();
    await t.db.db.execute(sql`
      insert into monthly_inventory_snapshots (organization_id, asset_id, asset_name, month_year, quantity, snapshot_date)
      values (${a.org.id}, ${ids.Alpha}, 'Alpha', ${range.fromMonth}, 1, ${`${range.fromMonth}-01`}::date)`);
    expect(await list()).toMatchObject({ total: first.total + 1, counted: true });
  });

  it("a write that was still uncommitted while the total was counted is seen once it commits", async () => {
    const list = () => a.viewer.trpc.assets.list.query({ pageSize: 2, search: "Golf" });
    const [type] = await t.db.sql<
      { id: string }[]
    >`select asset_type_id as id from assets where id = ${ids.Alpha ?? ""}`;
    await t.db.sql.begin(async (tx) => {
      await tx`insert into assets (organization_id, asset_type_id, name) values (${a.org.id}, ${type?.id ?? ""}, 'Golf')`;
      // Counted while the insert is in flight: not there yet, and the count is kept.
      expect(await list()).toMatchObject({ total: 0, counted: true });
      expect(await list()).toMatchObject({ total: 0, counted: false });
    });
    expect(await list()).toMatchObject({ total: 1, counted: true });
    await t.db.sql`delete from assets where organization_id = ${a.org.id} and name = 'Golf'`;
    expect(await list()).toMatchObject({ total: 0, counted: true });
  });

  it("a rolled-back write leaves the kept total as it was", async () => {
    const list = () => a.viewer.trpc.assets.list.query({ pageSize: 2, search: "Hotel" });
    expect(await list()).toMatchObject({ total: 0, counted: true });
    const [type] = await t.db.sql<
      { id: string }[]
    >`select asset_type_id as id from assets where id = ${ids.Alpha ?? ""}`;
    const rolledBack = t.db.sql.begin(async (tx) => {
      await tx`insert into assets (organization_id, asset_type_id, name) values (${a.org.id}, ${type?.id ?? ""}, 'Hotel')`;
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    expect(await list()).toMatchObject({ total: 0, counted: false });
  });

  it("an update of what no count reads (a submit's metadata, updated_at) keeps the asset grid's total", async () => {
    const list = () => a.viewer.trpc.assets.list.query({ pageSize: 2 });
    await list();
    await t.db.db
      .update(assets)
      .set({ metadata: { current_inventory: 3 }, updatedAt: new Date() })
      .where(eq(assets.id, ids.Alpha ?? ""));
    expect(await list()).toMatchObject({ counted: false });
    // The same statement renaming the asset is noted.
    await t.db.db
      .update(assets)
      .set({ name: "Alpha", updatedAt: new Date() })
      .where(eq(assets.id, ids.Alpha ?? ""));
    expect(await list()).toMatchObject({ counted: false });
    await t.db.db
      .update(assets)
      .set({ name: "Alpha 2" })
      .where(eq(assets.id, ids.Alpha ?? ""));
    expect(await list()).toMatchObject({ counted: true });
    await t.db.db
      .update(assets)
      .set({ name: "Alpha" })
      .where(eq(assets.id, ids.Alpha ?? ""));
  });

  it("a stock change is noted for the lists that count stock, and keeps the asset grid's total", async () => {
    const list = () => a.viewer.trpc.assets.list.query({ pageSize: 2 });
    await list();
    const notes = async () =>
      (
        await t.db.sql<{ n: number }[]>`
          select count(*)::int as n from list_changes where organization_id = ${a.org.id} and table_name = 'inventory_items'`
      )[0]?.n ?? 0;
    const before = await notes();
    await t.db.sql`update inventory_items set quantity = quantity + 1 where organization_id = ${a.org.id}`;
    expect(await notes()).toBe(before + 1);
    expect(await list()).toMatchObject({ counted: false });
    // Not a column any count reads: not noted.
    await t.db.sql`update inventory_items set updated_at = now() where organization_id = ${a.org.id}`;
    expect(await notes()).toBe(before + 1);
  });

  it("two writers of one organization never wait for each other's note", async () => {
    const items = await t.db.sql<{ id: string }[]>`
      select id from inventory_items where organization_id = ${a.org.id} order by id limit 2`;
    expect(items).toHaveLength(2);
    const first = { id: items[0]?.id ?? "" };
    const second = { id: items[1]?.id ?? "" };
    await t.db.sql.begin(async (open) => {
      await open`update inventory_items set quantity = quantity + 1 where id = ${first.id}`;
      // While the first writer's note is uncommitted, a second writer notes and commits.
      await t.db.sql.begin(async (other) => {
        await other`set local lock_timeout = '2s'`;
        await other`update inventory_items set quantity = quantity + 1 where id = ${second.id}`;
        await other`insert into assets (organization_id, asset_type_id, name)
          select organization_id, asset_type_id, 'Juliett' from assets where id = ${ids.Alpha ?? ""}`;
      });
    });
    await t.db.sql`delete from assets where organization_id = ${a.org.id} and name = 'Juliett'`;
  });

  it("the monthly pick list (it reads the time and the organization's time zone) counts every time", async () => {
    const picker = () => a.viewer.trpc.inventory.items.typeAssets.query({ assetTypeId: paint.id, monthly: true });
    await picker();
    expect(await picker()).toMatchObject({ counted: true });
  });

  it("the triggers note the tables and columns list-totals.ts relies on", async () => {
    const triggers = await t.db.sql<{ table: string; name: string }[]>`
      select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like '%list_change%' order by 1, 2`;
    for (const table of Object.keys(LISTED_COLUMNS)) {
      expect([table, triggers.filter((x) => x.table === table).map((x) => x.name.replace(`${table}_`, ""))]).toEqual([
        table,
        ["list_change_delete", "list_change_insert", "list_change_update"],
      ]);
    }
    expect(new Set(triggers.map((x) => x.table))).toEqual(new Set(Object.keys(LISTED_COLUMNS)));
    // The updates of column-listed tables are noted per row when one of those columns changes.
    for (const [table, columns] of Object.entries(LISTED_COLUMNS)) {
      if (columns === "all") continue;
      const [def] = await t.db.sql<{ text: string }[]>`
        select pg_get_triggerdef(t.oid) as text from pg_trigger t
        where t.tgname = ${`${table}_list_change_update`}`;
      const compared = [...(def?.text ?? "").matchAll(/\bold\.(\w+)/gi)].map((m) => m[1]);
      expect([table, new Set(compared)]).toEqual([table, new Set(columns.filter((c) => c !== "id"))]);
    }
  });

  it("a count that reads what the triggers do not note is never kept; the key names the filter", () => {
    expect(tablesReadBy(sql`select count(*) from ${assets} where ${assets.organizationId} = ${"x"}`)).toEqual([
      "assets",
    ]);
    const keyOf = (name: string) => countShape("org", sql`select 1 from ${assets} where ${eq(assets.name, name)}`)?.key;
    expect(keyOf("a")).toBe(keyOf("a"));
    expect(keyOf("a")).not.toBe(keyOf("b"));
    expect(countShape("org", sql`select 1 from ${assets}`)?.key).not.toBe(
      countShape("other", sql`select 1 from ${assets}`)?.key,
    );
    expect(tablesReadBy(sql`select count(*) from ${assets} where ${assets.metadata} is null`)).toBeNull();
    expect(tablesReadBy(sql`select count(*) from ${assets} join organizations o on true`)).toBeNull();
  });

  it("a write by another process between two pages is counted on the next page, and the total kept after", async () => {
    const list = (page: number) => a.viewer.trpc.assets.list.query({ pageSize: 2, page });
    const before = await list(1);
    expect((await list(2)).counted).toBe(false);
    const [type] = await t.db.sql<
      { id: string }[]
    >`select asset_type_id as id from assets where id = ${ids.Alpha ?? ""}`;
    // Another node process, its own connection: only the database knows of its write.
    const write = (statement: string) =>
      execFileSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import postgres from "postgres"; const sql = postgres(process.env.TEST_DB_URL, { max: 1 });
           await sql.unsafe(process.env.STATEMENT, [process.env.ORG_ID, process.env.TYPE_ID]); await sql.end();`,
        ],
        {
          env: {
            ...process.env,
            TEST_DB_URL: t.db.url,
            STATEMENT: statement,
            ORG_ID: a.org.id,
            TYPE_ID: type?.id ?? "",
          },
        },
      );
    write("insert into assets (organization_id, asset_type_id, name) values ($1, $2, 'Juliett from afar')");
    try {
      expect(await list(2)).toMatchObject({ total: before.total + 1, counted: true });
      expect(await list(3)).toMatchObject({ total: before.total + 1, counted: false });
    } finally {
      write("delete from assets where organization_id = $1 and name = 'Juliett from afar' and $2::uuid is not null");
    }
    expect(await list(1)).toMatchObject({ total: before.total, counted: true });
  });

  it("another organization's writes do not count A's totals again", async () => {
    const list = () => a.viewer.trpc.assets.list.query({ pageSize: 2 });
    await list();
    const bType = await b.admin.trpc.assetTypes.create.mutate({ name: "Tape" });
    await b.member.trpc.assets.create.mutate({ name: "India of B", asset_type_id: bType.id });
    expect(await list()).toMatchObject({ counted: false });
  });

  // Older screens sent back the total page 1 counted (`knownTotal`); no input takes it any more
  // (z.object drops it), so whatever they send changes nothing: the kept count answers.
  it("ignores a total an older screen sends back: the kept count answers", async () => {
    const trpc = a.viewer.trpc;
    const tooFew = { pageSize: 2, page: 2, knownTotal: { total: 3, totalIsExact: true } };
    expect(await trpc.assets.list.query(tooFew)).toMatchObject({ total: 5 });
    const tooMany = { pageSize: 2, page: 2, knownTotal: { total: 9, totalIsExact: true } };
    expect(await trpc.assets.list.query(tooMany)).toMatchObject({ total: 5, pageCount: 3 });
    const notACount = { page: 1, knownTotal: { total: -1, totalIsExact: true } };
    expect(await trpc.assets.list.query(notACount)).toMatchObject({ total: 5 });
  });

  it("never lets a total of one organization reach another's screen", async () => {
    await a.viewer.trpc.assets.list.query({ pageSize: 2 });
    const sentBack = { pageSize: 2, knownTotal: { total: 5, totalIsExact: true } };
    const page = await b.viewer.trpc.assets.list.query(sentBack);
    expect(namesOf(page)).toEqual(["Alpha of B", "India of B"]);
    expect(page).toMatchObject({ total: 2, counted: true });
  });
});

import { addMonthsToKey, type ListPage, monthKey } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
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
    // Four lists show a total and counted it; the QR manager shows what it read.
    expect(Object.values(lists).map((p) => p.counted)).toEqual([true, true, true, false, true]);
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

describe("the total of one view is counted once", () => {
  it("page 2 with the total page 1 counted returns the right rows and total without counting", async () => {
    const trpc = a.viewer.trpc;
    const first = await trpc.assets.list.query({ pageSize: 2 });
    expect(first).toMatchObject({ total: 5, totalIsExact: true, pageCount: 3, hasNextPage: true, counted: true });
    const knownTotal = { total: first.total, totalIsExact: first.totalIsExact };
    const second = await trpc.assets.list.query({ pageSize: 2, page: 2, knownTotal });
    expect(namesOf(second)).toEqual(["Charlie", "Delta"]);
    expect(second).toMatchObject({ total: 5, pageCount: 3, hasNextPage: true, counted: false });
    const last = await trpc.assets.list.query({ pageSize: 2, page: 3, knownTotal });
    expect(namesOf(last)).toEqual(["Echo 50%_off"]);
    expect(last).toMatchObject({ total: 5, hasNextPage: false, counted: false });
  });

  it("every paged list reuses a total it is sent back", async () => {
    const trpc = a.viewer.trpc;
    const knownTotal = { total: 5, totalIsExact: true };
    const inventory = await trpc.inventory.items.list.query({ pageSize: 2, page: 2, knownTotal });
    const snapshots = await trpc.inventory.snapshots.list.query({ filters: range, pageSize: 2, page: 2, knownTotal });
    expect(namesOf(inventory)).toEqual(["Charlie", "Delta"]);
    expect(snapshots.items).toHaveLength(2);
    for (const page of [inventory, snapshots]) expect(page).toMatchObject({ total: 5, pageCount: 3, counted: false });
    // The picker's pages are 20 long: page 1 again, with the total the screen has.
    const picker = await trpc.inventory.items.typeAssets.query({ assetTypeId: paint.id, knownTotal });
    expect(picker).toMatchObject({ total: 5, counted: false, hasNextPage: false });
  });

  it("counts again when the rows contradict the total sent back (the list changed, or it was never true)", async () => {
    const trpc = a.viewer.trpc;
    const tooFew = await trpc.assets.list.query({ pageSize: 2, page: 2, knownTotal: { total: 3, totalIsExact: true } });
    expect(tooFew).toMatchObject({ total: 5, counted: true });
    const tooMany = await trpc.assets.list.query({
      pageSize: 2,
      page: 3,
      knownTotal: { total: 9, totalIsExact: true },
    });
    expect(tooMany).toMatchObject({ total: 5, counted: true, pageCount: 3 });
    const notCapped = await trpc.assets.list.query({ page: 1, knownTotal: { total: 10_000, totalIsExact: false } });
    expect(notCapped).toMatchObject({ total: 5, totalIsExact: true, counted: true });
  });

  it("never lets a sent-back total reach another organization's rows", async () => {
    const page = await b.viewer.trpc.assets.list.query({ pageSize: 2, knownTotal: { total: 5, totalIsExact: true } });
    expect(namesOf(page)).toEqual(["Alpha of B"]);
    expect(page).toMatchObject({ total: 1, counted: true });
  });

  it("refuses a total that is not a count, and changes nothing", async () => {
    const bad = a.viewer.trpc.assets.list.query({ knownTotal: { total: -1, totalIsExact: true } });
    await expect(bad).rejects.toMatchObject({ data: { code: "BAD_REQUEST" } });
  });
});

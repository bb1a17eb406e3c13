import { addMonthsToKey, monthEnd, monthKey, monthStart } from "@stockroom/core";
import {
  activityLog,
  inventoryHistory,
  inventoryItems,
  monthlyInventorySnapshots,
  monthlySnapshotRuns,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type BackgroundJobs, startBackgroundJobs } from "../src/jobs";
import { MONTHLY_SNAPSHOT_JOB } from "../src/jobs/definitions/monthly-snapshot";
import { recordInventoryCorrection } from "../src/services/inventory/record-inventory-correction";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { missingSnapshotMonths, takeMonthlySnapshot } from "../src/services/inventory/snapshots/take-monthly-snapshot";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

const SNAPSHOT_MONTH_QUEUE = MONTHLY_SNAPSHOT_JOB.id;

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let toolsType: { id: string };
let paintType: { id: string };

const now = new Date();
const thisMonth = monthKey(now);
const m1 = addMonthsToKey(thisMonth, -1);
const m2 = addMonthsToKey(thisMonth, -2);
const m3 = addMonthsToKey(thisMonth, -3);
/** Noon of the given day of a month. */
const dayOf = (month: string, day: number) =>
  new Date(monthStart(month).getTime() + (day - 1) * 86_400_000 + 43_200_000);

async function assetIn(
  org: OrgFixture,
  typeId: string,
  name: string,
  events: { month: string; day: number; q: number }[],
) {
  const created = await org.admin.trpc.assets.create.mutate({ name, asset_type_id: typeId, current_inventory: "0" });
  const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, created.id));
  if (!item) throw new Error("no item");
  const first = events[0];
  // The intake goes before the first event so only the given events count.
  await t.db.db
    .update(inventoryHistory)
    .set({ checkDate: first ? dayOf(first.month, 1) : new Date(), monthYear: first?.month ?? thisMonth })
    .where(eq(inventoryHistory.inventoryItemId, item.id));
  const ids: string[] = [];
  for (const e of events) {
    const { historyId } = await t.db.db.transaction((tx) =>
      recordInventoryEvent(
        tx,
        { orgId: org.org.id, actorId: null },
        { type: "check", inventoryItemId: item.id, quantity: e.q, at: dayOf(e.month, e.day) },
      ),
    );
    ids.push(historyId);
  }
  return { assetId: created.id, itemId: item.id, ids };
}

const snapshotsOf = (orgId: string) =>
  t.db.db
    .select()
    .from(monthlyInventorySnapshots)
    .where(eq(monthlyInventorySnapshots.organizationId, orgId))
    .orderBy(monthlyInventorySnapshots.monthYear, monthlyInventorySnapshots.assetName);

let hammer: Awaited<ReturnType<typeof assetIn>>;

setUpTwoOrganizations("snapshots", async (f) => {
  ({ t, a, b } = f);
  toolsType = await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
  paintType = await a.admin.trpc.assetTypes.create.mutate({ name: "Paint" });
  const bType = await b.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
  hammer = await assetIn(a, toolsType.id, "Hammer", [
    { month: m3, day: 5, q: 40 },
    { month: m2, day: 10, q: 8 },
    { month: m1, day: 3, q: 0 },
    { month: thisMonth, day: 1, q: 30 },
  ]);
  await assetIn(a, paintType.id, 'Paint "White", 5L', [
    { month: m2, day: 2, q: 120 },
    { month: m2, day: 20, q: 110 },
  ]);
  await assetIn(b, bType.id, "B's saw", [{ month: m2, day: 4, q: 7 }]);
  // A correction of the m2 count of the hammer: the snapshot reads the corrected value.
  await t.db.db.transaction((tx) =>
    recordInventoryCorrection(
      tx,
      { orgId: a.org.id, actorId: null },
      { historyId: hammer.ids[1] ?? "", quantity: 9, reason: "recount", currency: "USD", unitType: "each" },
    ),
  );
});

describe("the monthly snapshot job", () => {
  it("finds the finished months from the oldest history on", async () => {
    expect(await missingSnapshotMonths(t.db.db, now)).toEqual([m3, m2, m1]);
  });

  it("writes one snapshot per asset per month with the quantity at the month's end and its status", async () => {
    const first = await takeMonthlySnapshot(t.db.db, m2);
    expect(first).toEqual({ inserted: 3, skipped: false });
    const rows = await snapshotsOf(a.org.id);
    expect(rows.map((r) => [r.monthYear, r.assetName, r.quantity, r.status, r.snapshotDate])).toEqual([
      [m2, "Hammer", 9, "low_stock", monthEnd(m2).toISOString().slice(0, 10)],
      [m2, 'Paint "White", 5L', 110, "active", monthEnd(m2).toISOString().slice(0, 10)],
    ]);
    expect((await snapshotsOf(b.org.id)).map((r) => [r.assetName, r.quantity, r.status])).toEqual([
      ["B's saw", 7, "low_stock"],
    ]);
    const logged = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, a.org.id), eq(activityLog.type, "monthly_snapshot")));
    expect(logged.map((l) => l.description)).toEqual([`Monthly inventory snapshot for ${m2}: 2 assets`]);
  });

  it("is idempotent: re-running a month changes nothing, even without its run record", async () => {
    const before = await t.db.db.select().from(monthlyInventorySnapshots);
    expect(await takeMonthlySnapshot(t.db.db, m2)).toEqual({ inserted: 0, skipped: true });
    await t.db.db.delete(monthlySnapshotRuns).where(eq(monthlySnapshotRuns.monthYear, m2));
    // The unique index (organization_id, asset_id, month_year) lets nothing in twice.
    expect(await takeMonthlySnapshot(t.db.db, m2)).toEqual({ inserted: 0, skipped: false });
    expect(await t.db.db.select().from(monthlyInventorySnapshots)).toEqual(before);
  });

  it("catches up the missed months at start and runs once with two workers on one database", async () => {
    const log = { info: () => {}, error: () => {} };
    let workers: BackgroundJobs[] = [];
    try {
      workers = await Promise.all([
        startBackgroundJobs(t.db.url, t.db.db, log),
        startBackgroundJobs(t.db.url, t.db.db, log),
      ]);
      const deadline = Date.now() + 60_000;
      while ((await missingSnapshotMonths(t.db.db, now)).length > 0) {
        if (Date.now() > deadline) throw new Error("the snapshot jobs did not finish in time");
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const rows = await snapshotsOf(a.org.id);
    expect(rows.map((r) => [r.monthYear, r.assetName, r.quantity, r.status])).toEqual([
      [m3, "Hammer", 40, "active"],
      [m2, "Hammer", 9, "low_stock"],
      [m2, 'Paint "White", 5L', 110, "active"],
      [m1, "Hammer", 0, "out_of_stock"],
      [m1, 'Paint "White", 5L', 110, "active"],
    ]);
    const runs = await t.db.db.select().from(monthlySnapshotRuns).orderBy(monthlySnapshotRuns.monthYear);
    expect(runs.map((r) => r.monthYear)).toEqual([m3, m2, m1]);
    // One job per month however many processes queued it.
    const jobs = await t.db.db.execute<{ month: string; n: number }>(sql`
      select data->>'month' as month, count(*)::int as n from (
        select data from pgboss.job where name = ${SNAPSHOT_MONTH_QUEUE}
        union all select data from pgboss.archive where name = ${SNAPSHOT_MONTH_QUEUE}
      ) j group by 1 order by 1`);
    expect(jobs.map((j) => [j.month, j.n])).toEqual([
      [m3, 1],
      [m1, 1],
    ]);
  });
});

describe("inventory.snapshots.list / export", () => {
  const range = { fromMonth: m3, toMonth: thisMonth };

  it("lists the organization's snapshots, newest first, paged, with a total", async () => {
    const page1 = await a.viewer.trpc.inventory.snapshots.list.query({ filters: range, page: 1, pageSize: 2 });
    expect(page1.total).toBe(5);
    expect(page1.totalIsExact).toBe(true);
    expect(page1.items.map((r) => r.monthYear)).toEqual([m1, m1]);
    const page3 = await a.viewer.trpc.inventory.snapshots.list.query({ filters: range, page: 3, pageSize: 2 });
    expect(page3.items.map((r) => [r.monthYear, r.assetName])).toEqual([[m3, "Hammer"]]);
  });

  it("filters by asset name, type and month range (first day to last day)", async () => {
    const list = (filters: Record<string, unknown>) =>
      a.member.trpc.inventory.snapshots.list.query({ filters: { ...range, ...filters } });
    expect((await list({ search: "white" })).total).toBe(2);
    expect((await list({ search: "%" })).total).toBe(0);
    expect((await list({ assetTypeId: paintType.id })).items.every((r) => r.assetName.startsWith("Paint"))).toBe(true);
    expect((await list({ fromMonth: m2, toMonth: m2 })).total).toBe(2);
  });

  it("refuses a span over 24 months with the spec's limit", async () => {
    const err = await failure(
      a.member.trpc.inventory.snapshots.list.query({
        filters: { fromMonth: addMonthsToKey(thisMonth, -24), toMonth: thisMonth },
      }),
    );
    expect(err.data?.code).toBe("BAD_REQUEST");
    expect(err.message).toBe("The range can cover at most 24 months");
  });

  it("exports all or the selected rows", async () => {
    const all = await a.member.trpc.inventory.snapshots.export.query({ filters: range });
    expect(all.rows).toHaveLength(5);
    const picked = all.rows.slice(0, 2).map((r) => r.id);
    const selected = await a.member.trpc.inventory.snapshots.export.query({ filters: range, ids: picked });
    expect(selected.rows.map((r) => r.id).sort()).toEqual([...picked].sort());
  });

  it("another organization's member sees none of them, even by id or by A's asset type", async () => {
    const mine = await a.member.trpc.inventory.snapshots.export.query({ filters: range });
    const ids = mine.rows.map((r) => r.id);
    const bList = await b.member.trpc.inventory.snapshots.list.query({ filters: range });
    expect(bList.items.map((r) => r.assetName)).toEqual(["B's saw", "B's saw", "B's saw"].slice(0, bList.total));
    expect(bList.items.some((r) => ids.includes(r.id))).toBe(false);
    expect((await b.member.trpc.inventory.snapshots.export.query({ filters: range, ids })).rows).toEqual([]);
    expect(
      (await b.member.trpc.inventory.snapshots.list.query({ filters: { ...range, assetTypeId: toolsType.id } })).total,
    ).toBe(0);
  });
});

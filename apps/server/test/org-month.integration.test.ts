import {
  DEFAULT_ORGANIZATION_TIME_ZONE,
  monthKey,
  monthStart,
  previousMonthKey,
  TIME_ZONE_INVALID_MESSAGE,
  usageSummary,
} from "@stockroom/core";
import { formSubmissions, inventoryHistory, organizations } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assetInventorySummaries } from "../src/services/inventory/asset-inventory-summary";
import { listTypeAssets } from "../src/services/inventory/list-type-assets";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { missingSnapshotMonths, takeMonthlySnapshot } from "../src/services/inventory/snapshots/take-monthly-snapshot";
import { field, formsFixtures } from "./forms-fixtures";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// Issue 20 "Corrections show everywhere history shows" and "Whose month, whose clock";
// issue 22 §1 "Monthly History, a report's last-month total and Data Quality agree on a
// corrected item". Organization A keeps the default zone (America/New_York); B is set
// to Asia/Tokyo below. The boundary cases use 2025's months, away from the current month
// the correction case snapshots.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("orgmonth", (f) => {
  ({ t, a, b } = f);
});

const NY = "America/New_York";
const TOKYO = "Asia/Tokyo";
const DAY = 86_400_000;

describe("the organization's time zone (organization.updateTimeZone)", () => {
  it("defaults to America/New_York; an admin sets it and every member's session carries it", async () => {
    expect(DEFAULT_ORGANIZATION_TIME_ZONE).toBe(NY);
    expect((await a.admin.trpc.organization.get.query()).timeZone).toBe(NY);
    const set = await b.admin.trpc.organization.updateTimeZone.mutate({ timeZone: TOKYO });
    expect(set.timeZone).toBe(TOKYO);
    expect((await b.member.trpc.auth.session.query())?.membership?.organization.timeZone).toBe(TOKYO);
    // A is untouched.
    expect((await a.member.trpc.auth.session.query())?.membership?.organization.timeZone).toBe(NY);
  });

  it("members and viewers may not change it; nothing changes", async () => {
    for (const who of [b.member, b.viewer]) {
      const err = await failure(who.trpc.organization.updateTimeZone.mutate({ timeZone: "UTC" }));
      expect(err.data?.code).toBe("FORBIDDEN");
    }
    expect((await b.admin.trpc.organization.get.query()).timeZone).toBe(TOKYO);
  });

  it.each(["Mars/Olympus", "", "asia/tokyo", "Asia/Tokyo ", "+09:00"])(
    "refuses %j with a clear message and changes nothing",
    async (zone) => {
      const err = await failure(b.admin.trpc.organization.updateTimeZone.mutate({ timeZone: zone }));
      expect(err.data?.code).toBe("BAD_REQUEST");
      expect(err.message).toContain(TIME_ZONE_INVALID_MESSAGE);
      expect((await b.admin.trpc.organization.get.query()).timeZone).toBe(TOKYO);
    },
  );
});

describe("a corrected entry reads the same everywhere (one reader of corrected values)", () => {
  it("history screen, item History tab, usage summary, asset Inventory tab, Monthly History, report and Data Quality", async () => {
    const db = t.db.db;
    const now = new Date();
    const thisMonth = monthKey(now, NY);
    const lastMonth = previousMonthKey(thisMonth);
    const fx = formsFixtures(db, a.org.id);
    const type = await fx.assetType({ name: "Corrected goods" });
    const { asset, item } = await fx.asset(type.id, { quantity: 30 });
    if (!item) throw new Error("no item");
    // The intake early last month, then last month's count of 30.
    const start = monthStart(lastMonth, NY).getTime();
    await db
      .update(inventoryHistory)
      .set({ checkDate: new Date(start + DAY), monthYear: lastMonth })
      .where(eq(inventoryHistory.inventoryItemId, item.id));
    const { historyId } = await recordInventoryEvent(
      db,
      { orgId: a.org.id, actorId: null },
      { type: "check", inventoryItemId: item.id, quantity: 30, at: new Date(start + 10 * DAY) },
    );

    await a.member.trpc.inventory.history.applyCorrection.mutate({
      historyId,
      quantity: 31,
      reason: "Miscounted the back shelf",
    });

    // The history screen.
    const history = await a.member.trpc.inventory.history.get.query({ inventoryItemId: item.id });
    const shown = history.events.find((e) => e.id === historyId);
    expect([shown?.quantity, shown?.originalQuantity, shown?.corrections.length]).toEqual([31, 30, 1]);
    expect(history.item.quantity).toBe(31);

    // The item page: History tab and the usage summary (and its chart) read it corrected.
    const page = await a.member.trpc.inventory.items.get.query({ id: item.id });
    const event = page.events.find((e) => e.id === historyId);
    expect(event).toMatchObject({ quantity: 31, originalQuantity: 30, corrected: true });
    expect(page.events.find((e) => e.id !== historyId)).toMatchObject({ corrected: false });
    expect(page.item.quantity).toBe(31);
    const usage = usageSummary(page.monthEnds, thisMonth);
    expect(usage.find((r) => r.month === lastMonth)?.quantity).toBe(31);
    expect(usage.find((r) => r.month === thisMonth)?.quantity).toBe(page.item.quantity);

    // The asset's Inventory tab (and its last known state).
    const overview = await a.member.trpc.inventory.items.forAsset.query({ assetId: asset.id });
    expect(overview.events[0]).toMatchObject({ id: historyId, quantity: 31, corrected: true, originalQuantity: 30 });
    expect(overview.lastKnownState?.quantity).toBe(31);
    // The asset detail's Inventory tab (its latest records) and its History tab.
    const detail = await a.member.trpc.assets.get.query({ id: asset.id });
    expect(detail.recentHistory.find((e) => e.id === historyId)).toMatchObject({
      quantity: 31,
      originalQuantity: 30,
      corrected: true,
    });
    const timeline = await a.member.trpc.assets.inventoryActivity.query({ id: asset.id });
    expect(timeline.find((e) => e.id === historyId)?.description).toMatch(/: stock 31 \(corrected\)$/);

    // Monthly History: last month's snapshot.
    await takeMonthlySnapshot(db, lastMonth);
    const snapshots = await a.member.trpc.inventory.snapshots.list.query({
      filters: { fromMonth: lastMonth, toMonth: lastMonth, search: asset.name },
      page: 1,
      pageSize: 10,
    });
    const snapshot = snapshots.items.find((r) => r.assetId === asset.id);

    // A report's last-month total (no form last month: the last history entry of the month).
    const report = await a.member.trpc.reports.generate.query({
      dateRangeType: "current_month",
      viewMode: "latest",
      assetTypeIds: [type.id],
    });
    const row = report.rows.find((r) => r.assetId === asset.id);
    expect(row?.lastMonthTotal).toMatchObject({ source: "inventory_history" });
    // Comparison mode's rows come from the same row builder; the screen's numbered page too.
    const comparison = await a.member.trpc.reports.generate.query({
      dateRangeType: "current_month",
      viewMode: "comparison",
      assetTypeIds: [type.id],
      page: 1,
    });
    const comparisonRow = comparison.rows.find((r) => r.assetId === asset.id);

    // Data Quality (31 units and no form: the item needs attention, so it is listed).
    const quality = await a.member.trpc.reports.dataQuality.query();
    const listed = quality.attention.find((x) => x.assetId === asset.id);

    expect({
      monthlyHistory: snapshot?.quantity,
      reportLastMonthTotal: row?.lastMonthTotal.amount,
      dataQualityLastMonthTotal: listed?.lastMonthTotal,
      comparisonReportLastMonthTotal: comparisonRow?.lastMonthTotal.amount,
    }).toEqual({
      monthlyHistory: 31,
      reportLastMonthTotal: 31,
      dataQualityLastMonthTotal: 31,
      comparisonReportLastMonthTotal: 31,
    });

    // The original row is never edited.
    const [original] = await db.select().from(inventoryHistory).where(eq(inventoryHistory.id, historyId));
    expect(original?.quantity).toBe(30);
  });
});

describe("whose month: the organization's (America/New_York for A, Asia/Tokyo for B)", () => {
  type Fx = { assetId: string; itemId: string; typeId: string };
  const made: Record<"ny" | "tokyo", Fx> = {} as never;

  beforeAll(async () => {
    await t.db.db.update(organizations).set({ timeZone: TOKYO }).where(eq(organizations.id, b.org.id));
    for (const [key, org] of [
      ["ny", a],
      ["tokyo", b],
    ] as const) {
      const fx = formsFixtures(t.db.db, org.org.id);
      const type = await fx.assetType({ name: `Boundary ${key}` });
      const { asset, item } = await fx.asset(type.id, { quantity: 5 });
      if (!item) throw new Error("no item");
      // The intake long before, so each month's figure comes from the entries below.
      await t.db.db
        .update(inventoryHistory)
        .set({ checkDate: new Date("2025-09-01T12:00:00Z"), monthYear: "2025-09" })
        .where(eq(inventoryHistory.inventoryItemId, item.id));
      made[key] = { assetId: asset.id, itemId: item.id, typeId: type.id };
    }
  });

  const record = (org: OrgFixture, itemId: string, quantity: number, at: string) =>
    recordInventoryEvent(
      t.db.db,
      { orgId: org.org.id, actorId: null },
      { type: "check", inventoryItemId: itemId, quantity, at: new Date(at) },
    );
  const monthOf = async (historyId: string) =>
    (await t.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.id, historyId)))[0]?.monthYear;

  it("the last evening of October: a count at 9 pm in New York is October's; at 00:30 on Nov 1 in Tokyo, November's", async () => {
    // New York: Oct 31, 9 pm EDT = Nov 1, 01:00 UTC. Tokyo: Nov 1, 00:30 JST = Oct 31, 15:30 UTC.
    const ny = await record(a, made.ny.itemId, 12, "2025-11-01T01:00:00Z");
    const tokyo = await record(b, made.tokyo.itemId, 22, "2025-10-31T15:30:00Z");
    expect(await monthOf(ny.historyId)).toBe("2025-10");
    expect(await monthOf(tokyo.historyId)).toBe("2025-11");

    // The monthly pick list at that same instant: New York's asset was counted this
    // (October) month; Tokyo's was counted this (November) month.
    const pick = (org: OrgFixture, f: Fx, now: string) =>
      listTypeAssets(
        { db: t.db.db, orgId: org.org.id },
        { assetTypeId: f.typeId, search: "", page: 1, monthly: true },
        new Date(now),
      );
    expect((await pick(a, made.ny, "2025-11-01T01:30:00Z")).items.map((x) => x.id)).toEqual([]);
    expect((await pick(b, made.tokyo, "2025-10-31T15:45:00Z")).items.map((x) => x.id)).toEqual([]);
    // Once New York's November starts (04:00 UTC), its asset is due again.
    expect((await pick(a, made.ny, "2025-11-01T04:30:00Z")).items.map((x) => x.id)).toEqual([made.ny.assetId]);
    const [summary] = await assetInventorySummaries(
      { db: t.db.db, orgId: a.org.id },
      [made.ny.assetId],
      new Date("2025-11-01T01:30:00Z"),
    );
    expect(summary?.counted_this_month).toBe(true);

    // Monthly snapshots: October's is each organization's October.
    await takeMonthlySnapshot(t.db.db, "2025-10");
    const october = async (org: OrgFixture) =>
      (
        await org.member.trpc.inventory.snapshots.list.query({
          filters: { fromMonth: "2025-10", toMonth: "2025-10", search: "" },
          page: 1,
          pageSize: 50,
        })
      ).items;
    expect((await october(a)).find((r) => r.assetId === made.ny.assetId)?.quantity).toBe(12);
    // Tokyo's count came after its October ended: October keeps the earlier 5.
    expect((await october(b)).find((r) => r.assetId === made.tokyo.assetId)?.quantity).toBe(5);

    // The usage summary groups by the organization's month.
    const nyItem = await a.member.trpc.inventory.items.get.query({ id: made.ny.itemId });
    const nyUsage = usageSummary(nyItem.monthEnds, "2025-11");
    expect(nyUsage.find((r) => r.month === "2025-10")).toMatchObject({ quantity: 12, recorded: true });
    expect(nyUsage.find((r) => r.month === "2025-11")).toMatchObject({ quantity: 12, recorded: false });
    const tokyoItem = await b.member.trpc.inventory.items.get.query({ id: made.tokyo.itemId });
    const tokyoUsage = usageSummary(tokyoItem.monthEnds, "2025-11");
    expect(tokyoUsage.find((r) => r.month === "2025-10")).toMatchObject({ quantity: 5, recorded: false });
    expect(tokyoUsage.find((r) => r.month === "2025-11")).toMatchObject({ quantity: 22, recorded: true });
  });

  it("a report's rows and last-month totals use the organization's months; its range is the organization's days", async () => {
    const db = t.db.db;
    const fx = formsFixtures(db, a.org.id);
    const form = await fx.form([field.number("field_1", "Quantity", "set")], {
      assetTypeId: made.ny.typeId,
      purpose: "inventory",
    });
    // A form at 9:30 pm on November 30th in New York (Dec 1, 02:30 UTC): November's row,
    // whose last-month total is October's last entry (the 12 of Oct 31, 9 pm).
    const [sub] = await db
      .insert(formSubmissions)
      .values({
        organizationId: a.org.id,
        formId: form.id,
        assetId: made.ny.assetId,
        assetTypeId: made.ny.typeId,
        submissionData: { field_1: 12 },
        monthYear: "2025-11",
        createdAt: new Date("2025-12-01T02:30:00Z"),
        updatedAt: new Date("2025-12-01T02:30:00Z"),
      })
      .returning();
    const page = await a.member.trpc.reports.generate.query({
      dateRangeType: "custom",
      customStartDate: "2025-11-30",
      customEndDate: "2025-11-30",
      viewMode: "latest",
      assetTypeIds: [made.ny.typeId],
    });
    expect(page.timeZone).toBe(NY);
    expect(page.range.start.toISOString()).toBe("2025-11-30T05:00:00.000Z");
    const row = page.rows.find((r) => r.assetId === made.ny.assetId);
    expect(row?.submissionId).toBe(sub?.id);
    expect(row?.lastMonthTotal).toMatchObject({ amount: 12, source: "inventory_history" });
    await db.delete(formSubmissions).where(and(eq(formSubmissions.id, sub?.id ?? "")));
  });

  it("December → January: 9 pm on New Year's Eve in New York is December's; midnight in Tokyo is January's", async () => {
    const ny = await record(a, made.ny.itemId, 14, "2026-01-01T02:00:00Z");
    const tokyo = await record(b, made.tokyo.itemId, 24, "2025-12-31T15:00:00Z");
    expect(await monthOf(ny.historyId)).toBe("2025-12");
    expect(await monthOf(tokyo.historyId)).toBe("2026-01");

    // The catch-up takes December only once it has ended in every organization's zone.
    expect(await missingSnapshotMonths(t.db.db, new Date("2026-01-01T02:30:00Z"))).not.toContain("2025-12");
    expect(await missingSnapshotMonths(t.db.db, new Date("2026-01-01T05:30:00Z"))).toContain("2025-12");

    await takeMonthlySnapshot(t.db.db, "2025-12");
    const december = async (org: OrgFixture) =>
      (
        await org.member.trpc.inventory.snapshots.list.query({
          filters: { fromMonth: "2025-12", toMonth: "2025-12", search: "" },
          page: 1,
          pageSize: 50,
        })
      ).items;
    expect((await december(a)).find((r) => r.assetId === made.ny.assetId)?.quantity).toBe(14);
    expect((await december(b)).find((r) => r.assetId === made.tokyo.assetId)?.quantity).toBe(22);

    const nyItem = await a.member.trpc.inventory.items.get.query({ id: made.ny.itemId });
    const usage = usageSummary(nyItem.monthEnds, "2026-01");
    expect(usage.find((r) => r.month === "2025-12")).toMatchObject({ quantity: 14, recorded: true });
    expect(usage.find((r) => r.month === "2026-01")).toMatchObject({ recorded: false });
  });
});

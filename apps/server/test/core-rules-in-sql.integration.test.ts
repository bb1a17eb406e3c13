import {
  hasPeriodicEntryInMonth,
  LATEST_SUBMISSIONS_PER_ASSET,
  latestSubmissionsPerAsset,
  monthKey,
  reportDateRange,
} from "@stockroom/core";
import { assets, formSubmissions, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assetInventoryItem } from "../src/services/assets/asset-inventory-item";
import { periodicEntryInMonth } from "../src/services/inventory/asset-inventory-summary";
import { field, formsFixtures } from "./forms-fixtures";
import { type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// Where a rule of core also runs as SQL (for the index, or to page), both must give the
// same answer: each case here asks the database and core about the same rows.

let t: TestApp;
let a: OrgFixture;

setUpTwoOrganizations("rules", (f) => {
  ({ t, a } = f);
});

// Spec 02 "Action chooser": "An asset with a periodic history entry this month is excluded
// from monthly pick lists."
describe("the monthly pick-list exclusion: periodicEntryInMonth (SQL) = hasPeriodicEntryInMonth (core)", () => {
  const now = new Date();
  const month = monthKey(now);
  const lastMonth = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
  const yearBefore = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  type Entry = { checkType: string; eventType: string; monthYear: string; isDeleted?: boolean };
  const cases: [string, Entry[]][] = [
    ["a periodic check this month", [{ checkType: "periodic", eventType: "check", monthYear: month }]],
    ["a periodic audit this month", [{ checkType: "periodic", eventType: "audit", monthYear: month }]],
    ["a periodic check last month", [{ checkType: "periodic", eventType: "check", monthYear: lastMonth }]],
    ["the same month a year before", [{ checkType: "periodic", eventType: "check", monthYear: yearBefore }]],
    [
      "a deleted periodic entry this month",
      [{ checkType: "periodic", eventType: "check", monthYear: month, isDeleted: true }],
    ],
    ["a 'deleted' event this month", [{ checkType: "periodic", eventType: "deleted", monthYear: month }]],
    ["a diagnostic check this month", [{ checkType: "diagnostic", eventType: "check", monthYear: month }]],
    ["only the intake", []],
    [
      "a deleted one and a live one this month",
      [
        { checkType: "periodic", eventType: "check", monthYear: month, isDeleted: true },
        { checkType: "periodic", eventType: "audit", monthYear: month },
      ],
    ],
  ];

  it.each(cases)("%s", async (_label, entries) => {
    const fx = formsFixtures(t.db.db, a.org.id);
    const type = await fx.assetType();
    const { asset, item } = await fx.asset(type.id); // adds the initial intake of this month
    if (!item) throw new Error("no item");
    for (const e of entries) {
      await t.db.db.insert(inventoryHistory).values({
        organizationId: a.org.id,
        inventoryItemId: item.id,
        quantity: 1,
        checkDate: new Date(`${e.monthYear}-15T12:00:00Z`),
        ...e,
      });
    }
    // As the pick lists read it: assets joined with their live item (drizzle qualifies
    // the columns of a joined select, which the exists() relies on).
    const [sqlAnswer] = await t.db.db
      .select({ counted: periodicEntryInMonth(month) })
      .from(assets)
      .innerJoin(inventoryItems, assetInventoryItem(a.org.id))
      .where(eq(assets.id, asset.id));
    const rows = await t.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.inventoryItemId, item.id));
    const coreAnswer = hasPeriodicEntryInMonth(
      rows.map((r) => ({
        check_type: r.checkType,
        event_type: r.eventType,
        month_year: r.monthYear,
        check_date: r.checkDate,
        is_deleted: r.isDeleted,
      })),
      month,
    );
    expect(sqlAnswer?.counted).toBe(coreAnswer);
  });
});

// Spec 02 §4 "Report generation": "latest mode uses up to 3 latest submissions per asset".
describe("the latest-3 pick: reports.generate's lateral join (SQL) = latestSubmissionsPerAsset (core)", () => {
  it("keeps the same submissions per asset: newest first, ties by id, deleted and out-of-range ones left out", async () => {
    const db = t.db.db;
    const fx = formsFixtures(db, a.org.id);
    const type = await fx.assetType();
    const form = await fx.form([field.number("field_1", "Quantity", "set")], {
      assetTypeId: type.id,
      purpose: "inventory",
    });
    const many = (await fx.asset(type.id)).asset;
    const two = (await fx.asset(type.id)).asset;
    const none = (await fx.asset(type.id)).asset;
    const submit = (assetId: string, at: string, isDeleted = false) =>
      db.insert(formSubmissions).values({
        organizationId: a.org.id,
        formId: form.id,
        assetId,
        assetTypeId: type.id,
        submissionData: { field_1: 1 },
        monthYear: at.slice(0, 7),
        createdAt: new Date(at),
        updatedAt: new Date(at),
        isDeleted,
      });
    await submit(many.id, "2024-12-31T23:00:00Z"); // before the range
    await submit(many.id, "2025-01-03T09:00:00Z");
    await submit(many.id, "2025-01-10T09:00:00Z");
    await submit(many.id, "2025-01-20T09:00:00Z"); // three at the same moment: the id decides
    await submit(many.id, "2025-01-20T09:00:00Z");
    await submit(many.id, "2025-01-20T09:00:00Z");
    await submit(many.id, "2025-01-28T09:00:00Z", true); // deleted
    await submit(two.id, "2025-01-05T09:00:00Z");
    await submit(two.id, "2025-01-06T09:00:00Z");

    const range = { dateRangeType: "custom", customStartDate: "2025-01-01", customEndDate: "2025-01-31" } as const;
    const page = await a.member.trpc.reports.generate.query({ ...range, viewMode: "latest", assetTypeIds: [type.id] });
    const fromSql = new Map<string, (string | null)[]>();
    for (const row of page.rows) fromSql.set(row.assetId, [...(fromSql.get(row.assetId) ?? []), row.submissionId]);

    const { start, end } = reportDateRange("custom", new Date(), {
      start: range.customStartDate,
      end: range.customEndDate,
    });
    const all = await db
      .select({ id: formSubmissions.id, assetId: formSubmissions.assetId, createdAt: formSubmissions.createdAt })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.organizationId, a.org.id),
          inArray(formSubmissions.assetId, [many.id, two.id, none.id]),
          eq(formSubmissions.isDeleted, false),
        ),
      );
    const inRange = all.flatMap(({ assetId, ...s }) =>
      assetId !== null && s.createdAt >= start && s.createdAt <= end ? [{ ...s, assetId }] : [],
    );
    const fromCore = latestSubmissionsPerAsset(inRange, LATEST_SUBMISSIONS_PER_ASSET);

    for (const asset of [many, two]) {
      expect(fromSql.get(asset.id)).toEqual(fromCore.get(asset.id)?.map((s) => s.id));
    }
    expect(fromSql.get(many.id)).toHaveLength(3);
    expect(fromSql.get(none.id)).toEqual([null]);
    expect(fromCore.has(none.id)).toBe(false);
  });
});

import {
  entryAsCorrected as coreEntryAsCorrected,
  hasPeriodicEntryInMonth,
  LATEST_SUBMISSIONS_PER_ASSET,
  latestSubmissionsPerAsset,
  matchesSearch,
  monthKey,
  monthStart,
  nextMonthKey,
  reportDateRange,
  winningCorrection,
} from "@stockroom/core";
import {
  assets,
  formSubmissions,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
  organizationMembers,
} from "@stockroom/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assetInventoryItem } from "../src/services/assets/asset-inventory-item";
import { periodicEntryInMonth } from "../src/services/inventory/asset-inventory-summary";
import {
  ASSET_SEARCH_COLUMNS,
  activeMemberOf,
  assetTextMatch,
  entryAsCorrected,
  lastMonthInputs,
  orgMonth,
  orgMonthEnd,
  orgMonthStart,
  stockAt,
} from "../src/services/queries";
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

// Spec 02 §4 "Corrections": the history row shows the corrected quantity. Which correction
// counts: the newest, ties by id, deleted ones skipped (core's winningCorrection).
describe("the corrected value: entryAsCorrected (SQL) = entryAsCorrected (core)", () => {
  type C = { quantity: number; at: string; deleted?: boolean };
  const cases: [string, C[]][] = [
    ["no correction", []],
    ["one correction", [{ quantity: 31, at: "2025-02-01T10:00:00Z" }]],
    [
      "the newest of two",
      [
        { quantity: 31, at: "2025-02-01T10:00:00Z" },
        { quantity: 29, at: "2025-02-02T10:00:00Z" },
      ],
    ],
    [
      "three at the same moment: the id decides",
      [
        { quantity: 31, at: "2025-02-01T10:00:00Z" },
        { quantity: 32, at: "2025-02-01T10:00:00Z" },
        { quantity: 33, at: "2025-02-01T10:00:00Z" },
      ],
    ],
    [
      "the newest deleted: the one before counts",
      [
        { quantity: 31, at: "2025-02-01T10:00:00Z" },
        { quantity: 99, at: "2025-02-03T10:00:00Z", deleted: true },
      ],
    ],
    ["only a deleted one", [{ quantity: 99, at: "2025-02-03T10:00:00Z", deleted: true }]],
  ];

  it.each(cases)("%s", async (_label, corrections) => {
    const db = t.db.db;
    const fx = formsFixtures(db, a.org.id);
    const { item } = await fx.asset((await fx.assetType()).id, { quantity: 30 });
    if (!item) throw new Error("no item");
    const [entry] = await db
      .insert(inventoryHistory)
      .values({
        organizationId: a.org.id,
        inventoryItemId: item.id,
        checkType: "periodic",
        eventType: "check",
        quantity: 30,
        location: "Shelf A",
        monthYear: "2025-01",
        checkDate: new Date("2025-01-20T12:00:00Z"),
      })
      .returning();
    if (!entry) throw new Error("no entry");
    for (const c of corrections) {
      await db.insert(inventoryCorrections).values({
        organizationId: a.org.id,
        originalHistoryId: entry.id,
        correctionReason: "r",
        originalQuantity: 30,
        correctedQuantity: c.quantity,
        correctedLocation: `Shelf ${c.quantity}`,
        createdAt: new Date(c.at),
        isDeleted: c.deleted ?? false,
      });
    }
    const piece = entryAsCorrected("h");
    const [fromSql] = await db.execute<{ quantity: number; location: string | null; corrected: boolean }>(sql`
      select ${piece.quantity} as quantity, ${piece.location} as location, ${piece.corrected} as corrected
      from inventory_history h ${piece.join} where h.id = ${entry.id}`);
    const rows = await db
      .select()
      .from(inventoryCorrections)
      .where(eq(inventoryCorrections.originalHistoryId, entry.id));
    const fromCore = coreEntryAsCorrected(entry, rows);
    expect({ ...fromSql, quantity: Number(fromSql?.quantity) }).toEqual({
      quantity: fromCore.quantity,
      location: fromCore.location,
      corrected: fromCore.corrected,
    });
    expect(winningCorrection(rows)?.correctedQuantity ?? null).toBe(fromCore.corrected ? fromCore.quantity : null);
  });
});

// stockAt(item, instant): the newest live entry before the instant, as corrected — what a
// monthly snapshot stores and what an item is resynced to after a correction.
describe("stockAt (SQL) = the newest live entry before the instant, as core corrects it", () => {
  it("skips deleted entries and 'deleted' events, breaks check-date ties by creation, reads corrections", async () => {
    const db = t.db.db;
    const fx = formsFixtures(db, a.org.id);
    const { item } = await fx.asset((await fx.assetType()).id, { quantity: 5 });
    if (!item) throw new Error("no item");
    const add = async (
      quantity: number,
      checkDate: string,
      over: Partial<typeof inventoryHistory.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(inventoryHistory)
        .values({
          organizationId: a.org.id,
          inventoryItemId: item.id,
          checkType: "periodic",
          eventType: "check",
          quantity,
          monthYear: checkDate.slice(0, 7),
          checkDate: new Date(checkDate),
          ...over,
        })
        .returning();
      if (!row) throw new Error("no entry");
      return row;
    };
    const jan = await add(10, "2025-01-10T12:00:00Z");
    await add(11, "2025-01-31T12:00:00Z", { isDeleted: true });
    await add(0, "2025-01-31T13:00:00Z", { eventType: "deleted" });
    const first = await add(20, "2025-02-05T12:00:00Z", { createdAt: new Date("2025-02-05T12:00:00Z") });
    const second = await add(21, "2025-02-05T12:00:00Z", { createdAt: new Date("2025-02-05T12:01:00Z") });
    await db.insert(inventoryCorrections).values({
      organizationId: a.org.id,
      originalHistoryId: second.id,
      correctionReason: "r",
      originalQuantity: 21,
      correctedQuantity: 22,
    });
    const all = await db.select().from(inventoryHistory).where(eq(inventoryHistory.inventoryItemId, item.id));
    const corrections = await db.select().from(inventoryCorrections);
    const reference = (before: Date | null) => {
      const live = all
        .filter((e) => !e.isDeleted && e.eventType !== "deleted" && (before === null || e.checkDate < before))
        .sort(
          (x, y) =>
            y.checkDate.getTime() - x.checkDate.getTime() ||
            y.createdAt.getTime() - x.createdAt.getTime() ||
            (y.id > x.id ? 1 : -1),
        );
      const newest = live[0];
      if (!newest) return null;
      return coreEntryAsCorrected(
        newest,
        corrections.filter((c) => c.originalHistoryId === newest.id),
      ).quantity;
    };
    for (const before of [
      new Date("2025-01-05T00:00:00Z"),
      new Date("2025-02-01T00:00:00Z"),
      new Date("2025-03-01T00:00:00Z"),
      null,
    ]) {
      const [row] = await db.execute<{ quantity: number }>(sql`
        select s.quantity from ${stockAt({
          orgId: a.org.id,
          itemId: item.id,
          before: before ? sql`${before.toISOString()}::timestamptz` : null,
        })} s`);
      const fromSql = row ? Number(row.quantity) : null;
      expect(fromSql, String(before)).toBe(reference(before));
    }
    expect(reference(new Date("2025-02-01T00:00:00Z"))).toBe(jan.quantity);
    expect(reference(new Date("2025-03-01T00:00:00Z"))).toBe(22);
    expect(first.quantity).toBe(20);
  });
});

// Issue 20: the organization's month. orgMonth/orgMonthStart/orgMonthEnd (SQL) =
// monthKey/monthStart (core) with the same time zone, across the December → January
// boundary and the last evening of a month.
describe("the organization's month: orgMonth (SQL) = monthKey (core)", () => {
  const zones = ["America/New_York", "Asia/Tokyo", "UTC"];
  const instants = [
    "2026-11-01T01:00:00Z", // Oct 31, 9 pm in New York
    "2026-10-31T15:30:00Z", // Nov 1, 00:30 in Tokyo
    "2027-01-01T02:00:00Z", // Dec 31, 9 pm in New York
    "2026-12-31T15:00:00Z", // Jan 1, midnight in Tokyo
    "2026-03-08T06:59:59Z", // the spring-forward night in New York
  ];
  it.each(zones)("%s", async (zone) => {
    for (const instant of instants) {
      const [row] = await t.db.db.execute<{ month: string }>(sql`select ${orgMonth(sql`${instant}`, zone)} as month`);
      expect(row?.month, instant).toBe(monthKey(new Date(instant), zone));
      const key = monthKey(new Date(instant), zone);
      const [bounds] = await t.db.db.execute<{ start: string; end: string }>(
        sql`select ${orgMonthStart(key, zone)} as start, ${orgMonthEnd(key, zone)} as end`,
      );
      expect(new Date(bounds?.start as string).toISOString()).toBe(monthStart(key, zone).toISOString());
      expect(new Date(bounds?.end as string).toISOString()).toBe(monthStart(nextMonthKey(key), zone).toISOString());
    }
  });
});

// Spec 02 §9 last-month total: lastMonthInputs (SQL, one gatherer for reports and Data
// Quality) gives the previous month's last entry and this month's first, as corrected.
describe("lastMonthInputs (SQL) = the month's entries as core corrects them", () => {
  it("reads the previous month's last entry and the month's first, corrected, skipping deleted ones", async () => {
    const db = t.db.db;
    const fx = formsFixtures(db, a.org.id);
    const { asset, item } = await fx.asset((await fx.assetType()).id, { quantity: 5 });
    if (!item) throw new Error("no item");
    const add = async (quantity: number, monthYear: string, day: string, isDeleted = false) => {
      const [row] = await db
        .insert(inventoryHistory)
        .values({
          organizationId: a.org.id,
          inventoryItemId: item.id,
          checkType: "periodic",
          eventType: "check",
          quantity,
          monthYear,
          checkDate: new Date(`${monthYear}-${day}T12:00:00Z`),
          isDeleted,
        })
        .returning();
      if (!row) throw new Error("no entry");
      return row;
    };
    await add(40, "2024-12", "10");
    const lastDec = await add(30, "2024-12", "20");
    await add(99, "2024-12", "28", true);
    const firstJan = await add(50, "2025-01", "03");
    await add(60, "2025-01", "15");
    for (const [entry, quantity] of [
      [lastDec, 31],
      [firstJan, 51],
    ] as const) {
      await db.insert(inventoryCorrections).values({
        organizationId: a.org.id,
        originalHistoryId: entry.id,
        correctionReason: "r",
        originalQuantity: entry.quantity,
        correctedQuantity: quantity,
      });
    }
    const [row] = await lastMonthInputs(db, { orgId: a.org.id, timeZone: "UTC" }, [
      { assetId: asset.id, month: "2025-01" },
    ]);
    const corrections = await db.select().from(inventoryCorrections);
    const corrected = (e: typeof lastDec) =>
      coreEntryAsCorrected(
        e,
        corrections.filter((c) => c.originalHistoryId === e.id),
      ).quantity;
    expect(row?.prev_quantity).toBe(corrected(lastDec));
    expect(row?.first_quantity).toBe(corrected(firstJan));
    expect([row?.prev_quantity, row?.first_quantity]).toEqual([31, 51]);
  });
});

// The lists' one text search (issue 22 §2): the server's ILIKE over a list's columns finds
// exactly the rows core's matchesSearch (the lists cut in the browser) keeps, with %, _ and
// \ in a term taken literally.
describe("the text search: assetTextMatch (SQL) = matchesSearch (core)", () => {
  it("keeps the same assets for every term and kind of list", async () => {
    const fx = formsFixtures(t.db.db, a.org.id);
    const type = await fx.assetType();
    const rows = [
      { name: "Widget 50% off", description: "Blue", serialNumber: "SN-1", assetId: "A_1" },
      { name: "a_b crate", description: null, serialNumber: null, assetId: "AXB-2" },
      { name: "Back\\slash box", description: "under the bench", serialNumber: "sn-widget", assetId: null },
      { name: "Pallet", description: "WIDGETS inside", serialNumber: null, assetId: "P-9" },
    ];
    const inserted = await t.db.db
      .insert(assets)
      .values(rows.map((r) => ({ organizationId: a.org.id, assetTypeId: type.id, ...r })))
      .returning({
        id: assets.id,
        name: assets.name,
        description: assets.description,
        serialNumber: assets.serialNumber,
        assetId: assets.assetId,
      });
    const ids = inserted.map((r) => r.id);
    const terms = ["wid", "WIDGET", "50%", "%", "a_b", "_", "\\", "sn-", "bench", "A_1", "nothing like it"];
    for (const kind of Object.keys(ASSET_SEARCH_COLUMNS) as (keyof typeof ASSET_SEARCH_COLUMNS)[]) {
      for (const term of terms) {
        const found = await t.db.db
          .select({ id: assets.id })
          .from(assets)
          .where(and(inArray(assets.id, ids), assetTextMatch(kind, term)));
        const texts = (r: (typeof inserted)[number]) =>
          ASSET_SEARCH_COLUMNS[kind].map(
            (c) =>
              r[
                c.name === "asset_id"
                  ? "assetId"
                  : c.name === "serial_number"
                    ? "serialNumber"
                    : (c.name as "name" | "description")
              ],
          );
        const expected = inserted.filter((r) => matchesSearch(term, texts(r))).map((r) => r.id);
        expect(found.map((r) => r.id).sort(), `${kind} "${term}"`).toEqual(expected.sort());
      }
    }
  });
});

// Who belongs to an organization: activeMemberOf (SQL) keeps the members whose membership
// was not removed, of that organization only: the rule every member count, PIN lookup and
// member list reads.
describe("activeMemberOf (SQL) = the organization's memberships not removed", () => {
  it("leaves out removed memberships and other organizations' members", async () => {
    // A removed membership of A's admin (removal keeps the row, is_deleted true).
    await t.db.db
      .insert(organizationMembers)
      .values({ organizationId: a.org.id, userId: a.adminUser.id, role: "member", isDeleted: true });
    const all = await t.db.db
      .select({
        id: organizationMembers.id,
        organizationId: organizationMembers.organizationId,
        isDeleted: organizationMembers.isDeleted,
      })
      .from(organizationMembers);
    const kept = await t.db.db
      .select({ id: organizationMembers.id })
      .from(organizationMembers)
      .where(activeMemberOf(a.org.id));
    const expected = all.filter((m) => m.organizationId === a.org.id && !m.isDeleted).map((m) => m.id);
    expect(all.some((m) => m.organizationId !== a.org.id)).toBe(true);
    expect(all.some((m) => m.organizationId === a.org.id && m.isDeleted)).toBe(true);
    expect(kept.map((m) => m.id).sort()).toEqual(expected.sort());
  });
});

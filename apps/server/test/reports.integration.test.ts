import { fieldColumnId, monthKey, type ReportDateRangeType, reportDateRange } from "@stockroom/core";
import {
  assets,
  formSubmissions,
  inventoryHistory,
  inventoryItems,
  organizations,
  reportTemplates,
} from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { field, formsFixtures } from "./forms-fixtures";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("reports", (f) => {
  ({ t, a, b } = f);
});

const Q = fieldColumnId("Quantity");
const END = fieldColumnId("Ending Balance");
const TOTAL = fieldColumnId("Total Count");

type Db = TestApp["db"]["db"];

async function asset(db: Db, orgId: string, typeId: string, name: string, quantity: number) {
  const [row] = await db.insert(assets).values({ organizationId: orgId, assetTypeId: typeId, name }).returning();
  if (!row) throw new Error("asset not created");
  const [item] = await db
    .insert(inventoryItems)
    .values({ organizationId: orgId, assetId: row.id, assetTypeId: typeId, name, quantity })
    .returning();
  if (!item) throw new Error("item not created");
  await db.insert(inventoryHistory).values({
    organizationId: orgId,
    inventoryItemId: item.id,
    checkType: "initial",
    eventType: "intake",
    quantity,
    monthYear: monthKey(new Date()),
  });
  return { ...row, itemId: item.id };
}

async function submission(
  db: Db,
  orgId: string,
  s: { formId: string; assetId: string; typeId: string; at: string; data: Record<string, unknown> },
) {
  const createdAt = new Date(s.at);
  const [row] = await db
    .insert(formSubmissions)
    .values({
      organizationId: orgId,
      formId: s.formId,
      assetId: s.assetId,
      assetTypeId: s.typeId,
      submissionData: s.data,
      monthYear: monthKey(createdAt),
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error("submission not created");
  return row;
}

/**
 * Org A: Paint (form "F1 Paint count": Quantity, Ending Balance = field_13, Notes) with
 * Alpha (50), Beta (100), Delta (7, never submitted); Parts (form "F2 Parts count":
 * Quantity, Location, Total Count) with Gamma (5). Explicit dates around the year's end.
 */
const fx = {} as {
  paint: { id: string };
  parts: { id: string };
  f1: { id: string; name: string };
  f2: { id: string; name: string };
  alpha: { id: string; name: string; itemId: string };
  beta: { id: string; name: string; itemId: string };
  gamma: { id: string; name: string; itemId: string };
  delta: { id: string; name: string; itemId: string };
  subs: Record<string, string>;
};

beforeAll(async () => {
  const db = t.db.db;
  // These fixtures are written in UTC months (a submission at 00:30 on January 1st is
  // January's); the organization's time zone boundaries are tested in
  // org-month.integration.test.ts.
  await db.update(organizations).set({ timeZone: "UTC" }).where(eq(organizations.id, a.org.id));
  const forms = formsFixtures(db, a.org.id);
  fx.paint = await forms.assetType({ name: "Paint" });
  fx.parts = await forms.assetType({ name: "Parts" });
  fx.f1 = await forms.form(
    [
      field.number("field_1", "Quantity", "set"),
      field.number("field_13", "Ending Balance"),
      field.text("field_2", "Notes"),
    ],
    { assetTypeId: fx.paint.id, purpose: "inventory" },
    "F1 Paint count",
  );
  fx.f2 = await forms.form(
    [
      field.number("field_1", "Quantity", "set"),
      field.text("field_3", "Location"),
      field.number("field_4", "Total Count"),
    ],
    { assetTypeId: fx.parts.id, purpose: "inventory" },
    "F2 Parts count",
  );
  fx.alpha = await asset(db, a.org.id, fx.paint.id, 'Alpha, "blue"', 50);
  fx.beta = await asset(db, a.org.id, fx.paint.id, "Beta", 100);
  fx.delta = await asset(db, a.org.id, fx.paint.id, "Delta", 7);
  fx.gamma = await asset(db, a.org.id, fx.parts.id, "Gamma", 5);
  const paint = (assetId: string, at: string, data: Record<string, unknown>) =>
    submission(db, a.org.id, { formId: fx.f1.id, assetId, typeId: fx.paint.id, at, data });
  const parts = (assetId: string, at: string, data: Record<string, unknown>) =>
    submission(db, a.org.id, { formId: fx.f2.id, assetId, typeId: fx.parts.id, at, data });
  fx.subs = {
    aDec10: (await paint(fx.alpha.id, "2024-12-10T09:00:00Z", { field_13: 40 })).id,
    aDec20: (await paint(fx.alpha.id, "2024-12-20T09:00:00Z", { field_13: 45, field_2: 'before, "new" year' })).id,
    aJan05: (await paint(fx.alpha.id, "2025-01-05T09:00:00Z", { field_1: 48, field_13: 48 })).id,
    aJan15: (await paint(fx.alpha.id, "2025-01-15T09:00:00Z", { field_1: 48, field_13: 50 })).id,
    aJan25: (await paint(fx.alpha.id, "2025-01-25T09:00:00Z", { field_13: 50 })).id,
    bJan20: (await paint(fx.beta.id, "2025-01-20T09:00:00Z", { field_1: 70 })).id,
    gDec31: (await parts(fx.gamma.id, "2024-12-31T23:30:00Z", { field_1: 3 })).id,
    gJan01: (await parts(fx.gamma.id, "2025-01-01T00:30:00Z", { field_1: 4, field_4: 10, field_3: "Bay 2" })).id,
  };
  // Beta's last count of December 2024 (history, no December form): 90.
  await db.insert(inventoryHistory).values({
    organizationId: a.org.id,
    inventoryItemId: fx.beta.itemId,
    checkType: "periodic",
    eventType: "audit",
    quantity: 90,
    monthYear: "2024-12",
    checkDate: new Date("2024-12-28T12:00:00Z"),
  });
});

const january = { dateRangeType: "custom", customStartDate: "2025-01-01", customEndDate: "2025-01-31" } as const;

describe("reports.columns", () => {
  it("fixed columns then the chosen types' form fields, same labels sharing a column", async () => {
    const res = await a.member.trpc.reports.columns.query({ assetTypeIds: [fx.paint.id, fx.parts.id] });
    expect(res.columns.map((c) => c.label)).toEqual([
      "Asset Name",
      "Asset Type",
      "Submission Date",
      "Last Month Total",
      "Quantity",
      "Ending Balance",
      "Notes",
      "Location",
      "Total Count",
    ]);
    expect(res.warning).toBeNull();
    const parts = await a.member.trpc.reports.columns.query({ assetTypeIds: [fx.parts.id] });
    expect(parts.columns.slice(4).map((c) => c.label)).toEqual(["Quantity", "Location", "Total Count"]);
  });
});

describe("reports.generate, latest mode (up to 3 latest submissions per asset)", () => {
  it("January 2025: rows, values, last-month totals from December (the year before) and consistency", async () => {
    const page = await a.member.trpc.reports.generate.query({
      ...january,
      viewMode: "latest",
      assetTypeIds: [fx.paint.id, fx.parts.id],
    });
    expect(page.total).toBe(4);
    expect(page.nextCursor).toBeNull();
    expect(page.rows.map((r) => [r.assetName, r.submissionId])).toEqual([
      ['Alpha, "blue"', fx.subs.aJan25],
      ['Alpha, "blue"', fx.subs.aJan15],
      ['Alpha, "blue"', fx.subs.aJan05],
      ["Beta", fx.subs.bJan20],
      ["Delta", null],
      ["Gamma", fx.subs.gJan01],
    ]);
    const [a25, a15, , beta, delta, gamma] = page.rows;
    expect(a15?.values).toEqual({ [Q]: 48, [END]: 50 });
    expect(a15?.assetType).toBe("Paint");
    expect(a15?.formName).toBe("F1 Paint count");
    expect(new Date(a25?.submissionDate as Date).toISOString()).toBe("2025-01-25T09:00:00.000Z");
    // Alpha: December's latest submission carries field_13 = 45.
    expect(a25?.lastMonthTotal).toMatchObject({ amount: 45, source: "form_submission", confidence: "high" });
    // Beta: no December form; December's last history entry = 90.
    expect(beta?.lastMonthTotal).toMatchObject({ amount: 90, source: "inventory_history", confidence: "medium" });
    // Delta: nothing last month; the first record of this month (its intake, 7).
    expect(delta?.lastMonthTotal).toMatchObject({ amount: 7, source: "calculated", confidence: "low" });
    expect(delta?.values).toEqual({});
    // Gamma: December's form has no total, no history then: none.
    expect(gamma?.lastMonthTotal).toMatchObject({ amount: 0, source: "none" });
    expect(gamma?.values).toEqual({ [Q]: 4, [fieldColumnId("Location")]: "Bay 2", [TOTAL]: 10 });

    // Consistency: Alpha 50 vs total 50; Gamma 5 vs "Total Count" 10 (50%: urgent);
    // Beta 100 with no total (≥ 10 units); every form is older than 45 days.
    expect(a25?.consistency).toMatchObject({ isConsistent: true, severity: "none", latestFormTotal: 50 });
    expect(gamma?.consistency).toMatchObject({ isConsistent: false, severity: "urgent", discrepancy: 5 });
    expect(gamma?.consistency.discrepancyPercent).toBe(50);
    expect(beta?.consistency).toMatchObject({ isConsistent: false, severity: "warning", latestFormTotal: null });
    expect(beta?.consistency.recommendations).toContain(
      "The last inventory form is more than 45 days old. Submit a new inventory count.",
    );
    expect(delta?.consistency.recommendations).toContain("No inventory form has been submitted for this item yet.");
  });

  it("December 2024 → the previous month is November: nothing there", async () => {
    const page = await a.member.trpc.reports.generate.query({
      dateRangeType: "custom",
      customStartDate: "2024-12-01",
      customEndDate: "2024-12-31",
      viewMode: "latest",
      assetTypeIds: [fx.paint.id],
    });
    const alpha = page.rows.filter((r) => r.assetId === fx.alpha.id);
    expect(alpha.map((r) => r.submissionId)).toEqual([fx.subs.aDec20, fx.subs.aDec10]);
    expect(alpha[0]?.values).toEqual({ [END]: 45, [fieldColumnId("Notes")]: 'before, "new" year' });
    expect(alpha[0]?.lastMonthTotal.source).toBe("none");
  });

  it("pages by asset name with a cursor: one call per page, never per asset", async () => {
    const input = { ...january, viewMode: "latest" as const, assetTypeIds: [], pageSize: 3 };
    const first = await a.member.trpc.reports.generate.query(input);
    expect(first.total).toBe(4);
    expect(first.pageCount).toBe(3);
    expect([...new Set(first.rows.map((r) => r.assetName))]).toEqual(['Alpha, "blue"', "Beta", "Delta"]);
    expect(first.nextCursor).toEqual({ key: "Delta", id: fx.delta.id });
    const second = await a.member.trpc.reports.generate.query({ ...input, cursor: first.nextCursor });
    expect(second.total).toBeNull();
    expect(second.rows.map((r) => r.assetName)).toEqual(["Gamma"]);
    expect(second.nextCursor).toBeNull();
  });

  it("the date ranges of core, relative to now", async () => {
    const db = t.db.db;
    const forms = formsFixtures(db, a.org.id);
    const type = await forms.assetType({ name: "Ranges" });
    const form = await forms.form([field.number("field_1", "Quantity", "set")], {
      assetTypeId: type.id,
      purpose: "inventory",
    });
    const echo = await asset(db, a.org.id, type.id, "Echo", 1);
    const now = new Date();
    const day = 86_400_000;
    const lastMonth = reportDateRange("last_month", now);
    const times = {
      yesterday: new Date(now.getTime() - day),
      tenDays: new Date(now.getTime() - 10 * day),
      lastMonthMid: new Date(lastMonth.start.getTime() + 14 * day),
      twoMonthsAgo: new Date(reportDateRange("last_3_months", now).start.getTime() + 20 * day),
      y2021: new Date("2021-06-01T00:00:00Z"),
      y2019: new Date("2019-06-01T00:00:00Z"),
    };
    const ids: Record<string, string> = {};
    for (const [name, at] of Object.entries(times)) {
      ids[name] = (
        await submission(db, a.org.id, {
          formId: form.id,
          assetId: echo.id,
          typeId: type.id,
          at: at.toISOString(),
          data: { field_1: 1 },
        })
      ).id;
    }
    const newestFirst = Object.entries(times).sort((x, y) => y[1].getTime() - x[1].getTime());
    for (const range of ["current_month", "last_week", "last_month", "last_3_months", "all_time"] as const) {
      const r = reportDateRange(range as ReportDateRangeType, now);
      const expected = newestFirst
        .filter(([, at]) => at >= r.start && at <= r.end)
        .slice(0, 3)
        .map(([name]) => ids[name]);
      const page = await a.member.trpc.reports.generate.query({
        dateRangeType: range,
        viewMode: "latest",
        assetTypeIds: [type.id],
      });
      const got = page.rows.map((row) => row.submissionId).filter((id) => id !== null);
      expect({ range, got }).toEqual({ range, got: expected });
    }
    // all_time starts at 2020-01-01: the 2019 submission is never in it.
    const history = await a.member.trpc.reports.generate.query({
      dateRangeType: "all_time",
      viewMode: "history",
      assetId: echo.id,
    });
    expect(history.rows.map((r) => r.submissionId)).not.toContain(ids.y2019);
    expect(history.rows).toHaveLength(5);
  });
});

describe("reports.generate, history and comparison modes", () => {
  it("history needs an asset ('choose an asset')", async () => {
    const err = await failure(a.member.trpc.reports.generate.query({ viewMode: "history", dateRangeType: "all_time" }));
    expect(err.message).toBe("Please choose an asset to see its history");
  });

  it("history: one asset's submissions in the range, newest first, page by page", async () => {
    const input = {
      dateRangeType: "all_time" as const,
      viewMode: "history" as const,
      assetId: fx.alpha.id,
      pageSize: 2,
    };
    const p1 = await a.member.trpc.reports.generate.query(input);
    expect(p1.total).toBe(5);
    const p2 = await a.member.trpc.reports.generate.query({ ...input, cursor: p1.nextCursor });
    const p3 = await a.member.trpc.reports.generate.query({ ...input, cursor: p2.nextCursor });
    expect(p3.nextCursor).toBeNull();
    const rows = [...p1.rows, ...p2.rows, ...p3.rows];
    expect(rows.map((r) => r.submissionId)).toEqual([
      fx.subs.aJan25,
      fx.subs.aJan15,
      fx.subs.aJan05,
      fx.subs.aDec20,
      fx.subs.aDec10,
    ]);
    // January rows look back to December (45); December rows to November (nothing).
    expect(rows.map((r) => r.lastMonthTotal.amount)).toEqual([45, 45, 45, 0, 0]);
  });

  it("history over a custom range crossing the year", async () => {
    const page = await a.member.trpc.reports.generate.query({
      dateRangeType: "custom",
      customStartDate: "2024-12-31",
      customEndDate: "2025-01-01",
      viewMode: "history",
      assetId: fx.gamma.id,
    });
    expect(page.rows.map((r) => r.submissionId)).toEqual([fx.subs.gJan01, fx.subs.gDec31]);
  });

  it("comparison: each asset's newest submission in the range against the one before it", async () => {
    const page = await a.member.trpc.reports.generate.query({
      ...january,
      viewMode: "comparison",
      assetTypeIds: [fx.paint.id, fx.parts.id],
    });
    const byAsset = new Map(page.rows.map((r) => [r.assetName, r]));
    expect(byAsset.get('Alpha, "blue"')).toMatchObject({
      submissionId: fx.subs.aJan25,
      values: { [END]: 50 },
      previousValues: { [Q]: 48, [END]: 50 },
    });
    // Gamma's previous submission is from the last day of 2024.
    expect(byAsset.get("Gamma")?.previousValues).toEqual({ [Q]: 3 });
    expect(new Date(byAsset.get("Gamma")?.previousDate as Date).toISOString()).toBe("2024-12-31T23:30:00.000Z");
    expect(byAsset.get("Beta")?.previousValues).toBeNull();
    expect(byAsset.get("Delta")?.submissionId).toBeNull();
  });
});

describe("report templates, kept on the server per organization", () => {
  it("create, list, get, rename, re-save and delete; viewers read only", async () => {
    const columns = (await a.member.trpc.reports.columns.query({ assetTypeIds: [fx.paint.id] })).columns;
    const created = await a.member.trpc.reports.templates.create.mutate({
      name: "Monthly paint",
      description: "Paint counts",
      asset_type_filter: [fx.paint.id],
      selected_fields: [
        ...columns,
        {
          id: "color:1",
          label: "Sep",
          selected: true,
          order: columns.length,
          fieldType: "color_fill",
          color: "#EF4444",
        },
      ],
      date_range_type: "custom",
      custom_start_date: "2025-01-01",
      custom_end_date: "2025-01-31",
      view_mode: "comparison",
    });
    expect(created).toMatchObject({ name: "Monthly paint", asset_type_filter: [fx.paint.id], view_mode: "comparison" });
    expect(created.selected_fields.at(-1)).toMatchObject({ id: "color:1", color: "#EF4444" });

    // Everyone in the organization sees it, viewers too.
    const listed = await a.viewer.trpc.reports.templates.list.query();
    expect(listed.map((x) => x.id)).toContain(created.id);
    expect(await a.admin.trpc.reports.templates.get.query({ id: created.id })).toMatchObject({
      custom_start_date: "2025-01-01",
      custom_end_date: "2025-01-31",
    });

    const renamed = await a.admin.trpc.reports.templates.update.mutate({ id: created.id, name: "Paint (monthly)" });
    expect(renamed).toMatchObject({ name: "Paint (monthly)", view_mode: "comparison", description: "Paint counts" });

    for (const call of [
      () => a.viewer.trpc.reports.templates.create.mutate({ name: "Nope" }),
      () => a.viewer.trpc.reports.templates.update.mutate({ id: created.id, name: "Viewer" }),
      () => a.viewer.trpc.reports.templates.delete.mutate({ id: created.id }),
    ]) {
      expect((await failure(call())).data?.code).toBe("FORBIDDEN");
    }
    expect((await a.member.trpc.reports.templates.get.query({ id: created.id })).name).toBe("Paint (monthly)");

    expect((await failure(a.member.trpc.reports.templates.create.mutate({ name: "  " }))).message).toBe(
      "Please enter a template name",
    );

    await a.member.trpc.reports.templates.delete.mutate({ id: created.id });
    expect((await failure(a.member.trpc.reports.templates.get.query({ id: created.id }))).message).toBe(
      "Report template not found",
    );
  });
});

describe("tenancy: a member of another organization with the first one's ids gets nothing", () => {
  it("every procedure", async () => {
    const template = await a.member.trpc.reports.templates.create.mutate({
      name: "A only",
      asset_type_filter: [fx.paint.id],
    });

    const columns = await b.admin.trpc.reports.columns.query({ assetTypeIds: [fx.paint.id, fx.parts.id] });
    expect(columns.columns.map((c) => c.id)).toEqual([
      "asset_name",
      "asset_type",
      "submission_date",
      "last_month_total",
    ]);

    for (const viewMode of ["latest", "comparison"] as const) {
      const page = await b.admin.trpc.reports.generate.query({
        dateRangeType: "all_time",
        viewMode,
        assetTypeIds: [fx.paint.id, fx.parts.id],
      });
      expect(page.rows).toEqual([]);
      expect(page.total).toBe(0);
      expect(page.emptyMessage).toBe("No assets found. Make sure you have assets created with the selected criteria.");
    }
    const history = await failure(
      b.admin.trpc.reports.generate.query({ dateRangeType: "all_time", viewMode: "history", assetId: fx.alpha.id }),
    );
    expect(history.data?.code).toBe("NOT_FOUND");

    expect((await b.admin.trpc.reports.templates.list.query()).map((x) => x.id)).not.toContain(template.id);
    for (const call of [
      () => b.admin.trpc.reports.templates.get.query({ id: template.id }),
      () => b.admin.trpc.reports.templates.update.mutate({ id: template.id, name: "Taken" }),
      () => b.admin.trpc.reports.templates.delete.mutate({ id: template.id }),
      () => b.admin.trpc.reports.templates.create.mutate({ name: "Theirs", asset_type_filter: [fx.paint.id] }),
    ]) {
      expect((await failure(call())).data?.code).toBe("NOT_FOUND");
    }
    const [row] = await t.db.db.select().from(reportTemplates).where(eq(reportTemplates.id, template.id));
    expect(row?.name).toBe("A only");
    expect(await t.db.db.select().from(reportTemplates).where(eq(reportTemplates.organizationId, b.org.id))).toEqual(
      [],
    );

    const quality = await b.admin.trpc.reports.dataQuality.query();
    expect(quality.overview.itemCount).toBe(0);
  });
});

describe("reports.generate, numbered pages (the screen's table) and corrected values in every mode", () => {
  it("a numbered page answers the same rows as the cursor's page; page 1 carries the whole report's rows and warnings", async () => {
    const input = { ...january, viewMode: "latest" as const, assetTypeIds: [fx.paint.id, fx.parts.id], pageSize: 2 };
    const cursorPage1 = await a.member.trpc.reports.generate.query(input);
    const cursorPage2 = await a.member.trpc.reports.generate.query({ ...input, cursor: cursorPage1.nextCursor });
    const page1 = await a.member.trpc.reports.generate.query({ ...input, page: 1 });
    const page2 = await a.member.trpc.reports.generate.query({ ...input, page: 2 });
    const page3 = await a.member.trpc.reports.generate.query({ ...input, page: 3 });
    expect(page1.rows).toEqual(cursorPage1.rows);
    expect(page2.rows).toEqual(cursorPage2.rows);
    expect(page2.rows.map((r) => r.assetName)).toEqual(["Delta", "Gamma"]);
    expect(page3.rows).toEqual([]);
    expect(page3.emptyMessage).toBeNull();
    // Alpha makes 3 rows, Beta, Delta and Gamma one each; Beta (no total, 100 units) warns,
    // Gamma (5 against 10) is urgent, Alpha (50 = 50) and Delta (7 units, no total) do not.
    expect([page1.total, page1.rowTotal, page1.summary]).toEqual([4, 6, { warning: 2, urgent: 1 }]);
    expect([page2.total, page2.rowTotal, page2.summary]).toEqual([4, 6, null]);
    // The cursor's walk (the exports) counts no rows and no warnings.
    expect([cursorPage1.rowTotal, cursorPage1.summary]).toEqual([null, null]);

    const comparison = await a.member.trpc.reports.generate.query({
      ...input,
      viewMode: "comparison",
      pageSize: 3,
      page: 2,
    });
    expect(comparison.rows.map((r) => [r.assetName, r.submissionId])).toEqual([["Gamma", fx.subs.gJan01]]);
    expect(comparison.rowTotal).toBe(4);
    const history = await a.member.trpc.reports.generate.query({
      dateRangeType: "all_time",
      viewMode: "history",
      assetId: fx.alpha.id,
      pageSize: 2,
      page: 3,
    });
    expect(history.rows.map((r) => r.submissionId)).toEqual([fx.subs.aDec10]);
    expect([history.total, history.rowTotal]).toEqual([5, 5]);
  });

  it("a page number with a cursor, or below 1, is refused with a message", async () => {
    const input = { ...january, viewMode: "latest" as const, assetTypeIds: [] };
    const both = await failure(
      a.member.trpc.reports.generate.query({ ...input, page: 2, cursor: { key: "Beta", id: fx.beta.id } }),
    );
    expect(both.message).toBe("This page of the report is no longer valid. Please generate the report again.");
    const zero = await failure(a.member.trpc.reports.generate.query({ ...input, page: 0 }));
    expect(zero.message).toBe("This page of the report does not exist");
  });

  it("a corrected December count is Beta's last-month total in latest, comparison and history rows", async () => {
    const db = t.db.db;
    const [december] = await db
      .select({ id: inventoryHistory.id })
      .from(inventoryHistory)
      .where(and(eq(inventoryHistory.inventoryItemId, fx.beta.itemId), eq(inventoryHistory.monthYear, "2024-12")));
    if (!december) throw new Error("no December entry");
    await a.member.trpc.inventory.history.applyCorrection.mutate({
      historyId: december.id,
      quantity: 92,
      reason: "Two tins behind the door",
    });
    const shown = { amount: 92, source: "inventory_history", confidence: "medium" };
    for (const viewMode of ["latest", "comparison"] as const) {
      const page = await a.member.trpc.reports.generate.query({ ...january, viewMode, assetTypeIds: [fx.paint.id] });
      const beta = page.rows.find((r) => r.assetId === fx.beta.id);
      expect([viewMode, beta?.submissionId, beta?.lastMonthTotal]).toMatchObject([viewMode, fx.subs.bJan20, shown]);
    }
    const history = await a.member.trpc.reports.generate.query({
      dateRangeType: "all_time",
      viewMode: "history",
      assetId: fx.beta.id,
    });
    expect(history.rows.map((r) => [r.submissionId, r.lastMonthTotal.amount])).toEqual([[fx.subs.bJan20, 92]]);
    // Alpha's rows did not change: December's form total (45) still comes first.
    const alpha = await a.member.trpc.reports.generate.query({ ...january, viewMode: "latest", assetTypeIds: [] });
    expect(alpha.rows.filter((r) => r.assetId === fx.alpha.id).map((r) => r.lastMonthTotal.amount)).toEqual([
      45, 45, 45,
    ]);
  });
});

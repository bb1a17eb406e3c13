import { monthKey, previousMonthKey } from "@stockroom/core";
import { inventoryHistory } from "@stockroom/db";
import { describe, expect, it } from "vitest";
import { field, formsFixtures } from "./forms-fixtures";
import { type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("quality", (f) => {
  ({ t, a, b } = f);
});

describe("reports.dataQuality: the Data Quality screen from the organization's own data", () => {
  it("an empty organization gets zeros and no insights, not the earlier 87/100, 3 and 94%", async () => {
    const res = await b.member.trpc.reports.dataQuality.query();
    expect(res.overview).toEqual({ score: 0, criticalIssues: 0, coverage: 0, itemCount: 0 });
    expect(res.insights).toEqual([]);
    expect(res.attention).toEqual([]);
  });

  it("hand-computed score, critical issues and coverage, which change as checks are recorded", async () => {
    const fx = formsFixtures(t.db.db, a.org.id);
    const type = await fx.assetType();
    const form = await fx.form([field.number("field_1", "Count", "set"), field.number("field_13", "Ending Total")], {
      assetTypeId: type.id,
      purpose: "inventory",
    });
    // Item 1 (20): last month's count in history → inventory_history/medium (25 + 20);
    // no form total and 20 ≥ 10 units → not consistent (0). Score 45.
    const one = await fx.asset(type.id, { quantity: 20 });
    if (!one.item) throw new Error("no item");
    const previous = previousMonthKey(monthKey(new Date()));
    await t.db.db.insert(inventoryHistory).values({
      organizationId: a.org.id,
      inventoryItemId: one.item.id,
      checkType: "periodic",
      eventType: "audit",
      quantity: 20,
      monthYear: previous,
      checkDate: new Date(`${previous}-15T12:00:00Z`),
    });
    // Item 2 (5): only this month's intake → calculated/low (15 + 10); 5 < 10 units →
    // consistent (30). Score 55.
    await fx.asset(type.id, { quantity: 5 });

    const before = await a.viewer.trpc.reports.dataQuality.query();
    // score (45 + 55) / 2 = 50; nothing urgent; coverage 1 of 2 from form or history = 50%.
    expect(before.overview).toEqual({ score: 50, criticalIssues: 0, coverage: 50, itemCount: 2 });
    const score = before.insights.find((i) => i.id === "system-score");
    // under 60: error, priority 10
    expect(score).toMatchObject({ severity: "error", priority: 10, value: 50, businessImpact: "high" });
    // one of two items has a check beyond its intake: 50% missing → warning (over 25%, not over 50%)
    expect(before.insights.find((i) => i.id === "history-coverage")).toMatchObject({ severity: "warning" });
    // 3 history entries (two intakes, one check) + 0 submissions < 10 records: limited data
    expect(before.insights.find((i) => i.id === "data-volume")).toMatchObject({ title: "Limited data", value: 3 });
    expect(before.insights[0]?.priority).toBe(10);
    expect(before.attention.map((x) => x.assetName)).toContain(one.asset.name);

    // Recording a check whose total (10) is half the counted stock (20): urgent.
    await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: one.asset.id,
      values: { field_1: 20, field_13: 10 },
    });
    const urgent = await a.member.trpc.reports.dataQuality.query();
    expect(urgent.overview).toEqual({ score: 50, criticalIssues: 1, coverage: 50, itemCount: 2 });
    expect(urgent.attention[0]).toMatchObject({ assetName: one.asset.name, severity: "urgent" });

    // A new check that agrees with the stock: Item 1 becomes consistent (25 + 20 + 30 = 75).
    await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: one.asset.id,
      values: { field_1: 20, field_13: 20 },
    });
    const fixed = await a.member.trpc.reports.dataQuality.query();
    // (75 + 55) / 2 = 65
    expect(fixed.overview).toEqual({ score: 65, criticalIssues: 0, coverage: 50, itemCount: 2 });
    expect(fixed.insights.find((i) => i.id === "system-score")).toMatchObject({ severity: "warning", priority: 7 });
    expect(fixed.counts.submissions).toBe(2);

    // The other organization still sees none of it.
    expect((await b.admin.trpc.reports.dataQuality.query()).overview.itemCount).toBe(0);
  });
});

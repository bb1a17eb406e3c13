import { describe, expect, it } from "vitest";
import { CONSISTENCY_RECOMMENDATIONS, checkConsistency } from "./checkConsistency";
import { assessAssetDataQuality, dataQualityOverview } from "./dataQualityOverview";
import { consistencyPoints, dataQualityScore } from "./dataQualityScore";
import { findTotalField, lastMonthTotal } from "./lastMonthTotal";

describe("last-month total (spec 02 §9)", () => {
  it.each([
    [{ field_13: "120", total_units: 5 }, [], { fieldId: "field_13", amount: 120 }],
    [{ field_13: "", Ending_Count: 7 }, [], { fieldId: "Ending_Count", amount: 7 }],
    [{ month_total: 3 }, [], { fieldId: "month_total", amount: 3 }],
    [{ balance_left: "9.5" }, [], { fieldId: "balance_left", amount: 9.5 }],
    [{ field_4: 11 }, [{ id: "field_4", label: "Closing Balance" }], { fieldId: "field_4", amount: 11 }],
    [
      { field_4: 11 },
      [
        { id: "field_4", label: "Count" },
        { id: "field_5", label: null },
      ],
      null,
    ],
    [{ total: "n/a" }, [], null],
    [{}, [{ id: "field_9", label: "Total" }], null],
  ])("findTotalField(%j)", (data, fields, expected) => {
    expect(findTotalField(data, fields)).toEqual(expected);
  });

  it("prefers a form submission total (high)", () => {
    expect(
      lastMonthTotal({
        previousMonthSubmission: { submission_data: { field_13: 40 } },
        previousMonthHistory: { quantity: 30 },
        currentMonthFirstRecord: { quantity: 20 },
      }),
    ).toEqual({
      amount: 40,
      source: "form_submission",
      confidence: "high",
      details: "From last month's form submission (field_13)",
    });
  });
  it("then last month's history (medium)", () => {
    expect(
      lastMonthTotal({
        previousMonthSubmission: { submission_data: { x: 1 } },
        previousMonthHistory: { quantity: 30 },
        currentMonthFirstRecord: { quantity: 20 },
      }),
    ).toMatchObject({ amount: 30, source: "inventory_history", confidence: "medium" });
  });
  it("then the first record of this month (low)", () => {
    expect(
      lastMonthTotal({
        previousMonthSubmission: { submission_data: null },
        previousMonthHistory: { quantity: null },
        currentMonthFirstRecord: { quantity: 20 },
      }),
    ).toMatchObject({
      amount: 20,
      source: "calculated",
      confidence: "low",
    });
  });
  it("else none", () => {
    expect(lastMonthTotal({})).toEqual({
      amount: 0,
      source: "none",
      confidence: "low",
      details: "No data for last month",
    });
    expect(lastMonthTotal({ currentMonthFirstRecord: { quantity: null } }).source).toBe("none");
  });
});

const now = new Date("2025-06-30T00:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("consistency (5% warns, 20% urgent, 10 units without a total, 45 days)", () => {
  it.each([
    [104.9, 100, true, "none"],
    [105, 100, false, "none"],
    [105.1, 100, false, "warning"],
    [94.9, 100, false, "warning"],
    [120, 100, false, "warning"],
    [120.1, 100, false, "urgent"],
    [70, 100, false, "urgent"],
  ])("real %d vs form %d → consistent %s, %s", (real, total, consistent, severity) => {
    const result = checkConsistency({ realTimeQuantity: real, latestFormTotal: total, lastFormDate: daysAgo(1), now });
    expect(result.isConsistent).toBe(consistent);
    expect(result.severity).toBe(severity);
  });
  it.each([
    [9, null, true],
    [10, null, false],
    [9, 0, true],
    [10, 0, false],
  ])("without a total: real %d, total %j → consistent %s", (real, total, consistent) => {
    const result = checkConsistency({ realTimeQuantity: real, latestFormTotal: total, lastFormDate: daysAgo(1), now });
    expect(result.isConsistent).toBe(consistent);
    expect(result.discrepancyPercent).toBeNull();
    expect(result.recommendations).toEqual(consistent ? [] : [CONSISTENCY_RECOMMENDATIONS.noTotal]);
  });
  it("reports the discrepancy", () => {
    expect(
      checkConsistency({ realTimeQuantity: 90, latestFormTotal: 100, lastFormDate: "2025-06-29T00:00:00Z", now }),
    ).toEqual({
      isConsistent: false,
      realTimeQuantity: 90,
      latestFormTotal: 100,
      discrepancy: 10,
      discrepancyPercent: 10,
      severity: "warning",
      lastFormDate: new Date("2025-06-29T00:00:00Z"),
      recommendations: [CONSISTENCY_RECOMMENDATIONS.warning],
    });
  });
  it.each([
    [45, []],
    [45.01, [CONSISTENCY_RECOMMENDATIONS.staleForm]],
  ])("a last form %d days old", (age, recommendations) => {
    expect(
      checkConsistency({ realTimeQuantity: 100, latestFormTotal: 100, lastFormDate: daysAgo(age), now })
        .recommendations,
    ).toEqual(recommendations);
  });
  it("recommends a first form when there is none", () => {
    expect(
      checkConsistency({ realTimeQuantity: 100, latestFormTotal: 100, lastFormDate: null, now }).recommendations,
    ).toEqual([CONSISTENCY_RECOMMENDATIONS.noForm]);
    const bad = checkConsistency({ realTimeQuantity: 200, latestFormTotal: 100, lastFormDate: "garbage", now });
    expect(bad.recommendations).toEqual([CONSISTENCY_RECOMMENDATIONS.urgent, CONSISTENCY_RECOMMENDATIONS.noForm]);
    expect(bad.lastFormDate).toBeNull();
  });
});

describe("quality score (40/25/15; 30/20/10; 30 or 20/10 by discrepancy; below 70)", () => {
  it.each([
    ["form_submission", "high", { isConsistent: true, discrepancyPercent: 1 }, 100, false],
    ["inventory_history", "medium", { isConsistent: true, discrepancyPercent: 1 }, 75, false],
    ["calculated", "low", { isConsistent: true, discrepancyPercent: 1 }, 55, true],
    ["none", "low", { isConsistent: false, discrepancyPercent: null }, 10, true],
    ["inventory_history", "medium", { isConsistent: false, discrepancyPercent: 9.99 }, 65, true],
    ["form_submission", "high", { isConsistent: false, discrepancyPercent: 9.99 }, 90, false],
    ["form_submission", "high", { isConsistent: false, discrepancyPercent: 10 }, 80, false],
    ["form_submission", "high", { isConsistent: false, discrepancyPercent: 24.99 }, 80, false],
    ["form_submission", "high", { isConsistent: false, discrepancyPercent: 25 }, 70, false],
    ["form_submission", "medium", { isConsistent: false, discrepancyPercent: 25 }, 60, true],
  ] as const)("%s/%s/%j → %d", (source, confidence, consistency, score, needsImprovement) => {
    const result = dataQualityScore({ source, confidence, consistency });
    expect(result.score).toBe(score);
    expect(result.needsImprovement).toBe(needsImprovement);
    expect(result.suggestion === null).toBe(!needsImprovement);
  });
  it("a discrepancy of 25% or more gives no consistency points", () => {
    expect(consistencyPoints({ isConsistent: false, discrepancyPercent: 30 })).toBe(0);
  });
});

describe("data quality overview (replaces the static 87/100, 3 and 94%)", () => {
  const assess = (real: number, total: number | null, source: "form" | "history" | "none") =>
    assessAssetDataQuality({
      realTimeQuantity: real,
      latestFormTotal: total,
      lastFormDate: daysAgo(3),
      now,
      lastMonth:
        source === "form"
          ? { previousMonthSubmission: { submission_data: { field_13: total } } }
          : source === "history"
            ? { previousMonthHistory: { quantity: real } }
            : {},
    });
  it("averages scores, counts urgent discrepancies and coverage", () => {
    const items = [
      assess(100, 100, "form"),
      assess(200, 100, "history"),
      assess(5, null, "none"),
      assess(50, 100, "form"),
    ];
    expect(items.map((i) => i.quality.score)).toEqual([100, 45, 40, 70]);
    expect(dataQualityOverview(items)).toEqual({ score: 64, criticalIssues: 2, coverage: 75, itemCount: 4 });
  });
  it("is zero without items", () => {
    expect(dataQualityOverview([])).toEqual({ score: 0, criticalIssues: 0, coverage: 0, itemCount: 0 });
  });
});

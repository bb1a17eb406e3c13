import { describe, expect, it } from "vitest";
import {
  complianceInsight,
  dataSourcesInsight,
  dataVolumeInsight,
  generateInsights,
  highValueInsight,
  historyCoverageInsight,
  lowStockInsight,
  missingFieldDataInsight,
  systemScoreInsight,
  trendInsight,
  utilizationInsight,
} from "./insights";

describe("system score (≥80 success, ≥60 warning, else error; priority 10/7/3)", () => {
  it.each([
    [100, "success", 3],
    [80, "success", 3],
    [79.9, "warning", 7],
    [60, "warning", 7],
    [59.9, "error", 10],
    [0, "error", 10],
  ])("%d → %s, priority %d", (score, severity, priority) => {
    expect(systemScoreInsight(score)).toMatchObject({ severity, priority });
  });
});

describe("history coverage (missing over 50% error, over 25% warning, 90+ excellent)", () => {
  it.each([
    [49, 100, "error"],
    [50, 100, "warning"],
    [74, 100, "warning"],
    [75, 100, null],
    [89, 100, null],
    [90, 100, "success"],
    [100, 100, "success"],
  ])("%d of %d with history → %s", (withHistory, total, severity) => {
    expect(historyCoverageInsight(withHistory, total)?.severity ?? null).toBe(severity);
  });
  it("no items, no insight", () => {
    expect(historyCoverageInsight(0, 0)).toBeNull();
  });
});

describe("missing field data over 10%", () => {
  it.each([
    [10, 100, null],
    [11, 100, "warning"],
    [0, 0, null],
  ])("%d of %d missing → %s", (missing, total, severity) => {
    expect(missingFieldDataInsight(missing, total)?.severity ?? null).toBe(severity);
  });
});

describe("low stock below 20% of the average (savings 50 each)", () => {
  it("counts items below the line", () => {
    // average 100 → line 20
    expect(lowStockInsight([20, 180, 100])).toBeNull();
    expect(lowStockInsight([19, 181, 100])).toMatchObject({
      value: 1,
      estimatedSavings: 50,
      description: "1 item below 20% of the average stock level.",
    });
    expect(lowStockInsight([1, 2, 297, 300])).toMatchObject({ value: 2, estimatedSavings: 100 });
    expect(lowStockInsight([])).toBeNull();
  });
});

describe("high value above 3 times the average", () => {
  it("counts items above the line", () => {
    // average of [1,1,1,9] = 3 → line 9
    expect(highValueInsight([1, 1, 1, 9])).toBeNull();
    expect(highValueInsight([1, 1, 1, 1, 1, 1, 1, 1, 1, 30])).toMatchObject({
      value: 1,
      description: "1 item is worth more than 3 times the average.",
    });
    expect(highValueInsight([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 50, 50])).toMatchObject({ value: 2 });
  });
});

describe("compliance overdue over 90 days (savings 200 each)", () => {
  const now = new Date("2025-06-30T00:00:00Z");
  const ago = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it("counts overdue and never-checked items", () => {
    expect(complianceInsight([ago(90), ago(1)], now)).toBeNull();
    expect(complianceInsight([ago(90.01), ago(1)], now)).toMatchObject({ value: 1, estimatedSavings: 200 });
    expect(complianceInsight([null, "bad", ago(100).toISOString()], now)).toMatchObject({
      value: 3,
      estimatedSavings: 600,
      description: "3 items have not been checked in over 90 days.",
    });
  });
});

describe("data sources (more than 3) and volume (fewer than 10 limited, over 1000 rich)", () => {
  it.each([
    [3, null],
    [4, "info"],
  ])("%d sources → %s", (count, severity) => {
    expect(dataSourcesInsight(count)?.severity ?? null).toBe(severity);
  });
  it.each([
    [1, "Limited data"],
    [9, "Limited data"],
    [10, null],
    [1000, null],
    [1001, "Rich data"],
  ])("%d records → %s", (count, title) => {
    expect(dataVolumeInsight(count)?.title ?? null).toBe(title);
  });
});

describe("trend (more than 5 values, over 20% change, high over 50%)", () => {
  it.each([
    [[10, 10, 10, 12, 12], null],
    [[10, 10, 10, 12, 12, 12], null],
    [[10, 10, 10, 12.1, 12.1, 12.1], "medium"],
    [[10, 10, 10, 15, 15, 15], "medium"],
    [[10, 10, 10, 15.1, 15.1, 15.1], "high"],
    [[10, 10, 10, 7.9, 7.9, 7.9], "medium"],
    [[0, 0, 0, 5, 5, 5], null],
  ])("%j → %s", (values, impact) => {
    expect(trendInsight(values)?.businessImpact ?? null).toBe(impact);
  });
  it("says which way", () => {
    expect(trendInsight([10, 10, 10, 20, 20, 20])).toMatchObject({
      title: "Stock trending up",
      severity: "info",
      priority: 7,
    });
    expect(trendInsight([10, 10, 10, 5, 5, 5])).toMatchObject({ title: "Stock trending down", severity: "warning" });
  });
});

describe("utilization under 50%", () => {
  it.each([
    [5, 10, null],
    [4, 10, "warning"],
    [0, 0, null],
  ])("%d of %d active → %s", (active, total, severity) => {
    expect(utilizationInsight(active, total)?.severity ?? null).toBe(severity);
  });
});

describe("generateInsights", () => {
  const now = new Date("2025-06-30T00:00:00Z");
  it("runs every rule and sorts by priority", () => {
    const insights = generateInsights({
      now,
      systemScore: 55,
      items: [
        { quantity: 1, value: 1, hasHistory: false, lastCheckDate: null, active: false },
        { quantity: 100, value: 2, hasHistory: true, lastCheckDate: now, active: true },
        { quantity: 100, value: null, hasHistory: false },
      ],
      fieldValues: { missing: 5, total: 10 },
      dataSourceCount: 5,
      recordCount: 3,
      trendValues: [1, 1, 1, 9, 9, 9],
    });
    expect(insights.map((i) => i.id)).toEqual([
      "system-score",
      "history-coverage",
      "low-stock",
      "compliance-overdue",
      "trend",
      "missing-field-data",
      "low-utilization",
      "data-sources",
      "data-volume",
    ]);
  });
  it("orders equal priorities by severity", () => {
    const insights = generateInsights({
      now,
      items: [
        { quantity: 1, lastCheckDate: null },
        { quantity: 100, lastCheckDate: now },
      ],
    });
    expect(insights.map((i) => `${i.priority}:${i.severity}`)).toEqual([
      "9:error",
      "8:warning",
      "8:warning",
      "5:warning",
    ]);
  });
  it("returns nothing for nothing", () => {
    expect(generateInsights({ now })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { reportResultsStale } from "./reportStaleness";

const TYPE_A = "00000000-0000-4000-8000-00000000000a";
const TYPE_B = "00000000-0000-4000-8000-00000000000b";
const ASSET = "00000000-0000-4000-8000-0000000000aa";
const base = {
  assetTypeIds: [TYPE_A, TYPE_B],
  dateRangeType: "current_month" as const,
  customStartDate: null,
  customEndDate: null,
  viewMode: "latest" as const,
  assetId: null,
};

describe("reportResultsStale: results generated for another configuration", () => {
  it("no results are never stale; an incomplete configuration makes shown results stale", () => {
    expect(reportResultsStale(null, base)).toBe(false);
    expect(reportResultsStale(base, null)).toBe(true);
  });
  it.each([
    ["the same settings", {}, false],
    ["the same types in another order", { assetTypeIds: [TYPE_B, TYPE_A] }, false],
    ["custom dates kept while the range is not custom", { customStartDate: "2026-01-01" }, false],
    ["an asset kept while the mode is not history", { assetId: ASSET }, false],
    ["one type fewer", { assetTypeIds: [TYPE_A] }, true],
    ["another date range", { dateRangeType: "last_month" as const }, true],
    ["another view mode", { viewMode: "comparison" as const }, true],
  ])("%s → stale %s", (_what, change, stale) => {
    expect(reportResultsStale(base, { ...base, ...change })).toBe(stale);
  });
  it("compares custom dates for a custom range and the asset in history mode", () => {
    const custom = {
      ...base,
      dateRangeType: "custom" as const,
      customStartDate: "2026-01-01",
      customEndDate: "2026-01-31",
    };
    expect(reportResultsStale(custom, { ...custom, customEndDate: "2026-02-28" })).toBe(true);
    const history = { ...base, viewMode: "history" as const, assetId: ASSET };
    expect(reportResultsStale(history, { ...history, assetId: null })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { detectAnomalies } from "../anomalies/detectAnomalies";
import {
  applyAnomalyFixInput,
  applyCorrectionInput,
  snapshotFiltersInput,
} from "../validators/inventoryHistoryRequests";
import {
  ANOMALY_SEVERITY_COLORS,
  filterHistoryEntries,
  type HistoryListEntry,
  historySummary,
  historyYears,
  sortAnomaliesBySeverity,
  typoFix,
} from "./historyFilters";
import {
  applyQuickFilter,
  clearHistoryFilters,
  DEFAULT_HISTORY_SEARCH,
  HISTORY_QUICK_FILTERS,
  hasActiveHistoryFilters,
  historySearchParams,
  isQuickFilterActive,
  parseHistorySearch,
  removeQuickFilter,
} from "./historySearch";
import { snapshotCsvRows, snapshotLocationDisplay, snapshotStatusLabel } from "./snapshotCsv";

const entry = (id: string, extra: Partial<HistoryListEntry> = {}): HistoryListEntry => ({
  id,
  eventType: "check",
  quantity: 50,
  notes: null,
  location: null,
  checkDate: "2025-03-01T00:00:00Z",
  verified: false,
  hasIssues: false,
  ...extra,
});

describe("history filters in the URL", () => {
  it("reads strings and falls back to defaults on anything unusable", () => {
    expect(parseHistorySearch({})).toEqual(DEFAULT_HISTORY_SEARCH);
    expect(
      parseHistorySearch({
        sort: "oldest",
        type: "audit",
        status: "issues",
        band: "high",
        year: "2024",
        q: "shelf",
        issues: "true",
      }),
    ).toEqual({
      sort: "oldest",
      type: "audit",
      status: "issues",
      band: "high",
      year: "2024",
      q: "shelf",
      issues: true,
    });
    expect(parseHistorySearch({ sort: "sideways", type: "x", band: 3, year: "24", issues: "0" })).toEqual(
      DEFAULT_HISTORY_SEARCH,
    );
  });
  it("writes only what differs from the defaults, and round-trips", () => {
    expect(historySearchParams(DEFAULT_HISTORY_SEARCH)).toEqual({});
    const s = { ...DEFAULT_HISTORY_SEARCH, band: "low" as const, issues: true, q: "a,b" };
    expect(historySearchParams(s)).toEqual({ band: "low", issues: "1", q: "a,b" });
    expect(parseHistorySearch(historySearchParams(s))).toEqual(s);
  });
  it("'Clear Filters' resets every filter", () => {
    const s = { ...DEFAULT_HISTORY_SEARCH, status: "verified" as const };
    expect(hasActiveHistoryFilters(s)).toBe(true);
    expect(clearHistoryFilters()).toEqual(DEFAULT_HISTORY_SEARCH);
    expect(hasActiveHistoryFilters(clearHistoryFilters())).toBe(false);
  });
  it("quick filters set a preset and show as pressed", () => {
    const high = HISTORY_QUICK_FILTERS.find((q) => q.id === "high");
    if (!high) throw new Error("missing");
    const s = applyQuickFilter(DEFAULT_HISTORY_SEARCH, high);
    expect(s.band).toBe("high");
    expect(isQuickFilterActive(s, high)).toBe(true);
    expect(isQuickFilterActive(DEFAULT_HISTORY_SEARCH, high)).toBe(false);
    expect(removeQuickFilter({ ...s, year: "2024" }, high)).toEqual({ ...DEFAULT_HISTORY_SEARCH, year: "2024" });
  });
});

describe("filterHistoryEntries (spec 02 §2)", () => {
  const entries = [
    entry("a", { quantity: 99, checkDate: "2024-05-01T00:00:00Z", notes: "Back shelf", eventType: "audit" }),
    entry("b", { quantity: 100, checkDate: "2025-01-01T00:00:00Z", verified: true }),
    entry("c", { quantity: 999, checkDate: "2025-02-01T00:00:00Z", hasIssues: true, location: "Dock 4" }),
    entry("d", { quantity: 1000, checkDate: "2025-03-01T00:00:00Z", eventType: "removal" }),
  ];
  const ids = (s: Partial<typeof DEFAULT_HISTORY_SEARCH>) =>
    filterHistoryEntries(entries, { ...DEFAULT_HISTORY_SEARCH, ...s }).map((e) => e.id);
  it("sorts newest or oldest first", () => {
    expect(ids({})).toEqual(["d", "c", "b", "a"]);
    expect(ids({ sort: "oldest" })).toEqual(["a", "b", "c", "d"]);
  });
  it("quantity band: low under 100, medium 100 to under 1000, high 1000 or more", () => {
    expect(ids({ band: "low" })).toEqual(["a"]);
    expect(ids({ band: "medium" })).toEqual(["c", "b"]);
    expect(ids({ band: "high" })).toEqual(["d"]);
  });
  it("status (verified, has issues, normal), Issues Only, event type and year", () => {
    expect(ids({ status: "verified" })).toEqual(["b"]);
    expect(ids({ status: "issues" })).toEqual(["c"]);
    expect(ids({ status: "normal" })).toEqual(["d", "a"]);
    expect(ids({ issues: true })).toEqual(["c"]);
    expect(ids({ type: "audit" })).toEqual(["a"]);
    expect(ids({ year: "2025" })).toEqual(["d", "c", "b"]);
  });
  it("text search over notes, location and event type (its label too)", () => {
    expect(ids({ q: "shelf" })).toEqual(["a"]);
    expect(ids({ q: "DOCK" })).toEqual(["c"]);
    expect(ids({ q: "Removal" })).toEqual(["d"]);
  });
  it("lists the years present, newest first", () => {
    expect(historyYears(entries)).toEqual(["2025", "2024"]);
  });
});

describe("summary cards: Current Stock, Daily Usage, Days Remaining, Last Check (in days)", () => {
  const now = new Date("2025-03-31T12:00:00Z");
  it("uses the usage forecast and the newest event", () => {
    const events = [
      { id: "1", quantity: 100, event_type: "check", check_date: "2025-03-01T12:00:00Z" },
      { id: "2", quantity: 80, event_type: "check", check_date: "2025-03-11T12:00:00Z" },
      { id: "3", quantity: 60, event_type: "check", check_date: "2025-03-21T12:00:00Z" },
    ];
    expect(historySummary(events, 60, now)).toEqual({
      currentStock: 60,
      dailyUsage: 2,
      daysRemaining: 30,
      lastCheckDays: 10,
      reorderRecommended: false,
    });
  });
  it("is empty without enough events", () => {
    expect(historySummary([], 5, now)).toEqual({
      currentStock: 5,
      dailyUsage: null,
      daysRemaining: null,
      lastCheckDays: null,
      reorderRecommended: false,
    });
  });
});

describe("typoFix: the banner's auto-fix", () => {
  it("a ×10 typo (ratio between 9.5 and 10.5) is fixed to the quantity divided by 10, rounded down", () => {
    const anomalies = detectAnomalies({
      event: { id: "e", quantity: 120, event_type: "check" },
      earlier: [{ id: "p", quantity: 12 }],
      assetTypeName: "tools",
    });
    expect(typoFix(anomalies)).toEqual({ quantity: 12, confidence: 85, fixType: "massive_increase" });
  });
  it("an exact 100 or 1000 change is fixed to the previous quantity (likely_typo first)", () => {
    const anomalies = detectAnomalies({
      event: { id: "e", quantity: 1250, event_type: "intake" },
      earlier: [{ id: "p", quantity: 250 }],
      assetTypeName: "parts",
    });
    expect(typoFix(anomalies)).toEqual({ quantity: 250, confidence: 75, fixType: "likely_typo" });
  });
  it("no typo, no fix", () => {
    const anomalies = detectAnomalies({
      event: { id: "e", quantity: 300, event_type: "intake" },
      earlier: [{ id: "p", quantity: 100 }],
      assetTypeName: "tools",
    });
    expect(anomalies.length).toBeGreaterThan(0);
    expect(typoFix(anomalies)).toBeNull();
  });
});

describe("request validators", () => {
  const id = "8f8e7a3c-1d2b-4c5d-9e6f-0a1b2c3d4e5f";
  it("correction: 'Correction reason is required', 'Price cannot be negative', USD and 'each' by default", () => {
    expect(applyCorrectionInput.safeParse({ historyId: id, quantity: 5, reason: " " }).error?.issues[0]?.message).toBe(
      "Correction reason is required",
    );
    expect(
      applyCorrectionInput.safeParse({ historyId: id, quantity: 5, reason: "x", price: -1 }).error?.issues[0]?.message,
    ).toBe("Price cannot be negative");
    expect(applyCorrectionInput.parse({ historyId: id, quantity: "5", reason: "Miscounted" })).toMatchObject({
      quantity: 5,
      currency: "USD",
      unit_type: "each",
      restoredForCorrection: false,
    });
    expect(
      applyCorrectionInput.safeParse({ historyId: "nope", quantity: 1, reason: "x" }).error?.issues[0]?.message,
    ).toBe("History record not found");
  });
  it("a manual fix must be a number of at least 0", () => {
    expect(applyAnomalyFixInput.safeParse({ historyId: id, quantity: -1, fixType: "manual" }).success).toBe(false);
    expect(applyAnomalyFixInput.parse({ historyId: id, quantity: "7", fixType: "manual" }).quantity).toBe(7);
  });
  it("snapshot range: at most 24 months ('Monthly snapshots maxMonths 24')", () => {
    expect(snapshotFiltersInput.safeParse({ fromMonth: "2023-01", toMonth: "2024-12" }).success).toBe(true);
    expect(snapshotFiltersInput.safeParse({ fromMonth: "2023-01", toMonth: "2025-01" }).error?.issues[0]?.message).toBe(
      "The range can cover at most 24 months",
    );
    expect(snapshotFiltersInput.safeParse({ fromMonth: "2023-13", toMonth: "2024-01" }).success).toBe(false);
  });
});

describe("snapshot export (Month, Asset Name, Quantity, Status, Location, Price, Currency, Date)", () => {
  it("writes the header and raw values", () => {
    expect(
      snapshotCsvRows([
        {
          monthYear: "2025-02",
          assetName: 'Paint "White", 5L',
          itemName: null,
          quantity: 4,
          status: "low_stock",
          location: null,
          currentPrice: 12.5,
          currency: "USD",
          snapshotDate: "2025-02-28",
        },
      ]),
    ).toEqual([
      ["Month", "Asset Name", "Quantity", "Status", "Location", "Price", "Currency", "Date"],
      ["2025-02", 'Paint "White", 5L', 4, "low_stock", "", "12.50", "USD", "2025-02-28"],
    ]);
  });
  it("shows 'N/A' for an empty location and readable statuses", () => {
    expect(snapshotLocationDisplay(" ")).toBe("N/A");
    expect(snapshotLocationDisplay("Bay 2")).toBe("Bay 2");
    expect(snapshotStatusLabel("out_of_stock")).toBe("Out of Stock");
    expect(snapshotStatusLabel("low_stock")).toBe("Low Stock");
    expect(snapshotStatusLabel("on_order")).toBe("On Order");
  });
});

describe("banner helpers", () => {
  it("sorts anomalies worst first and reads the first of repeated URL values", () => {
    const anomalies = detectAnomalies({
      event: { id: "e", quantity: 1000, event_type: "check" },
      earlier: [{ id: "p", quantity: 100 }],
      assetTypeName: "tools",
    });
    const sorted = sortAnomaliesBySeverity(anomalies).map((a) => a.severity);
    expect(sorted[0]).toBe("critical");
    expect(sorted.at(-1)).toBe("medium");
    expect(ANOMALY_SEVERITY_COLORS.critical).toBe("red");
    expect(parseHistorySearch({ band: ["high", "low"] }).band).toBe("high");
    expect(snapshotLocationDisplay(null)).toBe("N/A");
  });
  it("the summary ignores deleted events and counts whole days", () => {
    const now = new Date("2025-03-31T12:00:00Z");
    expect(
      historySummary(
        [
          { id: "1", quantity: 5, check_date: "2025-03-29T13:00:00Z" },
          { id: "2", quantity: 5, check_date: "2025-03-31T00:00:00Z", event_type: "deleted" },
          { id: "3", quantity: 5, check_date: null },
        ],
        5,
        now,
      ).lastCheckDays,
    ).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { hasPeriodicEntryInMonth, monthlyPickList } from "./monthlyPickList";

// Spec 02 "Action chooser": "An asset with a periodic history entry this month is excluded from monthly pick lists."
describe("hasPeriodicEntryInMonth", () => {
  const month = "2025-03";
  it.each([
    ["a periodic check this month", [{ check_type: "periodic", event_type: "audit", month_year: "2025-03" }], true],
    [
      "only the initial intake this month",
      [{ check_type: "initial", event_type: "intake", month_year: "2025-03" }],
      false,
    ],
    ["a periodic check last month", [{ check_type: "periodic", event_type: "audit", month_year: "2025-02" }], false],
    ["December of the year before", [{ check_type: "periodic", event_type: "audit", month_year: "2024-03" }], false],
    [
      "a deleted periodic entry this month",
      [{ check_type: "periodic", event_type: "audit", month_year: "2025-03", is_deleted: true }],
      false,
    ],
    ["a 'deleted' event this month", [{ check_type: "periodic", event_type: "deleted", month_year: "2025-03" }], false],
    ["no month_year, check date in the month", [{ check_type: "periodic", check_date: "2025-03-31T12:00:00Z" }], true],
    ["a diagnostic check this month", [{ check_type: "diagnostic", month_year: "2025-03" }], false],
    ["no history", [], false],
  ])("%s → %s", (_label, entries, excluded) => {
    expect(hasPeriodicEntryInMonth(entries, month)).toBe(excluded);
  });
});

describe("monthlyPickList", () => {
  it("keeps only the assets not counted this month, in order", () => {
    const list = [
      { id: "a", countedThisMonth: false },
      { id: "b", countedThisMonth: true },
      { id: "c", countedThisMonth: false },
    ];
    expect(monthlyPickList(list).map((a) => a.id)).toEqual(["a", "c"]);
  });
});

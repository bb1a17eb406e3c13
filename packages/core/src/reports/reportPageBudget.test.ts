import { describe, expect, it } from "vitest";
import { REPORT_PAGE_MAX_BYTES, rowsWithinBudget } from "./reportPageBudget";

const KB = 1024;

describe("rowsWithinBudget (issue 21 §6)", () => {
  it("takes every row of a page that fits", () => {
    expect(rowsWithinBudget([10, 20, 30], 100)).toBe(3);
    expect(rowsWithinBudget([], 100)).toBe(0);
  });
  it("ends the page before the row that would pass the budget", () => {
    expect(rowsWithinBudget([40, 40, 40, 1], 100)).toBe(2);
    // The setup: 480 KB answers, 4 MB a page.
    expect(rowsWithinBudget(Array(2000).fill(480 * KB))).toBe(Math.floor(REPORT_PAGE_MAX_BYTES / (480 * KB)));
  });
  it("always takes the first row when it is within the row limit, so a report moves on", () => {
    expect(rowsWithinBudget([150, 1], 100, 200)).toBe(1);
  });
  it("refuses a page whose first row alone passes the row limit", () => {
    expect(rowsWithinBudget([250, 1], 100, 200)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  fmtMiB,
  fmtMs,
  fmtRatio,
  fmtSeconds,
  median,
  PARTS,
  percentile,
  perRoundRatios,
  quartiles,
  ratio,
  renderTable,
  roundOrder,
  selectParts,
} from "./figures";

describe("the bench's figures", () => {
  it("takes the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("takes the nearest-rank percentile", () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(xs, 0.95)).toBe(95);
    expect(percentile(xs, 0.5)).toBe(50);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBeNaN();
  });

  it("writes ratios, times and memory as the table shows them", () => {
    expect(fmtRatio(ratio(9.56, 4.78))).toBe("2.00×");
    expect(fmtRatio(ratio(1, 0))).toBe("n/a");
    expect(fmtMs(17.64)).toBe("17.6 ms");
    expect(fmtMs(1234.4)).toBe("1234 ms");
    expect(fmtSeconds(1020)).toBe("1.02 s");
    expect(fmtMiB(68 * 1024)).toBe("+68 MiB");
  });

  it("divides two series round by round, stopping at the shorter one", () => {
    expect(perRoundRatios([4, 6, 9], [2, 3, 3])).toEqual([2, 2, 3]);
    expect(perRoundRatios([4, 6], [2])).toEqual([2]);
    expect(perRoundRatios([1], [0])[0]).toBeNaN();
  });

  it("gives the middle half of the samples around their median", () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quartiles(xs)).toEqual({ p25: 25, median: 50.5, p75: 75 });
    expect(quartiles([1.2])).toEqual({ p25: 1.2, median: 1.2, p75: 1.2 });
  });

  it("orders a group so each member runs at every position, before and after the others", () => {
    const orders = Array.from({ length: 6 }, (_, r) => roundOrder(["http", "bare", "count"], r).join(" "));
    expect(new Set(orders).size).toBe(6);
    expect(orders.slice(0, 3)).toEqual(["http bare count", "bare count http", "count http bare"]);
    const five = ["a", "b", "c", "d", "e"];
    for (const member of five) {
      const positions = Array.from({ length: 10 }, (_, r) => roundOrder(five, r).indexOf(member));
      expect([...positions].sort()).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    }
    expect(roundOrder([], 3)).toEqual([]);
  });

  it("renders figure, measured, goal, met and load as Markdown, escaping pipes", () => {
    const table = renderTable([
      { figure: "submits", measured: "203/s | p95 71.8 ms", goal: "≥ 400/s", met: false, load: "1.2/1.4" },
      { figure: "service call", measured: "1.8 ms", goal: "", load: "0.9" },
    ]);
    expect(table.split("\n")).toEqual([
      "| figure | measured | goal | met | load (1 min) |",
      "|---|---|---|---|---|",
      "| submits | 203/s \\| p95 71.8 ms | ≥ 400/s | **no** | 1.2/1.4 |",
      "| service call | 1.8 ms |  |  | 0.9 |",
    ]);
  });

  it("picks the parts named on the command line, in the bench's order, and refuses unknown ones", () => {
    expect(selectParts([])).toEqual([...PARTS]);
    expect(selectParts(["lists", "submits", "--quick"])).toEqual(["submits", "lists"]);
    expect(() => selectParts(["submit"])).toThrow(/no part of the bench/);
  });
});

import { describe, expect, it } from "vitest";
import { snapshotFiltersInput } from "../validators/inventoryHistoryRequests";
import { daysInMonth, monthEnd } from "./monthKey";
import {
  SNAPSHOT_FIRST_MONTH,
  SNAPSHOT_LAST_MONTH,
  SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE,
  snapshotFilterBounds,
} from "./snapshotFilterBounds";

// Issue 21 §10: inventory.snapshots.list with toMonth "9999-12" answered 500 (the month
// after 9999-12 is no month key). The filter months are bounded, with a clear message.

const messageOf = (fromMonth: string, toMonth: string) =>
  snapshotFiltersInput.safeParse({ fromMonth, toMonth }).error?.issues.map((i) => [i.path.join("."), i.message]);

describe("snapshot filter months", () => {
  it("run from the picker's first month to the end of the century", () => {
    expect([SNAPSHOT_FIRST_MONTH, SNAPSHOT_LAST_MONTH]).toEqual(["2020-01", "2099-12"]);
    expect(SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE).toBe("Choose a month between 2020-01 and 2099-12");
    expect(messageOf("2020-01", "2021-12")).toBeUndefined();
    expect(messageOf("2098-01", "2099-12")).toBeUndefined();
  });

  it("refuses months outside them with the message, once, and no span message on top", () => {
    expect(messageOf("9998-01", "9999-12")).toEqual([
      ["fromMonth", SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE],
      ["toMonth", SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE],
    ]);
    expect(messageOf("2025-01", "9999-12")).toEqual([["toMonth", SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE]]);
    expect(messageOf("0000-01", "2025-01")).toEqual([["fromMonth", SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE]]);
    expect(messageOf("2019-12", "2020-01")).toEqual([["fromMonth", SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE]]);
    expect(messageOf("2025-01", "2100-01")).toEqual([["toMonth", SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE]]);
    // Not a month at all: the usual message only.
    expect(messageOf("2025-01", "2025-13")).toEqual([["toMonth", "Choose a month"]]);
  });

  it("month arithmetic holds at the last month key (no throw)", () => {
    expect(daysInMonth("9999-12")).toBe(31);
    expect(monthEnd("9999-12").toISOString()).toBe("9999-12-31T23:59:59.999Z");
    expect(snapshotFilterBounds("9999-01", "9999-12")).toEqual({ start: "9999-01-01", end: "9999-12-31" });
    expect(daysInMonth("2024-02")).toBe(29);
    expect(monthEnd("2024-12").toISOString()).toBe("2024-12-31T23:59:59.999Z");
  });
});

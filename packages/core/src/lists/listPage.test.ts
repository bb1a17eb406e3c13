import { describe, expect, it } from "vitest";
import { assetListInput } from "../validators/assetRequests";
import { inventoryListInput } from "../validators/inventoryItemRequests";
import { reorderListInput } from "../validators/reorderRequests";
import { formatListTotal, LIST_COUNT_STEP, listCountLimit, listPageCount } from "./listPage";

describe("a server-paged list's total", () => {
  it.each([
    // page, page size, how far the count goes
    [1, 25, 10_000],
    [400, 25, 10_000],
    [401, 25, 20_000],
    [250, 50, 20_000],
    [1, 100, 10_000],
  ])("page %i of %i counts up to %i rows", (page, size, limit) => {
    expect(listCountLimit(page, size)).toBe(limit);
  });

  it('shows "10,000+" when the count stopped at its limit', () => {
    expect(formatListTotal({ total: LIST_COUNT_STEP, totalIsExact: false })).toBe("10,000+");
    expect(formatListTotal({ total: 1234, totalIsExact: true })).toBe("1,234");
    expect(formatListTotal({ total: 0, totalIsExact: true })).toBe("0");
  });

  it("makes at least one page", () => {
    expect([listPageCount(0, 25), listPageCount(25, 25), listPageCount(26, 25)]).toEqual([1, 1, 2]);
  });

  it("drops the total an older screen still sends back (no list input carries one)", () => {
    const old = { page: 2, knownTotal: { total: 5, totalIsExact: true } };
    for (const input of [assetListInput, inventoryListInput, reorderListInput]) {
      const parsed = input.safeParse(old);
      expect(parsed.success).toBe(true);
      expect(parsed.data).not.toHaveProperty("knownTotal");
      expect(parsed.data).toMatchObject({ page: 2 });
    }
  });
});

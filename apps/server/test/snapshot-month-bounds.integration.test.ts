import { SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE } from "@stockroom/core";
import { describe, expect, it } from "vitest";
import { failure, type OrgFixture, setUpTwoOrganizations } from "./harness";

// Issue 21 §10: inventory.snapshots.list (and export) with toMonth "9999-12" answered 500.

let a: OrgFixture;
setUpTwoOrganizations("month-bounds", (f) => {
  a = f.a;
});

describe("snapshot filters with months out of range", () => {
  it("answer 400 with a clear message on list and export", async () => {
    for (const call of [
      () => a.viewer.trpc.inventory.snapshots.list.query({ filters: { fromMonth: "9998-01", toMonth: "9999-12" } }),
      () => a.viewer.trpc.inventory.snapshots.list.query({ filters: { fromMonth: "2025-01", toMonth: "9999-12" } }),
      () => a.viewer.trpc.inventory.snapshots.export.query({ filters: { fromMonth: "2025-01", toMonth: "9999-12" } }),
    ]) {
      const err = await failure(call());
      expect(err.data?.code).toBe("BAD_REQUEST");
      expect(err.data?.httpStatus).toBe(400);
      expect(err.message).toBe(SNAPSHOT_MONTH_OUT_OF_RANGE_MESSAGE);
    }
  });

  it("still list the months in range", async () => {
    const page = await a.viewer.trpc.inventory.snapshots.list.query({
      filters: { fromMonth: "2098-01", toMonth: "2099-12" },
    });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });
});

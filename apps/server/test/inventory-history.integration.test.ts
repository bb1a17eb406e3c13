import { unitLabel } from "@stockroom/core";
import {
  activityLog,
  anomalyDismissals,
  assets,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let toolsType: { id: string };

setUpTwoOrganizations("history", async (f) => {
  ({ t, a, b } = f);
  toolsType = await a.admin.trpc.assetTypes.create.mutate({ name: "Tools" });
});

const DAY = 24 * 60 * 60 * 1000;

/** An asset of A whose history is: intake `start` 40 days ago, then each quantity a few days apart. */
async function assetWithHistory(name: string, start: number, quantities: { q: number; type?: string }[] = []) {
  const created = await a.admin.trpc.assets.create.mutate({
    name,
    asset_type_id: toolsType.id,
    current_inventory: String(start),
    cost: "10",
  });
  const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, created.id));
  if (!item) throw new Error("no item");
  // The intake happened "now"; move it back so the later events are newer.
  await t.db.db
    .update(inventoryHistory)
    .set({ checkDate: new Date(Date.now() - 40 * DAY) })
    .where(eq(inventoryHistory.inventoryItemId, item.id));
  const ids: string[] = [];
  let day = 30;
  for (const { q, type } of quantities) {
    const { historyId } = await t.db.db.transaction((tx) =>
      recordInventoryEvent(
        tx,
        { orgId: a.org.id, actorId: a.adminUser.id },
        {
          type: (type ?? "check") as "check",
          inventoryItemId: item.id,
          quantity: q,
          at: new Date(Date.now() - day * DAY),
        },
      ),
    );
    ids.push(historyId);
    day -= 5;
  }
  const [intake] = await t.db.db
    .select({ id: inventoryHistory.id })
    .from(inventoryHistory)
    .where(and(eq(inventoryHistory.inventoryItemId, item.id), eq(inventoryHistory.eventType, "intake")));
  return { assetId: created.id, itemId: item.id, intakeId: intake?.id ?? "", ids };
}

async function itemQuantity(itemId: string) {
  const [row] = await t.db.db
    .select({ q: inventoryItems.quantity })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId));
  return row?.q;
}
async function historyRow(id: string) {
  const [row] = await t.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.id, id));
  return row;
}
async function correctionsOf(historyId: string) {
  return t.db.db.select().from(inventoryCorrections).where(eq(inventoryCorrections.originalHistoryId, historyId));
}

describe("inventory.history.get", () => {
  it("answers by item and by asset, newest first, with the unit and the item's quantity", async () => {
    const x = await assetWithHistory("Drill bits", 20, [{ q: 18 }, { q: 15 }]);
    const byItem = await a.member.trpc.inventory.history.get.query({ inventoryItemId: x.itemId });
    const byAsset = await a.viewer.trpc.inventory.history.get.query({ assetId: x.assetId });
    expect(byAsset.events.map((e) => e.id)).toEqual(byItem.events.map((e) => e.id));
    expect(byItem.events.map((e) => e.quantity)).toEqual([15, 18, 20]);
    expect(byItem.events.map((e) => e.eventType)).toEqual(["check", "check", "intake"]);
    expect(byItem.item.quantity).toBe(15);
    expect(byItem.unit).toBe("units");
    expect(byItem.asset).toMatchObject({ id: x.assetId, name: "Drill bits", assetTypeName: "Tools", isDeleted: false });
  });

  it("shows gallons for paint, chemical or coating types", async () => {
    const paint = await a.admin.trpc.assetTypes.create.mutate({ name: "Coating" });
    const created = await a.admin.trpc.assets.create.mutate({
      name: "Epoxy",
      asset_type_id: paint.id,
      current_inventory: "3",
    });
    expect((await a.member.trpc.inventory.history.get.query({ assetId: created.id })).unit).toBe("gallons");
  });

  it("labels the stock by the asset's unit type as the inventory card does ('each' → 'units', box → 'boxes')", async () => {
    for (const [unit, label] of [
      ["each", "units"],
      ["box", "boxes"],
    ] as const) {
      const created = await a.admin.trpc.assets.create.mutate({
        name: `Gloves by ${unit}`,
        asset_type_id: toolsType.id,
        current_inventory: "40",
        unit_type: unit,
      });
      const history = await a.member.trpc.inventory.history.get.query({ assetId: created.id });
      expect(history.unit).toBe(label);
      expect(history.unit).toBe(unitLabel("Tools", unit));
    }
  });

  it("another organization's member gets 'Inventory item not found' / 'Asset not found'", async () => {
    const x = await assetWithHistory("Private", 5);
    const e1 = await failure(b.admin.trpc.inventory.history.get.query({ inventoryItemId: x.itemId }));
    expect(e1.data?.code).toBe("NOT_FOUND");
    expect(e1.message).toBe("Inventory item not found");
    const e2 = await failure(b.member.trpc.inventory.history.get.query({ assetId: x.assetId }));
    expect(e2.message).toBe("Asset not found");
  });
});

describe("the anomaly banner's fix (×10 typo)", () => {
  it("adds a correction, keeps the original, marks the fix and resyncs the item", async () => {
    const x = await assetWithHistory("Sandpaper", 12, [{ q: 12 }, { q: 120 }]);
    const typoId = x.ids[1] ?? "";
    const before = await historyRow(typoId);
    const result = await a.member.trpc.inventory.history.applyFix.mutate({
      historyId: typoId,
      quantity: 12,
      fixType: "massive_increase",
      confidence: 85,
    });
    expect(result).toMatchObject({ success: true, quantity: 12 });
    const after = await historyRow(typoId);
    expect(after?.quantity).toBe(120);
    expect(after?.notes).toBe(before?.notes);
    expect(after?.responseData.fix_applied).toMatchObject({
      original_quantity: 120,
      new_quantity: 12,
      fix_type: "massive_increase",
      confidence: 85,
    });
    const [correction] = await correctionsOf(typoId);
    expect(correction).toMatchObject({ originalQuantity: 120, correctedQuantity: 12, approvalStatus: "approved" });
    expect(await itemQuantity(x.itemId)).toBe(12);
    const view = await a.member.trpc.inventory.history.get.query({ inventoryItemId: x.itemId });
    expect(view.events[0]).toMatchObject({ id: typoId, quantity: 12, originalQuantity: 120 });
    expect(view.events[0]?.corrections).toHaveLength(1);
    const logged = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, a.org.id), eq(activityLog.type, "inventory_fix_applied")));
    expect(logged.some((l) => l.entityId === x.assetId)).toBe(true);
  });

  it("a manual fix must be a number of at least 0", async () => {
    const x = await assetWithHistory("Rags", 5, [{ q: 50 }]);
    const err = await failure(
      a.member.trpc.inventory.history.applyFix.mutate({ historyId: x.ids[0] ?? "", quantity: -1, fixType: "manual" }),
    );
    expect(err.data?.code).toBe("BAD_REQUEST");
    expect(err.message).toBe("Enter a number of at least 0");
    expect(await correctionsOf(x.ids[0] ?? "")).toHaveLength(0);
  });
});

describe("mark verified", () => {
  it("sets the verified status on the entry and logs it", async () => {
    const x = await assetWithHistory("Gloves", 5, [{ q: 500 }]);
    const answer = await a.member.trpc.inventory.history.markVerified.mutate({ historyId: x.ids[0] ?? "" });
    expect(answer).toEqual({ success: true, message: "Event marked as verified" });
    const row = await historyRow(x.ids[0] ?? "");
    expect(row?.responseData.verification_status).toBe("verified");
    expect(row?.quantity).toBe(500);
    const logged = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, x.assetId), eq(activityLog.type, "inventory_event_verified")));
    expect(logged).toHaveLength(1);
  });
});

describe("dismissals", () => {
  it("are kept per asset for the organization; 'Show Dismissed' brings them back", async () => {
    const x = await assetWithHistory("Tape", 5, [{ q: 500 }]);
    await a.member.trpc.inventory.history.dismiss.mutate({ historyId: x.ids[0] ?? "" });
    await a.member.trpc.inventory.history.dismiss.mutate({ historyId: x.ids[0] ?? "" });
    expect((await a.admin.trpc.inventory.history.get.query({ assetId: x.assetId })).dismissedHistoryIds).toEqual([
      x.ids[0],
    ]);
    expect(await a.member.trpc.inventory.history.undismissAll.mutate({ assetId: x.assetId })).toEqual({ restored: 1 });
    expect((await a.admin.trpc.inventory.history.get.query({ assetId: x.assetId })).dismissedHistoryIds).toEqual([]);
  });
});

describe("corrections", () => {
  it("never edit the original: a correction record, the item updated, the entry shown corrected", async () => {
    const x = await assetWithHistory("Screws", 100, [{ q: 90 }, { q: 80 }]);
    const target = x.ids[1] ?? "";
    const before = await historyRow(target);
    const context = await a.member.trpc.inventory.history.correctionContext.query({ historyId: target });
    expect(context).toMatchObject({
      correctable: true,
      assetName: "Screws",
      assetIsDeleted: false,
      capturedPrice: 10,
      currentPrice: 10,
      currency: "USD",
      unitType: "each",
      historyRecord: { id: target, quantity: 80, correctedQuantity: null },
    });
    const answer = await a.member.trpc.inventory.history.applyCorrection.mutate({
      historyId: target,
      quantity: 75,
      reason: "Miscounted the back shelf",
      price: 12.5,
    });
    expect(answer).toMatchObject({ success: true, message: "Correction applied successfully", quantity: 75 });
    expect(await historyRow(target)).toEqual(before);
    const [correction] = await correctionsOf(target);
    expect(correction).toMatchObject({
      organizationId: a.org.id,
      correctionReason: "Miscounted the back shelf",
      originalQuantity: 80,
      correctedQuantity: 75,
      price: 12.5,
      currency: "USD",
      unitType: "each",
      approvalStatus: "approved",
    });
    expect(await itemQuantity(x.itemId)).toBe(75);
    const view = await a.member.trpc.inventory.history.get.query({ inventoryItemId: x.itemId });
    expect(view.events[0]).toMatchObject({ id: target, quantity: 75, originalQuantity: 80 });
    expect(
      (await a.member.trpc.inventory.history.correctionContext.query({ historyId: target })).historyRecord
        .correctedQuantity,
    ).toBe(75);
    const logged = await t.db.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, x.assetId), eq(activityLog.type, "inventory_corrected")));
    expect(logged[0]?.description).toBe('Correction applied to "Screws": 80 → 75 (Miscounted the back shelf)');
  });

  it("of an older entry resync the item to the latest entry", async () => {
    const x = await assetWithHistory("Nails", 100, [{ q: 90 }, { q: 80 }]);
    await a.member.trpc.inventory.history.applyCorrection.mutate({
      historyId: x.ids[0] ?? "",
      quantity: 95,
      reason: "r",
    });
    expect(await itemQuantity(x.itemId)).toBe(80);
  });

  it("are refused for intake entries and without a reason, changing nothing", async () => {
    const x = await assetWithHistory("Bolts", 10, [{ q: 9 }]);
    const intake = await failure(
      a.member.trpc.inventory.history.applyCorrection.mutate({ historyId: x.intakeId, quantity: 1, reason: "r" }),
    );
    expect(intake.message).toBe("Intake events cannot be corrected");
    expect((await a.member.trpc.inventory.history.correctionContext.query({ historyId: x.intakeId })).correctable).toBe(
      false,
    );
    const noReason = await failure(
      a.member.trpc.inventory.history.applyCorrection.mutate({ historyId: x.ids[0] ?? "", quantity: 1, reason: "  " }),
    );
    expect(noReason.message).toBe("Correction reason is required");
    const negative = await failure(
      a.member.trpc.inventory.history.applyCorrection.mutate({
        historyId: x.ids[0] ?? "",
        quantity: 1,
        reason: "r",
        price: -3,
      }),
    );
    expect(negative.message).toBe("Price cannot be negative");
    expect(await correctionsOf(x.ids[0] ?? "")).toHaveLength(0);
    expect(await correctionsOf(x.intakeId)).toHaveLength(0);
    expect(await itemQuantity(x.itemId)).toBe(9);
  });

  it("a failure half-way leaves nothing behind", async () => {
    const x = await assetWithHistory("Washers", 10, [{ q: 9 }]);
    // The activity entry is the last write of the correction; make the database refuse it.
    await t.db.db.execute(sql`
      create or replace function refuse_correction_log() returns trigger language plpgsql as $$
      begin
        if new.type = 'inventory_corrected' then raise exception 'refused by test'; end if;
        return new;
      end $$`);
    await t.db.db.execute(
      sql`create trigger refuse_correction_log before insert on activity_log for each row execute function refuse_correction_log()`,
    );
    try {
      const err = await failure(
        a.member.trpc.inventory.history.applyCorrection.mutate({ historyId: x.ids[0] ?? "", quantity: 3, reason: "r" }),
      );
      expect(err.data?.code).toBe("INTERNAL_SERVER_ERROR");
    } finally {
      await t.db.db.execute(sql`drop trigger refuse_correction_log on activity_log`);
    }
    expect(await correctionsOf(x.ids[0] ?? "")).toHaveLength(0);
    expect(await itemQuantity(x.itemId)).toBe(9);
  });

  it("of an archived asset need the temporary restore, after which the asset is archived again", async () => {
    const x = await assetWithHistory("Old pump", 10, [{ q: 8 }]);
    await a.admin.trpc.assets.delete.mutate({ id: x.assetId });
    const context = await a.member.trpc.inventory.history.correctionContext.query({ historyId: x.ids[0] ?? "" });
    expect(context.assetIsDeleted).toBe(true);
    const refused = await failure(
      a.member.trpc.inventory.history.applyCorrection.mutate({ historyId: x.ids[0] ?? "", quantity: 7, reason: "r" }),
    );
    expect(refused.message).toBe("This asset is archived. Restore it temporarily to apply a correction.");
    const restored = await a.member.trpc.inventory.history.restoreAssetForCorrection.mutate({
      historyId: x.ids[0] ?? "",
    });
    expect(restored).toMatchObject({ restored: true, message: "Asset temporarily restored for correction" });
    await a.member.trpc.inventory.history.applyCorrection.mutate({
      historyId: x.ids[0] ?? "",
      quantity: 7,
      reason: "r",
      restoredForCorrection: true,
    });
    const [asset] = await t.db.db.select().from(assets).where(eq(assets.id, x.assetId));
    expect(asset?.isDeleted).toBe(true);
    expect(await itemQuantity(x.itemId)).toBe(7);
  });
});

describe("permissions and tenancy", () => {
  let x: Awaited<ReturnType<typeof assetWithHistory>>;
  beforeAll(async () => {
    x = await assetWithHistory("Guarded", 10, [{ q: 100 }]);
  });
  const mutations = (c: OrgFixture["member"], historyId: string, assetId: string) => [
    () => c.trpc.inventory.history.markVerified.mutate({ historyId }),
    () => c.trpc.inventory.history.applyFix.mutate({ historyId, quantity: 10, fixType: "likely_typo", confidence: 75 }),
    () => c.trpc.inventory.history.dismiss.mutate({ historyId }),
    () => c.trpc.inventory.history.restoreAssetForCorrection.mutate({ historyId }),
    () => c.trpc.inventory.history.applyCorrection.mutate({ historyId, quantity: 1, reason: "r" }),
    () => c.trpc.inventory.history.undismissAll.mutate({ assetId }),
  ];

  async function unchanged() {
    const row = await historyRow(x.ids[0] ?? "");
    expect(row?.quantity).toBe(100);
    expect(row?.responseData.verification_status).toBeUndefined();
    expect(row?.responseData.fix_applied).toBeUndefined();
    expect(await correctionsOf(x.ids[0] ?? "")).toHaveLength(0);
    expect(
      await t.db.db
        .select()
        .from(anomalyDismissals)
        .where(eq(anomalyDismissals.historyId, x.ids[0] ?? "")),
    ).toEqual([]);
    expect(await itemQuantity(x.itemId)).toBe(100);
  }

  it("viewers cannot mutate", async () => {
    for (const call of mutations(a.viewer, x.ids[0] ?? "", x.assetId)) {
      expect((await failure(call())).data?.code).toBe("FORBIDDEN");
    }
    await unchanged();
  });

  it("another organization's member gets 'History record not found' and changes nothing", async () => {
    const err = await failure(b.admin.trpc.inventory.history.correctionContext.query({ historyId: x.ids[0] ?? "" }));
    expect(err.data?.code).toBe("NOT_FOUND");
    expect(err.message).toBe("History record not found");
    const calls = mutations(b.admin, x.ids[0] ?? "", x.assetId);
    for (const call of calls.slice(0, 5)) {
      const e = await failure(call());
      expect(e.data?.code).toBe("NOT_FOUND");
      expect(e.message).toBe("History record not found");
    }
    // Undismissing another organization's asset removes nothing of it.
    await a.member.trpc.inventory.history.dismiss.mutate({ historyId: x.ids[0] ?? "" });
    expect(await b.admin.trpc.inventory.history.undismissAll.mutate({ assetId: x.assetId })).toEqual({ restored: 0 });
    expect(await b.member.trpc.inventory.history.get.query({ assetId: x.assetId }).catch((e: Error) => e.message)).toBe(
      "Asset not found",
    );
    await a.member.trpc.inventory.history.undismissAll.mutate({ assetId: x.assetId });
    await unchanged();
  });
});

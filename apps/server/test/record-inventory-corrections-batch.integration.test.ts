import {
  assets,
  assetTypes,
  domainEvents,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
  users,
} from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type InventoryCorrectionEvent,
  recordInventoryCorrection,
} from "../src/services/inventory/record-inventory-correction";
import { recordInventoryCorrectionsBatch } from "../src/services/inventory/record-inventory-corrections-batch";
import { recordInventoryEvent } from "../src/services/inventory/record-inventory-event";
import { createOrganization } from "./harness";

// The undo's batched corrections writer must leave exactly what recordInventoryCorrection
// leaves: the correction row, the entry untouched, the item resynced to its latest entry as
// corrected, and the outbox rows (correction.applied, low_stock on a crossing).

let db: TestDatabase;
let orgId: string;
let actorId: string;
let typeId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  orgId = (await createOrganization(db.db, "Corrections batch")).id;
  const [user] = await db.db.insert(users).values({ email: "corrections@batch.test" }).returning();
  actorId = user?.id as string;
  const [type] = await db.db.insert(assetTypes).values({ organizationId: orgId, name: "Paint" }).returning();
  typeId = type?.id as string;
});
afterAll(async () => {
  await db?.destroy();
});

/** An item with an intake of 40 at "Shelf 1", then a set to `setTo` at "Shelf 2": returns the item and both entries. */
async function itemWithHistory(name: string, setTo: number) {
  const [asset] = await db.db.insert(assets).values({ organizationId: orgId, assetTypeId: typeId, name }).returning();
  const [item] = await db.db
    .insert(inventoryItems)
    .values({ organizationId: orgId, assetId: asset?.id as string, assetTypeId: typeId, name, quantity: 0 })
    .returning();
  const id = item?.id as string;
  const intake = await db.db.transaction((tx) =>
    recordInventoryEvent(
      tx,
      { orgId, actorId },
      { type: "intake", inventoryItemId: id, quantity: 40, location: "Shelf 1", at: new Date(Date.now() - 60_000) },
    ),
  );
  const set = await db.db.transaction((tx) =>
    recordInventoryEvent(
      tx,
      { orgId, actorId },
      { type: "adjustment", inventoryItemId: id, quantity: setTo, location: "Shelf 2" },
    ),
  );
  return { id, intake: intake.historyId, set: set.historyId };
}

async function leftFor(itemId: string) {
  const [item] = await db.db
    .select({ quantity: inventoryItems.quantity, location: inventoryItems.location })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, itemId));
  const history = await db.db
    .select({ quantity: inventoryHistory.quantity, location: inventoryHistory.location, notes: inventoryHistory.notes })
    .from(inventoryHistory)
    .where(eq(inventoryHistory.inventoryItemId, itemId))
    .orderBy(inventoryHistory.checkDate);
  const corrections = await db.db
    .select({
      approvalStatus: inventoryCorrections.approvalStatus,
      reason: inventoryCorrections.correctionReason,
      originalQuantity: inventoryCorrections.originalQuantity,
      correctedQuantity: inventoryCorrections.correctedQuantity,
      originalLocation: inventoryCorrections.originalLocation,
      correctedLocation: inventoryCorrections.correctedLocation,
      originalNotes: inventoryCorrections.originalNotes,
      correctedNotes: inventoryCorrections.correctedNotes,
      responseData: inventoryCorrections.responseData,
      currency: inventoryCorrections.currency,
      unitType: inventoryCorrections.unitType,
      createdBy: inventoryCorrections.createdBy,
    })
    .from(inventoryCorrections)
    .innerJoin(inventoryHistory, eq(inventoryHistory.id, inventoryCorrections.originalHistoryId))
    .where(eq(inventoryHistory.inventoryItemId, itemId));
  const events = await db.db
    .select({ kind: domainEvents.kind, data: domainEvents.data, actor: domainEvents.actor })
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, itemId)))
    .orderBy(domainEvents.kind);
  return {
    item,
    history,
    corrections,
    // Ids, names and links differ by nature between the two items.
    events: events
      .filter((e) => e.kind === "correction.applied" || e.kind === "low_stock")
      .map((e) => {
        const {
          inventoryItemId: _i,
          assetId: _a,
          historyId: _h,
          correctionId: _c,
          assetName: _an,
          itemName: _in,
          itemPath: _ip,
          ...data
        } = e.data as Record<string, unknown>;
        return { kind: e.kind, data, actor: e.actor };
      }),
  };
}

describe("recordInventoryCorrectionsBatch", () => {
  const correction = (historyId: string, quantity: number): InventoryCorrectionEvent => ({
    historyId,
    quantity,
    reason: 'Undo of import "stock.csv"',
    location: null,
    currency: "USD",
    unitType: "each",
    responseData: { source: "import_undo" },
  });

  it("writes what recordInventoryCorrection writes, for the latest entry (the item follows) and an earlier one", async () => {
    const one = await itemWithHistory("Single", 30);
    const batched = await itemWithHistory("Batched", 30);
    await db.db.transaction(async (tx) => {
      await recordInventoryCorrection(tx, { orgId, actorId }, correction(one.set, 4));
      await recordInventoryCorrection(tx, { orgId, actorId }, correction(one.intake, 35));
    });
    const result = await db.db.transaction((tx) =>
      recordInventoryCorrectionsBatch(tx, { orgId, actorId }, [
        correction(batched.set, 4),
        correction(batched.intake, 35),
      ]),
    );
    const expected = await leftFor(one.id);
    const got = await leftFor(batched.id);
    expect(got).toEqual(expected);
    // The entries are never edited; the item takes the latest entry as corrected, its location too.
    expect(got.history.map((h) => h.quantity)).toEqual([40, 30]);
    expect(got.item).toEqual({ quantity: 4, location: "Shelf 2" });
    expect(got.events.map((e) => e.kind)).toContain("low_stock");
    expect(got.events.filter((e) => e.kind === "correction.applied")).toHaveLength(2);
    expect(result.itemQuantities).toEqual([4, 4]);
    expect(result.correctionIds).toHaveLength(2);
  });

  it("writes nothing when one entry is not the organization's live entry", async () => {
    const item = await itemWithHistory("Refused", 12);
    const other = await createOrganization(db.db, "Someone else");
    const foreign = await (async () => {
      const [type] = await db.db.insert(assetTypes).values({ organizationId: other.id, name: "Paint" }).returning();
      const [asset] = await db.db
        .insert(assets)
        .values({ organizationId: other.id, assetTypeId: type?.id as string, name: "Theirs" })
        .returning();
      const [theirs] = await db.db
        .insert(inventoryItems)
        .values({
          organizationId: other.id,
          assetId: asset?.id as string,
          assetTypeId: type?.id as string,
          name: "Theirs",
          quantity: 0,
        })
        .returning();
      const written = await db.db.transaction((tx) =>
        recordInventoryEvent(
          tx,
          { orgId: other.id, actorId },
          { type: "intake", inventoryItemId: theirs?.id as string, quantity: 3 },
        ),
      );
      return written.historyId;
    })();
    const before = await leftFor(item.id);
    await expect(
      db.db.transaction((tx) =>
        recordInventoryCorrectionsBatch(tx, { orgId, actorId }, [correction(item.set, 1), correction(foreign, 0)]),
      ),
    ).rejects.toThrow();
    expect(await leftFor(item.id)).toEqual(before);
  });
});

import { type FormPurpose, monthKey } from "@stockroom/core";
import { assets, assetTypes, type Database, forms, inventoryHistory, inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { linkFormInTransaction } from "../src/services/forms/link-form-in-transaction";

/**
 * Rows the forms tests need, written straight with Drizzle so these tests do not depend
 * on the asset-type and asset services of another issue.
 */
export function formsFixtures(db: Database, orgId: string) {
  let n = 0;
  const unique = (base: string) => `${base} ${++n}-${Math.random().toString(36).slice(2, 6)}`;

  return {
    async assetType(over: Partial<typeof assetTypes.$inferInsert> = {}) {
      const [row] = await db
        .insert(assetTypes)
        .values({ organizationId: orgId, name: unique("Type"), ...over })
        .returning();
      if (!row) throw new Error("asset type not created");
      return row;
    },

    /** An asset with its inventory item (quantity) and an initial intake history entry. */
    async asset(
      assetTypeId: string,
      opts: { quantity?: number; metadata?: Record<string, unknown>; withItem?: boolean } = {},
    ) {
      const [asset] = await db
        .insert(assets)
        .values({
          organizationId: orgId,
          assetTypeId,
          name: unique("Asset"),
          metadata: opts.metadata ?? {},
        })
        .returning();
      if (!asset) throw new Error("asset not created");
      if (opts.withItem === false) return { asset, item: null };
      const [item] = await db
        .insert(inventoryItems)
        .values({
          organizationId: orgId,
          assetId: asset.id,
          assetTypeId,
          name: asset.name,
          quantity: opts.quantity ?? 0,
          location: "Shelf A",
        })
        .returning();
      if (!item) throw new Error("item not created");
      await db.insert(inventoryHistory).values({
        organizationId: orgId,
        inventoryItemId: item.id,
        checkType: "initial",
        eventType: "intake",
        quantity: item.quantity,
        monthYear: monthKey(new Date()),
      });
      return { asset, item };
    },

    /** A form row with the given fields, optionally linked to a type with a purpose (the builder's own linking rule). */
    async form(fields: Record<string, unknown>[], link?: { assetTypeId: string; purpose: FormPurpose }, name?: string) {
      const [form] = await db
        .insert(forms)
        .values({ organizationId: orgId, name: name ?? unique("Form"), formData: { fields }, purpose: link?.purpose })
        .returning();
      if (!form) throw new Error("form not created");
      if (link) {
        await db.transaction((tx) =>
          linkFormInTransaction(tx, orgId, { assetTypeId: link.assetTypeId, formId: form.id, purpose: link.purpose }),
        );
      }
      return form;
    },

    async quantity(itemId: string) {
      const [row] = await db
        .select({ quantity: inventoryItems.quantity })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, itemId)));
      return row?.quantity;
    },

    async history(itemId: string) {
      return db
        .select()
        .from(inventoryHistory)
        .where(and(eq(inventoryHistory.organizationId, orgId), eq(inventoryHistory.inventoryItemId, itemId)))
        .orderBy(inventoryHistory.checkDate);
    },
  };
}

/** Field definitions as the builder stores them. */
export const field = {
  text: (id: string, label: string, over: Record<string, unknown> = {}) => ({ id, label, type: "text", ...over }),
  number: (id: string, label: string, action = "none", over: Record<string, unknown> = {}) => ({
    id,
    label,
    type: "number",
    inventory_action: action,
    ...over,
  }),
  calculated: (id: string, label: string, formula: string, action = "none", over: Record<string, unknown> = {}) => ({
    id,
    label,
    type: "calculated",
    formula,
    mappable: true,
    inventory_action: action,
    ...over,
  }),
};

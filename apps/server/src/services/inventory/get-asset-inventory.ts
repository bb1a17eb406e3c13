import { ASSET_NOT_FOUND_MESSAGE, OVERVIEW_RECENT_EVENTS, parseFormSchema } from "@stockroom/core";
import { assets, assetTypes, forms } from "@stockroom/db";
import { and, type Column, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { assetInventorySummaries } from "./asset-inventory-summary";
import { listItemEvents } from "./list-item-events";

/** The join condition of a type's intake or inventory slot to its form, when that form is live. */
function liveSlotForm(form: { id: Column; organizationId: Column; deletedAt: Column }, slot: Column, orgId: string) {
  return and(eq(form.id, slot), eq(form.organizationId, orgId), isNull(form.deletedAt));
}

/**
 * Everything the per-asset inventory screens need (action chooser, add, overview, check,
 * create): the asset-with-inventory summary, whether it was counted this month, the type's
 * intake and inventory forms (name, and the inventory form's fields), the latest 10 events
 * and the last known state. A deleted asset or one of another organization is not found.
 */
export async function getAssetInventory({ db, orgId }: OrgContext, assetId: string, now = new Date()) {
  const [summary] = await assetInventorySummaries({ db, orgId }, [assetId], now);
  const intakeForm = alias(forms, "intake_form");
  const inventoryForm = alias(forms, "inventory_form");
  const [extra] = await db
    .select({
      isDeleted: assets.isDeleted,
      intakeFormId: intakeForm.id,
      intakeFormName: intakeForm.name,
      inventoryFormId: inventoryForm.id,
      inventoryFormName: inventoryForm.name,
      inventoryFormData: inventoryForm.formData,
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(intakeForm, liveSlotForm(intakeForm, assetTypes.intakeFormId, orgId))
    .leftJoin(inventoryForm, liveSlotForm(inventoryForm, assetTypes.inventoryFormId, orgId))
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, assetId)));
  if (!summary || !extra || extra.isDeleted) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);

  const events = summary.inventory_item_id
    ? await listItemEvents({ db, orgId }, summary.inventory_item_id, OVERVIEW_RECENT_EVENTS)
    : [];
  const last = events[0] ?? null;
  return {
    summary,
    intakeForm: extra.intakeFormId ? { id: extra.intakeFormId, name: extra.intakeFormName ?? "" } : null,
    inventoryForm:
      extra.inventoryFormId && parseFormSchema(extra.inventoryFormData)
        ? { id: extra.inventoryFormId, name: extra.inventoryFormName ?? "" }
        : null,
    events,
    lastKnownState: last
      ? {
          quantity: last.quantity,
          condition: last.condition,
          location: last.location ?? summary.asset_location,
          notes: last.notes,
          checkDate: last.checkDate,
        }
      : null,
  };
}

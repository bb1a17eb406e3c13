import {
  assetInventoryCheckInput,
  createAssetInventoryInput,
  inventoryAssetIdInput,
  inventoryAssetPickerInput,
  inventoryItemIdInput,
  inventoryItemUpdateInput,
  inventoryListInput,
  qrLookupInput,
  recordCheckInput,
} from "@stockroom/core";
import { createAssetInventory } from "../../services/inventory/create-asset-inventory";
import { deleteInventoryItem } from "../../services/inventory/delete-inventory-item";
import { getAssetInventory } from "../../services/inventory/get-asset-inventory";
import { getInventoryItem } from "../../services/inventory/get-inventory-item";
import { listInventory } from "../../services/inventory/list-inventory";
import { listTypeAssets } from "../../services/inventory/list-type-assets";
import { lookupQrCode } from "../../services/inventory/lookup-qr-code";
import { recordInventoryCheck } from "../../services/inventory/record-inventory-check";
import { updateInventoryItem } from "../../services/inventory/update-inventory-item";
import { orgProcedure, orgWriterProcedure, router } from "../../trpc";
import { orgContext, serviceContext } from "../service-context";

/** Inventory items: the card grid, the add/scan flow, item detail and checks (spec 02). */
export const inventoryItemsRouter = router({
  list: orgProcedure.input(inventoryListInput).query(({ ctx, input }) => listInventory(orgContext(ctx), input)),
  typeAssets: orgProcedure
    .input(inventoryAssetPickerInput)
    .query(({ ctx, input }) => listTypeAssets(orgContext(ctx), input)),
  forAsset: orgProcedure
    .input(inventoryAssetIdInput)
    .query(({ ctx, input }) => getAssetInventory(orgContext(ctx), input.assetId)),
  lookupQr: orgProcedure.input(qrLookupInput).query(({ ctx, input }) => lookupQrCode(orgContext(ctx), input.code)),
  get: orgProcedure.input(inventoryItemIdInput).query(({ ctx, input }) => getInventoryItem(orgContext(ctx), input.id)),

  recordCheck: orgWriterProcedure
    .input(recordCheckInput)
    .mutation(({ ctx, input }) =>
      recordInventoryCheck(serviceContext(ctx), { itemId: input.id }, { quantity: input.quantity, notes: input.notes }),
    ),
  checkAsset: orgWriterProcedure.input(assetInventoryCheckInput).mutation(({ ctx, input }) =>
    recordInventoryCheck(
      serviceContext(ctx),
      { assetId: input.assetId },
      {
        quantity: input.quantity,
        notes: input.notes,
        condition: input.condition,
        location: input.location,
        responseData: input.responseData,
        formId: input.formId,
      },
    ),
  ),
  createForAsset: orgWriterProcedure
    .input(createAssetInventoryInput)
    .mutation(({ ctx, input }) => createAssetInventory(serviceContext(ctx), input)),
  update: orgWriterProcedure
    .input(inventoryItemUpdateInput)
    .mutation(({ ctx, input }) => updateInventoryItem(serviceContext(ctx), input.id, input.values)),
  delete: orgWriterProcedure
    .input(inventoryItemIdInput)
    .mutation(({ ctx, input }) => deleteInventoryItem(serviceContext(ctx), input.id)),
});

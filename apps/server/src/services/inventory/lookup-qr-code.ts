import { ASSET_NOT_FOUND_FOR_QR_MESSAGE, NO_QR_CODE_MESSAGE, parseQrPayload, scanDestination } from "@stockroom/core";
import { assets, inventoryItems } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { assetInventoryItem } from "../assets/asset-inventory-item";
import { findAssetByLabelCode } from "../assets/find-asset-by-label-code";
import type { OrgContext } from "../context";
import { orgMonthAt, orgTimeZoneOf } from "../queries";
import { periodicEntryInMonth } from "./asset-inventory-summary";

/**
 * /assets/scan/{qrCode} (spec 02 "Mobile asset workflow", QR lookup): finds the live asset
 * of this organization by the code printed on its label, barcode, asset_id or id
 * (findAssetByLabelCode) — the value may be a /mobile/asset URL or base64 JSON with assetId
 * or barcode, parsed by core — and says where to go: the item in edit mode when it was
 * counted this month, else the action chooser.
 */
export async function lookupQrCode({ db, orgId }: OrgContext, code: string, now = new Date()) {
  const lookup = parseQrPayload(code);
  if (!lookup) throw new DomainError("BAD_REQUEST", NO_QR_CODE_MESSAGE);
  const value = lookup.by === "id" ? lookup.assetId : lookup.by === "barcode" ? lookup.barcode : lookup.code;
  const assetId = await findAssetByLabelCode({ db, orgId }, value);
  if (!assetId) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_FOR_QR_MESSAGE);
  const [row] = await db
    .select({
      assetId: assets.id,
      assetName: assets.name,
      inventoryItemId: inventoryItems.id,
      countedThisMonth: periodicEntryInMonth(orgMonthAt(orgId, now)),
      timeZone: orgTimeZoneOf(orgId),
    })
    .from(assets)
    .leftJoin(inventoryItems, assetInventoryItem(orgId))
    .where(and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false), eq(assets.id, assetId)))
    .limit(1);
  if (!row) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_FOR_QR_MESSAGE);
  return {
    assetId: row.assetId,
    assetName: row.assetName,
    destination: scanDestination({
      assetId: row.assetId,
      inventoryItemId: row.inventoryItemId,
      hasCheckThisMonth: row.countedThisMonth === true,
      now,
      timeZone: row.timeZone,
      from: "qr",
    }),
  };
}

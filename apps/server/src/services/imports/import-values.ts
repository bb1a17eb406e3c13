import { ASSET_STATUSES, type AssetStatus, type ImportAssetValues, UNIT_TYPES, type UnitType } from "@stockroom/core";
import { assets, assetTypes, type DbOrTx, inventoryItems } from "@stockroom/db";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";

/** An asset of the organization as the import compares it and the export writes it. */
export interface ExistingAsset {
  id: string;
  isDeleted: boolean;
  assetTypeId: string;
  typeName: string;
  name: string;
  description: string | null;
  status: string;
  serialNumber: string | null;
  barcode: string | null;
  assetId: string | null;
  externalId: string | null;
  acquisitionDate: string | null;
  metadata: Record<string, unknown>;
  itemId: string | null;
  quantity: number | null;
  itemLocation: string | null;
  itemPrice: number | null;
  itemCurrency: string | null;
  itemMetadata: Record<string, unknown> | null;
  conversionFieldNames: string[];
}

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The import's view of a stored asset. Export writes exactly these values and the import
 * compares a row with them, so an exported file previews as unchanged.
 */
export function importValuesOf(a: ExistingAsset): ImportAssetValues {
  const m = a.metadata;
  const unit = text(m.unit_type) ?? text(a.itemMetadata?.unit_type) ?? "each";
  const conversions: Record<string, unknown> = {};
  for (const name of a.conversionFieldNames) if (m[name] !== undefined) conversions[name] = m[name];
  return {
    name: a.name,
    asset_type: a.typeName,
    description: a.description,
    serial_number: a.serialNumber,
    barcode: a.barcode,
    external_id: a.externalId,
    status: ((ASSET_STATUSES as readonly string[]).includes(a.status) ? a.status : "active") as AssetStatus,
    acquisition_date: a.acquisitionDate,
    location: text(m.location) ?? text(a.itemLocation),
    location_details: text(m.location_details),
    distributor: text(m.distributor),
    cost: num(m.cost) ?? a.itemPrice ?? 0,
    currency: text(m.currency) ?? a.itemCurrency ?? "USD",
    quantity: a.quantity ?? num(m.current_inventory) ?? 0,
    unit: ((UNIT_TYPES as readonly string[]).includes(unit) ? unit : "each") as UnitType,
    conversions,
  };
}

/** The organization's assets (with their live item) that `where` picks. */
export async function loadExistingAssets(db: DbOrTx, orgId: string, where: SQL | undefined): Promise<ExistingAsset[]> {
  const rows = await db
    .select({
      id: assets.id,
      isDeleted: assets.isDeleted,
      assetTypeId: assets.assetTypeId,
      typeName: assetTypes.name,
      conversionFields: assetTypes.conversionFields,
      name: assets.name,
      description: assets.description,
      status: assets.status,
      serialNumber: assets.serialNumber,
      barcode: assets.barcode,
      assetId: assets.assetId,
      externalId: assets.externalId,
      acquisitionDate: assets.acquisitionDate,
      metadata: assets.metadata,
      itemId: inventoryItems.id,
      quantity: inventoryItems.quantity,
      itemLocation: inventoryItems.location,
      itemPrice: inventoryItems.currentPrice,
      itemCurrency: inventoryItems.currency,
      itemMetadata: inventoryItems.metadata,
    })
    .from(assets)
    .innerJoin(assetTypes, and(eq(assetTypes.id, assets.assetTypeId), eq(assetTypes.organizationId, orgId)))
    .leftJoin(
      inventoryItems,
      and(
        eq(inventoryItems.assetId, assets.id),
        eq(inventoryItems.organizationId, orgId),
        eq(inventoryItems.isDeleted, false),
      ),
    )
    .where(and(eq(assets.organizationId, orgId), where))
    .orderBy(assets.name, assets.id);
  return rows.map(({ conversionFields, ...r }) => ({
    ...r,
    conversionFieldNames: (conversionFields ?? []).map((f) => f.field_name),
  }));
}

const KEY_COLUMN = {
  barcode: assets.barcode,
  serial_number: assets.serialNumber,
  external_id: assets.externalId,
} as const;

/** Assets (deleted ones too) whose match key is one of `keys`. */
export function loadAssetsByKey(
  db: DbOrTx,
  orgId: string,
  key: keyof typeof KEY_COLUMN,
  keys: readonly string[],
): Promise<ExistingAsset[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return loadExistingAssets(db, orgId, inArray(KEY_COLUMN[key], [...keys]));
}

/** The live assets of the organization (the export). */
export function loadLiveAssets(db: DbOrTx, orgId: string): Promise<ExistingAsset[]> {
  return loadExistingAssets(db, orgId, sql`${assets.isDeleted} = false`);
}

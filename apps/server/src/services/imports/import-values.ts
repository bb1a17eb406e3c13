import { ASSET_STATUSES, type AssetStatus, type ImportAssetValues, UNIT_TYPES, type UnitType } from "@stockroom/core";
import { assets, assetTypes, type DbOrTx, inventoryItems } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { withCustomPlans } from "../queries/custom-plans";
import { pgArray } from "../queries/pg-array";

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

const KEY_COLUMN = {
  barcode: assets.barcode,
  serial_number: assets.serialNumber,
  external_id: assets.externalId,
} as const;

/** A serial number may be on several assets (a row error); more than this many are not read. */
const MAX_MATCHES_PER_KEY = 100;

/** Which assets to load: the live ones (the export), or those whose match key is one of `keys`. */
type AssetPick = { live: true } | { key: keyof typeof KEY_COLUMN; keys: readonly string[] };

/**
 * The organization's assets (with their live item) that `pick` names.
 *
 * Both lookups are shaped so that the plan does not hang on statistics, which are stale
 * whenever an import has just filled the organization (autovacuum analyzes a minute later;
 * the commit's own batches read rows its transaction wrote). With the organization as a
 * constant, the planner then believes the organization has no rows and reads all of them
 * per batch, or per asset: the all-unchanged 10,000-row preview took 26 s that way.
 * - Rows are matched by (organization, key) pairs from `unnest`, each a lateral probe of
 *   the organization's key index; every pair carries the caller's organization, so nothing
 *   of another organization can match.
 * - The item comes through a lateral probe by its asset (the partial unique index
 *   `inventory_items_asset_key`), joined on the asset's organization, not the constant.
 */
async function loadExistingAssets(db: DbOrTx, orgId: string, pick: AssetPick): Promise<ExistingAsset[]> {
  const columns = {
    id: assets.id,
    organizationId: assets.organizationId,
    isDeleted: assets.isDeleted,
    assetTypeId: assets.assetTypeId,
    name: assets.name,
    description: assets.description,
    status: assets.status,
    serialNumber: assets.serialNumber,
    barcode: assets.barcode,
    assetId: assets.assetId,
    externalId: assets.externalId,
    acquisitionDate: assets.acquisitionDate,
    metadata: assets.metadata,
  };
  const asset =
    "live" in pick
      ? db
          .select(columns)
          .from(assets)
          .where(and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false)))
          .as("a")
      : // Per wanted key: the LIMIT keeps the subquery a probe (no merge or hash join over the index).
        db
          .select(columns)
          .from(assets)
          .where(and(sql`${assets.organizationId} = wanted.organization_id`, sql`${KEY_COLUMN[pick.key]} = wanted.key`))
          .limit(MAX_MATCHES_PER_KEY)
          .as("a");
  const item = db
    .select({
      id: inventoryItems.id,
      quantity: inventoryItems.quantity,
      location: inventoryItems.location,
      currentPrice: inventoryItems.currentPrice,
      currency: inventoryItems.currency,
      metadata: inventoryItems.metadata,
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.assetId, asset.id),
        eq(inventoryItems.organizationId, asset.organizationId),
        // A literal, not a bound parameter: a prepared statement's generic plan can then use
        // the partial unique index on the live item of an asset.
        sql`${inventoryItems.isDeleted} = false`,
      ),
    )
    .limit(1)
    .as("item");
  const fields = {
    id: asset.id,
    isDeleted: asset.isDeleted,
    assetTypeId: asset.assetTypeId,
    typeName: assetTypes.name,
    conversionFields: assetTypes.conversionFields,
    name: asset.name,
    description: asset.description,
    status: asset.status,
    serialNumber: asset.serialNumber,
    barcode: asset.barcode,
    assetId: asset.assetId,
    externalId: asset.externalId,
    acquisitionDate: asset.acquisitionDate,
    metadata: asset.metadata,
    itemId: item.id,
    quantity: item.quantity,
    itemLocation: item.location,
    itemPrice: item.currentPrice,
    itemCurrency: item.currency,
    itemMetadata: item.metadata,
  };
  const from =
    "live" in pick
      ? db.select(fields).from(asset).$dynamic()
      : db
          .select(fields)
          .from(
            sql`unnest(${pgArray(pick.keys.map(() => orgId))}::uuid[], ${pgArray(pick.keys)}::text[]) as wanted(organization_id, key)`,
          )
          .innerJoinLateral(asset, sql`true`)
          .$dynamic();
  const rows = await from
    .innerJoin(assetTypes, and(eq(assetTypes.id, asset.assetTypeId), eq(assetTypes.organizationId, orgId)))
    .leftJoinLateral(item, sql`true`)
    .orderBy(asset.name, asset.id);
  return rows.map(({ conversionFields, ...r }) => ({
    ...r,
    conversionFieldNames: (conversionFields ?? []).map((f) => f.field_name),
  }));
}

/** Assets (deleted ones too) whose match key is one of `keys` (distinct): one statement per batch of rows. */
export function loadAssetsByKey(
  db: DbOrTx,
  orgId: string,
  key: keyof typeof KEY_COLUMN,
  keys: readonly string[],
): Promise<ExistingAsset[]> {
  if (keys.length === 0) return Promise.resolve([]);
  // Planned for these keys and the table as it is now, never by a cached generic plan: the
  // server prepares statements, and a generic plan made while the organization (or the whole
  // table) was still empty probes by sequential scan, which the commit's own batches then
  // make slower and slower. Only this statement (withCustomPlans puts the mode back).
  return db.transaction((tx) => withCustomPlans(tx, () => loadExistingAssets(tx, orgId, { key, keys })));
}

/** The live assets of the organization (the export). */
export function loadLiveAssets(db: DbOrTx, orgId: string): Promise<ExistingAsset[]> {
  return loadExistingAssets(db, orgId, { live: true });
}

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { assets, assetTypes } from "./assets";
import { users } from "./auth";
import { organizations } from "./organizations";

/**
 * The stock of one asset: at most one live item per asset (partial unique index), so a
 * second create fails with 23505 and the service answers with the existing id; a deleted
 * item does not block a new one.
 * Submissions lock this row (`for update`) before changing `quantity`, so concurrent counts
 * add up. `asset_type_id` is a copy of the asset's type for "count by asset type".
 */
export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "restrict" }),
    assetTypeId: uuid("asset_type_id").references(() => assetTypes.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    sku: text("sku"),
    barcode: text("barcode"),
    category: text("category"),
    quantity: integer("quantity").notNull().default(0),
    location: text("location"),
    /** active | inactive | maintenance | reserved */
    status: text("status").notNull().default("active"),
    currentPrice: numeric("current_price", { precision: 14, scale: 2, mode: "number" }),
    currency: text("currency").notNull().default("USD"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    isDeleted: boolean("is_deleted").notNull().default(false),
    /** Issue 25: an admin's fixed reorder point for this item; wins over the forecast's. */
    reorderMinimum: integer("reorder_minimum"),
    /**
     * Core's usage forecast as of the item's last stock event (written by the stock-alert hook
     * in recordInventoryEvent): the reorder point (14 days of usage, rounded up) and the daily
     * usage; null while there are too few events for a forecast.
     */
    reorderPoint: integer("reorder_point"),
    dailyUsage: doublePrecision("daily_usage"),
    /** The stock alert levels already notified and not yet recovered from (core STOCK_ALERT_LEVELS). */
    alertLevels: text("alert_levels").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    // The reorder list: live items at or below their reorder point, most urgent first
    // (days until empty, then name); the partial index holds only those rows.
    index("inventory_items_org_reorder_idx")
      .on(
        t.organizationId,
        sql`(case when ${t.dailyUsage} > 0 then floor(${t.quantity} / ${t.dailyUsage}) end)`,
        t.name,
        t.id,
      )
      .where(sql`${t.isDeleted} = false and ${t.quantity} <= coalesce(${t.reorderMinimum}, ${t.reorderPoint})`),
    uniqueIndex("inventory_items_asset_key").on(t.assetId).where(sql`${t.isDeleted} = false`),
    // The partial index above cannot serve the foreign key check from assets (it must see
    // deleted items too); without this one, deleting an organization scans items per asset.
    index("inventory_items_asset_idx").on(t.assetId),
    index("inventory_items_org_asset_type_idx").on(t.organizationId, t.assetTypeId),
    check("inventory_items_quantity_check", sql`${t.quantity} >= 0`),
    check("inventory_items_current_price_check", sql`${t.currentPrice} >= 0`),
    check("inventory_items_reorder_minimum_check", sql`${t.reorderMinimum} >= 0`),
  ],
);

/**
 * Append-only log of stock events of an item (intake, check, audit, addition, adjustment,
 * removal, transfer, disposal, deleted). `check_type` is initial | periodic | diagnostic.
 * `month_year` (YYYY-MM) is stored rather than derived so "this month's check" and the
 * monthly pick lists are plain index lookups. Corrections never edit the original
 * quantity in place; they add an `inventory_corrections` row.
 */
export const inventoryHistory = pgTable(
  "inventory_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    inventoryItemId: uuid("inventory_item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "restrict" }),
    checkType: text("check_type").notNull(),
    eventType: text("event_type").notNull(),
    quantity: integer("quantity").notNull(),
    /** excellent | good | fair | poor | damaged | unusable */
    condition: text("condition"),
    notes: text("notes"),
    status: text("status"),
    location: text("location"),
    monthYear: text("month_year").notNull(),
    checkDate: timestamp("check_date", { withTimezone: true }).notNull().defaultNow(),
    /** 'pending' means the event needs validation. */
    validationStatus: text("validation_status"),
    editHistory: jsonb("edit_history").$type<Record<string, unknown>[]>().notNull().default([]),
    /** Form answers, _inventory_changes, _previous_quantity, verified status, fix_applied, … */
    responseData: jsonb("response_data").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDeleted: boolean("is_deleted").notNull().default(false),
  },
  (t) => [
    // Ascending on purpose, here and in every date index: drizzle's .desc() emits DESC NULLS
    // LAST, which `order by check_date desc` (NULLS FIRST) cannot use; a btree reads backwards.
    index("inventory_history_item_check_date_idx").on(t.inventoryItemId, t.checkDate),
    index("inventory_history_item_month_idx").on(t.inventoryItemId, t.monthYear),
    index("inventory_history_org_month_check_type_idx").on(t.organizationId, t.monthYear, t.checkType),
    check("inventory_history_quantity_check", sql`${t.quantity} >= 0`),
    check("inventory_history_month_year_check", sql`${t.monthYear} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * A correction of one history entry: the original row is never edited; the history screen
 * shows the newest correction's values. Corrections are auto-approved today; the spec does
 * not list the approval values, so `approval_status` defaults to 'approved'.
 */
export const inventoryCorrections = pgTable(
  "inventory_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // Foreign key declared below with a short name: the generated one exceeds 63 characters.
    originalHistoryId: uuid("original_history_id").notNull(),
    approvalStatus: text("approval_status").notNull().default("approved"),
    correctionReason: text("correction_reason").notNull(),
    originalQuantity: integer("original_quantity"),
    correctedQuantity: integer("corrected_quantity").notNull(),
    originalLocation: text("original_location"),
    correctedLocation: text("corrected_location"),
    originalNotes: text("original_notes"),
    correctedNotes: text("corrected_notes"),
    responseData: jsonb("response_data").$type<Record<string, unknown>>(),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }),
    currency: text("currency").notNull().default("USD"),
    unitType: text("unit_type").notNull().default("each"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    isDeleted: boolean("is_deleted").notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: "inventory_corrections_original_history_id_fk",
      columns: [t.originalHistoryId],
      foreignColumns: [inventoryHistory.id],
    }).onDelete("restrict"),
    index("inventory_corrections_original_history_idx").on(t.originalHistoryId, t.createdAt),
    index("inventory_corrections_org_created_idx").on(t.organizationId, t.createdAt),
    check("inventory_corrections_corrected_quantity_check", sql`${t.correctedQuantity} >= 0`),
    check("inventory_corrections_price_check", sql`${t.price} >= 0`),
  ],
);

/** Price of an item over time; the latest effective_date is the current price. */
export const inventoryPriceHistory = pgTable(
  "inventory_price_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    inventoryItemId: uuid("inventory_item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "restrict" }),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull().default("USD"),
    effectiveDate: timestamp("effective_date", { withTimezone: true }).notNull().defaultNow(),
    unitType: text("unit_type").notNull().default("each"),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inventory_price_history_item_effective_idx").on(t.inventoryItemId, t.effectiveDate),
    index("inventory_price_history_org_effective_idx").on(t.organizationId, t.effectiveDate),
    check("inventory_price_history_price_check", sql`${t.price} >= 0`),
  ],
);

/**
 * Stock of an asset at a month's end. Names and price are copied so the row still reads
 * right after the asset is renamed or removed (asset_id then becomes null).
 * Written by the monthly snapshot job (apps/server/src/jobs/monthly-snapshots.ts): one row
 * per asset per month, enforced by the unique index, so a re-run inserts nothing
 * (`on conflict do nothing`).
 */
export const monthlyInventorySnapshots = pgTable(
  "monthly_inventory_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id").references(() => assets.id, { onDelete: "set null" }),
    assetName: text("asset_name").notNull(),
    itemName: text("item_name"),
    monthYear: text("month_year").notNull(),
    quantity: integer("quantity").notNull(),
    /** active | low_stock | out_of_stock | other */
    status: text("status").notNull().default("active"),
    location: text("location"),
    currentPrice: numeric("current_price", { precision: 14, scale: 2, mode: "number" }),
    currency: text("currency").notNull().default("USD"),
    snapshotDate: date("snapshot_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    isDeleted: boolean("is_deleted").notNull().default(false),
  },
  (t) => [
    uniqueIndex("monthly_inventory_snapshots_org_asset_month_key").on(t.organizationId, t.assetId, t.monthYear),
    // The tab pages by (snapshot_date desc, id desc) within the organization.
    index("monthly_inventory_snapshots_org_date_idx").on(t.organizationId, t.snapshotDate, t.id),
    index("monthly_inventory_snapshots_asset_date_idx").on(t.assetId, t.snapshotDate),
    index("monthly_inventory_snapshots_asset_name_trgm_idx").using("gin", sql`${t.assetName} gin_trgm_ops`),
    check("monthly_inventory_snapshots_month_year_check", sql`${t.monthYear} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * Months the snapshot job has finished (all organizations at once). Catching up at start
 * takes the months missing here; the job's transaction inserts its row under an advisory
 * lock, so two server processes never both write a month. Not tenant data: no organization.
 */
export const monthlySnapshotRuns = pgTable(
  "monthly_snapshot_runs",
  {
    monthYear: text("month_year").primaryKey(),
    snapshotCount: integer("snapshot_count").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("monthly_snapshot_runs_month_year_check", sql`${t.monthYear} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

/**
 * An anomaly banner a user dismissed, one per history entry, shared by the organization
 * (the earlier version kept these on the device). 'Show Dismissed' deletes the row.
 */
export const anomalyDismissals = pgTable(
  "anomaly_dismissals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    historyId: uuid("history_id")
      .notNull()
      .references(() => inventoryHistory.id, { onDelete: "cascade" }),
    dismissedBy: uuid("dismissed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("anomaly_dismissals_history_key").on(t.historyId),
    // Leads with asset_id so it also serves the cascade from assets.
    index("anomaly_dismissals_asset_idx").on(t.assetId),
    index("anomaly_dismissals_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);

export type InventoryItem = typeof inventoryItems.$inferSelect;
export type NewInventoryItem = typeof inventoryItems.$inferInsert;
export type InventoryHistoryEntry = typeof inventoryHistory.$inferSelect;
export type NewInventoryHistoryEntry = typeof inventoryHistory.$inferInsert;
export type InventoryCorrection = typeof inventoryCorrections.$inferSelect;
export type InventoryPrice = typeof inventoryPriceHistory.$inferSelect;
export type MonthlyInventorySnapshot = typeof monthlyInventorySnapshots.$inferSelect;
export type AnomalyDismissal = typeof anomalyDismissals.$inferSelect;

import type { ConversionFieldInput } from "@stockroom/core";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { forms } from "./forms";
import { organizations } from "./organizations";

/**
 * A category of assets: colour, barcode settings, linked forms, conversion fields and
 * calculation formulas.
 *
 * - Name is unique per organization among non-archived types only (partial unique index on
 *   lower(name)), so an archived type's name can be reused and restoring into a taken name
 *   fails with 23505, which the services map to the spec's message.
 * - `asset_count` and `has_form` of the spec are computed by the list query, not stored.
 * - `intake_form_id` / `inventory_form_id` are the single-slot shortcuts also present as
 *   `asset_type_forms` rows; archiving a form clears them.
 */
export const assetTypes = pgTable(
  "asset_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    color: text("color").notNull().default("#6E56CF"),
    enableBarcodes: boolean("enable_barcodes").notNull().default(false),
    /** qr | code128 | code39 (one screen says 'barcode'); validated in core, not here. */
    barcodeType: text("barcode_type").notNull().default("qr"),
    barcodePrefix: varchar("barcode_prefix", { length: 10 }),
    // forms.ts imports this file too; the explicit return type breaks the type cycle.
    intakeFormId: uuid("intake_form_id").references((): AnyPgColumn => forms.id, { onDelete: "set null" }),
    inventoryFormId: uuid("inventory_form_id").references((): AnyPgColumn => forms.id, { onDelete: "set null" }),
    mappingFormId: uuid("mapping_form_id").references((): AnyPgColumn => forms.id, { onDelete: "set null" }),
    /** Ordered list of conversion field definitions (field_name, label, type, required, …), as validated by core's `conversionFieldInput`. */
    conversionFields: jsonb("conversion_fields").$type<ConversionFieldInput[]>().notNull().default([]),
    /** Map of target field to its formula (a JSON string or object in older rows). */
    calculationFormulas: jsonb("calculation_formulas").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    isDeleted: boolean("is_deleted").notNull().default(false),
  },
  (t) => [
    uniqueIndex("asset_types_org_name_key")
      .on(t.organizationId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index("asset_types_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);

/**
 * A tracked thing of one asset type.
 *
 * - `asset_id` (TS `assetId`) is the human-readable barcode value, NOT a uuid reference.
 *   It and `barcode` are unique within the organization, deleted assets included, because
 *   a soft-deleted asset can be restored and printed labels live on.
 * - Indexes lead with `asset_type_id` rather than organization_id where a query pins the
 *   type: a type id already implies its organization, and the same index then serves the
 *   foreign key check when types are removed with their organization.
 * - Trigram GIN indexes back the contains-search on name, description, serial number and
 *   asset_id (pg_trgm is created by the migration runner).
 * - `label_number` is the number behind the short code printed under every QR label
 *   (core's formatLabelCode). An identity column: every insert path gets one, nobody can
 *   set it, and adding the column numbers the existing rows. It is unique across all
 *   organizations, so (organization_id, label_number) is too, and that index finds a
 *   typed code.
 */
export const assets = pgTable(
  "assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetTypeId: uuid("asset_type_id")
      .notNull()
      .references(() => assetTypes.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    /** active | inactive | maintenance | retired | stored */
    status: text("status").notNull().default("active"),
    barcode: text("barcode"),
    /** Human-readable barcode value (column `asset_id`); not a foreign key. */
    assetId: text("asset_id"),
    labelNumber: integer("label_number").notNull().generatedAlwaysAsIdentity(),
    serialNumber: text("serial_number"),
    /** The key a spreadsheet import matched the asset by (issue 24), unique in the organization. */
    externalId: text("external_id"),
    acquisitionDate: date("acquisition_date", { mode: "string" }),
    parentAssetId: uuid("parent_asset_id").references((): AnyPgColumn => assets.id, { onDelete: "set null" }),
    /** location, cost, unit_type, current_inventory, distributor, currency, convert_* values, … */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    isDeleted: boolean("is_deleted").notNull().default(false),
  },
  (t) => [
    index("assets_org_deleted_name_idx").on(t.organizationId, t.isDeleted, t.name, t.id),
    index("assets_asset_type_deleted_name_idx").on(t.assetTypeId, t.isDeleted, t.name),
    uniqueIndex("assets_org_barcode_key").on(t.organizationId, t.barcode).where(sql`${t.barcode} is not null`),
    uniqueIndex("assets_org_asset_id_key").on(t.organizationId, t.assetId).where(sql`${t.assetId} is not null`),
    uniqueIndex("assets_org_external_id_key")
      .on(t.organizationId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    uniqueIndex("assets_org_label_number_key").on(t.organizationId, t.labelNumber),
    // The import's match by serial number (one probe per row; the trigram index serves contains-search).
    index("assets_org_serial_number_idx")
      .on(t.organizationId, t.serialNumber)
      .where(sql`${t.serialNumber} is not null`),
    index("assets_parent_asset_id_idx").on(t.parentAssetId).where(sql`${t.parentAssetId} is not null`),
    index("assets_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("assets_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    index("assets_serial_number_trgm_idx").using("gin", sql`${t.serialNumber} gin_trgm_ops`),
    index("assets_asset_id_trgm_idx").using("gin", sql`${t.assetId} gin_trgm_ops`),
  ],
);

/** Maps a source field to a target field for an asset type's formulas (number or boolean). */
export const assetFormulaMappings = pgTable(
  "asset_formula_mappings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // Configuration of the type itself: it goes with the type.
    assetTypeId: uuid("asset_type_id")
      .notNull()
      .references(() => assetTypes.id, { onDelete: "cascade" }),
    sourceField: text("source_field").notNull(),
    targetField: text("target_field").notNull(),
    /** number | boolean */
    fieldType: text("field_type").notNull().default("number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("asset_formula_mappings_org_asset_type_idx").on(t.organizationId, t.assetTypeId),
    uniqueIndex("asset_formula_mappings_asset_type_target_key").on(t.assetTypeId, t.targetField),
  ],
);

/**
 * The next barcode number of each organization. Minting is one statement that is safe
 * under concurrency (the row lock serializes callers):
 * `insert … values (org, 2) on conflict (organization_id) do update set next_value =
 * barcode_sequences.next_value + 1 returning next_value - 1`.
 * A table rather than a Postgres sequence per organization: no DDL at runtime, and the
 * row disappears with its organization.
 */
export const barcodeSequences = pgTable(
  "barcode_sequences",
  {
    organizationId: uuid("organization_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    nextValue: bigint("next_value", { mode: "number" }).notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("barcode_sequences_next_value_check", sql`${t.nextValue} >= 1`)],
);

export type AssetType = typeof assetTypes.$inferSelect;
export type NewAssetType = typeof assetTypes.$inferInsert;
export type Asset = typeof assets.$inferSelect;
export type NewAsset = typeof assets.$inferInsert;
export type AssetFormulaMapping = typeof assetFormulaMappings.$inferSelect;

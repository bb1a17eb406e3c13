import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { assets, assetTypes } from "./assets";
import { users } from "./auth";
import { organizations } from "./organizations";

/**
 * A custom data-collection form. `form_data` holds the field list ({ fields: [...] , …});
 * services normalise the spec's "object or JSON string" and legacy `schema` to an object
 * before writing, so the column is always a JSON object.
 * Archive sets `deleted_at` only (the spec has no is_deleted on forms). Names are unique
 * per organization among non-archived forms (lower(name)); restore into a taken name
 * fails with 23505.
 */
export const forms = pgTable(
  "forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    formType: text("form_type"),
    status: text("status").notNull().default("active"),
    /** intake | inventory | adjustment | transfer | audit | other */
    purpose: text("purpose"),
    isTemplate: boolean("is_template").notNull().default(false),
    version: integer("version").notNull().default(1),
    formData: jsonb("form_data").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("forms_org_name_key").on(t.organizationId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    index("forms_org_name_idx").on(t.organizationId, t.name),
  ],
);

/**
 * Link of a form to an asset type with a purpose. Intake and inventory are single slots
 * (partial unique index); adjustment, transfer, audit and other allow several forms.
 * Link rows go with either end (cascade); both ends are only ever soft-deleted.
 */
export const assetTypeForms = pgTable(
  "asset_type_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetTypeId: uuid("asset_type_id")
      .notNull()
      .references((): AnyPgColumn => assetTypes.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull().default("other"),
    isDeleted: boolean("is_deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("asset_type_forms_org_asset_type_idx").on(t.organizationId, t.assetTypeId),
    index("asset_type_forms_form_idx").on(t.formId),
    uniqueIndex("asset_type_forms_asset_type_form_purpose_key")
      .on(t.assetTypeId, t.formId, t.purpose)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex("asset_type_forms_single_slot_key")
      .on(t.assetTypeId, t.purpose)
      .where(sql`${t.isDeleted} = false and ${t.purpose} in ('intake', 'inventory')`),
  ],
);

/** A min / max / pattern rule on one field of a form (rule_value kept as text). */
export const formValidationRules = pgTable(
  "form_validation_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    fieldId: text("field_id").notNull(),
    /** min | max | pattern */
    ruleType: text("rule_type").notNull(),
    ruleValue: text("rule_value"),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_validation_rules_org_form_idx").on(t.organizationId, t.formId, t.fieldId)],
);

/**
 * "Field B depends on field A": condition (equals, not_equals, contains, not_contains,
 * greater_than, less_than) and action (require, disable; anything else show/hide).
 */
export const formFieldDependencies = pgTable(
  "form_field_dependencies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    targetFieldId: text("target_field_id").notNull(),
    sourceFieldId: text("source_field_id").notNull(),
    condition: text("condition").notNull(),
    conditionValue: text("condition_value"),
    action: text("action").notNull().default("show"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_field_dependencies_org_form_idx").on(t.organizationId, t.formId)],
);

/** Categories to group forms, per organization. */
export const formCategories = pgTable(
  "form_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("form_categories_org_name_key").on(t.organizationId, sql`lower(${t.name})`)],
);

/** Form ↔ category; a pure join table, so its key is the pair. */
export const formCategoryMappings = pgTable(
  "form_category_mappings",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => formCategories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.categoryId] }),
    index("form_category_mappings_org_category_idx").on(t.organizationId, t.categoryId),
  ],
);

/**
 * Registry of a form's mappable fields (register_mapped_field / unregister_mapped_field),
 * one row per (form, field), so saving a form can upsert it.
 */
export const mappedFields = pgTable(
  "mapped_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    fieldId: text("field_id").notNull(),
    label: text("label").notNull(),
    fieldType: text("field_type").notNull(),
    description: text("description"),
    /** none | add | subtract | set */
    inventoryAction: text("inventory_action").notNull().default("none"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mapped_fields_org_form_idx").on(t.organizationId, t.formId),
    uniqueIndex("mapped_fields_form_field_key").on(t.formId, t.fieldId),
  ],
);

/**
 * Organization-level definitions of asset data usable in formulas and reports
 * (field_type number | currency | text | date; data_source inventory_items | assets |
 * form_submissions).
 */
export const mappedAssetDataDefinitions = pgTable(
  "mapped_asset_data_definitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Foreign key declared below with a short name: the generated one exceeds 63 characters.
    organizationId: uuid("organization_id").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    fieldName: text("field_name").notNull(),
    fieldLabel: text("field_label").notNull(),
    fieldType: text("field_type").notNull(),
    dataSource: text("data_source").notNull(),
    sourceColumn: text("source_column").notNull(),
    defaultValue: text("default_value"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "mapped_asset_data_definitions_organization_id_fk",
      columns: [t.organizationId],
      foreignColumns: [organizations.id],
    }).onDelete("cascade"),
    uniqueIndex("mapped_asset_data_definitions_org_field_name_key").on(t.organizationId, t.fieldName),
    index("mapped_asset_data_definitions_org_active_label_idx").on(t.organizationId, t.isActive, t.fieldLabel),
  ],
);

/**
 * One submitted form, usually for an asset (preview submissions may have none).
 *
 * - `month_year` (YYYY-MM) is written by the service in the organization's calendar:
 *   it cannot be a generated column because to_char over timestamptz is not immutable.
 *   Monthly edit mode looks up (form_id, asset_id, month_year); it is not unique, since
 *   'Create New Entry Instead' adds a second entry for the month.
 * - `calculation_results` keeps what the server computed, next to the answers.
 * - Per-asset reads use (asset_id, created_at desc) rather than an organization-first
 *   index: the asset id already pins the tenant, and the same index serves the foreign
 *   key check on assets. Organization-wide date ranges use (organization_id, created_at).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "restrict" }),
    assetId: uuid("asset_id").references((): AnyPgColumn => assets.id, { onDelete: "restrict" }),
    assetTypeId: uuid("asset_type_id").references((): AnyPgColumn => assetTypes.id, { onDelete: "set null" }),
    submissionData: jsonb("submission_data").$type<Record<string, unknown>>().notNull().default({}),
    calculationResults: jsonb("calculation_results").$type<Record<string, unknown>>(),
    status: text("status").notNull().default("completed"),
    monthYear: text("month_year").notNull(),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    isDeleted: boolean("is_deleted").notNull().default(false),
    /** Made by the phone for a count it may have to resend (offline queue): accepted once. */
    clientSubmissionId: uuid("client_submission_id"),
  },
  (t) => [
    uniqueIndex("form_submissions_org_client_submission_key").on(t.organizationId, t.clientSubmissionId),
    // Ascending: serves `order by created_at desc` read backwards (see inventory_history).
    index("form_submissions_asset_created_idx").on(t.assetId, t.createdAt),
    index("form_submissions_form_asset_month_idx").on(t.formId, t.assetId, t.monthYear),
    index("form_submissions_org_created_idx").on(t.organizationId, t.createdAt),
    check("form_submissions_month_year_check", sql`${t.monthYear} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * Named mock values for previewing a form's formulas in the builder, saved on the server
 * (the earlier version kept them in the browser). form_id null = usable with any form.
 */
export const formTestValueSets = pgTable(
  "form_test_value_sets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    formId: uuid("form_id").references(() => forms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** field id → value */
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_test_value_sets_org_form_name_idx").on(t.organizationId, t.formId, t.name)],
);

export type Form = typeof forms.$inferSelect;
export type NewForm = typeof forms.$inferInsert;
export type AssetTypeForm = typeof assetTypeForms.$inferSelect;
export type FormValidationRule = typeof formValidationRules.$inferSelect;
export type FormFieldDependency = typeof formFieldDependencies.$inferSelect;
export type FormCategory = typeof formCategories.$inferSelect;
export type MappedField = typeof mappedFields.$inferSelect;
export type MappedAssetDataDefinition = typeof mappedAssetDataDefinitions.$inferSelect;
export type FormSubmission = typeof formSubmissions.$inferSelect;
export type NewFormSubmission = typeof formSubmissions.$inferInsert;
export type FormTestValueSet = typeof formTestValueSets.$inferSelect;

import type { ReportColumn, ReportDateRangeType, ReportViewMode } from "@stockroom/core";
import { date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { organizations } from "./organizations";

/**
 * A saved report configuration, shared by the organization. The earlier version kept
 * templates on the device per organization; they are stored on the server here so they
 * follow the user between devices.
 */
export const reportTemplates = pgTable(
  "report_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** Asset type ids the report is limited to; empty = all. */
    assetTypeFilter: jsonb("asset_type_filter").$type<string[]>().notNull().default([]),
    /** Report columns (id, label, selected, order, width, fieldType, color). */
    selectedFields: jsonb("selected_fields").$type<ReportColumn[]>().notNull().default([]),
    /** current_month | last_week | last_month | last_3_months | all_time | custom */
    dateRangeType: text("date_range_type").$type<ReportDateRangeType>().notNull().default("current_month"),
    customStartDate: date("custom_start_date", { mode: "string" }),
    customEndDate: date("custom_end_date", { mode: "string" }),
    /** latest | history | comparison */
    viewMode: text("view_mode").$type<ReportViewMode>().notNull().default("latest"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("report_templates_org_name_idx").on(t.organizationId, t.name)],
);

export type ReportTemplate = typeof reportTemplates.$inferSelect;
export type NewReportTemplate = typeof reportTemplates.$inferInsert;

import { sql } from "drizzle-orm";
import { check, doublePrecision, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/**
 * One row per organization and week whose weekly report was emitted (issue 25 "Weekly
 * report"): the key makes the report once per week however often the hourly job runs, and
 * `data_quality_score` is the figure the next week's report compares with.
 * `week` is the organization's local Monday (YYYY-MM-DD) the report was made on.
 */
export const weeklyReports = pgTable(
  "weekly_reports",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    dataQualityScore: doublePrecision("data_quality_score").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.week] }),
    check("weekly_reports_week_check", sql`${t.week} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);

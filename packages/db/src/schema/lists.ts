import { sql } from "drizzle-orm";
import { customType, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** PostgreSQL's 64-bit transaction id (never wraps around), as text on the wire. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * One row per transaction that wrote an organization's listed rows (issue 23 "Lists"), so a
 * kept list total can ask "did anything change since it was counted?" with one index probe
 * instead of counting again (apps/server/src/services/lists/list-totals.ts). The rows are
 * written by statement triggers on the counted tables (migration 0016_list_change_triggers), one
 * per transaction, organization and table (`on conflict do nothing`): concurrent writers insert
 * different keys, so nobody waits for a shared counter row. Rows older than an hour are
 * pruned; a kept total older than a few minutes is counted again.
 */
export const listChanges = pgTable(
  "list_changes",
  {
    organizationId: uuid("organization_id").notNull(),
    /** The table written: a kept total asks only about the tables its count reads. */
    tableName: text("table_name").notNull(),
    xact: xid8("xact").notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.tableName, t.xact] }),
    index("list_changes_changed_at_idx").on(t.changedAt),
  ],
);

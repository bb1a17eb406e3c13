import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { apiTokens } from "./api-tokens";
import { assetTypes } from "./assets";
import { users } from "./auth";
import { organizations } from "./organizations";

/** What one committed row did, kept so the batch can be undone (issue 24 §6). */
export interface ImportBatchChange {
  assetId: string;
  inventoryItemId: string;
  kind: "created" | "updated";
  /** The asset's columns, metadata and item fields before the import (updates only). */
  before?: Record<string, unknown>;
  /** The stock event the import recorded on the item, if the quantity changed. */
  historyId?: string | null;
  quantityBefore?: number | null;
}

/**
 * One committed import: who imported which file when, its counts, and what each row did
 * (`changes`), which undo reads back. `status` is committed | undone.
 */
export const importBatches = pgTable(
  "import_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    matchKey: text("match_key").notNull(),
    status: text("status").notNull().default("committed"),
    counts: jsonb("counts").$type<{ created: number; updated: number; unchanged: number }>().notNull(),
    changes: jsonb("changes").$type<ImportBatchChange[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneBy: uuid("undone_by").references(() => users.id, { onDelete: "set null" }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("import_batches_org_created_idx").on(t.organizationId, t.createdAt)],
);

/**
 * The column mapping last used for a header row, per organization and asset type (null:
 * rows name their own type), reused when the same headers come again.
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetTypeId: uuid("asset_type_id").references(() => assetTypes.id, { onDelete: "cascade" }),
    headerSignature: text("header_signature").notNull(),
    mapping: jsonb("mapping").$type<(string | null)[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("import_mappings_org_type_headers_key").on(
      t.organizationId,
      sql`coalesce(${t.assetTypeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.headerSignature,
    ),
  ],
);

export type ImportBatch = typeof importBatches.$inferSelect;

/**
 * One preview or commit of an import as the screen started it (issue 24 §5): its choices,
 * its progress (rows read of the total) and, once done, its answer or its error. A large
 * file runs as a background job that claims the row; the screen re-reads the row, so the
 * progress and the answer survive a reload and a server restart. `status` is queued |
 * running | done | failed; `updated_at` is the running job's heartbeat.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    status: text("status").notNull().default("queued"),
    options: jsonb("options").$type<Record<string, unknown>>().notNull(),
    /** The data folder holding the upload, as the server that took the request has it. */
    dataDir: text("data_dir").notNull(),
    fileName: text("file_name").notNull(),
    processed: integer("processed").notNull().default(0),
    total: integer("total"),
    attempts: integer("attempts").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The API token that started the run (a REST call), or null (the screen): a background run
     * acts with it, so its events and activity name the token as the request would have.
     */
    apiTokenId: uuid("api_token_id").references(() => apiTokens.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("import_runs_org_user_created_idx").on(t.organizationId, t.createdBy, t.createdAt),
    index("import_runs_pending_idx").on(t.status, t.updatedAt).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export type ImportRun = typeof importRuns.$inferSelect;

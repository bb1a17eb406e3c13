import type { ActivityEntityType, ActivityType } from "@stockroom/core";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { apiTokens } from "./api-tokens";
import { users } from "./auth";
import { organizations } from "./organizations";

/** Every e-mail the app sends; without SMTP this is where reset and invitation links are read. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_to_idx").on(t.to, t.createdAt)],
);

/** The organization's recent activity (dashboard), appended to by domain actions. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The API token behind the action (issue 27), when it came through the REST API. */
    apiTokenId: uuid("api_token_id").references(() => apiTokens.id, { onDelete: "set null" }),
    type: text("type").$type<ActivityType>().notNull(),
    description: text("description").notNull(),
    entityType: text("entity_type").$type<ActivityEntityType>(),
    entityId: uuid("entity_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_log_org_created_idx").on(t.organizationId, t.createdAt),
    index("activity_log_actor_idx").on(t.actorId, t.createdAt),
    // An entity's own history (asset detail History tab).
    index("activity_log_entity_idx").on(t.organizationId, t.entityType, t.entityId, t.createdAt),
  ],
);

/** Technical log entries such as 'QR Code Generated'. */
export const systemLogs = pgTable(
  "system_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    message: text("message").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("system_logs_org_created_idx").on(t.organizationId, t.createdAt)],
);

/** Files uploaded to a bucket (avatars, org-avatars, form-uploads). */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    originalName: text("original_name"),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_org_bucket_idx").on(t.organizationId, t.bucket), index("uploads_key_idx").on(t.bucket, t.key)],
);

/**
 * Every attempt counter of the server (apps/server/src/limits/attempt-limiter.ts: sign-in,
 * password reset, the phone's page, enrollment codes, PIN changes, PINs per phone and per
 * organization), shared by every server process on the database so a limit counts across
 * all of them. Key: `<limiter>:<what is counted>`. A key reaching its limit is locked until
 * `locked_until`. Rows whose window and lock are over are deleted by the limiter-cleanup job.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

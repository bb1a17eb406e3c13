import type { WebhookDeliveryStatus } from "@stockroom/core";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { organizations } from "./organizations";

/**
 * An organization's webhook endpoint (issue 27): where its domain events are POSTed, signed
 * per the Standard Webhooks specification with `secret` (`whsec_…`). After a rotation the
 * previous secret signs too (a second signature) until `previous_secret_expires_at`.
 * `consecutive_failures` counts failed attempts since the last success; the delivery job
 * disables the endpoint (`enabled` false, with the reason) when a delivery ran out of attempts.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    eventTypes: text("event_types").array().notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_org_idx").on(t.organizationId, t.createdAt)],
);

/**
 * One message to one endpoint: a domain event (`trigger` "event"), a test ("test") or an
 * admin's redelivery of an earlier message ("redeliver", same `webhook_id`). `webhook_id` is
 * the Standard Webhooks `webhook-id`, the same on every attempt. The delivery job claims due
 * rows (`status` pending, or sending whose lease `next_attempt_at` ran out) with
 * `for update skip locked`; the columns after `request_body` describe the last attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    domainEventId: uuid("domain_event_id"),
    eventType: text("event_type").notNull(),
    trigger: text("trigger").$type<"event" | "test" | "redeliver">().notNull().default("event"),
    webhookId: text("webhook_id").notNull(),
    attempts: integer("attempts").notNull().default(0),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    requestBody: text("request_body").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    /** Why the last attempt failed without an answer (timeout, refused address, connection). */
    error: text("error"),
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.organizationId, t.endpointId, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    // An event reaches an endpoint once, however many dispatchers run.
    uniqueIndex("webhook_deliveries_event_uq").on(t.endpointId, t.domainEventId).where(sql`${t.trigger} = 'event'`),
  ],
);

import type { DomainEventKind, EventActor } from "@stockroom/core";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/**
 * The transactional outbox of domain events (docs/architecture.md, "Domain events"): a row
 * is written in the same transaction as the change it tells of, so a rollback leaves none and
 * a crash after the commit loses none. The dispatcher hands each row to the consumers
 * (notifications, webhooks) once and sets `dispatched_at`.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<DomainEventKind>().notNull(),
    subjectId: uuid("subject_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    actor: jsonb("actor").$type<EventActor>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [
    // The dispatcher's queue: only the undispatched rows, oldest first.
    index("domain_events_pending_idx").on(t.createdAt, t.id).where(sql`${t.dispatchedAt} is null`),
    index("domain_events_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);

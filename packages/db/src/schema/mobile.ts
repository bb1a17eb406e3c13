import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { organizations } from "./organizations";

/**
 * A phone's quick access session, opened by a 4-digit PIN on the mobile QR page (spec 01
 * §6: role "user", 2 hours from mobile login). Kept apart from lucia's `sessions` on
 * purpose: a lucia session would carry the member's full role, and lucia extends a session
 * it validates, while this one must end exactly 2 hours after the PIN was entered.
 * Only the SHA-256 of the cookie's token is stored.
 */
export const mobileSessions = pgTable(
  "mobile_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("mobile_sessions_organization_id_idx").on(t.organizationId),
    index("mobile_sessions_user_id_idx").on(t.userId),
  ],
);

/**
 * Failed PIN attempts per scope ("asset:{id}", "client:{address}"), shared by every server
 * process: 5 failures lock the scope for 15 minutes.
 */
export const pinAttempts = pgTable("pin_attempts", {
  scope: text("scope").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type MobileSession = typeof mobileSessions.$inferSelect;

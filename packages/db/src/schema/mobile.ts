import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /**
     * A digest of the member's PIN digest and password hash when the PIN was typed: a PIN
     * session ends as soon as either changes or is cleared (issue 21 §5).
     */
    credentialDigest: text("credential_digest").notNull().default(""),
  },
  (t) => [
    index("mobile_sessions_organization_id_idx").on(t.organizationId),
    index("mobile_sessions_user_id_idx").on(t.userId),
  ],
);

/**
 * A phone enrolled for PIN sign-in in one organization (issue 21): by a member's full sign-in
 * on that browser ("sign_in") or by an administrator's one-time code ("code"). The browser
 * holds a random token in an HttpOnly cookie; only its SHA-256 is kept. A phone stops being
 * enrolled when it is revoked or when the member who enrolled it leaves the organization.
 */
export const phoneDevices = pgTable(
  "phone_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    tokenDigest: text("token_digest").notNull(),
    enrolledBy: uuid("enrolled_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("phone_devices_token_digest_key").on(t.tokenDigest),
    index("phone_devices_organization_id_idx").on(t.organizationId, t.createdAt),
  ],
);

/** One-time codes an administrator shows to enroll a phone; only the SHA-256 is kept. */
export const phoneEnrollmentCodes = pgTable(
  "phone_enrollment_codes",
  {
    codeDigest: text("code_digest").primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("phone_enrollment_codes_organization_id_idx").on(t.organizationId)],
);

export type MobileSession = typeof mobileSessions.$inferSelect;

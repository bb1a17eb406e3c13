import type { MemberRole } from "@stockroom/core";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  avatarUrl: text("avatar_url"),
  /**
   * Organization settings (appearance, notifications, advanced) validated by the
   * `organizationSettings` schema of @stockroom/core. Saved on the server: the earlier
   * version kept them in the browser and lost them.
   */
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
  /**
   * The organization's IANA time zone (issue 20): its months (snapshots, reports, pick
   * lists, usage summary) are months of this zone. Validated by core's `timeZoneName`.
   */
  timeZone: text("time_zone").notNull().default("America/New_York"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's membership; a user belongs to one organization at a time. */
export const organizationMembers = pgTable(
  "organization_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner | admin | member | viewer | manager */
    role: text("role").$type<MemberRole>().notNull().default("member"),
    isDeleted: boolean("is_deleted").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("organization_members_user_active_key").on(t.userId).where(sql`${t.isDeleted} = false`),
    index("organization_members_org_idx").on(t.organizationId, t.role),
  ],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<MemberRole>().notNull().default("member"),
    /** sha-256 of the random token sent in the link; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_key").on(t.tokenHash),
    index("invitations_org_idx").on(t.organizationId, t.acceptedAt),
    index("invitations_email_idx").on(sql`lower(${t.email})`),
  ],
);

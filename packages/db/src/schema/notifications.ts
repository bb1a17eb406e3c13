import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { assetTypes } from "./assets";
import { users } from "./auth";
import { organizations } from "./organizations";

/**
 * A user's notification switches of App Settings (spec 01 §2), kept on the server because
 * mail, Slack and push are sent where no browser is: which channels (email, push) and which
 * kinds (inventory alerts, low stock alerts, system updates, new features) reach them, and
 * whether e-mail comes one per event or as a daily digest. No row: the defaults of core's
 * `appSettings` (the browser's defaults).
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  pushNotifications: boolean("push_notifications").notNull().default(false),
  inventoryAlerts: boolean("inventory_alerts").notNull().default(true),
  lowStockAlerts: boolean("low_stock_alerts").notNull().default(true),
  systemUpdates: boolean("system_updates").notNull().default(true),
  newFeatures: boolean("new_features").notNull().default(true),
  emailDigest: boolean("email_digest").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who of an organization hears of an asset type's stock events (low stock, inventory
 * alerts): every manager and admin ("managers"), or the members named (`userIds`).
 * No row: "managers".
 */
export const notificationRecipients = pgTable(
  "notification_recipients",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    assetTypeId: uuid("asset_type_id")
      .notNull()
      .references(() => assetTypes.id, { onDelete: "cascade" }),
    mode: text("mode").$type<"managers" | "members">().notNull().default("managers"),
    userIds: uuid("user_ids").array().notNull().default(sql`'{}'::uuid[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.assetTypeId] })],
);

/** The organization's Slack incoming webhook (entered by an admin under Notifications). */
export const organizationSlack = pgTable("organization_slack", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  webhookUrl: text("webhook_url").notNull(),
  /** The language its posts are in: the screen language of the admin who saved it (null: English). */
  language: text("language"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An in-app notification: one per recipient and event (the bell and its list). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The domain event it tells of (domain_events.id); one notification per user and event. */
    eventId: uuid("event_id").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path of the web app (/inventory/reorder, /assets/…). */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_org_user_created_idx").on(t.organizationId, t.userId, t.createdAt),
    index("notifications_org_user_unread_idx").on(t.organizationId, t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_user_event_key").on(t.userId, t.eventId),
  ],
);

/**
 * One message to send on an external channel: an e-mail to a user, a Slack post for the
 * organization, a push to a user's browsers. Written in the event's dispatch transaction;
 * the delivery jobs claim due rows `for update skip locked`, send, and mark them sent, or
 * put the next attempt off with backoff. `digest`: an e-mail held for the user's daily digest.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    channel: text("channel").$type<"email" | "slack" | "push">().notNull(),
    /** The recipient (email, push); null for the organization's Slack. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    kind: text("kind").notNull(),
    /** What to say: title, body, link (rendered by the channel's sender). */
    message: jsonb("message").$type<{ title: string; body: string; link: string | null }>().notNull(),
    digest: boolean("digest").notNull().default(false),
    status: text("status").$type<"pending" | "sent" | "failed" | "skipped">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notification_deliveries_due_idx").on(t.channel, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("notification_deliveries_org_idx").on(t.organizationId, t.createdAt),
    uniqueIndex("notification_deliveries_event_key").on(t.eventId, t.channel, sql`coalesce(${t.userId}::text, '')`),
  ],
);

/** A browser's Web Push subscription (the push notifications switch). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

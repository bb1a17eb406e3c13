import { z } from "zod";
import { zonedMidnight, zonedParts } from "../reports/monthKey";

// Issue 25, delivery side: which events notify, which switch of App Settings (spec 01 §2)
// governs each, and the validators of the Notifications settings.

/** The domain events that notify people (emitted by the alerts side into the outbox). */
export const NOTIFICATION_KINDS = [
  "low_stock",
  "inventory.alert",
  "member.joined",
  "report.weekly",
  "system.update",
  "product.news",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The App Settings switches kept on the server (spec 01 §2 App Settings › Notifications), plus the digest choice. */
export const NOTIFICATION_PREFERENCE_KEYS = [
  "emailNotifications",
  "pushNotifications",
  "inventoryAlerts",
  "lowStockAlerts",
  "systemUpdates",
  "newFeatures",
  "emailDigest",
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export type NotificationPreferences = Record<NotificationPreferenceKey, boolean>;

/** The same defaults as core's appSettings (the browser's), and e-mail one per event. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  pushNotifications: false,
  inventoryAlerts: true,
  lowStockAlerts: true,
  systemUpdates: true,
  newFeatures: true,
  emailDigest: false,
};

/** The kind switches a user can turn off (and unsubscribe from by one click in a mail). */
export const NOTIFICATION_KIND_SWITCHES = [
  "inventoryAlerts",
  "lowStockAlerts",
  "systemUpdates",
  "newFeatures",
] as const;
export type NotificationKindSwitch = (typeof NOTIFICATION_KIND_SWITCHES)[number];

/**
 * The switch of App Settings that lets a kind reach a user: low stock → Low stock alerts,
 * an inventory alert → Inventory alerts; a member joining and the weekly report are news
 * of the organization → System updates; an operator's announcements: a system update →
 * System updates, a new feature → New features.
 */
export const KIND_SWITCH: Record<NotificationKind, NotificationKindSwitch> = {
  low_stock: "lowStockAlerts",
  "inventory.alert": "inventoryAlerts",
  "member.joined": "systemUpdates",
  "report.weekly": "systemUpdates",
  "system.update": "systemUpdates",
  "product.news": "newFeatures",
};

/** The announcements a platform operator publishes to every member of every organization. */
export const ANNOUNCEMENT_KINDS = ["system.update", "product.news"] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export const isAnnouncementKind = (kind: string): kind is AnnouncementKind =>
  (ANNOUNCEMENT_KINDS as readonly string[]).includes(kind);

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const ANNOUNCEMENT_BODY_MAX_LENGTH = 2000;
export const ANNOUNCEMENT_TITLE_REQUIRED_MESSAGE = "Enter a title";
export const ANNOUNCEMENT_BODY_REQUIRED_MESSAGE = "Enter the announcement";
export const ANNOUNCEMENT_TITLE_TOO_LONG_MESSAGE = `Keep the title to ${ANNOUNCEMENT_TITLE_MAX_LENGTH} characters`;
export const ANNOUNCEMENT_BODY_TOO_LONG_MESSAGE = `Keep the announcement to ${ANNOUNCEMENT_BODY_MAX_LENGTH} characters`;

/** platform.publishAnnouncement: what the operator types (kept as typed; only blank is refused). */
export const announcementInput = z.object({
  kind: z.enum(ANNOUNCEMENT_KINDS),
  title: z
    .string(ANNOUNCEMENT_TITLE_REQUIRED_MESSAGE)
    .refine((v) => v.trim() !== "", ANNOUNCEMENT_TITLE_REQUIRED_MESSAGE)
    .refine((v) => v.length <= ANNOUNCEMENT_TITLE_MAX_LENGTH, ANNOUNCEMENT_TITLE_TOO_LONG_MESSAGE),
  body: z
    .string(ANNOUNCEMENT_BODY_REQUIRED_MESSAGE)
    .refine((v) => v.trim() !== "", ANNOUNCEMENT_BODY_REQUIRED_MESSAGE)
    .refine((v) => v.length <= ANNOUNCEMENT_BODY_MAX_LENGTH, ANNOUNCEMENT_BODY_TOO_LONG_MESSAGE),
});
export type AnnouncementInput = z.infer<typeof announcementInput>;

/** The name of a kind switch, as App Settings shows it. */
export const KIND_SWITCH_LABELS: Record<NotificationKindSwitch, string> = {
  inventoryAlerts: "Inventory alerts",
  lowStockAlerts: "Low stock alerts",
  systemUpdates: "System updates",
  newFeatures: "New features",
};

export const notificationPreferencesInput = z
  .object({
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    inventoryAlerts: z.boolean(),
    lowStockAlerts: z.boolean(),
    systemUpdates: z.boolean(),
    newFeatures: z.boolean(),
    emailDigest: z.boolean(),
  })
  .partial()
  .strict();

/** Per asset type: all managers (and admins), or the members named. */
export const RECIPIENT_MODES = ["managers", "members"] as const;
export type RecipientMode = (typeof RECIPIENT_MODES)[number];
export const NAMED_RECIPIENTS_REQUIRED_MESSAGE = "Choose at least one member to notify";
export const MAX_NAMED_RECIPIENTS = 100;

export const notificationRecipientsInput = z
  .object({
    assetTypeId: z.uuid(),
    mode: z.enum(RECIPIENT_MODES),
    userIds: z.array(z.uuid()).max(MAX_NAMED_RECIPIENTS),
  })
  .refine((v) => v.mode === "managers" || v.userIds.length > 0, {
    message: NAMED_RECIPIENTS_REQUIRED_MESSAGE,
    path: ["userIds"],
  });

/** The roles that "all managers" means: managers, and the admins and owners above them. */
export const MANAGER_ROLES = ["manager", "admin", "owner"] as const;
export const ADMIN_ROLES = ["admin", "owner"] as const;

export const SLACK_WEBHOOK_INVALID_MESSAGE = "Enter a Slack incoming webhook URL (https://hooks.slack.com/services/…)";

/** Slack's incoming-webhook shape: https://hooks.slack.com/services/T…/B…/secret (or /workflows/…). */
export function isSlackWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === "https:" &&
    url.hostname === "hooks.slack.com" &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    /^\/(services|workflows|triggers)\/[A-Za-z0-9_/-]+$/.test(url.pathname)
  );
}

export const SLACK_WEBHOOK_MAX_LENGTH = 500;
export const slackWebhookInput = z.object({
  /** Empty: no Slack. */
  webhookUrl: z.string().max(SLACK_WEBHOOK_MAX_LENGTH, SLACK_WEBHOOK_INVALID_MESSAGE),
});

export const notificationListInput = z.object({
  /** Only the unread ones. */
  unread: z.boolean().default(false),
  limit: z.number().int().min(1).max(100).default(20),
});

export const notificationIdInput = z.object({ notificationId: z.uuid() });

export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export const pushEndpointInput = z.object({ endpoint: z.string().min(1).max(2000) });

/** The hour of the day (organization's time zone) a daily digest leaves. */
export const DIGEST_HOUR = 8;

/** When an e-mail held for the digest is sent: the next 08:00 in the organization's zone after `now`. */
export function nextDigestAt(now: Date, timeZone: string): Date {
  const p = zonedParts(now, timeZone);
  const today = zonedMidnight(p.year, p.month, p.day, timeZone);
  const at = new Date(today.getTime() + DIGEST_HOUR * 3_600_000);
  if (at > now) return at;
  return new Date(zonedMidnight(p.year, p.month, p.day + 1, timeZone).getTime() + DIGEST_HOUR * 3_600_000);
}

/** Backoff of a failed delivery: 30 s, 1, 2, 4 … minutes, at most 1 hour; given up after {@link MAX_DELIVERY_ATTEMPTS}. */
export const MAX_DELIVERY_ATTEMPTS = 12;
export function deliveryBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

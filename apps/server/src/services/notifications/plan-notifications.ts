import {
  ADMIN_ROLES,
  isAnnouncementKind,
  isNotificationKind,
  KIND_SWITCH,
  type Language,
  MANAGER_ROLES,
  type NotificationKind,
  nextDigestAt,
  organizationSettings,
  supportedLanguage,
} from "@stockroom/core";
import {
  assets,
  type DbOrTx,
  inventoryItems,
  notificationDeliveries,
  notificationRecipients,
  notifications,
  organizationMembers,
  organizations,
  pushSubscriptions,
  users,
} from "@stockroom/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { notificationMessage } from "./notification-message";
import { readNotificationPreferences } from "./preferences";
import { readSlackSettings } from "./slack";

/** The channel the delivery jobs listen on: NOTIFYed (at commit) when delivery rows are written. */
export const NOTIFICATION_DELIVERY_CHANNEL = "stockroom_notifications";

/** An outbox event as the notifications consumer reads it (domain_events row). */
export interface NotificationEvent {
  id: string;
  organizationId: string;
  kind: string;
  subjectId?: string | null;
  data: unknown;
}

type Data = Record<string, unknown>;
const field = (data: Data, key: string): string | undefined =>
  typeof data[key] === "string" && data[key] !== "" ? (data[key] as string) : undefined;

/** The asset type an event's item belongs to: from the payload, else its asset or inventory item. */
async function assetTypeOf(tx: DbOrTx, orgId: string, event: NotificationEvent): Promise<string | null> {
  const data = (event.data ?? {}) as Data;
  const direct = field(data, "assetTypeId");
  if (direct) return direct;
  const assetId = field(data, "assetId");
  if (assetId) {
    const [row] = await tx
      .select({ id: assets.assetTypeId })
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.organizationId, orgId)));
    if (row?.id) return row.id;
  }
  const itemId = field(data, "inventoryItemId") ?? event.subjectId ?? undefined;
  if (itemId) {
    const [row] = await tx
      .select({ id: inventoryItems.assetTypeId })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.id, itemId), eq(inventoryItems.organizationId, orgId)));
    if (row?.id) return row.id;
  }
  return null;
}

async function activeMembers(tx: DbOrTx, orgId: string, roles: readonly string[] | null, userIds?: string[]) {
  const rows = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, orgId),
        eq(organizationMembers.isDeleted, false),
        roles ? inArray(organizationMembers.role, [...roles] as never[]) : undefined,
        userIds ? inArray(organizationMembers.userId, userIds.length > 0 ? userIds : [orgId]) : undefined,
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * The payload with the names a message shows: the alerts side sends ids (assetId, userId);
 * the asset's name and the member's name are read here, in the event's organization.
 */
async function withNames(tx: DbOrTx, event: NotificationEvent): Promise<Data> {
  const data: Data = { ...((event.data ?? {}) as Data) };
  const assetId = field(data, "assetId");
  if (assetId && !field(data, "assetName")) {
    const [row] = await tx
      .select({ name: assets.name })
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.organizationId, event.organizationId)));
    if (row) data.assetName = row.name;
  }
  const userId = field(data, "userId");
  if (event.kind === "member.joined" && userId && !field(data, "fullName")) {
    const [row] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
      .where(and(eq(users.id, userId), eq(organizationMembers.organizationId, event.organizationId)));
    if (row) data.fullName = row.fullName || row.email;
  }
  return data;
}

/**
 * Who hears of an event: an item's stock (low stock, inventory alert) goes to its asset
 * type's recipients (all managers, or the members an admin named); a member joining to the
 * admins (not the newcomer); the weekly report to managers and admins; an operator's
 * announcement to every member.
 */
async function recipientsOf(tx: DbOrTx, event: NotificationEvent, kind: NotificationKind): Promise<string[]> {
  const orgId = event.organizationId;
  if (isAnnouncementKind(kind)) return activeMembers(tx, orgId, null);
  if (kind === "member.joined") {
    const joined = field((event.data ?? {}) as Data, "userId") ?? event.subjectId ?? null;
    return (await activeMembers(tx, orgId, ADMIN_ROLES)).filter((id) => id !== joined);
  }
  if (kind === "report.weekly") return activeMembers(tx, orgId, MANAGER_ROLES);
  const typeId = await assetTypeOf(tx, orgId, event);
  if (typeId) {
    const [setting] = await tx
      .select({ mode: notificationRecipients.mode, userIds: notificationRecipients.userIds })
      .from(notificationRecipients)
      .where(and(eq(notificationRecipients.organizationId, orgId), eq(notificationRecipients.assetTypeId, typeId)));
    if (setting?.mode === "members") return activeMembers(tx, orgId, null, setting.userIds);
  }
  return activeMembers(tx, orgId, MANAGER_ROLES);
}

/** The saved language of each user (users.locale, set in App Settings); none: English. */
async function languagesOf(tx: DbOrTx, userIds: readonly string[]): Promise<Map<string, Language>> {
  const out = new Map<string, Language>();
  if (userIds.length === 0) return out;
  const rows = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) out.set(row.id, supportedLanguage(row.locale) ?? "en");
  return out;
}

/**
 * The notifications consumer's work, inside the dispatch transaction: for each event of a
 * notifying kind, an in-app notification per recipient whose switch of that kind is on, and a
 * delivery row per external channel (e-mail: the organization's and the user's e-mail switches;
 * push: the user's push switch and a subscribed browser; Slack: the organization's switch and
 * webhook). Organization switches 'Member join notifications' and 'Weekly reports' turn their
 * kind off for everyone. Rows are unique per event, so a second dispatch writes nothing.
 */
export async function planNotifications(
  tx: DbOrTx,
  events: readonly NotificationEvent[],
  now: Date = new Date(),
): Promise<{ notifications: number; deliveries: number }> {
  let inApp = 0;
  let deliveries = 0;
  const orgCache = new Map<
    string,
    {
      settings: ReturnType<typeof organizationSettings.parse>;
      timeZone: string;
      slack: { url: string; language: Language } | null;
    }
  >();
  for (const event of events) {
    if (!isNotificationKind(event.kind)) continue;
    const kind = event.kind;
    let org = orgCache.get(event.organizationId);
    if (!org) {
      const [row] = await tx
        .select({ settings: organizations.settings, timeZone: organizations.timeZone })
        .from(organizations)
        .where(eq(organizations.id, event.organizationId));
      if (!row) continue;
      const parsed = organizationSettings.safeParse(row.settings ?? {});
      org = {
        settings: parsed.success ? parsed.data : organizationSettings.parse({}),
        timeZone: row.timeZone,
        slack: await readSlackSettings(tx, event.organizationId),
      };
      orgCache.set(event.organizationId, org);
    }
    if (kind === "member.joined" && !org.settings.memberJoinNotifications) continue;
    if (kind === "report.weekly" && !org.settings.weeklyReports) continue;

    const payload = await withNames(tx, event);
    // Each recipient reads it in their saved language (users.locale), on every channel.
    const messages = new Map<Language, ReturnType<typeof notificationMessage>>();
    const messageIn = (language: Language) => {
      let message = messages.get(language);
      if (!message) {
        message = notificationMessage(kind, payload, language);
        messages.set(language, message);
      }
      return message;
    };
    const recipients = await recipientsOf(tx, event, kind);
    const preferences = await readNotificationPreferences(tx, recipients);
    const wanting = recipients.filter((id) => preferences.get(id)?.[KIND_SWITCH[kind]]);
    const languages = await languagesOf(tx, wanting);
    const languageOf = (userId: string): Language => languages.get(userId) ?? "en";
    const rows: (typeof notificationDeliveries.$inferInsert)[] = [];
    if (wanting.length > 0) {
      const written = await tx
        .insert(notifications)
        .values(
          wanting.map((userId) => {
            const message = messageIn(languageOf(userId));
            return {
              organizationId: event.organizationId,
              userId,
              eventId: event.id,
              kind,
              title: message.title,
              body: message.body,
              link: message.link,
            };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      inApp += written.length;
      const subscribed = new Set(
        (
          await tx
            .selectDistinct({ userId: pushSubscriptions.userId })
            .from(pushSubscriptions)
            .where(inArray(pushSubscriptions.userId, wanting))
        ).map((r) => r.userId),
      );
      for (const userId of wanting) {
        const p = preferences.get(userId);
        if (!p) continue;
        const message = messageIn(languageOf(userId));
        const base = { organizationId: event.organizationId, userId, eventId: event.id, kind, message };
        if (org.settings.emailNotifications && p.emailNotifications) {
          rows.push({
            ...base,
            channel: "email",
            digest: p.emailDigest,
            nextAttemptAt: p.emailDigest ? nextDigestAt(now, org.timeZone) : now,
          });
        }
        if (p.pushNotifications && subscribed.has(userId)) rows.push({ ...base, channel: "push", nextAttemptAt: now });
      }
    }
    // An operator's announcement goes to each member by their own choice of channels; the
    // organization's Slack channel tells of the organization's own events.
    if (org.settings.slackIntegration && org.slack && !isAnnouncementKind(kind)) {
      rows.push({
        organizationId: event.organizationId,
        userId: null,
        eventId: event.id,
        kind,
        message: messageIn(org.slack.language),
        channel: "slack",
        nextAttemptAt: now,
      });
    }
    if (rows.length > 0) {
      const written = await tx
        .insert(notificationDeliveries)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: notificationDeliveries.id });
      deliveries += written.length;
    }
  }
  // Delivered by PostgreSQL at commit: the delivery job wakes within moments; a rollback wakes nobody.
  if (deliveries > 0) await tx.execute(sql`select pg_notify(${NOTIFICATION_DELIVERY_CHANNEL}, '')`);
  return { notifications: inApp, deliveries };
}

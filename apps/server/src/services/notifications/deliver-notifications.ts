import {
  deliveryBackoffMs,
  isNotificationKind,
  KIND_SWITCH,
  type Language,
  MAX_DELIVERY_ATTEMPTS,
  organizationSettings,
  supportedLanguage,
} from "@stockroom/core";
import {
  type Database,
  type DbOrTx,
  notificationDeliveries,
  organizationMembers,
  organizations,
  pushSubscriptions,
  users,
} from "@stockroom/db";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { notificationTexts } from "../../i18n/notificationTexts";
import type { Mailer } from "../../mail";
import { notificationMail } from "./notification-mail";
import { readNotificationPreferences } from "./preferences";
import { PUSH_TIMEOUT_MS } from "./push";
import { postToSlack, readSlackSettings } from "./slack";
import type { VapidKeys } from "./vapid-keys";

/** What the delivery jobs need besides the database: the mail transport, link origin, keys. */
export interface DeliveryDeps {
  db: Database;
  mailer: Pick<Mailer, "deliver">;
  /** Where links point (PUBLIC_URL or the listen address). */
  links: { origin: string };
  /** Signs unsubscribe links (the server secret). */
  secret: () => string;
  vapidKeys: () => Promise<VapidKeys>;
  /** Subject of the VAPID claims (a mailto: or https: contact). */
  vapidSubject: string;
  slackTimeoutMs?: number;
  /** The TLS agent of push requests (tests: a local receiver's self-signed certificate). */
  pushAgent?: import("node:https").Agent;
  log?: (message: string) => void;
}

type Row = typeof notificationDeliveries.$inferSelect;
export interface DeliveryOutcome {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/** Why a row is not sent at all (a switch turned off since, the member left): marked skipped, never retried. */
class Skip extends Error {}

async function mustStillWant(tx: DbOrTx, row: Row): Promise<void> {
  const [org] = await tx
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, row.organizationId));
  if (!org) throw new Skip("organization gone");
  const parsed = organizationSettings.safeParse(org.settings ?? {});
  const settings = parsed.success ? parsed.data : organizationSettings.parse({});
  if (row.kind === "member.joined" && !settings.memberJoinNotifications)
    throw new Skip("member join notifications off");
  if (row.kind === "report.weekly" && !settings.weeklyReports) throw new Skip("weekly reports off");
  if (row.channel === "slack") {
    if (!settings.slackIntegration) throw new Skip("slack integration off");
    return;
  }
  if (row.channel === "email" && !settings.emailNotifications) throw new Skip("organization e-mail off");
  if (!row.userId || !isNotificationKind(row.kind)) throw new Skip("no recipient");
  const [member] = await tx
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, row.organizationId),
        eq(organizationMembers.userId, row.userId),
        eq(organizationMembers.isDeleted, false),
      ),
    );
  if (!member) throw new Skip("no longer a member");
  const prefs = (await readNotificationPreferences(tx, [row.userId])).get(row.userId);
  if (!prefs?.[KIND_SWITCH[row.kind]]) throw new Skip("kind turned off");
  if (row.channel === "email" && !prefs.emailNotifications) throw new Skip("e-mail turned off");
  if (row.channel === "push" && !prefs.pushNotifications) throw new Skip("push turned off");
}

/** The recipient's address and saved language (the mail's frame is in it). */
async function emailOf(tx: DbOrTx, userId: string): Promise<{ email: string; language: Language }> {
  const [user] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!user) throw new Skip("user gone");
  return { email: user.email, language: supportedLanguage(user.locale) ?? "en" };
}

async function sendPush(tx: DbOrTx, deps: DeliveryDeps, row: Row): Promise<void> {
  if (!row.userId) throw new Skip("no recipient");
  const subs = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  if (subs.length === 0) throw new Skip("no subscribed browser");
  const { default: webPush } = await import("web-push");
  const keys = await deps.vapidKeys();
  const payload = JSON.stringify({ title: row.message.title, body: row.message.body, url: row.message.link ?? "/" });
  let delivered = 0;
  let lastError: unknown;
  for (const sub of subs) {
    try {
      await webPush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: { subject: deps.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          timeout: PUSH_TIMEOUT_MS,
          ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
        },
      );
      delivered++;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      // Gone: the browser unsubscribed; forget it.
      if (status === 404 || status === 410) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      else lastError = err;
    }
  }
  // One browser reached is a delivery (retrying would push again to it); none reached and an error: retry.
  if (delivered === 0 && lastError) throw lastError;
}

async function settle(tx: DbOrTx, rows: Row[], outcome: DeliveryOutcome, now: Date, err?: unknown): Promise<void> {
  const ids = rows.map((r) => r.id);
  if (err === undefined) {
    await tx
      .update(notificationDeliveries)
      .set({ status: "sent", sentAt: now, attempts: sql`${notificationDeliveries.attempts} + 1` })
      .where(inArray(notificationDeliveries.id, ids));
    outcome.sent += rows.length;
    return;
  }
  if (err instanceof Skip) {
    await tx
      .update(notificationDeliveries)
      .set({ status: "skipped", lastError: err.message })
      .where(inArray(notificationDeliveries.id, ids));
    outcome.skipped += rows.length;
    return;
  }
  const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
  const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
  await tx
    .update(notificationDeliveries)
    .set({
      attempts,
      status: giveUp ? "failed" : "pending",
      lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + deliveryBackoffMs(attempts)),
    })
    .where(inArray(notificationDeliveries.id, ids));
  if (giveUp) outcome.failed += rows.length;
  else outcome.retried += rows.length;
}

/**
 * Sends every delivery row that is due at `now`: one row at a time, claimed `for update skip
 * locked` in its own transaction that holds the lock until it is marked sent (or put off with
 * backoff), so two processes never send one row twice and a failure loses nothing. A daily
 * digest is every due digest e-mail of one user, claimed together and sent as one mail.
 */
export async function deliverDueNotifications(
  deps: DeliveryDeps,
  opts: { now?: Date; maxRows?: number } = {},
): Promise<DeliveryOutcome> {
  const now = opts.now ?? new Date();
  const outcome: DeliveryOutcome = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const maxRows = opts.maxRows ?? 200;
  for (let handled = 0; handled < maxRows; handled++) {
    const more = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.status, "pending"), lte(notificationDeliveries.nextAttemptAt, now)))
        .orderBy(asc(notificationDeliveries.nextAttemptAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      let rows: Row[] = [row];
      if (row.channel === "email" && row.digest && row.userId) {
        rows = await tx
          .select()
          .from(notificationDeliveries)
          .where(
            and(
              eq(notificationDeliveries.status, "pending"),
              eq(notificationDeliveries.channel, "email"),
              eq(notificationDeliveries.digest, true),
              eq(notificationDeliveries.userId, row.userId),
              lte(notificationDeliveries.nextAttemptAt, now),
            ),
          )
          .orderBy(asc(notificationDeliveries.createdAt))
          .for("update", { skipLocked: true });
      }
      const wanted: Row[] = [];
      for (const r of rows) {
        try {
          await mustStillWant(tx, r);
          wanted.push(r);
        } catch (err) {
          if (!(err instanceof Skip)) throw err;
          await settle(tx, [r], outcome, now, err);
        }
      }
      if (wanted.length === 0) return true;
      try {
        await sendRows(tx, deps, wanted);
        await settle(tx, wanted, outcome, now);
      } catch (err) {
        await settle(tx, wanted, outcome, now, err);
        deps.log?.(
          `[notifications] ${row.channel} delivery failed: ${String(err instanceof Error ? err.message : err)}`,
        );
      }
      return true;
    });
    if (!more) break;
  }
  return outcome;
}

async function sendRows(tx: DbOrTx, deps: DeliveryDeps, rows: Row[]): Promise<void> {
  const row = rows[0] as Row;
  if (row.channel === "email") {
    if (!row.userId) throw new Skip("no recipient");
    const to = await emailOf(tx, row.userId);
    const items = rows.flatMap((r) => (isNotificationKind(r.kind) ? [{ kind: r.kind, message: r.message }] : []));
    await deps.mailer.deliver(
      notificationMail(to.email, items, {
        origin: deps.links.origin,
        secret: deps.secret(),
        userId: row.userId,
        language: to.language,
      }),
    );
    return;
  }
  if (row.channel === "slack") {
    const slack = await readSlackSettings(tx, row.organizationId);
    if (!slack) throw new Skip("no webhook");
    const open = notificationTexts(slack.language).openInStockroom;
    const link = row.message.link ? ` <${deps.links.origin}${row.message.link}|${open}>` : "";
    await postToSlack(slack.url, { text: `*${row.message.title}*\n${row.message.body}${link}` }, deps.slackTimeoutMs);
    return;
  }
  await sendPush(tx, deps, row);
}

import { WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_TIMEOUT_MS, webhookRetryDelaySeconds } from "@stockroom/core";
import { type DbOrTx, webhookDeliveries, webhookEndpoints } from "@stockroom/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import type { AddressAllowList } from "./address-guard";
import { openWebhookSecret, SealedSecretError, WEBHOOK_SECRET_UNREADABLE } from "./secret-box";
import { sendWebhook, type WebhookAttempt } from "./send-webhook";
import { webhookHeaders } from "./webhook-signature";

export interface DeliverOptions {
  /** The SSRF guard's exceptions (WEBHOOK_ALLOW_ADDRESSES). */
  allow: AddressAllowList;
  /** The server secret the endpoints' signing secrets are sealed under (secret-box.ts). */
  serverSecret: string;
  /** The retry clock: what is due, and when a failed attempt is tried again (tests move it). */
  now?: Date;
  /** Deliveries claimed and sent at once. */
  batch?: number;
  timeoutMs?: number;
}

export interface DeliverResult {
  attempted: number;
  succeeded: number;
  failed: number;
}

/** How long a claimed delivery is this process's: longer than an attempt can last. */
const LEASE_SECONDS = Math.ceil(WEBHOOK_TIMEOUT_MS / 1000) + 50;

interface Claimed {
  id: string;
  organization_id: string;
  endpoint_id: string;
  webhook_id: string;
  request_body: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
}

/**
 * THE DELIVERY of webhooks, run by the webhook-deliveries job (on NOTIFY and on its sweep)
 * and by tests. Claims the due deliveries (`pending`, or `sending` whose lease ran out: a
 * process that died mid-attempt) with `for update skip locked` in a short transaction that
 * marks them `sending` under a lease, so every process running this at once takes different
 * rows; then sends them outside any transaction (a hanging receiver holds no lock and no
 * request), then writes each outcome. A success resets the endpoint's failure count; a
 * failure schedules the next attempt (core's backoff) or, after the last, fails the delivery
 * and — when the endpoint has not succeeded since — disables the endpoint and tells the
 * admins through the activity log. Events go only to enabled endpoints; a test message or an
 * admin's redelivery goes anyway (the admin asked for it).
 */
export async function deliverDueWebhooks(db: DbOrTx, options: DeliverOptions): Promise<DeliverResult> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 20;
  const claimed = (await db.transaction(async (tx) =>
    tx.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id and e.organization_id = d.organization_id
        where d.status in ('pending', 'sending') and d.next_attempt_at <= ${now.toISOString()}
          and (e.enabled or d.trigger <> 'event')
        order by d.next_attempt_at
        limit ${batch}
        for update of d skip locked
      )
      update webhook_deliveries d
      set status = 'sending', attempts = d.attempts + 1, last_attempt_at = ${now.toISOString()},
          next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
      from due, webhook_endpoints e
      where d.id = due.id and e.id = d.endpoint_id
      returning d.id, d.organization_id, d.endpoint_id, d.webhook_id, d.request_body, d.attempts,
        e.url, e.secret, e.previous_secret, e.previous_secret_expires_at`),
  )) as unknown as Claimed[];

  const outcomes = await Promise.all(
    claimed.map(async (delivery) => {
      const secrets = signingSecrets(delivery, options.serverSecret, now);
      const attempt: WebhookAttempt = secrets
        ? await sendWebhook(
            {
              url: delivery.url,
              headers: webhookHeaders(secrets, {
                webhookId: delivery.webhook_id,
                // The moment of sending on the real clock: receivers compare it with theirs.
                timestamp: new Date(),
                body: delivery.request_body,
              }),
              body: delivery.request_body,
            },
            { allow: options.allow, timeoutMs: options.timeoutMs },
          )
        : // Nothing unsigned (or signed with a wrong key) leaves: a failed attempt that says why.
          { status: null, bodyExcerpt: null, error: WEBHOOK_SECRET_UNREADABLE, durationMs: 0, ok: false };
      await recordAttempt(db, delivery, attempt, now);
      return attempt.ok;
    }),
  );
  const succeeded = outcomes.filter(Boolean).length;
  return { attempted: claimed.length, succeeded, failed: claimed.length - succeeded };
}

/** The current secret, and the previous one while it still signs; null when they do not open with this key. */
function signingSecrets(delivery: Claimed, serverSecret: string, now: Date): string[] | null {
  try {
    const secrets = [openWebhookSecret(serverSecret, delivery.endpoint_id, delivery.secret)];
    if (
      delivery.previous_secret &&
      delivery.previous_secret_expires_at &&
      new Date(delivery.previous_secret_expires_at) > now
    ) {
      secrets.push(openWebhookSecret(serverSecret, delivery.endpoint_id, delivery.previous_secret));
    }
    return secrets;
  } catch (err) {
    if (err instanceof SealedSecretError) return null;
    throw err;
  }
}

async function recordAttempt(
  db: DbOrTx,
  delivery: Claimed,
  attempt: Awaited<ReturnType<typeof sendWebhook>>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const retryIn = attempt.ok ? null : webhookRetryDelaySeconds(delivery.attempts);
    const result = {
      responseStatus: attempt.status,
      responseBody: attempt.bodyExcerpt,
      error: attempt.error,
      durationMs: attempt.durationMs,
    };
    // Only while still ours: the same claim (attempt number), not re-claimed after a lease ran out.
    const mine = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.status, "sending"),
      eq(webhookDeliveries.attempts, delivery.attempts),
    );
    const [updated] = await tx
      .update(webhookDeliveries)
      .set(
        attempt.ok
          ? { ...result, status: "succeeded", nextAttemptAt: null, completedAt: new Date() }
          : retryIn !== null
            ? { ...result, status: "pending", nextAttemptAt: new Date(now.getTime() + retryIn * 1000) }
            : { ...result, status: "failed", nextAttemptAt: null, completedAt: new Date() },
      )
      .where(mine)
      .returning({ id: webhookDeliveries.id });
    if (!updated) return;
    if (attempt.ok) {
      await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(eq(webhookEndpoints.id, delivery.endpoint_id));
      return;
    }
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, delivery.endpoint_id))
      .returning({
        failures: webhookEndpoints.consecutiveFailures,
        enabled: webhookEndpoints.enabled,
        url: webhookEndpoints.url,
      });
    if (retryIn === null && endpoint?.enabled && endpoint.failures >= WEBHOOK_DISABLE_AFTER_FAILURES) {
      await disableEndpoint(tx, delivery, endpoint, attempt);
    }
  });
}

async function disableEndpoint(
  tx: DbOrTx,
  delivery: Claimed,
  endpoint: { failures: number; url: string },
  attempt: Awaited<ReturnType<typeof sendWebhook>>,
): Promise<void> {
  const last = attempt.status !== null ? `the last answered ${attempt.status}` : `the last: ${attempt.error}`;
  const reason = `Disabled after ${endpoint.failures} failed deliveries in a row (${last}).`;
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, disabledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, delivery.endpoint_id), eq(webhookEndpoints.enabled, true)));
  await recordActivity(tx, delivery.organization_id, null, {
    type: "webhook_endpoint_disabled",
    description: `Webhook endpoint ${endpoint.url} was disabled after ${endpoint.failures} failed deliveries in a row`,
    entityType: "webhook_endpoint",
    entityId: delivery.endpoint_id,
  });
}

/** The ids of an organization's deliveries still waiting (tests and the screen's refresh). */
export async function pendingDeliveryIds(db: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, orgId), inArray(webhookDeliveries.status, ["pending", "sending"])));
  return rows.map((r) => r.id);
}

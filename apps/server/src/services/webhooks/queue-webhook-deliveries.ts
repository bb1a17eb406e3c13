import { type EventActor, WEBHOOK_TEST_EVENT_TYPE } from "@stockroom/core";
import { type DbOrTx, webhookDeliveries, webhookEndpoints } from "@stockroom/db";
import { and, arrayContains, eq, sql } from "drizzle-orm";
import { newWebhookId, webhookBody } from "./webhook-signature";

/**
 * The channel NOTIFYed in every transaction that writes delivery rows: the webhook-deliveries
 * job listens on it, so a delivery goes out moments after the commit (PostgreSQL delivers a
 * NOTIFY only at commit: a rolled-back change sends nothing).
 */
export const WEBHOOK_DELIVERY_CHANNEL = "stockroom_webhooks";

export async function notifyWebhookDeliveries(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_DELIVERY_CHANNEL}, '')`);
}

/** A domain event as the webhooks consumer receives it from the outbox. */
export interface WebhookSourceEvent {
  id: string;
  organizationId: string;
  kind: string;
  subjectId: string | null;
  data: unknown;
  /** Who caused it (the outbox row's actor): a user, an API token, a phone or the system. */
  actor?: EventActor | null;
  createdAt: Date;
}

/** The `data` of a message: the event's subject id first, then its payload. */
export function eventMessageData(event: Pick<WebhookSourceEvent, "subjectId" | "data">): unknown {
  const data = event.data && typeof event.data === "object" ? event.data : { value: event.data };
  return event.subjectId ? { id: event.subjectId, ...data } : data;
}

/**
 * One delivery row per enabled endpoint of the event's organization whose filter lists its
 * kind, in the caller's transaction (the outbox dispatcher's), then a NOTIFY. An event
 * reaches an endpoint once: a second call for the same event adds nothing.
 */
export async function queueEventDeliveries(tx: DbOrTx, events: readonly WebhookSourceEvent[]): Promise<number> {
  let queued = 0;
  for (const event of events) {
    const endpoints = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.organizationId, event.organizationId),
          eq(webhookEndpoints.enabled, true),
          arrayContains(webhookEndpoints.eventTypes, [event.kind]),
        ),
      );
    if (endpoints.length === 0) continue;
    const body = webhookBody(event.kind, event.createdAt, eventMessageData(event), event.actor);
    const rows = await tx
      .insert(webhookDeliveries)
      .values(
        endpoints.map((endpoint) => ({
          organizationId: event.organizationId,
          endpointId: endpoint.id,
          domainEventId: event.id,
          eventType: event.kind,
          trigger: "event" as const,
          webhookId: newWebhookId(),
          requestBody: body,
          nextAttemptAt: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    queued += rows.length;
  }
  if (queued > 0) await notifyWebhookDeliveries(tx);
  return queued;
}

/** A test message to one endpoint (whatever its filter), queued now. */
export async function queueTestDelivery(
  tx: DbOrTx,
  endpoint: { id: string; organizationId: string },
  actor: { id: string },
): Promise<string> {
  const now = new Date();
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      organizationId: endpoint.organizationId,
      endpointId: endpoint.id,
      eventType: WEBHOOK_TEST_EVENT_TYPE,
      trigger: "test",
      webhookId: newWebhookId(),
      requestBody: webhookBody(WEBHOOK_TEST_EVENT_TYPE, now, {
        endpointId: endpoint.id,
        sentBy: actor.id,
        message: "A test event from Stockroom",
      }),
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  await notifyWebhookDeliveries(tx);
  return (row as { id: string }).id;
}

import { WEBHOOK_DELIVERY_NOT_FOUND } from "@stockroom/core";
import { webhookDeliveries } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";
import { notifyWebhookDeliveries } from "./queue-webhook-deliveries";
import { lockEndpoint } from "./webhook-endpoint-context";

/**
 * "Redeliver": the same message (same body, same webhook-id, so a receiver that already has it
 * drops the repeat) queued again as a new delivery of its own, with fresh attempts.
 */
export async function redeliverWebhook({ db, orgId }: ServiceContext, deliveryId: string) {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.organizationId, orgId)));
    if (!original) throw new DomainError("NOT_FOUND", WEBHOOK_DELIVERY_NOT_FOUND);
    await lockEndpoint(tx, orgId, original.endpointId);
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        organizationId: orgId,
        endpointId: original.endpointId,
        domainEventId: original.domainEventId,
        eventType: original.eventType,
        trigger: "redeliver",
        webhookId: original.webhookId,
        requestBody: original.requestBody,
        nextAttemptAt: new Date(),
      })
      .returning({ id: webhookDeliveries.id });
    await notifyWebhookDeliveries(tx);
    return { deliveryId: (row as { id: string }).id };
  });
}

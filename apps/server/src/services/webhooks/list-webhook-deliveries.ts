import { WEBHOOK_DELIVERIES_PAGE_SIZE } from "@stockroom/core";
import { webhookDeliveries } from "@stockroom/db";
import { and, count, desc, eq } from "drizzle-orm";
import type { OrgContext } from "../context";
import { lockEndpoint } from "./webhook-endpoint-context";

/**
 * One page of an endpoint's delivery log, newest first: the message sent (type, webhook-id,
 * body), the last attempt's answer (status, body excerpt, error, duration) and what comes next.
 */
export async function listWebhookDeliveries({ db, orgId }: OrgContext, input: { endpointId: string; page: number }) {
  return db.transaction(async (tx) => {
    // 'Webhook endpoint not found' for an endpoint of another organization.
    const endpoint = await lockEndpoint(tx, orgId, input.endpointId, { lock: false });
    const where = and(eq(webhookDeliveries.organizationId, orgId), eq(webhookDeliveries.endpointId, endpoint.id));
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        eventType: webhookDeliveries.eventType,
        trigger: webhookDeliveries.trigger,
        webhookId: webhookDeliveries.webhookId,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        requestBody: webhookDeliveries.requestBody,
        responseStatus: webhookDeliveries.responseStatus,
        responseBody: webhookDeliveries.responseBody,
        error: webhookDeliveries.error,
        durationMs: webhookDeliveries.durationMs,
        createdAt: webhookDeliveries.createdAt,
        lastAttemptAt: webhookDeliveries.lastAttemptAt,
      })
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
      .offset((input.page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE);
    const [total] = await tx.select({ n: count() }).from(webhookDeliveries).where(where);
    return { deliveries: rows, total: total?.n ?? 0, pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE };
  });
}

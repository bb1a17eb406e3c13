import { webhookEndpoints } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { lockEndpoint } from "./webhook-endpoint-context";

/** Deletes an endpoint with its delivery log. */
export async function deleteWebhookEndpoint({ db, orgId, actorId }: ServiceContext, endpointId: string) {
  await db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, orgId, endpointId);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    await recordActivity(tx, orgId, actorId, {
      type: "webhook_endpoint_deleted",
      description: `Webhook endpoint ${endpoint.url} deleted`,
      entityType: "webhook_endpoint",
      entityId: endpoint.id,
    });
  });
  return { ok: true as const };
}

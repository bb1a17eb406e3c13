import type { WebhookEndpointUpdateInput } from "@stockroom/core";
import { webhookEndpoints } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import { checkEndpointUrl, endpointView, lockEndpoint, type WebhookAdminContext } from "./webhook-endpoint-context";

/**
 * Changes an endpoint's address, description and events, or switches it on or off. Switching
 * a disabled endpoint back on clears the reason and the failure count.
 */
export async function updateWebhookEndpoint(
  { db, orgId, actorId, allow }: WebhookAdminContext,
  input: WebhookEndpointUpdateInput,
) {
  checkEndpointUrl(input.url, allow);
  return db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, orgId, input.endpointId);
    const reenabled = input.enabled && !current.enabled;
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        url: input.url,
        description: input.description,
        eventTypes: input.eventTypes,
        enabled: input.enabled,
        updatedAt: new Date(),
        ...(reenabled ? { disabledReason: null, disabledAt: null, consecutiveFailures: 0 } : {}),
        ...(!input.enabled && current.enabled
          ? { disabledReason: "Disabled by an administrator.", disabledAt: new Date() }
          : {}),
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    if (!endpoint) throw new Error("endpoint not updated");
    await recordActivity(tx, orgId, actorId, {
      type: "webhook_endpoint_updated",
      description: `Webhook endpoint ${input.url} updated`,
      entityType: "webhook_endpoint",
      entityId: endpoint.id,
    });
    return endpointView(endpoint);
  });
}

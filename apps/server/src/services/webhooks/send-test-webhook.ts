import type { ServiceContext } from "../context";
import { queueTestDelivery } from "./queue-webhook-deliveries";
import { lockEndpoint } from "./webhook-endpoint-context";

/** "Send test event": a `webhook.test` message queued for one endpoint, whatever its filter. */
export async function sendTestWebhook({ db, orgId, actorId }: ServiceContext, endpointId: string) {
  return db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, orgId, endpointId);
    return { deliveryId: await queueTestDelivery(tx, endpoint, { id: actorId }) };
  });
}

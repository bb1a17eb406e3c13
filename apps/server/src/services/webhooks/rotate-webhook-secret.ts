import { WEBHOOK_PREVIOUS_SECRET_HOURS } from "@stockroom/core";
import { webhookEndpoints } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { sealWebhookSecret } from "./secret-box";
import { endpointView, lockEndpoint } from "./webhook-endpoint-context";
import { generateWebhookSecret } from "./webhook-signature";

/**
 * A new signing secret, in this answer only (shown once). The old one keeps signing too (a
 * second signature in `webhook-signature`) for WEBHOOK_PREVIOUS_SECRET_HOURS, so the receiver
 * can switch without missing a message.
 */
export async function rotateWebhookSecret(
  { db, orgId, actorId, serverSecret }: ServiceContext & { serverSecret: string },
  endpointId: string,
) {
  return db.transaction(async (tx) => {
    const current = await lockEndpoint(tx, orgId, endpointId);
    const secret = generateWebhookSecret();
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        // Sealed under this endpoint's id; the previous value moves over as stored (sealed already).
        secret: sealWebhookSecret(serverSecret, current.id, secret),
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(Date.now() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3600_000),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    if (!endpoint) throw new Error("endpoint not updated");
    await recordActivity(tx, orgId, actorId, {
      type: "webhook_secret_rotated",
      description: `Signing secret of webhook endpoint ${current.url} rotated`,
      entityType: "webhook_endpoint",
      entityId: current.id,
    });
    return { endpoint: endpointView(endpoint), secret };
  });
}

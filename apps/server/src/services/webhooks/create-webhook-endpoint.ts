import { randomUUID } from "node:crypto";
import { WEBHOOK_ENDPOINTS_LIMIT_MESSAGE, WEBHOOK_ENDPOINTS_MAX, type WebhookEndpointInput } from "@stockroom/core";
import { webhookEndpoints } from "@stockroom/db";
import { count, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { lockOrganization } from "../organization/lock-organization";
import { sealWebhookSecret } from "./secret-box";
import { checkEndpointUrl, endpointView, type WebhookAdminContext } from "./webhook-endpoint-context";
import { generateWebhookSecret } from "./webhook-signature";

/** Adds an endpoint; its signing secret is in this answer only (shown once), and stored sealed (secret-box). */
export async function createWebhookEndpoint(
  { db, orgId, actorId, allow, serverSecret }: WebhookAdminContext & { serverSecret: string },
  input: WebhookEndpointInput,
) {
  checkEndpointUrl(input.url, allow);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, orgId));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw new DomainError("CONFLICT", WEBHOOK_ENDPOINTS_LIMIT_MESSAGE);
    const secret = generateWebhookSecret();
    const id = randomUUID();
    const [endpoint] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        organizationId: orgId,
        url: input.url,
        description: input.description,
        eventTypes: input.eventTypes,
        secret: sealWebhookSecret(serverSecret, id, secret),
        createdBy: actorId,
      })
      .returning();
    if (!endpoint) throw new Error("endpoint not inserted");
    await recordActivity(tx, orgId, actorId, {
      type: "webhook_endpoint_created",
      description: `Webhook endpoint ${input.url} added`,
      entityType: "webhook_endpoint",
      entityId: endpoint.id,
    });
    return { endpoint: endpointView(endpoint), secret };
  });
}

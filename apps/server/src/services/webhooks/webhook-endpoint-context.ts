import { WEBHOOK_ENDPOINT_NOT_FOUND, WEBHOOK_URL_PRIVATE_MESSAGE } from "@stockroom/core";
import { type DbOrTx, webhookEndpoints } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";
import { type AddressAllowList, blockedAddressReason, literalAddress } from "./address-guard";

/** An admin's webhook change: the service context and the SSRF guard's exceptions. */
export interface WebhookAdminContext extends ServiceContext {
  allow: AddressAllowList;
}

/**
 * A URL whose host is a literal private, loopback or link-local address is refused when it is
 * saved (the message says why). A host name is checked when each delivery resolves it: what it
 * resolves to may change.
 */
export function checkEndpointUrl(url: string, allow: AddressAllowList): void {
  const literal = literalAddress(new URL(url).hostname);
  if (literal && blockedAddressReason(literal, allow))
    throw new DomainError("BAD_REQUEST", WEBHOOK_URL_PRIVATE_MESSAGE);
}

/** Locks one endpoint of the organization (`lock` false: only reads it), or answers 'Webhook endpoint not found'. */
export async function lockEndpoint(tx: DbOrTx, orgId: string, endpointId: string, { lock = true } = {}) {
  const query = tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.organizationId, orgId)));
  const [endpoint] = lock ? await query.for("update") : await query;
  if (!endpoint) throw new DomainError("NOT_FOUND", WEBHOOK_ENDPOINT_NOT_FOUND);
  return endpoint;
}

/** What the screen shows of an endpoint: never its secret. */
export function endpointView(endpoint: typeof webhookEndpoints.$inferSelect) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    disabledAt: endpoint.disabledAt,
    consecutiveFailures: endpoint.consecutiveFailures,
    previousSecretExpiresAt:
      endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date()
        ? endpoint.previousSecretExpiresAt
        : null,
    createdAt: endpoint.createdAt,
  };
}
export type WebhookEndpointView = ReturnType<typeof endpointView>;

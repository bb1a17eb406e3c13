import { z } from "zod";
import type { DomainEventKind } from "../events/domain-events";
import { entityId } from "../validators/entityId";

// Issue 27 "Webhooks": an organization's endpoints, the events they subscribe to, the
// retry schedule and the texts of the settings screen. The server enforces these; the
// Webhooks tab reuses them for instant feedback.

/** The events an endpoint may subscribe to (issue 27), in the order the screen lists them. */
export const WEBHOOK_EVENT_TYPES = [
  "asset.created",
  "asset.updated",
  "asset.deleted",
  "inventory.checked",
  "stock.changed",
  "correction.applied",
  "import.completed",
  "low_stock",
] as const satisfies readonly DomainEventKind[];
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the "Send test event" message: sent to the endpoint whatever its filter. */
export const WEBHOOK_TEST_EVENT_TYPE = "webhook.test";

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Retries: exponential backoff, 30 s × 4ⁿ capped at 12 h (30 s, 2 min, 8 min, 32 min, 2 h 8 min,
 * 8 h 32 min, 12 h): 8 attempts over 23 h 42 min, "about a day" (issue 27).
 */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 12 * 60 * 60;

/** Seconds to wait after failed attempt number `attempt` (1-based); null when it was the last. */
export function webhookRetryDelaySeconds(attempt: number): number | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_SECONDS * 4 ** (attempt - 1), MAX_RETRY_SECONDS);
}

/**
 * An endpoint is disabled when a delivery has used its last attempt and the endpoint has not
 * answered one delivery with success since (at least this many failed attempts in a row):
 * a day of failures, never a brief outage.
 */
export const WEBHOOK_DISABLE_AFTER_FAILURES = WEBHOOK_MAX_ATTEMPTS;

/** A receiver has this long to answer (connect, headers and body) before the attempt fails. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The characters of a response body the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT = 1000;
/** After a rotation, the previous secret still signs (a second signature) for this long. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;
/** Endpoints per organization. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

export const WEBHOOK_ENDPOINT_NOT_FOUND = "Webhook endpoint not found";
export const WEBHOOK_DELIVERY_NOT_FOUND = "Webhook delivery not found";
export const WEBHOOK_URL_MESSAGE = "Enter a URL starting with https:// or http://";
export const WEBHOOK_URL_PRIVATE_MESSAGE =
  "This address is private, loopback or link-local; webhooks are only sent to public addresses";
export const WEBHOOK_EVENTS_MESSAGE = "Choose at least one event";
export const WEBHOOK_ENDPOINTS_LIMIT_MESSAGE = `An organization can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/** An endpoint's address: http(s), no user name or password in it, at most 2,000 characters. */
export const webhookUrl = z
  .string(WEBHOOK_URL_MESSAGE)
  .trim()
  .min(1, WEBHOOK_URL_MESSAGE)
  .max(2000, WEBHOOK_URL_MESSAGE)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && !!url.hostname;
  }, WEBHOOK_URL_MESSAGE);

const webhookEventList = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, "Unknown event"), WEBHOOK_EVENTS_MESSAGE)
  .min(1, WEBHOOK_EVENTS_MESSAGE)
  .max(WEBHOOK_EVENT_TYPES.length, WEBHOOK_EVENTS_MESSAGE)
  .refine((list) => new Set(list).size === list.length, WEBHOOK_EVENTS_MESSAGE);

export const webhookEndpointInput = z.object({
  url: webhookUrl,
  description: z
    .string("Description must be text")
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, `Description must be ${WEBHOOK_DESCRIPTION_MAX} characters or less`)
    .default(""),
  eventTypes: webhookEventList,
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;

export const webhookEndpointIdInput = z.object({ endpointId: entityId(WEBHOOK_ENDPOINT_NOT_FOUND) });

/** An endpoint's change: its address, description, events, and switching it on or off. */
export const webhookEndpointUpdateInput = webhookEndpointInput.extend({
  endpointId: entityId(WEBHOOK_ENDPOINT_NOT_FOUND),
  enabled: z.boolean("Enabled must be true or false"),
});
export type WebhookEndpointUpdateInput = z.infer<typeof webhookEndpointUpdateInput>;

export const webhookDeliveryIdInput = z.object({ deliveryId: entityId(WEBHOOK_DELIVERY_NOT_FOUND) });

/** One page of an endpoint's delivery log, newest first. */
export const webhookDeliveriesInput = z.object({
  endpointId: entityId(WEBHOOK_ENDPOINT_NOT_FOUND),
  page: z
    .number("Page must be a number")
    .int("Page must be a whole number")
    .min(1, "Page must be at least 1")
    .max(10_000, "Page is too large")
    .default(1),
});

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "sending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

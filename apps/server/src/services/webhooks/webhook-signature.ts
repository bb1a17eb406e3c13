import { randomBytes, randomUUID } from "node:crypto";
import type { EventActor } from "@stockroom/core";
import { Webhook } from "standardwebhooks";

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): secrets are `whsec_` + base64
 * of 24 random bytes; a message carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`: "v1,<base64 HMAC-SHA256 of `id.timestamp.body`>", one per secret,
 * space-separated, so a receiver holding either the new or the previous secret (during a
 * rotation) verifies it. The `standardwebhooks` library itself computes each signature: the
 * receivers verify with the same code.
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** A message id (`webhook-id`): the same on every attempt of one message, so receivers drop repeats. */
export function newWebhookId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

export function webhookHeaders(
  secrets: readonly string[],
  message: { webhookId: string; timestamp: Date; body: string },
): Record<string, string> {
  const signatures = secrets.map((secret) =>
    new Webhook(secret).sign(message.webhookId, message.timestamp, message.body),
  );
  return {
    "webhook-id": message.webhookId,
    "webhook-timestamp": String(Math.floor(message.timestamp.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}

/**
 * The JSON body of a message: `{ type, timestamp, data }`, the Standard Webhooks payload
 * shape, plus `actor` for an event someone caused: `{ type: "user" | "token" | "phone" |
 * "system", id }` (a write through the REST API names its token).
 */
export function webhookBody(type: string, timestamp: Date, data: unknown, actor?: EventActor | null): string {
  const who = actor ? { actor: { type: actor.type, id: actor.id } } : {};
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), ...who, data });
}

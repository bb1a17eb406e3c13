import { WEBHOOK_EVENT_TYPES } from "@stockroom/core";
import { queueEventDeliveries } from "../../webhooks/queue-webhook-deliveries";
import type { EventConsumer } from "./index";

/**
 * The webhooks reader of the outbox (issue 27): for each event, one delivery row per enabled
 * endpoint of its organization whose filter lists its kind, written in the dispatcher's
 * transaction with a NOTIFY that wakes the webhook-deliveries job. Sending is that job's.
 */
export const webhooksConsumer: EventConsumer = {
  id: "webhooks",
  kinds: WEBHOOK_EVENT_TYPES,
  async take(tx, events) {
    await queueEventDeliveries(tx, events);
  },
};

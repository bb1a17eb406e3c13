import { z } from "zod";
import { loadConfig } from "../../env";
import { deliverDueWebhooks } from "../../services/webhooks/deliver-due-webhooks";
import { WEBHOOK_DELIVERY_CHANNEL } from "../../services/webhooks/queue-webhook-deliveries";
import { defineJob } from "../client";

/**
 * Sends the due webhook deliveries (services/webhooks/deliver-due-webhooks.ts): whenever a
 * transaction that wrote delivery rows commits (it NOTIFYs WEBHOOK_DELIVERY_CHANNEL) and on a
 * sweep every minute, which picks up retries as they fall due and anything a NOTIFY missed.
 * Every process may run it at once: each claims different rows.
 */
export const WEBHOOK_DELIVERIES_JOB = defineJob({
  id: "webhook-deliveries",
  name: "Webhook deliveries",
  schema: z.object({}),
  cron: "* * * * *",
  listen: WEBHOOK_DELIVERY_CHANNEL,
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  async handler(_payload, { db }) {
    const allow = loadConfig().webhookAllowAddresses;
    // A batch at a time until nothing is due (a burst of events drains in one run).
    for (let round = 0; round < 50; round++) {
      const { attempted } = await deliverDueWebhooks(db, { allow });
      if (attempted === 0) break;
    }
  },
});

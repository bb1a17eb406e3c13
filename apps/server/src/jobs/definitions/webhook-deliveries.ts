import { z } from "zod";
import { loadConfig } from "../../env";
import { deliverDueWebhooks } from "../../services/webhooks/deliver-due-webhooks";
import { WEBHOOK_DELIVERY_CHANNEL } from "../../services/webhooks/queue-webhook-deliveries";
import { sealPlainWebhookSecrets } from "../../services/webhooks/secret-box";
import { defineJob } from "../client";

/**
 * Sends the due webhook deliveries (services/webhooks/deliver-due-webhooks.ts): whenever a
 * transaction that wrote delivery rows commits (it NOTIFYs WEBHOOK_DELIVERY_CHANNEL) and on a
 * sweep every minute, which picks up retries as they fall due and anything a NOTIFY missed.
 * Every process may run it at once: each claims different rows.
 */
/** Secrets stored before sealing are sealed by this process's first run (secret-box.ts). */
let plainSealed = false;

export const WEBHOOK_DELIVERIES_JOB = defineJob({
  id: "webhook-deliveries",
  name: "Webhook deliveries",
  schema: z.object({}),
  cron: "* * * * *",
  listen: WEBHOOK_DELIVERY_CHANNEL,
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  async handler(_payload, { db, serverSecret: secretOf }) {
    // A job runner without a server (some tests) has no key to open the signing secrets.
    const serverSecret = secretOf?.();
    if (!serverSecret) return;
    if (!plainSealed) {
      await sealPlainWebhookSecrets(db, serverSecret);
      plainSealed = true;
    }
    const allow = loadConfig().webhookAllowAddresses;
    // A batch at a time until nothing is due (a burst of events drains in one run).
    for (let round = 0; round < 50; round++) {
      const { attempted } = await deliverDueWebhooks(db, { allow, serverSecret });
      if (attempted === 0) break;
    }
  },
});

import { z } from "zod";
import { deliverDueNotifications } from "../../services/notifications/deliver-notifications";
import { notificationDeliveryDeps } from "../../services/notifications/delivery-deps";
import { NOTIFICATION_DELIVERY_CHANNEL } from "../../services/notifications/plan-notifications";
import { defineJob } from "../client";

/**
 * Sends the due notification deliveries (e-mail, daily digests, Slack, Web Push): woken at
 * once when the dispatch writes delivery rows (NOTIFY stockroom_notifications at commit),
 * and every minute for retries and digests that came due. Each row is claimed `for update
 * skip locked`, so every process may run it at once and each row leaves once.
 */
export const NOTIFICATION_DELIVERY_JOB = defineJob({
  id: "notification-delivery",
  name: "Notification delivery (e-mail, Slack, push)",
  schema: z.object({}),
  cron: "* * * * *",
  listen: NOTIFICATION_DELIVERY_CHANNEL,
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  async handler(_payload, { log }) {
    const deps = notificationDeliveryDeps();
    if (!deps) return;
    const outcome = await deliverDueNotifications(deps);
    if (outcome.retried + outcome.failed > 0) {
      log.info(`notifications: ${outcome.sent} sent, ${outcome.retried} to retry, ${outcome.failed} given up`);
    }
  },
});

import { NOTIFICATION_KINDS } from "@stockroom/core";
import { planNotifications } from "../../notifications/plan-notifications";
import type { EventConsumer } from ".";

/**
 * Issue 25's delivery side: low stock, inventory alerts, member joins and weekly reports
 * become in-app notifications and e-mail / Slack / push delivery rows (services/notifications/
 * plan-notifications.ts), written in the dispatch transaction; the notification-delivery job
 * sends them.
 */
export const NOTIFICATIONS_CONSUMER: EventConsumer = {
  id: "notifications",
  kinds: NOTIFICATION_KINDS,
  async take(tx, events) {
    await planNotifications(tx, events);
  },
};

import { z } from "zod";
import { dispatchPendingEvents } from "../../services/events/dispatch-events";
import { DOMAIN_EVENTS_CHANNEL } from "../../services/events/emit-event";
import { defineJob } from "../client";

/**
 * Hands the outbox's new domain events to their consumers (services/events/). It runs
 * within moments of each commit that wrote events (the NOTIFY on `stockroom_events`), and
 * every minute as a sweep for anything a missed notification left (a restart, a lost
 * listening connection).
 */
export const DISPATCH_EVENTS_JOB = defineJob({
  id: "dispatch-events",
  name: "Domain events dispatch",
  schema: z.object({}),
  cron: "* * * * *",
  listen: DOMAIN_EVENTS_CHANNEL,
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  async handler(_payload, { db }) {
    await dispatchPendingEvents(db);
  },
});

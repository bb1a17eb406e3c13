import type { DeliveryDeps } from "./deliver-notifications";

/**
 * The delivery jobs' dependencies (mailer, link origin, secrets), set by createServer: job
 * handlers get only the database from the job client, and these are built once per server.
 */
let current: DeliveryDeps | undefined;

export function setNotificationDeliveryDeps(deps: DeliveryDeps): void {
  current = deps;
}

export function notificationDeliveryDeps(): DeliveryDeps | undefined {
  return current;
}

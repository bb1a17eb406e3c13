import { DEFAULT_ORGANIZATION_TIME_ZONE, monthKey } from "@stockroom/core";
import { useSession } from "./session";

/**
 * The signed-in member's organization's time zone (issue 20): "this month" on every screen
 * is the organization's month, whatever the browser's or the user's own zone.
 */
export function useOrgTimeZone(): string {
  return useSession()?.membership?.organization.timeZone ?? DEFAULT_ORGANIZATION_TIME_ZONE;
}

/** The organization's current month (YYYY-MM). */
export function useOrgMonth(now: Date = new Date()): string {
  return monthKey(now, useOrgTimeZone());
}

import { z } from "zod";

// Issue 20 "Whose month, whose clock": an organization has a time zone (an IANA name). Its
// months (snapshots, reports, the monthly pick list, the usage summary) are months of that
// zone. Spec 01 §9's App Settings default, America/New_York, is the default here too.

export const DEFAULT_ORGANIZATION_TIME_ZONE = "America/New_York";
/** Ours (the spec has no text for it). */
export const TIME_ZONE_INVALID_MESSAGE = "Choose a time zone from the list";

let zones: ReadonlySet<string> | null = null;
/** The IANA names this runtime knows (Intl.supportedValuesOf), plus UTC. */
export function supportedTimeZones(): ReadonlySet<string> {
  if (!zones) {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
    zones = new Set(["UTC", DEFAULT_ORGANIZATION_TIME_ZONE, ...supported]);
  }
  return zones;
}

export function isTimeZone(value: unknown): value is string {
  return typeof value === "string" && supportedTimeZones().has(value);
}

/** An IANA time zone name, exactly as chosen (never trimmed or rewritten). */
export const timeZoneName = z
  .string(TIME_ZONE_INVALID_MESSAGE)
  .refine((v) => isTimeZone(v), { message: TIME_ZONE_INVALID_MESSAGE });

/** organization.updateTimeZone: an admin sets the organization's time zone. */
export const updateOrganizationTimeZoneInput = z.object({ timeZone: timeZoneName });
export type UpdateOrganizationTimeZoneInput = z.infer<typeof updateOrganizationTimeZoneInput>;

/** The time zone to keep: the given one when it is a known zone, else the default. */
export function organizationTimeZoneOr(value: unknown): string {
  return isTimeZone(value) ? value : DEFAULT_ORGANIZATION_TIME_ZONE;
}

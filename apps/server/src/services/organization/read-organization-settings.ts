import { DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings, organizationSettings } from "@stockroom/core";

/**
 * The stored settings with every missing value defaulted. A stored value that no longer
 * fits the schema (a colour or role since removed) falls back to its default alone
 * instead of throwing away the rest.
 */
export function readOrganizationSettings(stored: unknown): OrganizationSettings {
  const record = stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
  const whole = organizationSettings.safeParse(record);
  if (whole.success) return whole.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const one = organizationSettings.safeParse({ [key]: value });
    if (one.success && key in one.data) kept[key] = value;
  }
  return { ...DEFAULT_ORGANIZATION_SETTINGS, ...organizationSettings.parse(kept) };
}

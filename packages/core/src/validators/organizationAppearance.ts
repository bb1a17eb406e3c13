// Spec 01 §9: the organization's look, which every member's theme follows. Kept apart from
// `organizationSettings` (zod) because the web app's theme reads it in the entry chunk.

/** Spec 01 §9: "Organization primary colors: blue, green, purple, red, amber, teal." */
export const ORGANIZATION_PRIMARY_COLORS = ["blue", "green", "purple", "red", "amber", "teal"] as const;
export type OrganizationPrimaryColor = (typeof ORGANIZATION_PRIMARY_COLORS)[number];

export interface OrganizationAppearance {
  primaryColor: OrganizationPrimaryColor;
  customTheme: boolean;
}

/** The defaults of `organizationSettings` for these two settings. */
export const DEFAULT_ORGANIZATION_APPEARANCE: OrganizationAppearance = { primaryColor: "blue", customTheme: false };

/**
 * The primary colour and the custom-theme switch of stored organization settings (the
 * server already drops invalid settings; anything unexpected here falls back to the default).
 */
export function organizationAppearance(settings: unknown): OrganizationAppearance {
  const s = settings !== null && typeof settings === "object" ? (settings as Record<string, unknown>) : {};
  const primaryColor = ORGANIZATION_PRIMARY_COLORS.find((c) => c === s.primaryColor);
  return {
    primaryColor: primaryColor ?? DEFAULT_ORGANIZATION_APPEARANCE.primaryColor,
    customTheme: typeof s.customTheme === "boolean" ? s.customTheme : DEFAULT_ORGANIZATION_APPEARANCE.customTheme,
  };
}

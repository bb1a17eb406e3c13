import { z } from "zod";

// Spec 01 §9: app settings, stored in the browser under "app-settings".

export const APP_SETTINGS_STORAGE_KEY = "app-settings";
export const APP_SETTINGS_LOAD_FAILED_MESSAGE = "Failed to load saved settings, using defaults";
export const APP_SETTINGS_SAVE_FAILED_MESSAGE = "Failed to save settings";

export const THEMES = ["light", "dark"] as const;
export const ACCENT_COLORS = ["blue", "green", "purple", "red", "amber"] as const;
export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] as const;
export const TIME_FORMATS = ["12h", "24h"] as const;
export const TABLE_ROW_OPTIONS = [5, 10, 25, 50, 100] as const;
export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 18;
export const DEFAULT_FONT_SIZE = 14;
export const DEFAULT_TABLE_ROWS = 10;
export const DEFAULT_TIMEZONE = "America/New_York";

/**
 * Every setting with its default: theme light, accent blue, language en, MM/DD/YYYY, 12h,
 * America/New_York, font 14 (12–18), 10 table rows. The booleans' defaults are not in
 * the spec and are ours. A stored value that does not fit falls back to its default alone.
 */
export const appSettings = z.object({
  theme: z.enum(THEMES).catch("light"),
  accentColor: z.enum(ACCENT_COLORS).catch("blue"),
  useSystemPreference: z.boolean().catch(false),
  denseMode: z.boolean().catch(false),
  fontSize: z.number().int().min(FONT_SIZE_MIN).max(FONT_SIZE_MAX).catch(DEFAULT_FONT_SIZE),
  tableRows: z.union(TABLE_ROW_OPTIONS.map((n) => z.literal(n))).catch(DEFAULT_TABLE_ROWS),
  animationsEnabled: z.boolean().catch(true),
  emailNotifications: z.boolean().catch(true),
  pushNotifications: z.boolean().catch(false),
  inventoryAlerts: z.boolean().catch(true),
  lowStockAlerts: z.boolean().catch(true),
  systemUpdates: z.boolean().catch(true),
  newFeatures: z.boolean().catch(true),
  language: z.enum(LANGUAGES).catch("en"),
  dateFormat: z.enum(DATE_FORMATS).catch("MM/DD/YYYY"),
  timeFormat: z.enum(TIME_FORMATS).catch("12h"),
  timezone: z.string().min(1).catch(DEFAULT_TIMEZONE),
});
export type AppSettings = z.infer<typeof appSettings>;
export const DEFAULT_APP_SETTINGS: AppSettings = appSettings.parse({});

/**
 * Reads the stored JSON. Unreadable JSON or a non-object gives the defaults and the
 * spec's message; otherwise each setting is kept when valid and defaulted when not.
 */
export function parseStoredAppSettings(stored: string | null | undefined): {
  settings: AppSettings;
  error: string | null;
} {
  if (stored === null || stored === undefined || stored === "") return { settings: DEFAULT_APP_SETTINGS, error: null };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { settings: DEFAULT_APP_SETTINGS, error: APP_SETTINGS_LOAD_FAILED_MESSAGE };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { settings: DEFAULT_APP_SETTINGS, error: APP_SETTINGS_LOAD_FAILED_MESSAGE };
  }
  return { settings: appSettings.parse(value), error: null };
}

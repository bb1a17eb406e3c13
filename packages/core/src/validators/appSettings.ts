import * as z from "zod/mini";
import { LANGUAGES } from "../i18n/languages";

// Spec 01 §9: app settings, stored in the browser under "app-settings".

export const APP_SETTINGS_LOAD_FAILED_MESSAGE = "Failed to load saved settings, using defaults";
export const APP_SETTINGS_SAVE_FAILED_MESSAGE = "Failed to save settings";

export const THEMES = ["light", "dark"] as const;
export const ACCENT_COLORS = ["blue", "green", "purple", "red", "amber"] as const;
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
 * zod/mini: the app's theme reads the stored settings in the web app's entry chunk.
 */
export const appSettings = z.object({
  theme: z.catch(z.enum(THEMES), "light"),
  accentColor: z.catch(z.enum(ACCENT_COLORS), "blue"),
  useSystemPreference: z.catch(z.boolean(), false),
  denseMode: z.catch(z.boolean(), false),
  fontSize: z.catch(z.int().check(z.minimum(FONT_SIZE_MIN), z.maximum(FONT_SIZE_MAX)), DEFAULT_FONT_SIZE),
  tableRows: z.catch(z.literal(TABLE_ROW_OPTIONS), DEFAULT_TABLE_ROWS),
  animationsEnabled: z.catch(z.boolean(), true),
  emailNotifications: z.catch(z.boolean(), true),
  pushNotifications: z.catch(z.boolean(), false),
  inventoryAlerts: z.catch(z.boolean(), true),
  lowStockAlerts: z.catch(z.boolean(), true),
  systemUpdates: z.catch(z.boolean(), true),
  newFeatures: z.catch(z.boolean(), true),
  language: z.catch(z.enum(LANGUAGES), "en"),
  /** True once the user picked a language in App Settings; until then the browser's applies (issue 26). */
  languageChosen: z.catch(z.boolean(), false),
  dateFormat: z.catch(z.enum(DATE_FORMATS), "MM/DD/YYYY"),
  timeFormat: z.catch(z.enum(TIME_FORMATS), "12h"),
  timezone: z.catch(z.string().check(z.minLength(1)), DEFAULT_TIMEZONE),
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

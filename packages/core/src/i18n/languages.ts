/** Spec 01 §9: the languages of the product. */
export const LANGUAGES = ["en", "es", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Spec 01 §2: App Settings are kept in the browser under this key. Here, without zod, so the
 * phone's entry can read the language choice (storedLanguageChoice) without the settings schema.
 */
export const APP_SETTINGS_STORAGE_KEY = "app-settings";

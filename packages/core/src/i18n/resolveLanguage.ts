// No zod here (nor through appSettings.ts): the phone's entry reads the stored choice with this.
import type { AppSettings } from "../validators/appSettings";
import { LANGUAGES, type Language } from "./languages";

export type { Language };

/** The languages of spec 01 §9, or null when `tag` (a BCP 47 tag such as "de-AT") names none. */
export function supportedLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return LANGUAGES.find((l) => l === primary) ?? null;
}

/** The first of the browser's languages (navigator.languages, in its order) we support. */
export function browserLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return null;
}

/**
 * Which language a screen uses (issue 26): the App Settings choice wins; without one, the
 * browser's language when we support it; else en. A phone before anyone signs in has no
 * choice on it, so its PIN screen follows the phone's browser language.
 */
export function resolveLanguage(
  settings: Pick<AppSettings, "language" | "languageChosen"> | null,
  browserTags: readonly string[],
): Language {
  if (settings?.languageChosen) return settings.language;
  return browserLanguage(browserTags) ?? "en";
}

/**
 * The language of a server answer: the one the client says it shows (the x-stockroom-locale
 * header), else the signed-in user's saved language, else the request's Accept-Language.
 */
export function requestLanguage(input: {
  header?: string | null;
  saved?: string | null;
  acceptLanguage?: string | null;
}): Language {
  const accepted = (input.acceptLanguage ?? "")
    .split(",")
    .map((part) => ({ tag: part.split(";")[0] ?? "", q: Number(/;q=([0-9.]+)/.exec(part)?.[1] ?? 1) }))
    .filter((p) => p.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((p) => p.tag);
  return supportedLanguage(input.header) ?? supportedLanguage(input.saved) ?? browserLanguage(accepted) ?? "en";
}

/**
 * The language choice in the App Settings JSON kept in this browser ("app-settings"), read
 * without the settings schema: null when there is none, the JSON is unreadable or the
 * language is not one of ours.
 */
export function storedLanguageChoice(
  stored: string | null | undefined,
): Pick<AppSettings, "language" | "languageChosen"> | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (!value || typeof value !== "object") return null;
    const { language, languageChosen } = value as { language?: unknown; languageChosen?: unknown };
    const chosen = typeof language === "string" ? LANGUAGES.find((l) => l === language) : undefined;
    return chosen && languageChosen === true ? { language: chosen, languageChosen: true } : null;
  } catch {
    return null;
  }
}

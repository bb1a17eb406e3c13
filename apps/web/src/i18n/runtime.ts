import { i18n, type Messages } from "@lingui/core";
import {
  APP_SETTINGS_STORAGE_KEY,
  decimalSeparatorOf,
  type Language,
  resolveLanguage,
  setScreenDecimalSeparator,
  storedLanguageChoice,
} from "@stockroom/core";

/** A screen language, or the development pseudo-locale (accented, 40% longer). */
export type ScreenLanguage = Language | "pseudo";

type Lazy = () => Promise<{ messages: Messages }>;
/**
 * es, fr and de as chunks loaded on first use, and English's catalog only as the source of
 * the development pseudo-locale: English itself needs no catalog, its compiled text is in each
 * descriptor (linguiInlineEnglish.ts), so it travels with the screen that shows it.
 */
export type LazyCatalogs = Record<Exclude<Language, "en">, Lazy> & { pseudoSource: Lazy };

/** Development only: `localStorage["stockroom-pseudo-locale"] = "1"` shows every text pseudo-localized. */
export const PSEUDO_LOCALE_KEY = "stockroom-pseudo-locale";

let lazyCatalogs: Partial<LazyCatalogs> = {};
const loaded = new Set<ScreenLanguage>();
let wanted: ScreenLanguage = "en";

/**
 * Starts the catalogs of one entry (the admin app or the phone app): English is active at
 * once with an empty catalog (each message's English is compiled into its descriptor, in the
 * chunk of the screen that shows it), so an English screen waits for nothing and loads no
 * catalog; es, fr and de load on first use. Returns the promise of the first language when it
 * is not English.
 */
export function startI18n(lazy: LazyCatalogs, first: ScreenLanguage): Promise<void> | null {
  lazyCatalogs = lazy;
  i18n.load("en", {});
  loaded.add("en");
  showLanguage("en");
  return first === "en" ? null : activateLanguage(first);
}

function showLanguage(language: ScreenLanguage) {
  // The pseudo-locale formats numbers and plurals as English does.
  i18n.activate(language, language === "pseudo" ? ["en"] : [language]);
  // Typed numbers read with this language's decimal separator ("2,5" is 2.5 in de, fr, es).
  // English's is "." (what Intl answers for "en"): asking Intl at start loads ICU's locale
  // data before the first paint, ~0.15 s of main thread under 4× CPU (issue 23, profiled).
  setScreenDecimalSeparator(language === "en" || language === "pseudo" ? "." : decimalSeparatorOf(language));
  if (typeof document !== "undefined") document.documentElement.lang = language === "pseudo" ? "en-XA" : language;
}

/** Shows `language`, loading its catalog first if needed (the last call wins when calls overlap). */
export async function activateLanguage(language: ScreenLanguage): Promise<void> {
  wanted = language;
  if (!loaded.has(language)) {
    if (language === "pseudo") {
      const source = lazyCatalogs.pseudoSource;
      if (!source) return;
      // Loaded on use (a development aid): not on every first screen's path, the phone's included.
      const [{ pseudoMessages }, catalog] = await Promise.all([import("./pseudo"), source()]);
      i18n.load("pseudo", pseudoMessages(catalog.messages));
    } else if (language !== "en") {
      const load = lazyCatalogs[language];
      if (!load) return;
      i18n.load(language, (await load()).messages);
    }
    loaded.add(language);
  }
  if (wanted === language) showLanguage(language);
}

/** The browser's languages, most preferred first. */
export function browserTags(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function pseudoWanted(): boolean {
  try {
    return import.meta.env.DEV && window.localStorage.getItem(PSEUDO_LOCALE_KEY) === "1";
  } catch {
    return false;
  }
}

/** The language of this screen: App Settings choice → browser → en (core's resolveLanguage). */
export function screenLanguage(settings: Parameters<typeof resolveLanguage>[0]): ScreenLanguage {
  return pseudoWanted() ? "pseudo" : resolveLanguage(settings, browserTags());
}

/** The language the server should answer in (the pseudo-locale is English there). */
export function requestLanguageHeader(): string {
  const locale = i18n.locale;
  return locale && locale !== "pseudo" ? locale : "en";
}

/** The language chosen in this browser's App Settings, or null (none, or storage disabled). */
export function storedAppSettings(): ReturnType<typeof storedLanguageChoice> {
  try {
    return storedLanguageChoice(window.localStorage.getItem(APP_SETTINGS_STORAGE_KEY));
  } catch {
    return null;
  }
}

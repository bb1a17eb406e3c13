import type { LazyCatalogs } from "./runtime";

/**
 * The phone app's catalogs (phone.html): only the phone's texts. No English catalog in the entry: English is compiled into each
 * message's descriptor (linguiInlineEnglish.ts); the English catalog is only the
 * pseudo-locale's source in development.
 */
export const phoneCatalogs: LazyCatalogs = {
  es: () => import("./locales/es/phone.po"),
  fr: () => import("./locales/fr/phone.po"),
  de: () => import("./locales/de/phone.po"),
  // Development only (the pseudo-locale is): a production build has no English chunk at all.
  pseudoSource: () => (import.meta.env.DEV ? import("./locales/en/phone.po") : Promise.resolve({ messages: {} })),
};

import type { LazyCatalogs } from "./runtime";

/**
 * The admin app's catalogs. No English catalog in the entry: English is compiled into each
 * message's descriptor (linguiInlineEnglish.ts); the English catalog is only the
 * pseudo-locale's source in development.
 */
export const appCatalogs: LazyCatalogs = {
  es: () => import("./locales/es/app.po"),
  fr: () => import("./locales/fr/app.po"),
  de: () => import("./locales/de/app.po"),
  // Development only (the pseudo-locale is): a production build has no English chunk at all.
  pseudoSource: () => (import.meta.env.DEV ? import("./locales/en/app.po") : Promise.resolve({ messages: {} })),
};

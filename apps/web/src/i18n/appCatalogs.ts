import { messages as en } from "./locales/en/app.po";
import type { LazyCatalogs } from "./runtime";

/** The admin app's catalogs: English in the entry, the others in their own chunks. */
export const appEnglish = en;
export const appCatalogs: LazyCatalogs = {
  es: () => import("./locales/es/app.po"),
  fr: () => import("./locales/fr/app.po"),
  de: () => import("./locales/de/app.po"),
};

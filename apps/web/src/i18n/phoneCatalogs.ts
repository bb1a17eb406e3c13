import { messages as en } from "./locales/en/phone.po";
import type { LazyCatalogs } from "./runtime";

/** The phone app's catalogs (phone.html): only the phone's texts; English in its entry. */
export const phoneEnglish = en;
export const phoneCatalogs: LazyCatalogs = {
  es: () => import("./locales/es/phone.po"),
  fr: () => import("./locales/fr/phone.po"),
  de: () => import("./locales/de/phone.po"),
};

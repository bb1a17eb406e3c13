import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Message catalogs (docs/decisions.md, "Languages"). Two catalogs per language so the phone
 * app (its own entry, phone.html) carries only its own texts: `phone` for src/phone, `app`
 * for the translated admin folders. English is the source: its catalog is the spec's wording
 * and is bundled with each entry; es, fr and de load lazily when chosen.
 * Folders not listed here are still English-only (see docs/glossary.md).
 */
export const TRANSLATED_APP_FOLDERS = [
  "src/features/shell",
  "src/features/auth",
  "src/features/settings",
  "src/features/organization",
  "src/features/profile",
  "src/features/platform",
  "src/features/invitation",
  "src/features/asset-types",
  "src/features/assets",
  "src/features/dashboard",
  "src/features/errors",
  "src/features/mobile",
  "src/features/reports",
  "src/features/forms",
  "src/features/data-quality",
  "src/features/inventory",
  "src/features/qr",
  "src/features/notifications",
  "src/features/reorder",
  "src/features/api",
  "src/features/webhooks",
  "src/features/import",
  "src/ui",
  "src/lib",
  "src/i18n",
  "src/state",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr", "de"],
  fallbackLocales: { default: "en" },
  catalogs: [
    { path: "<rootDir>/src/i18n/locales/{locale}/phone", include: ["<rootDir>/src/phone"] },
    {
      path: "<rootDir>/src/i18n/locales/{locale}/app",
      include: TRANSLATED_APP_FOLDERS.map((folder) => `<rootDir>/${folder}`),
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: "messageId",
});

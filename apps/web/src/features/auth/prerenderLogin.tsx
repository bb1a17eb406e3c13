import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { theme } from "../../theme";
import { MAIN_CONTENT_ID, SkipLink } from "../../ui/SkipLink";
import { AppThemeProvider } from "../settings/AppThemeProvider";
import { LoginCard } from "./LoginCard";

/**
 * The sign-in card as /login's first paint (lib/firstPaint.ts), rendered at build time by
 * loginFirstPaint.ts: the app's own providers and components with no stored settings (the
 * default light theme, English) inside the root layout's skip link and `main`, as the app shows
 * it. The page shows it only when the app will look the same (core's FIRST_PAINT_SCRIPT).
 */
export function renderLoginFirstPaint(): string {
  i18n.load("en", {});
  i18n.activate("en");
  return renderToString(
    <I18nProvider i18n={i18n}>
      <AppThemeProvider base={theme}>
        <SkipLink />
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <LoginCard />
        </main>
      </AppThemeProvider>
    </I18nProvider>,
  );
}

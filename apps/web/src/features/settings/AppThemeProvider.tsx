import { useLingui } from "@lingui/react/macro";
import { MantineProvider, type MantineThemeOverride, mergeThemeOverrides } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { organizationAppearance } from "@stockroom/core";
import { useAtomValue } from "jotai";
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from "react";
import { DatesLocale } from "../../i18n/DatesLocale";
import { mantineTexts } from "../../i18n/mantineTexts";
import { activateLanguage, screenLanguage } from "../../i18n/runtime";
import { queryClient, trpcUtils } from "../../queryClient";
import { appSettingsAtom, setAppSettingsSaveFailedToast, takeAppSettingsLoadError } from "../../state/appSettingsAtom";
import { accessibleCssVariables } from "../../theme";
import { buildTheme } from "./buildTheme";

const subscribeToQueries = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);
const readSession = () => trpcUtils.auth.session.getData();

/** The organization settings delivered with the session (defaults when signed out or unreadable). */
function useOrganizationAppearance() {
  const session = useSyncExternalStore(subscribeToQueries, readSession, readSession);
  const stored = session?.membership?.organization.settings;
  return useMemo(() => organizationAppearance(stored), [stored]);
}

/**
 * Mantine with the theme of the signed-in user: App Settings (colour scheme, accent,
 * font size, density, animations, language) and the organization's primary colour.
 * It sits above the tRPC provider (error screens need Mantine), so it reads the session
 * straight from the query cache the app gate fills.
 */
export function AppThemeProvider({ base, children }: { base: MantineThemeOverride; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const app = useAtomValue(appSettingsAtom);
  const organization = useOrganizationAppearance();
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)", false, { getInitialValueInEffect: false });
  const scheme = app.useSystemPreference ? (prefersDark ? "dark" : "light") : app.theme;

  // Mantine's own texts (close buttons, pagination arrows) follow the screen's language.
  const locale = i18n.locale;
  const theme = useMemo(
    () =>
      mergeThemeOverrides(
        buildTheme(
          base,
          {
            accentColor: app.accentColor,
            fontSize: app.fontSize,
            denseMode: app.denseMode,
            animationsEnabled: app.animationsEnabled,
          },
          { primaryColor: organization.primaryColor, customTheme: organization.customTheme },
        ),
        locale === "en" ? {} : mantineTexts(i18n),
      ),
    [
      locale,
      i18n,
      base,
      app.accentColor,
      app.fontSize,
      app.denseMode,
      app.animationsEnabled,
      organization.primaryColor,
      organization.customTheme,
    ],
  );

  // Settings that cannot be stored: the toast in the screen's language (core's APP_SETTINGS_SAVE_FAILED_MESSAGE).
  useEffect(() => {
    setAppSettingsSaveFailedToast(() => ({ title: t`Error`, message: t`Failed to save settings` }));
  }, [t]);

  // Stored settings that could not be read were replaced by the defaults: say so once.
  useEffect(() => {
    const error = takeAppSettingsLoadError();
    if (error)
      notifications.show({
        color: "yellow",
        title: t`App Settings`,
        message: t`Failed to load saved settings, using defaults`,
      });
  }, [t]);

  // The screen's language (and <html lang>) follows App Settings › Language, else the browser's.
  const language = screenLanguage(app);
  useEffect(() => {
    void activateLanguage(language);
  }, [language]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.density = app.denseMode ? "dense" : "comfortable";
    root.dataset.animations = app.animationsEnabled ? "on" : "off";
  }, [app.denseMode, app.animationsEnabled]);

  return (
    <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={accessibleCssVariables}>
      {app.animationsEnabled ? null : (
        <style>{"*, *::before, *::after { transition: none !important; animation: none !important; }"}</style>
      )}
      <DatesLocale>{children}</DatesLocale>
    </MantineProvider>
  );
}

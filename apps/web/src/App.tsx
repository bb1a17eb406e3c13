import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { AuthGate } from "./features/auth/AuthGate";
import { GlobalErrorScreen } from "./features/errors/GlobalErrorScreen";
import { AppThemeProvider } from "./features/settings/AppThemeProvider";
import { appCatalogs } from "./i18n/appCatalogs";
import { screenLanguage, startI18n, storedAppSettings } from "./i18n/runtime";
import { queryClient, trpcClient } from "./queryClient";
import { router } from "./router";
import { theme } from "./theme";
import { trpc } from "./trpc";
import { ErrorBoundary } from "./ui/ErrorBoundary";

const LazyProviders = lazy(async () => ({ default: (await import("./lib/lazyProviders")).LazyProviders }));

/** Runs `fn` when the main thread is next idle (at the latest after 2 s); returns a cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/**
 * Toasts and modals (lib/lazyProviders) load once the first screen's route has resolved and
 * the main thread is idle, so on a slow connection and a slow CPU their code competes
 * neither with the screen's own chunks nor with its first render (issue 23: their module
 * evaluation ran between the last response and the first rows).
 */
function DeferredProviders() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancel = () => {};
    const start = () => {
      cancel = whenIdle(() => setReady(true));
    };
    if (router.state.resolvedLocation !== undefined) {
      start();
      return () => cancel();
    }
    const unsubscribe = router.subscribe("onResolved", () => {
      unsubscribe();
      start();
    });
    return () => {
      unsubscribe();
      cancel();
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <LazyProviders />
    </Suspense>
  ) : null;
}

// English needs no catalog (each message's English is compiled into the screen's own chunk,
// linguiInlineEnglish.ts) and is active at once; a chosen or browser language loads its catalog
// first (I18nProvider renders nothing until a language is active). AppThemeProvider follows
// later changes of App Settings › Language.
void startI18n(appCatalogs, screenLanguage(storedAppSettings()));

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AppThemeProvider base={theme}>
        <ErrorBoundary fallback={({ error }) => <GlobalErrorScreen error={error} />}>
          <trpc.Provider client={trpcClient} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <DeferredProviders />
              <AuthGate>
                <RouterProvider router={router} />
              </AuthGate>
            </QueryClientProvider>
          </trpc.Provider>
        </ErrorBoundary>
      </AppThemeProvider>
    </I18nProvider>
  );
}

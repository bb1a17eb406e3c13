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

/**
 * Runs `fn` once the first screen is there: its route resolved (the router emits that after
 * rendering it), a frame painted, the queries its render started answered (the bell's count,
 * the rows if they were not in the early batch), and then the main thread idle. Returns a cancel.
 */
function afterFirstScreen(fn: () => void): () => void {
  let cancelled = false;
  const cleanups: (() => void)[] = [];
  const step = (next: () => void) => () => {
    if (!cancelled) next();
  };
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      // No short deadline: with one (2 s), a slow CPU still busy rendering the first screen
      // ran this in the middle of it, and its chunks and render competed with the rows.
      const id = window.requestIdleCallback(step(fn), { timeout: 10_000 });
      cleanups.push(() => window.cancelIdleCallback(id));
    } else {
      const id = window.setTimeout(step(fn), 200);
      cleanups.push(() => window.clearTimeout(id));
    }
  };
  const answered = () => {
    if (queryClient.isFetching() === 0) return idle();
    let waiting = true;
    const done = () => {
      if (!waiting) return;
      waiting = false;
      unsubscribe();
      window.clearTimeout(latest);
      step(idle)();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    // A query that keeps retrying (offline) must not keep toasts and dialogs away for good.
    const latest = window.setTimeout(done, 10_000);
    cleanups.push(unsubscribe, () => window.clearTimeout(latest));
  };
  // After the frame that shows the screen; its effects have started their queries by then.
  const painted = () => {
    const id = window.requestAnimationFrame(() => {
      const timer = window.setTimeout(step(answered));
      cleanups.push(() => window.clearTimeout(timer));
    });
    cleanups.push(() => window.cancelAnimationFrame(id));
  };
  if (router.state.resolvedLocation !== undefined) painted();
  else {
    const unsubscribe = router.subscribe("onResolved", () => {
      unsubscribe();
      step(painted)();
    });
    cleanups.push(unsubscribe);
  }
  return () => {
    cancelled = true;
    for (const cleanup of cleanups) cleanup();
  };
}

/**
 * Toasts and modals (lib/lazyProviders) load once the first screen is there (its route
 * rendered and painted, the queries it started answered) and the main thread is idle, so on a slow
 * connection and a slow CPU their code competes neither with the screen's own chunks nor
 * with its first render (issue 23: at a 2 s deadline, /assets asked for their three files
 * 0.3 s before its rows showed under 4× CPU).
 */
function DeferredProviders() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return afterFirstScreen(() => setReady(true));
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

import "./phone.css";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { phoneCatalogs } from "../i18n/phoneCatalogs";
import { screenLanguage, startI18n, storedAppSettings } from "../i18n/runtime";
import { queryClient, trpcClient } from "../queryClient";
import { trpc } from "../trpc";
import { flushQueuedCounts } from "./lib/offlineQueue";
import { prefetchPhonePageAnswer } from "./lib/phoneAnswers";
import { registerPhoneServiceWorker } from "./lib/serviceWorker";
import { phoneRouter } from "./router";
import { prefetchPhonePage } from "./screens/phonePageRef";

/**
 * The phone's own entry (phone.html; the server sends it for the addresses core's
 * `isPhoneDocument` names). No Mantine, no admin route table: React, the router and tRPC,
 * the phone screens and one small stylesheet (docs/decisions.md, "The phone app").
 */
const container = document.getElementById("root");
if (!container) throw new Error("phone.html has no #root element");

// The phone works without signal (issue 20): its queries run offline too (they fall back to
// the copy kept on the phone, or fail at once instead of waiting for the connection).
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  queries: { ...defaults.queries, networkMode: "always" },
  mutations: { ...defaults.mutations, networkMode: "always" },
});

// The page's own answer (PIN or options): phone.html's first script has usually asked for it
// already (lib/earlyAnswer.ts, apps/web/routePreload.ts); else it starts before the first render.
prefetchPhonePage(window.location.pathname, prefetchPhonePageAnswer);

// Counts kept on the phone go as soon as the app opens and whenever the connection returns.
void flushQueuedCounts();
window.addEventListener("online", () => void flushQueuedCounts());
registerPhoneServiceWorker();

// The phone's language: a choice made in App Settings on this phone, else the phone's own
// browser language (the PIN screen comes before anyone signs in), else English. English needs
// no catalog (compiled into each screen's chunk); another language's catalog loads first (I18nProvider renders once it is active).
void startI18n(phoneCatalogs, screenLanguage(storedAppSettings()));

createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={phoneRouter} />
        </QueryClientProvider>
      </trpc.Provider>
    </I18nProvider>
  </StrictMode>,
);

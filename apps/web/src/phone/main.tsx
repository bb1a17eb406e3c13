import "./phone.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
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

createRoot(container).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={phoneRouter} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);

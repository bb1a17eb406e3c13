import "./phone.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { prefetchPhonePageAnswer } from "../lib/earlyAnswer";
import { queryClient, trpcClient } from "../queryClient";
import { trpc } from "../trpc";
import { phoneRouter } from "./router";
import { prefetchPhonePage } from "./screens/phonePageRef";

/**
 * The phone's own entry (phone.html; the server sends it for the addresses core's
 * `isPhoneDocument` names). No Mantine, no admin route table: React, the router and tRPC,
 * the phone screens and one small stylesheet (docs/decisions.md, "The phone app").
 */
const container = document.getElementById("root");
if (!container) throw new Error("phone.html has no #root element");

// The page's own answer (PIN or options): phone.html's first script has usually asked for it
// already (lib/earlyAnswer.ts, apps/web/routePreload.ts); else it starts before the first render.
prefetchPhonePage(window.location.pathname, prefetchPhonePageAnswer);

createRoot(container).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={phoneRouter} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);

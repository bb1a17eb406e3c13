import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { SESSION_QUERY_OPTIONS } from "./lib/session";
import { preloadRoute } from "./preloadRoute";
import { trpcUtils } from "./queryClient";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The session check and the chunks of the page being opened load side by side, before the
// first render (the gate would otherwise ask for the session, then the router for chunks).
void trpcUtils.auth.session.prefetch(undefined, SESSION_QUERY_OPTIONS);
preloadRoute(router, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

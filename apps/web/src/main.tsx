// Mantine's stylesheet, the parts the app draws (ui/mantineStyles.css), before the app's own.
import "./ui/mantineStyles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { prefetchAssetsList } from "./features/assets/prefetchAssetsList";
import { prefetchDashboard } from "./features/dashboard/prefetchDashboard";
import { prefetchSession } from "./lib/earlyAnswer";
import { dropFirstPaint } from "./lib/firstPaint";
import { preloadRoute } from "./preloadRoute";
import { trpcUtils } from "./queryClient";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The session check and the chunks of the page being opened load side by side, before the
// first render (the gate would otherwise ask for the session, then the router for chunks).
// index.html's first script has usually asked already (lib/earlyAnswer.ts, routePreload.ts).
void prefetchSession();
// The first rows of /assets: from the same early batch when index.html's first script asked
// for them (the URL has no query), else they go out at once: they need no chunk, only the URL.
prefetchAssetsList(window.location, trpcUtils);
// The dashboard's counts, from the same batch when the page asked for them (page-home.html).
prefetchDashboard(window.location, trpcUtils);
// That request leaves on the next task (httpBatchLink's timer); the chunks are asked for
// after it, so that it is not queued behind them for one of the browser's six connections
// (on HTTP/1.1 at 562.5 ms a round trip, that wait was 5 s on /assets).
setTimeout(() => preloadRoute(router, window.location.pathname));

// A first paint drawn by the server (lib/firstPaint.ts) is of the address it was asked for: if the
// app ends elsewhere (a redirect, a link followed), it goes; the screens it drew remove it themselves.
const initialPath = window.location.pathname;
router.subscribe("onResolved", ({ toLocation }) => {
  if (toLocation.pathname !== initialPath) dropFirstPaint();
});

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

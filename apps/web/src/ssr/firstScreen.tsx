import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { getQueryKey } from "@trpc/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import { renderToString } from "react-dom/server";
import { AppThemeProvider } from "../features/settings/AppThemeProvider";
import { parseSearch, stringifySearch } from "../lib/search";
import type { SessionResult } from "../lib/session";
import { queryClient, trpcClient } from "../queryClient";
import { rootRoute } from "../routes/__root";
import { appLayoutRoute } from "../routes/_app";
import { assetsRoute } from "../routes/assets";
import { dashboardRoute } from "../routes/index";
import { desktopSidebarOpenAtom } from "../state/sidebar";
import { theme } from "../theme";
import { trpc } from "../trpc";

/** One procedure's answer the first screen reads, as the page's early batch asked for it. */
export interface FirstScreenAnswer {
  /** The procedure, "assets.list". */
  path: string;
  input: unknown;
  value: unknown;
}

export interface FirstScreenRequest {
  /** The address, "/assets" or "/" (a first screen opened without a query). */
  url: string;
  /** The early batch's answers: the session check first, then the screen's data. */
  answers: FirstScreenAnswer[];
  /** The desktop sidebar as the `sidebar:state` cookie says (state/sidebar.ts). */
  sidebarOpen: boolean;
}

// Only the routes the first screens draw: their layout, guard and search rules are the app's own.
const routeTree = rootRoute.addChildren([appLayoutRoute.addChildren([dashboardRoute, assetsRoute])]);

/** The query key tRPC's hooks use for `path` and `input` (as lib/earlyAnswer.ts adopts answers). */
function queryKeyOf(path: string, input: unknown) {
  // biome-ignore lint/suspicious/noExplicitAny: walking tRPC's proxy by a path read at run time
  const procedure = path.split(".").reduce<any>((node, key) => node[key], trpc);
  return getQueryKey(procedure, input, "query");
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * A signed-in first screen (issue 23, /assets first rows) rendered on the server with the
 * app's own routes, layout and components, from the answers the server has just computed for
 * the page's early batch: the HTML the app would show once its script has arrived and run.
 * The server puts it in the page's `#first-paint` (lib/firstPaint.ts), shown until the app
 * draws the same screen; it is never hydrated. English, the default look (the page's head
 * script shows it only then). Renders one at a time: the app's query cache is a module singleton.
 */
export function renderFirstScreen(request: FirstScreenRequest): Promise<string | null> {
  // Only the screens the app takes over from (features/assets/AssetsTable.tsx and
  // features/dashboard/DashboardPage.tsx remove the drawing when they draw their data): not
  // the no-organization notice or a required password change.
  const session = request.answers.find((a) => a.path === "auth.session")?.value as SessionResult | undefined;
  if (!session?.membership || session.user.mustChangePassword) return Promise.resolve(null);
  const next = queue.then(() => renderComplete(request));
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The screens are lazy (lib/lazyScreen.tsx): the first render in a process meets each chunk
 * unloaded and draws its loader (React's streaming renderers would write the content later with
 * an inline script to swap it in, which the page's CSP rightly refuses, and React 19 does
 * that even for complete boundaries over 500 bytes). React.lazy keeps what it loaded, so the
 * render is done again once the chunks it asked for are there (two levels: the shell, then the
 * list); a render that still shows a loader gives nothing rather than a loader.
 */
async function renderComplete(request: FirstScreenRequest): Promise<string | null> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const html = await render(request);
    if (html === "") return null;
    if (!SUSPENDED.test(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

/** What React writes for a boundary that was not complete in the first pass. */
const SUSPENDED = /<!--\$[?!]-->|<template|\$RC\(/;

async function render({ url, answers, sidebarOpen }: FirstScreenRequest): Promise<string> {
  if (i18n.locale !== "en") i18n.loadAndActivate({ locale: "en", messages: {} });
  queryClient.clear();
  try {
    for (const answer of answers) queryClient.setQueryData(queryKeyOf(answer.path, answer.input), answer.value);
    const session = answers.find((a) => a.path === "auth.session")?.value as SessionResult | undefined;
    const router = createRouter({
      routeTree,
      context: { auth: { getSession: () => session } },
      history: createMemoryHistory({ initialEntries: [url] }),
      parseSearch,
      stringifySearch,
      isServer: true,
    });
    await router.load();
    // Only a screen of this route tree, drawn in full: never the not-found screen or an error
    // (an address the tree does not hold gives no drawing, and the app draws the page itself).
    const leaf = router.state.matches.at(-1);
    if (!leaf || leaf.routeId === rootRoute.id || leaf.status !== "success") return "";
    const store = createStore();
    store.set(desktopSidebarOpenAtom, sidebarOpen);
    return renderToString(
      <I18nProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <AppThemeProvider base={theme}>
            <trpc.Provider client={trpcClient} queryClient={queryClient}>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </trpc.Provider>
          </AppThemeProvider>
        </JotaiProvider>
      </I18nProvider>,
    );
  } finally {
    queryClient.clear();
  }
}

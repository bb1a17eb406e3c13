import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FIRST_PAINT_STYLE, FIRST_SCREEN_SCRIPT } from "@stockroom/core";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import superjson from "superjson";
import { serializeAnswer } from "./wire-serializer";

/** Where the web build puts the renderer (apps/web/firstScreenSsr.ts); never served. */
export const FIRST_SCREEN_RENDERER = path.join("ssr", "first-screen.mjs");

/**
 * How long a page load waits for its answers before it goes out without them, as the
 * plain page (whose own request then waits, or fails and says so): a database that is
 * restarting must not hold the page itself.
 */
const ANSWER_BUDGET_MS = 2_000;

/** Renders under way or waiting (the renderer draws one at a time); past this, no drawing. */
const MAX_WAITING_RENDERS = 3;

/** Calls one procedure of the app's router as the request's caller (tRPC's createCaller). */
export type CallProcedure = (path: string, input: unknown) => Promise<unknown>;
/** The request's caller: its own context (session cookie, organization), made once per page load. */
export type CallerFor = (req: FastifyRequest, reply: FastifyReply) => Promise<CallProcedure>;

interface EarlyBatch {
  /** The page's `<link rel=preload as=fetch …>`, replaced by the answers. */
  link: string;
  paths: string[];
  inputs: unknown[];
}

interface Renderer {
  renderFirstScreen(request: {
    url: string;
    answers: { path: string; input: unknown; value: unknown }[];
    sidebarOpen: boolean;
  }): Promise<string | null>;
}

/**
 * The batch a first screen's page asks for as it loads (apps/web/routePreload.ts writes it:
 * the session check and the screen's data, as tRPC's own client wrote the URL), read back
 * from the page: its procedures and their inputs.
 */
export function readEarlyBatch(html: string): EarlyBatch | null {
  const link = /<link rel="preload" as="fetch"[^>]*\bdata-paths="([^"]*)"[^>]*>/.exec(html);
  const href = link && /\bhref="([^"]*)"/.exec(link[0]);
  if (!link || !href?.[1] || !link[1]) return null;
  const url = new URL(href[1].replaceAll("&amp;", "&"), "http://page");
  const paths = link[1].split(",");
  const encoded = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<
    string,
    Parameters<typeof superjson.deserialize>[0]
  >;
  const inputs = paths.map((_, i) => {
    const one = encoded[String(i)];
    return one ? superjson.deserialize(one) : undefined;
  });
  return { link: link[0], paths, inputs };
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function withinBudget<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_BUDGET_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A signed-in first screen's page with its data and, where the app can draw it on the
 * server, the screen itself (issue 23, /assets first rows). The page of the build
 * (page-assets.html) asks for its early batch as it loads; here the server answers that
 * batch as the request's caller (the same procedures, so the same organization scoping and
 * checks as the browser's request) and writes the answers into the page, so the app needs
 * no request before its first screen. With the answers, the app's own components rendered
 * on the server (apps/web/src/ssr/firstScreen.tsx) go into `#first-paint`: the screen
 * shows once the page and its stylesheets are there, not after the app's script. The
 * page's head script shows it only when the app will look the same (English, the default
 * look, a desktop width: core's FIRST_SCREEN_SCRIPT); the app takes over when it has drawn
 * the same screen (apps/web/src/lib/firstPaint.ts). Anything missing or failing (signed
 * out, the database away, a render error) sends the
 * plain page: the app then asks and answers as before.
 */
export function createFirstScreen(webDist: string, callerFor: CallerFor, log: FastifyBaseLogger) {
  const rendererFile = path.join(webDist, FIRST_SCREEN_RENDERER);
  // A build without the renderer is older than this: its app does not read answers from the page either.
  if (!fs.existsSync(rendererFile)) return null;
  let renderer: Promise<Renderer | null> | undefined;
  let rendering = 0;
  const loadRenderer = () => {
    renderer ??= (import(pathToFileURL(rendererFile).href) as Promise<Renderer>).catch((error: unknown) => {
      log.warn({ err: error }, "first screen: the renderer did not load; pages go out without it");
      return null;
    });
    return renderer;
  };

  return async function firstScreenPage(
    req: FastifyRequest,
    reply: FastifyReply,
    page: { html: string; batch: EarlyBatch; route: string; sidebarOpen: boolean },
  ): Promise<string | null> {
    const answered = await withinBudget(
      (async () => {
        const call = await callerFor(req, reply);
        return Promise.all(page.batch.paths.map((p, i) => call(p, page.batch.inputs[i])));
      })(),
    ).catch(() => null);
    // Signed out (the session check answers null): the plain page, which ends on /login.
    if (!answered || answered[0] == null) return null;
    const answers = page.batch.paths.map((p, i) => ({ path: p, input: page.batch.inputs[i], value: answered[i] }));
    const body = answers.map((a) => ({ result: { data: serializeAnswer(a.value) } }));
    let html = page.html.replace(
      page.batch.link,
      `<script type="application/json" id="early-answers" data-paths="${page.batch.paths.join(",")}">${scriptJson(body)}</script>`,
    );
    // A render costs ~40 ms of CPU (docs/decisions.md, measured) and they run one at a time:
    // past a few waiting (a burst of page loads, or someone reloading on purpose), pages go out
    // with their answers only and the app draws the screen, so neither the wait nor the CPU
    // grows with the burst.
    const screen =
      rendering >= MAX_WAITING_RENDERS
        ? null
        : await (async () => {
            rendering++;
            try {
              const r = await loadRenderer();
              return (await r?.renderFirstScreen({ url: page.route, answers, sidebarOpen: page.sidebarOpen })) ?? null;
            } catch (error) {
              log.warn({ err: error }, "first screen: the render failed; the page goes out without it");
              return null;
            } finally {
              rendering--;
            }
          })();
    if (screen) {
      // Test ids mark the app's own elements; here they only name the first paint's.
      const markup = screen.replaceAll('data-testid="', 'data-first-paint="');
      // The screen's own stylesheets (the table's), only preloaded for the app, now draw the
      // first paint, and every stylesheet goes first in <head>: the paint waits for them, not
      // for the script (on HTTP/1.1's six connections they queued behind the modules).
      const sheets: string[] = [];
      html = html
        .replace(/<link rel="preload" as="style" (href="[^"]*")/g, '<link rel="stylesheet" $1')
        .replace(/\n\s*<link rel="stylesheet"[^>]*>/g, (sheet) => {
          sheets.push(sheet.trim());
          return "";
        });
      html = html
        .replace(
          "</title>",
          `</title>\n    <style>${FIRST_PAINT_STYLE}</style><script>${FIRST_SCREEN_SCRIPT}</script>\n    ${sheets.join("\n    ")}`,
        )
        // A picture of the screen until the app is there: inert (no focus, no press) and, as
        // browsers treat inert content anyway, out of the accessibility tree.
        .replace(
          '<div id="root"></div>',
          `<div id="first-paint" inert aria-hidden="true">${markup}</div><div id="root"></div>`,
        );
    }
    return html;
  };
}

import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isPhoneDocument } from "@stockroom/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../auth/lucia";
import { type CallerFor, createFirstScreen, FIRST_SCREEN_RENDERER, readEarlyBatch } from "./first-screen";

const API_PREFIXES = ["/trpc", "/api/", "/files/", "/healthz"];
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Page {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** A first screen the server answers (SERVER_FIRST_SCREENS): its early batch, read from the page. */
  batch?: ReturnType<typeof readEarlyBatch>;
}

/**
 * Signed-in first screens the server answers with their data and screen in the page
 * (http/first-screen.ts): the asset list as it opens by default, and the dashboard.
 */
const SERVER_FIRST_SCREENS = new Set(["/assets", "/"]);
/** The desktop sidebar's cookie (spec 01 §9, `sidebar:state`): "false" when closed. */
const SIDEBAR_CLOSED = /(?:^|;\s*)sidebar(?:%3A|:)state=false(?:;|$)/i;

/**
 * First screens whose own page paints the signed-out screen before any script (page-login.html's
 * prerendered sign-in card): a browser that sends a session cookie is signed in (sign-out clears
 * the cookie), and the app would only redirect it, so it gets index.html instead of a card that
 * flashes before the redirect. The session cookie is httpOnly: only the server can tell.
 */
const SIGNED_OUT_PAGES = new Set(["/login"]);
const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`);

/** An HTML page as built and its brotli/gzip copies (made by the build; absent under 1 KB). */
function readIndex(indexFile: string): Page {
  const read = (suffix: string) => (fs.existsSync(indexFile + suffix) ? fs.readFileSync(indexFile + suffix) : null);
  return { identity: fs.readFileSync(indexFile), br: read(".br"), gzip: read(".gz") };
}

/**
 * The first screens' own copies of index.html (apps/web/routePreload.ts writes them and
 * route-pages.json, address → file): the same page with the screen's chunks and its early
 * tRPC batch named in <head>, so the browser asks for them while it parses the page. A
 * build without the file (an older one) sends index.html everywhere, as before.
 */
function readRoutePages(webDist: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const list = path.join(webDist, "route-pages.json");
  if (!fs.existsSync(list)) return pages;
  const entries = JSON.parse(fs.readFileSync(list, "utf8")) as Record<string, string>;
  for (const [address, file] of Object.entries(entries)) {
    const full = path.join(webDist, path.basename(file));
    if (!fs.existsSync(full)) continue;
    const page = readIndex(full);
    pages.set(
      address,
      SERVER_FIRST_SCREENS.has(address) ? { ...page, batch: readEarlyBatch(page.identity.toString("utf8")) } : page,
    );
  }
  return pages;
}

/** The best encoding the browser accepts among those we have, by `Accept-Encoding`. */
function pickEncoding(req: FastifyRequest, have: { br: unknown; gzip: unknown }): "br" | "gzip" | null {
  const accepted = String(req.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.toLowerCase());
  if (have.br && accepted.includes("br")) return "br";
  if (have.gzip && accepted.includes("gzip")) return "gzip";
  return null;
}

/**
 * Serves the built web app and answers every client route with index.html, so that
 * a reload on /assets/123 works. The build leaves a brotli and a gzip copy of every text
 * file next to it: those go out as they are (`Content-Encoding`, `Vary: Accept-Encoding`),
 * never compressed again per request. Hashed files under /assets/ are immutable for a
 * year; index.html is revalidated every time (`no-cache`), so a deploy shows at once.
 * The phone's addresses (core's `isPhoneDocument`: /qr/{code}, /mobile/asset/{id}, a count
 * opened from them) get phone.html, the phone's own small app, instead; the first screens
 * (/login, /, /assets) opened without a query get their own copy (`readRoutePages`).
 */
export async function registerWebApp(server: FastifyInstance, webDist: string, callerFor?: CallerFor) {
  const indexFile = path.join(webDist, "index.html");
  const built = fs.existsSync(indexFile);
  const index = built ? readIndex(indexFile) : null;
  const phoneFile = path.join(webDist, "phone.html");
  const phone = built && fs.existsSync(phoneFile) ? readIndex(phoneFile) : null;
  const routePages = built ? readRoutePages(webDist) : new Map<string, Page>();
  if (built) {
    await server.register(fastifyStatic, {
      root: webDist,
      // One route for every file, looked up when asked, instead of one route per file
      // found by a glob at start (about 760 routes with the .br/.gz copies and maps, a
      // good part of a warm start): a path that is no file, and any folder-like path
      // ("/", "/assets/"), falls through to the not-found handler below, as before.
      wildcard: true,
      // The server's first-screen renderer (ssr/) is read by the server, never sent.
      allowedPath: (pathname) =>
        !pathname.endsWith("/") && !pathname.startsWith(`/${path.dirname(FIRST_SCREEN_RENDERER)}/`),
      index: false,
      preCompressed: true,
      setHeaders(res, file) {
        res.header("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : "no-cache");
      },
    });
  }
  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: Page) => {
    const encoding = pickEncoding(req, page);
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    if (!reply.hasHeader("vary")) reply.header("vary", "accept-encoding");
    if (encoding) return reply.header("content-encoding", encoding).send(page[encoding]);
    return reply.send(page.identity);
  };
  const firstScreen = callerFor ? createFirstScreen(webDist, callerFor, server.log) : null;
  server.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (req.method !== "GET" || isApi) return reply.code(404).send({ error: "Not Found" });
    if (!built) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build` (npm start does it for you).");
    }
    const [pathname = "/", search = ""] = req.url.split("?", 2);
    const route = pathname.replace(/\/+$/, "") || "/";
    if (SIGNED_OUT_PAGES.has(route)) reply.header("vary", "accept-encoding, cookie");
    const signedIn = SIGNED_OUT_PAGES.has(route) && SESSION_COOKIE_SENT.test(String(req.headers.cookie ?? ""));
    const page =
      phone && isPhoneDocument(pathname, search)
        ? phone
        : ((search === "" && !signedIn ? routePages.get(route) : undefined) ?? index);
    if (!page) return reply;
    // A signed-in first screen: the page with its answers and the screen drawn on the server.
    const cookie = String(req.headers.cookie ?? "");
    if (firstScreen && page.batch && SERVER_FIRST_SCREENS.has(route) && SESSION_COOKIE_SENT.test(cookie)) {
      const html = await firstScreen(req, reply, {
        html: page.identity.toString("utf8"),
        batch: page.batch,
        route,
        sidebarOpen: !SIDEBAR_CLOSED.test(cookie),
      });
      if (html !== null) {
        // The organization's data for this session only: never stored, never shared.
        return reply
          .header("cache-control", "no-store")
          .header("vary", "accept-encoding, cookie")
          .type("text/html; charset=utf-8")
          .send(html);
      }
      reply.header("vary", "accept-encoding, cookie");
    }
    return sendPage(req, reply, page);
  });
}

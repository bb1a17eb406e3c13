import { createHash } from "node:crypto";
import type { AppRouter } from "@stockroom/server/router";
import { createTRPCClient, httpBatchLink, httpLink, type TRPCClient } from "@trpc/client";
import superjson from "superjson";
import { tsImport } from "tsx/esm/api";
import type { Rollup } from "vite";
import { PHONE_PAGE_PATH } from "../../packages/core/src/constants/mobile";
import { EARLY_ANSWER, type EarlyBatch } from "./src/earlyAnswers";

/**
 * The first screens' chunks, asked for while the entry still downloads (issue 11). Without
 * it the browser learns them only when the entry has run (src/preloadRoute.ts), a whole
 * round trip plus the entry's download later: on slow 4G the route's chunks came ~2 s
 * after the page. index.html is the same for every address and the server's CSP allows no
 * inline script, so a small script of its own (`route-preload-[hash].js`, first in <head>,
 * async, high priority) reads the address and adds `modulepreload` links for the chunks of
 * that screen. Only the screens people open first: the sign-in screen, the dashboard and
 * the asset list; any other address adds nothing. A signed-out visit to /assets downloads
 * the shell's chunks in vain (it ends on /login), which is the trade. On every address the
 * script also sends the session check (`auth.session`) the app gate waits for, a round trip
 * before the entry could, and on /assets (opened without a query) the list's first rows and
 * type options in the same batched request (issue 23: the rows leave with the session check;
 * src/lib/earlyAnswer.ts hands the answers to the query cache). phone.html gets one too
 * (`phone-early-[hash].js`): it asks for the phone page's `mobile.page` (the PIN state or
 * the options) of /qr/{code} or /mobile/asset/{id}. Every URL is written by tRPC's own
 * client at build time (`captureGet`), not by hand.
 */
const SCREENS: Record<string, string[]> = {
  "/login": ["/src/features/auth/LoginPage.tsx"],
  "/": ["/src/features/shell/AppLayout.tsx", "/src/features/dashboard/DashboardPage.tsx"],
  "/assets": ["/src/features/shell/AppLayout.tsx", "/src/features/assets/AssetsPage.tsx"],
};

/** Which first screen's address gets which HTML page of the build (read by the server). */
export const ROUTE_PAGES_FILE = "route-pages.json";

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export function routePreload(): Rollup.OutputPlugin {
  return {
    name: "stockroom-route-preload",
    async generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") return;
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // A chunk, the chunks it imports statically and their CSS.
      const files = (start: Chunk[]) => {
        const seen = new Set<string>();
        const visit = (c: Chunk | undefined) => {
          if (!c || seen.has(c.fileName)) return;
          seen.add(c.fileName);
          for (const css of c.viteMetadata?.importedCss ?? []) seen.add(css);
          for (const f of c.imports) visit(byFile.get(f));
        };
        for (const c of start) visit(c);
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith("/index.html"));
      if (!entry) return;
      const loaded = files([entry]);
      const routes: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(SCREENS)) {
        // The chunk holding the screen's module (its own, or the one Rollup merged it into).
        const facades = modules.map(
          (m) =>
            chunks.find((c) => c.facadeModuleId?.endsWith(m)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m))),
        );
        if (facades.some((c) => !c)) this.error(`route preload: no chunk for a screen of ${path}`);
        routes[path] = [...files(facades as Chunk[])].filter((f) => !loaded.has(f));
      }
      // The first screen's data too, in one batched request with the session check (the
      // entry would ask only once it has arrived and run; src/lib/earlyAnswer.ts takes the
      // answers). Every address sends the session check; /assets opened without a query
      // (the list as it opens by default) adds its first page of rows and the type options,
      // the dashboard its summary.
      // The URLs are written by tRPC's own client at build time, not by hand.
      const batches: Record<string, EarlyBatch> = { "": await captureGet(true, (c) => [c.auth.session.query()]) };
      const firstAssets = await firstAssetsInput();
      // The dashboard ("/", where a sign-in lands) adds its summary (the four counts and the activity).
      batches["/"] = await captureGet(true, (c) => [c.auth.session.query(), c.organization.dashboard.summary.query()]);
      batches["/assets"] = await captureGet(true, (c) => [
        c.auth.session.query(),
        c.assets.list.query(firstAssets),
        c.assetTypes.options.query(),
      ]);
      // credentials "include" (same-origin sends the cookie either way) matches the page's
      // `<link rel=preload as=fetch crossorigin=use-credentials>` below, so the browser hands
      // this fetch the answer it is already downloading instead of asking again.
      const early = `var b=${JSON.stringify(batches)};var e=(!location.search&&b[p])||b[""];window.${EARLY_ANSWER.session}={paths:e.paths,answer:fetch(e.url,{credentials:"include"}).then(function(r){return r.ok?r.json():null})};`;
      const code = `(function(){var p=location.pathname.replace(/\\/+$/,"")||"/";${early}var r=${JSON.stringify(routes)};var f=document.querySelector("link[data-route]")?[]:r[p]||[];for(var i=0;i<f.length;i++){var l=document.createElement("link");if(/\\.css$/.test(f[i])){l.rel="preload";l.as="style"}else{l.rel="modulepreload";l.crossOrigin=""}l.href="/"+f[i];document.head.appendChild(l)}})();\n`;
      const firstScript = addFirstScript(this, html, "route-preload", code);

      // The same hints in the page itself (issue 23 "First rows"): one HTML page per first
      // screen (route-pages.json says which; the server sends it for that address opened
      // without a query, apps/server/src/http/web-app.ts). The browser then asks for the
      // screen's chunks and the early batch while it parses the page, a round trip before
      // the script above could (on slow 4G the script arrived 0.7 s after the page, and its
      // requests queued behind the entry's on HTTP/1.1's six connections).
      const pages: Record<string, string> = {};
      for (const [path, files] of Object.entries(routes)) {
        const batch = batches[path] ?? batches[""];
        if (!batch) continue;
        // The data first (small, and the server works on it while the chunks download). Its
        // procedures go with it (`data-paths`): the entry takes the answer from this link
        // (src/lib/earlyAnswer.ts), so these pages need no first script: one request fewer, and
        // with it /login's files fit two waves of HTTP/1.1's six connections instead of three.
        const data = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attr(batch.url)}" data-route data-paths="${attr(batch.paths.join(","))}">`;
        const hints = [
          ...files.map((f) =>
            /\.css$/.test(f)
              ? `<link rel="preload" as="style" href="/${f}" data-route>`
              : `<link rel="modulepreload" crossorigin href="/${f}" data-route>`,
          ),
        ];
        const source = String(html.source);
        const fileName = `page-${path === "/" ? "home" : path.slice(1).replace(/\W+/g, "-")}.html`;
        this.emitFile({
          type: "asset",
          fileName,
          source: source
            .replace(`\n    ${firstScript}`, "")
            .replace("</title>", `</title>\n    ${data}`)
            .replace("</head>", `  ${hints.join("\n    ")}\n  </head>`),
        });
        pages[path] = fileName;
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PAGES_FILE, source: `${JSON.stringify(pages, null, 2)}\n` });

      // phone.html: the page's `mobile.page`, as tRPC's (unbatched) link writes it, with a
      // stand-in for the code or asset id that the script puts the address's value in for.
      const phone = bundle["phone.html"];
      if (phone?.type !== "asset") return;
      const pageUrl = {
        qr: (await captureGet(false, (c) => [c.mobile.page.query({ code: STAND_IN })])).url,
        asset: (await captureGet(false, (c) => [c.mobile.page.query({ assetId: STAND_IN })])).url,
      };
      const standIn = JSON.stringify(encodeURIComponent(JSON.stringify(STAND_IN)));
      const url = `${JSON.stringify(pageUrl)}[m[1]==="qr"?"qr":"asset"].replace(${standIn},encodeURIComponent(JSON.stringify(v)))`;
      const phoneCode = `(function(){var m=${PHONE_PAGE_PATH}.exec(location.pathname);if(!m)return;var v;try{v=decodeURIComponent(m[2])}catch(e){return}window.${EARLY_ANSWER.phonePage}=${earlyFetch(url)}})();\n`;
      addFirstScript(this, phone, "phone-early", phoneCode);
    },
  };
}

/**
 * The list input /assets opened without a query asks for, as the app computes it
 * (src/features/assets/prefetchAssetsList.ts). Loaded with tsx: the module imports
 * @stockroom/core, whose TypeScript sources Vite's config loader leaves to Node.
 */
async function firstAssetsInput() {
  const core: typeof import("@stockroom/core") = await tsImport("@stockroom/core", import.meta.url);
  const list: typeof import("./src/features/assets/assetsListQuery") = await tsImport(
    "./src/features/assets/assetsListQuery.ts",
    import.meta.url,
  );
  return list.assetsListInput(core.assetsSearch({}));
}

/** Stands in for a value only known in the browser (the phone page's code or asset id). */
const STAND_IN = "__stockroom_early_value__";

/**
 * The GET tRPC's batch link (or, `batch` false, its plain link) sends for the calls `calls`
 * makes in one tick, with superjson as the app's client (src/trpc.ts): captured, never sent.
 */
async function captureGet(
  batch: boolean,
  calls: (client: TRPCClient<AppRouter>) => Promise<unknown>[],
): Promise<EarlyBatch> {
  const paths: string[] = [];
  let url = "";
  const client = createTRPCClient<AppRouter>({
    links: [
      () =>
        ({ op, next }) => {
          paths.push(op.path);
          return next(op);
        },
      (batch ? httpBatchLink : httpLink)({
        url: "/trpc",
        transformer: superjson,
        fetch: async (input) => {
          url = String(input);
          throw new Error("captured");
        },
      }),
    ],
  });
  await Promise.allSettled(calls(client));
  if (!url) throw new Error("route preload: tRPC sent no request");
  return { paths, url };
}

/** A same-origin GET with the cookies whose JSON answer (or null) the app takes later. */
function earlyFetch(url: string): string {
  return `fetch(${url},{credentials:"same-origin"}).then(function(r){return r.ok?r.json():null})`;
}

/** An HTML attribute's value. */
const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Emits `code` as `assets/<name>-<hash>.js` and makes it the page's first script (async); returns its tag. */
function addFirstScript(ctx: Rollup.PluginContext, html: Rollup.OutputAsset, name: string, code: string): string {
  const fileName = `assets/${name}-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
  ctx.emitFile({ type: "asset", fileName, source: code });
  const tag = `<script async fetchpriority="high" src="/${fileName}"></script>`;
  const source = String(html.source);
  if (!source.includes("</title>")) ctx.error(`route preload: ${html.fileName} has no <title> to put the script after`);
  html.source = source.replace("</title>", `</title>\n    ${tag}`);
  return tag;
}

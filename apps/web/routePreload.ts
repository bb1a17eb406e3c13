import { createHash } from "node:crypto";
import type { Rollup } from "vite";
import { PHONE_PAGE_PATH } from "../../packages/core/src/constants/mobile";
import { EARLY_ANSWER } from "./src/earlyAnswers";

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
 * before the entry could (src/lib/earlyAnswer.ts takes its answer). phone.html gets one
 * too (`phone-early-[hash].js`): it asks for the phone page's `mobile.page` (the PIN state
 * or the options) of /qr/{code} or /mobile/asset/{id}.
 */
const SCREENS: Record<string, string[]> = {
  "/login": ["/src/features/auth/LoginPage.tsx"],
  "/": ["/src/features/shell/AppLayout.tsx", "/src/features/dashboard/DashboardPage.tsx"],
  "/assets": ["/src/features/shell/AppLayout.tsx", "/src/features/assets/AssetsPage.tsx"],
};

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export function routePreload(): Rollup.OutputPlugin {
  return {
    name: "stockroom-route-preload",
    generateBundle(_options, bundle) {
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
      // The session check too: the entry would ask only once it has arrived and run
      // (src/lib/earlyAnswer.ts takes this answer; same-origin, with the session cookie).
      const session = `window.${EARLY_ANSWER.session}=${earlyFetch('"/trpc/auth.session"')};`;
      const code = `(function(){${session}var r=${JSON.stringify(routes)};var f=r[location.pathname.replace(/\\/+$/,"")||"/"]||[];for(var i=0;i<f.length;i++){var l=document.createElement("link");if(/\\.css$/.test(f[i])){l.rel="preload";l.as="style"}else{l.rel="modulepreload";l.crossOrigin=""}l.href="/"+f[i];document.head.appendChild(l)}})();\n`;
      addFirstScript(this, html, "route-preload", code);

      // phone.html: the page's `mobile.page`, with the input tRPC sends (superjson's {json}).
      const phone = bundle["phone.html"];
      if (phone?.type !== "asset") return;
      const input = `m[1]==="qr"?{code:v}:{assetId:v}`;
      const url = `"/trpc/mobile.page?input="+encodeURIComponent(JSON.stringify({json:${input}}))`;
      const phoneCode = `(function(){var m=${PHONE_PAGE_PATH}.exec(location.pathname);if(!m)return;var v;try{v=decodeURIComponent(m[2])}catch(e){return}window.${EARLY_ANSWER.phonePage}=${earlyFetch(url)}})();\n`;
      addFirstScript(this, phone, "phone-early", phoneCode);
    },
  };
}

/** A same-origin GET with the cookies whose JSON answer (or null) the app takes later. */
function earlyFetch(url: string): string {
  return `fetch(${url},{credentials:"same-origin"}).then(function(r){return r.ok?r.json():null})`;
}

/** Emits `code` as `assets/<name>-<hash>.js` and makes it the page's first script (async). */
function addFirstScript(ctx: Rollup.PluginContext, html: Rollup.OutputAsset, name: string, code: string) {
  const fileName = `assets/${name}-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
  ctx.emitFile({ type: "asset", fileName, source: code });
  const tag = `<script async fetchpriority="high" src="/${fileName}"></script>`;
  const source = String(html.source);
  if (!source.includes("</title>")) ctx.error(`route preload: ${html.fileName} has no <title> to put the script after`);
  html.source = source.replace("</title>", `</title>\n    ${tag}`);
}

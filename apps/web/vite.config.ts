import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { type Connect, defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { isPhoneDocument } from "../../packages/core/src/constants/mobile";
import { appReactPlugins } from "./appPlugins";
import { checkPhonePath, chunkGroups } from "./chunkGroups";
import { FIRST_SCREEN_SSR_DIR, firstScreenSsr } from "./firstScreenSsr";
import { loginFirstPaint } from "./loginFirstPaint";
import { checkMantineStyles } from "./mantineStyles";
import { phoneShell } from "./phoneShell";
import { routePreload } from "./routePreload";

// The server is the only process in production and serves dist/; in development Vite
// serves the app and hands everything the server owns to it, so cookies stay same-origin.
const serverOrigin = process.env.STOCKROOM_SERVER_ORIGIN ?? "http://127.0.0.1:3000";
const proxied = ["/trpc", "/api", "/files", "/healthz"] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli and gzip copies of every text file of the build (`x.js.br`, `x.js.gz`), made once
 * at the highest levels so the server only picks one per request (@fastify/static
 * `preCompressed`). Files under 1 KB are left alone: the headers would outweigh the gain.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "stockroom-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: "utf8" });
      await Promise.all(
        files
          // sw.js is written by the service worker plugin at the same time: served as it is;
          // the server's first-screen renderer is read by the server only.
          .filter((f) => COMPRESSIBLE.test(f) && f !== "sw.js" && !f.startsWith(`${FIRST_SCREEN_SSR_DIR}${path.sep}`))
          .map(async (f) => {
            const file = path.join(outDir, f);
            const data = fs.readFileSync(file);
            if (data.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            fs.writeFileSync(`${file}.br`, br);
            fs.writeFileSync(`${file}.gz`, gz);
          }),
      );
    },
  };
}

/**
 * The page the server would send (apps/server/src/http/web-app.ts), in development too: a
 * page load of one of the phone's addresses (core's `isPhoneDocument`) gets phone.html, the
 * phone's own app, every other client route index.html (Vite's own fallback). Only page
 * loads are rewritten: module, asset and API requests pass untouched.
 */
function phoneDocument(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const accept = String(req.headers.accept ?? "");
    if ((req.method === "GET" || req.method === "HEAD") && req.url && accept.includes("text/html")) {
      const [pathname = "/", search = ""] = req.url.split("?", 2);
      if (isPhoneDocument(pathname, search)) req.url = `/phone.html${search ? `?${search}` : ""}`;
    }
    next();
  };
  return {
    name: "stockroom-phone-document",
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

/**
 * Libraries in chunks of their own: they change far less often than the app (a deploy keeps
 * them cached), and the browser fetches them in parallel with the entry (modulepreload)
 * instead of parsing one big file. zod stays out of the entry for the same reason.
 *
 * React, the router/query/tRPC stack and Lingui's runtime (with core's language rules) are
 * one chunk, "framework": both entries load all three at start, so one file costs either
 * entry no byte more, and it is two requests fewer on every first screen. Over HTTP/1.1's six
 * connections a first screen's files go in waves of one round trip each (562.5 ms on slow
 * 4G): /login asked for 16 files, three waves (issue 23, "/login LCP").
 */
function vendorChunk(id: string): string | undefined {
  // Core's language rules (both entries): with Lingui. Left to Rollup they were merged with
  // the admin's App Settings schema, and the phone loaded zod.
  if (id.includes("/packages/core/src/i18n/")) return "framework";
  if (!id.includes("node_modules") && !id.endsWith("/src/ui/icons.tsx")) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "framework";
  if (/node_modules\/(@tanstack|@trpc|superjson|copy-anything|is-what)\//.test(id)) return "framework";
  if (/node_modules\/@lingui\//.test(id)) return "framework";
  // dayjs (the admin's dates): a chunk of its own. Left to Rollup, `experimentalMinChunkSize`
  // merged it into the count screen's form-rules chunk, and the phone loaded it for nothing.
  if (/node_modules\/dayjs\//.test(id)) return "dayjs";
  // The shell's line icons, for the same reason: merged into the form-rules chunk, the phone
  // (which draws none of them) loaded them.
  if (id.endsWith("/src/ui/icons.tsx")) return "icons";
  return undefined;
}

/**
 * The phone's service worker (issue 20: a storeroom without signal): Workbox precaches the
 * phone shell (phoneShell.ts: phone.html, its chunks, CSS and qr-scanner's worker, not the
 * admin app) and answers a page load of the phone's addresses with phone.html when there is
 * no connection. The phone registers /sw.js itself (src/phone/lib/serviceWorker.ts); its
 * screens keep their answers in IndexedDB (src/phone/lib/offlineAnswers.ts).
 */
const shell = phoneShell();
const phoneServiceWorker = VitePWA({
  strategies: "generateSW",
  // Always a bundled, minified worker: under vitest (NODE_ENV=test) the plugin would otherwise
  // write the unbundled source, whose ES imports a classic service worker cannot run.
  mode: "production",
  filename: "sw.js",
  injectRegister: false,
  // public/phone.webmanifest, linked from phone.html only.
  manifest: false,
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,webmanifest}"],
    manifestTransforms: [shell.transform],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    inlineWorkboxRuntime: true,
    // The Web Push handler (public/push-handler.js, issue 25): outside the phone's bundle.
    importScripts: ["push-handler.js"],
    sourcemap: false,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // The phone's addresses (core's isPhoneDocument), and only those: the admin app is online only.
    navigateFallback: "phone.html",
    navigateFallbackAllowlist: [
      /^\/mobile\/?(\?.*)?$/,
      /^\/qr\/[^/?]+\/?(\?.*)?$/,
      /^\/mobile\/asset\/[^/?]+\/?(\?.*)?$/,
      /^\/forms\/submit\/[^/?]+\/?\?(.*&)?fromMobileQR=true(&.*)?$/,
    ],
  },
});

export default defineConfig({
  // React and Lingui (appPlugins.ts): each screen's English travels in that screen's chunk.
  plugins: [
    ...appReactPlugins(import.meta.dirname),
    phoneDocument(),
    shell.plugin,
    phoneServiceWorker,
    // loginlcp: /login's prerendered first paint (issue 23, /login LCP), before precompress.
    loginFirstPaint(),
    firstScreenSsr(),
    precompress(),
  ],
  build: {
    outDir: "dist",
    // Hashed files go to dist/assets/ (Vite's default; the server caches that folder for a
    // year). The app also has an /assets screen: the server must only answer real files
    // from dist and send index.html for every other GET, never a folder listing/redirect.
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // Two pages: the whole app, and the phone's own small app (src/phone; the server sends
      // phone.html for the addresses core's isPhoneDocument names).
      input: {
        index: path.resolve(import.meta.dirname, "index.html"),
        phone: path.resolve(import.meta.dirname, "phone.html"),
      },
      output: {
        manualChunks: chunkGroups(vendorChunk),
        experimentalMinChunkSize: 20_000,
        onlyExplicitManualChunks: true,
        plugins: [routePreload(), checkPhonePath(vendorChunk), checkMantineStyles()],
      },
      treeshake: { manualPureFunctions: ["z"] },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverOrigin, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverOrigin, changeOrigin: false }])),
  },
});

import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { createServer, type Plugin } from "vite";
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_STYLE } from "../../packages/core/src/constants/firstPaint";
import { appReactPlugins } from "./appPlugins";

const PAGE = "page-login.html";

/**
 * /login's first paint (issue 23, /login LCP ≤ 2.5 s on slow 4G): page-login.html (written by
 * routePreload.ts) gets the sign-in card rendered at build time from the app's own LoginCard
 * (src/features/auth/prerenderLogin.tsx, loaded through a throwaway Vite server with the
 * app's React and Lingui plugins, so Lingui's macros compile as in the app), the head's inline script that
 * decides whether to show it and the rule that hides it otherwise (core's firstPaint.ts). The
 * screen then paints when the page and its stylesheet have arrived, not after ~230 KB of
 * script and its evaluation; React takes over in the frame the login page appears
 * (src/lib/firstPaint.ts). Runs in writeBundle, so precompress's closeBundle compresses the result.
 */
export function loginFirstPaint(): Plugin {
  let root = "";
  let outDir = "dist";
  return {
    name: "stockroom-login-first-paint",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const file = path.join(outDir, PAGE);
      if (!fs.existsSync(file)) this.error(`login first paint: ${PAGE} was not written (routePreload.ts)`);
      const server = await createServer({
        configFile: false,
        root,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        // The app's React and Lingui plugins as vite.config.ts sets them up.
        plugins: appReactPlugins(root),
      });
      let card: string;
      try {
        const mod = (await server.ssrLoadModule("/src/features/auth/prerenderLogin.tsx")) as {
          renderLoginFirstPaint(): string;
        };
        card = mod.renderLoginFirstPaint();
      } finally {
        await server.close();
      }
      // The card's test ids name the app's fields: here they only mark the card's for the head
      // script and lib/firstPaint.ts, so a test (or anything else) finds the app's own fields.
      card = card.replaceAll('data-testid="', 'data-first-paint="');
      let page = fs.readFileSync(file, "utf8");
      const head = `<style>${FIRST_PAINT_STYLE}</style><script>${FIRST_PAINT_SCRIPT}</script>`;
      if (!page.includes("</title>") || !page.includes('<div id="root"></div>'))
        this.error(`login first paint: ${PAGE} has no <title> or no empty #root`);
      page = page
        .replace("</title>", `</title>\n    ${head}`)
        .replace('<div id="root"></div>', `<div id="first-paint">${card}</div><div id="root"></div>`);
      page = await inlineCriticalCss(page, outDir, (message) => this.error(`login first paint: ${message}`));
      fs.writeFileSync(file, page);
    },
  };
}

const HTML_TAG = '<html lang="en">';
/** What the head script sets on <html> when the card shows: the rules keyed on it are critical too. */
const SHOWN_HTML_TAG =
  '<html lang="en" class="first-paint" data-mantine-color-scheme="light" data-density="comfortable" data-animations="on">';
const STYLESHEET = /\n?\s*<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/;

/**
 * The app's stylesheet (Mantine's styles.css and the app's own, 30 KB brotli) no longer holds
 * the card's paint back: Beasties copies the rules the card's markup uses into the head (the
 * same rules, byte for byte, so nothing changes when the whole sheet arrives) and the sheet's
 * <link> moves to just before #root. Chromium blocks rendering only of what follows a
 * stylesheet in the body, so the card paints once the page has arrived, while #root (and the
 * module scripts, which wait for the parser) still wait for the whole sheet as before.
 */
async function inlineCriticalCss(page: string, outDir: string, fail: (message: string) => never): Promise<string> {
  const link = STYLESHEET.exec(page)?.[0];
  if (!page.includes(HTML_TAG) || !link) fail("page-login.html has no <html lang=en> or no app stylesheet");
  const beasties = new Beasties({
    path: outDir,
    publicPath: "/",
    // No loading strategy of Beasties' own (its code reads `false` as "leave the <link> where it
    // is"; the type omits it): the link moves just before #root below.
    preload: false as unknown as "body",
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: "critical",
    // Mantine's light colour scheme variables (the page's background among them): their rule
    // also names `:host(…)`, which Beasties' selector matching cannot read, so it dropped it.
    allowRules: [/^:root\[data-mantine-color-scheme=light\]$/, /^:host\(\[data-mantine-color-scheme="light"\]\)$/],
    compress: true,
    logLevel: "warn",
  });
  const processed = await beasties.process(page.replace(HTML_TAG, SHOWN_HTML_TAG));
  // Beasties writes the page back from its parse, with a marker of its own on <html>.
  const out = processed.replace(/<html [^>]*>/, HTML_TAG);
  const moved = STYLESHEET.exec(out)?.[0];
  if (!out.includes(HTML_TAG) || !moved) fail("Beasties changed the page's <html> or its stylesheet link");
  return out.replace(moved, "").replace('<div id="root"></div>', `${moved.trim()}<div id="root"></div>`);
}

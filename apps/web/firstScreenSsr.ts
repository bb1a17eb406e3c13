import path from "node:path";
import { build, type Plugin } from "vite";
import { appReactPlugins } from "./appPlugins";

/** Where the server finds the first screen's renderer, under the web build (not served: http/web-app.ts). */
export const FIRST_SCREEN_SSR_DIR = "ssr";
export const FIRST_SCREEN_SSR_FILE = "first-screen.mjs";

/**
 * The server's renderer of signed-in first screens (issue 23, /assets first rows;
 * src/ssr/firstScreen.tsx): the app's own routes, layout and components built for Node into
 * one self-contained module, dist/ssr/first-screen.mjs, with the app's React and Lingui
 * plugins as vite.config.ts sets them up (Lingui's macros compile as in the app, English
 * inline). The server imports it on the first signed-in /assets page load
 * (apps/server/src/http/first-screen.ts). Runs in writeBundle, after the app's own build;
 * precompress skips the folder (the server reads it, browsers never do).
 */
export function firstScreenSsr(): Plugin {
  let root = "";
  let outDir = "dist";
  return {
    name: "stockroom-first-screen-ssr",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      // A production build whatever the calling process says (the browser tests' build runs
      // under NODE_ENV=test): React's JSX transform and the React it bundles must agree.
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = "production";
      try {
        await buildRenderer();
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    },
  };

  function buildRenderer() {
    return build({
      configFile: false,
      root,
      logLevel: "error",
      mode: "production",
      plugins: appReactPlugins(root),
      // Everything in the one file: the server runs it without the web app's node_modules.
      ssr: { noExternal: true, target: "node" },
      build: {
        ssr: path.resolve(root, "src/ssr/firstScreen.tsx"),
        outDir: path.join(outDir, FIRST_SCREEN_SSR_DIR),
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        sourcemap: false,
        reportCompressedSize: false,
        rollupOptions: {
          output: { entryFileNames: FIRST_SCREEN_SSR_FILE, format: "es", inlineDynamicImports: true },
        },
      },
    });
  }
}

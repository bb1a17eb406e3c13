import path from "node:path";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";
import { linguiInlineEnglish } from "./linguiInlineEnglish";

/**
 * The app's React and Lingui plugins, one set-up for every build of its components: the app
 * (vite.config.ts), /login's card prerendered at build (loginFirstPaint.ts) and the server's
 * first-screen renderer (firstScreenSsr.ts). Lingui's macro turns `t`/<Trans> into catalog
 * lookups and keeps each message's English in its descriptor, which linguiInlineEnglish
 * compiles there (English needs no catalog); the plugin compiles the .po catalogs on import
 * and fails the build when a language misses a message.
 */
export function appReactPlugins(root: string): PluginOption[] {
  return [
    react({
      babel: {
        plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }], linguiInlineEnglish],
      },
    }),
    lingui({ configPath: path.resolve(root, "lingui.config.ts"), failOnMissing: true }),
  ];
}

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Rollup } from "vite";

/** The app's list of Mantine's per-component stylesheets (src/ui/mantineStyles.css). */
export const MANTINE_STYLES_FILE = path.resolve(import.meta.dirname, "src/ui/mantineStyles.css");
// @mantine/core's folder (its main file is cjs/index.cjs).
const MANTINE_CORE = path.dirname(path.dirname(createRequire(import.meta.url).resolve("@mantine/core")));

/** Mantine's own three files every component relies on (styles.css starts with them). */
const BASE = ["baseline", "default-css-variables", "global"];

/** The names of @mantine/core/styles/*.css in the order @mantine/core/styles.css concatenates them. */
export function mantineStylesOrder(): string[] {
  const dir = path.join(MANTINE_CORE, "styles");
  const all = fs.readFileSync(path.join(MANTINE_CORE, "styles.css"), "utf8");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".css") && !f.endsWith(".layer.css"))
    .map((f) => ({ name: f.slice(0, -4), at: all.indexOf(fs.readFileSync(path.join(dir, f), "utf8").trim()) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.name);
}

/** The component stylesheets src/ui/mantineStyles.css imports, in its order. */
export function importedMantineStyles(): string[] {
  const css = fs.readFileSync(MANTINE_STYLES_FILE, "utf8");
  return [...css.matchAll(/@import\s+"@mantine\/core\/styles\/([\w-]+)\.css"/g)].map((m) => m[1] as string);
}

/**
 * Fails the build when a chunk draws a Mantine component (its `X.module.mjs`, the class names
 * of styles/X.css, is rendered) whose stylesheet src/ui/mantineStyles.css does not import, or
 * when the list leaves styles.css' order (a rule that moved could win where it lost before).
 */
export function checkMantineStyles(): Rollup.OutputPlugin {
  return {
    name: "stockroom-check-mantine-styles",
    generateBundle(_options, bundle) {
      const drawn = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const match = /\/@mantine\/core\/esm\/.*\/([\w-]+)\.module\.mjs$/.exec(id);
          if (match?.[1] && module.renderedLength > 0) drawn.add(match[1]);
        }
      }
      const order = mantineStylesOrder();
      const imported = importedMantineStyles();
      const problems: string[] = [];
      for (const name of BASE)
        if (!imported.includes(name)) problems.push(`@mantine/core/styles/${name}.css is missing`);
      for (const name of [...drawn].sort()) {
        if (imported.includes(name) || !order.includes(name)) continue;
        const before = order
          .slice(0, order.indexOf(name))
          .reverse()
          .find((n) => imported.includes(n));
        problems.push(
          `a chunk draws Mantine's ${name}: add @import "@mantine/core/styles/${name}.css"; after ${before}`,
        );
      }
      const positions = imported.map((name) => order.indexOf(name));
      if (positions.some((at, i) => at < 0 || (i > 0 && at < (positions[i - 1] ?? 0)))) {
        problems.push(
          `the imports are not in @mantine/core/styles.css' order: ${order.filter((n) => imported.includes(n)).join(", ")}`,
        );
      }
      if (problems.length > 0) this.error(`src/ui/mantineStyles.css:\n  ${problems.join("\n  ")}`);
    },
  };
}

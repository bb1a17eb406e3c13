// The phone routes' JavaScript (issue 14 budget: ≤ 150 KB gzip). Run after a build:
//   (cd apps/web && npx vite build) && node scripts/bench/phone-bundle.mjs
// For each step of the phone workflow (/qr/{code} → PIN → options → count screen): the chunks
// the browser must load before that step shows — the entry, the screen's chunks and every
// chunk they import statically — gzip-sized (level 9), cumulated along the path. The chunks
// a step only fetches in the background after its paint (dialogs, kept for offline use) are
// listed apart. Exits with 1 when a step is over the budget, so the figure can be checked.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, "../../apps/web/dist");
const assets = path.join(dist, "assets");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error("no entry script in dist/index.html");

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length);
  return sizes.get(file);
};
const kb = (files) => [...files].reduce((n, f) => n + gz(f), 0) / 1024;
const staticImports = (file) => {
  const code = fs.readFileSync(path.join(assets, file), "utf8");
  return [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1],
  );
};
const closure = (roots) => {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const d of staticImports(f)) walk(d);
  };
  for (const r of roots) walk(r);
  return seen;
};
const packagesOf = (file) => {
  const map = path.join(assets, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  const { sources, sourcesContent } = JSON.parse(fs.readFileSync(map, "utf8"));
  const by = new Map();
  sources.forEach((s, i) => {
    const nm = s.split("node_modules/").pop();
    const key = s.includes("node_modules/")
      ? nm
          .split("/")
          .slice(0, nm.startsWith("@") ? 2 : 1)
          .join("/")
      : `src/${(s.split("/src/")[1] ?? s).split("/").slice(0, 2).join("/")}`;
    by.set(key, (by.get(key) ?? 0) + (sourcesContent?.[i]?.length ?? 0));
  });
  return [...by].sort((a, b) => b[1] - a[1]).map(([k]) => k);
};

const files = fs.readdirSync(assets).filter((f) => f.endsWith(".js"));
const chunk = (name) => {
  const found = files.find((f) => f.startsWith(`${name}-`));
  if (!found) throw new Error(`no chunk named ${name} in dist/assets (did a screen move?)`);
  return found;
};

const entryFiles = closure([entry]);
console.log(`entry ${entry} + ${entryFiles.size - 1} static imports: ${kb(entryFiles).toFixed(1)} KB gzip`);
for (const f of [...entryFiles].sort((a, b) => gz(b) - gz(a))) {
  console.log(`  ${f.padEnd(34)} ${(gz(f) / 1024).toFixed(1).padStart(6)} KB  ${packagesOf(f).slice(0, 6).join(", ")}`);
}

// Each step: the screen chunks it needs before it paints, and those it loads after (background).
const steps = [
  { what: "/qr/{code}, /mobile/asset/{id}: loading → PIN", needs: ["phoneScreens"], after: [] },
  {
    what: "PIN → options (same chunk; the options prefetch the count screen and dialogs for offline use)",
    needs: [],
    after: ["MobileShell", "FormSubmitPage", "ScanNextDialog", "MobileSubmitDialog"],
  },
  {
    what: "count screen /forms/submit/{id}?fromMobileQR=true (minimal layout + form)",
    needs: ["MobileShell", "FormSubmitPage"],
    after: ["MobileSubmitDialog", "ScanNextDialog"],
  },
];

console.log(`\nstep${" ".repeat(84)}+KB   path KB  budget ${BUDGET_KB}`);
const loaded = new Set(entryFiles);
let over = false;
for (const step of steps) {
  const before = kb(loaded);
  const added = [...closure(step.needs.map(chunk))].filter((f) => !loaded.has(f));
  for (const f of added) loaded.add(f);
  const total = kb(loaded);
  const ok = total <= BUDGET_KB;
  over ||= !ok;
  console.log(
    `${step.what.padEnd(88)}${(total - before).toFixed(1).padStart(6)} ${total.toFixed(1).padStart(9)}  ${ok ? "ok" : "OVER"}`,
  );
  if (added.length > 0) {
    const own = [...new Set(added.flatMap(packagesOf))];
    console.log(`    ${added.length} chunks: ${own.slice(0, 14).join(", ")}${own.length > 14 ? ", …" : ""}`);
  }
  const background = [...closure(step.after.map(chunk))].filter((f) => !loaded.has(f));
  if (background.length > 0) {
    console.log(
      `    then in the background, after the paint: ${kb(background).toFixed(1)} KB in ${background.length} chunks`,
    );
  }
}
console.log(
  `\nwhole phone path before each paint: ${kb(loaded).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB): ${over ? "NOT MET" : "met"}`,
);
if (over) process.exitCode = 1;

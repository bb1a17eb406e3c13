// The phone routes' JavaScript (issue 14 budget: ≤ 150 KB gzip). Run after a build:
//   (cd apps/web && npx vite build) && node scripts/bench/phone-bundle.mjs
// For each phone screen: the entry chunk, the screen's chunk and every chunk they import
// statically (what the browser must load before the screen shows), gzip-sized, with the
// packages the screen's own chunks contain (from the source maps).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../../apps/web/dist");
const assets = path.join(dist, "assets");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error("no entry script in dist/index.html");

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
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
const entryClosure = closure([entry]);
const entryKb = [...entryClosure].reduce((n, f) => n + gz(f), 0) / 1024;
console.log(`entry ${entry} (+${entryClosure.size - 1} static imports): ${entryKb.toFixed(1)} KB gzip`);
console.log(`entry packages: ${packagesOf(entry).slice(0, 12).join(", ")}`);
for (const screen of ["phoneScreens", "FormSubmitPage", "AppLayout"]) {
  const chunk = files.find((f) => f.startsWith(`${screen}-`));
  if (!chunk) {
    console.log(`${screen}: no chunk of its own`);
    continue;
  }
  const all = closure([entry, chunk]);
  const own = [...all].filter((f) => !entryClosure.has(f));
  const ownKb = own.reduce((n, f) => n + gz(f), 0) / 1024;
  const totalKb = [...all].reduce((n, f) => n + gz(f), 0) / 1024;
  console.log(
    `${screen}: ${totalKb.toFixed(1)} KB gzip in total (entry ${entryKb.toFixed(1)} + screen ${ownKb.toFixed(1)} in ${own.length} chunks: ${own.join(", ")})`,
  );
  console.log(`  screen chunks contain: ${[...new Set(own.flatMap(packagesOf))].join(", ")}`);
}

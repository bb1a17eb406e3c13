// The phone routes' JavaScript (issue 14 budget: ≤ 150 KB gzip). Run after a build:
//   (cd apps/web && npx vite build) && node scripts/bench/phone-bundle.mjs
// The phone has its own page, phone.html (the server sends it for core's isPhoneDocument
// addresses). For each step of the phone workflow (/qr/{code} → PIN → options → count
// screen): the chunks the browser must load before that step shows — phone.html's entry,
// the screen's chunks and every chunk they import statically — gzip-sized (level 9),
// cumulated along the path. The chunks a step only fetches in the background after its
// paint (the count screen and the dialogs, kept for offline use) are listed apart, and so
// is the CSS. The admin app's entry (index.html) is printed once for comparison. Exits
// with 1 when a step is over the budget, so the figure can be checked.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 150;
// The build to measure: apps/web/dist, or the folder given as the first argument.
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../../apps/web/dist"));
const assets = path.join(dist, "assets");

/** The entry script and the stylesheets an HTML page of the build loads. */
const page = (name) => {
  const html = fs.readFileSync(path.join(dist, name), "utf8");
  // The module script (index.html also has a small classic one first: route preload).
  const entry = /<script[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in dist/${name}`);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
  // The page's small classic first script (route preload, early answer) counts too.
  const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\bsrc="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return { entry, css, classic };
};

const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length);
  return sizes.get(file);
};
const kb = (files) => [...files].reduce((n, f) => n + gz(f), 0) / 1024;
const source = (file) => fs.readFileSync(path.join(assets, file), "utf8");
const staticImports = (file) =>
  [...source(file).matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1],
  );
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

/**
 * The minified bytes each source module renders in a chunk, from its source map: every
 * generated segment counts for the source it maps to, up to the next segment.
 */
const VLQ = Object.fromEntries(
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]),
);
const decodeVlq = (text) => {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = VLQ[c];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
};
const moduleBytes = (file) => {
  const map = path.join(assets, `${file}.map`);
  if (!fs.existsSync(map)) return new Map();
  const { sources, mappings } = JSON.parse(fs.readFileSync(map, "utf8"));
  const lines = source(file).split("\n");
  const bytes = new Map();
  let sourceIndex = 0;
  mappings.split(";").forEach((line, row) => {
    const length = lines[row]?.length ?? 0;
    let column = 0;
    let last;
    for (const segment of line.split(",").filter(Boolean)) {
      const [dc, ds] = decodeVlq(segment);
      column += dc;
      if (last) bytes.set(last.source, (bytes.get(last.source) ?? 0) + column - last.column);
      if (ds !== undefined) sourceIndex += ds;
      last = ds !== undefined ? { source: sourceIndex, column } : undefined;
    }
    if (last) bytes.set(last.source, (bytes.get(last.source) ?? 0) + length - last.column);
  });
  const name = (s) =>
    s.includes("node_modules/") ? `node_modules/${s.split("node_modules/").pop()}` : s.replace(/^(\.\.\/)+/, "");
  return new Map([...bytes].map(([i, n]) => [name(sources[i]), n]));
};

const files = fs.readdirSync(assets).filter((f) => f.endsWith(".js"));
/**
 * The chunk holding a source module (by the end of its path), read from the source maps:
 * Rollup's small-chunk merging (vite.config.ts) may put a lazy screen into another chunk,
 * so chunk names do not say where a module went.
 */
const sourcesOf = new Map();
const chunk = (modulePath) => {
  for (const f of files) {
    if (!sourcesOf.has(f)) {
      const map = path.join(assets, `${f}.map`);
      sourcesOf.set(f, fs.existsSync(map) ? JSON.parse(fs.readFileSync(map, "utf8")).sources : []);
    }
    if (sourcesOf.get(f).some((s) => s.endsWith(modulePath))) return f;
  }
  throw new Error(`no chunk holds ${modulePath} in dist/assets (did a screen move?)`);
};

/**
 * The stylesheets Vite loads with a lazy chunk: each `import("./X.js")` goes through
 * `__vite__mapDeps([…])`, indexes into the importing file's table of X's dependencies,
 * CSS included.
 */
const cssOfChunk = new Map();
for (const file of files) {
  const code = source(file);
  const table = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (!table) continue;
  const deps = JSON.parse(table).map((d) => d.replace(/^assets\//, ""));
  for (const m of code.matchAll(/import\("\.\/([^"]+\.js)"\)\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\)/g)) {
    const css = m[2]
      .split(",")
      .map((i) => deps[Number(i)])
      .filter((d) => d?.endsWith(".css"));
    cssOfChunk.set(m[1], new Set([...(cssOfChunk.get(m[1]) ?? []), ...css]));
  }
}
const cssOf = (jsFiles) => new Set([...jsFiles].flatMap((f) => [...(cssOfChunk.get(f) ?? [])]));

const listFiles = (set) => {
  for (const f of [...set].sort((a, b) => gz(b) - gz(a))) {
    console.log(
      `  ${f.padEnd(40)} ${(gz(f) / 1024).toFixed(1).padStart(6)} KB  ${packagesOf(f).slice(0, 6).join(", ")}`,
    );
  }
};

// For comparison: what the admin app (index.html) loads before its first screen.
const admin = page("index.html");
const adminFiles = new Set([...closure([admin.entry]), ...admin.classic]);
console.log(
  `admin app (index.html): entry ${admin.entry} + ${adminFiles.size - 1} other files: ${kb(adminFiles).toFixed(1)} KB gzip; CSS ${kb(admin.css).toFixed(1)} KB gzip`,
);

const phone = page("phone.html");
const entryFiles = new Set([...closure([phone.entry]), ...phone.classic]);
console.log(
  `\nphone app (phone.html): entry ${phone.entry} + ${entryFiles.size - 1} other files: ${kb(entryFiles).toFixed(1)} KB gzip`,
);
listFiles(entryFiles);
console.log(`phone.html's CSS: ${kb(phone.css).toFixed(1)} KB gzip`);
listFiles(phone.css);

// Each step: the chunks it needs before it paints, and those it loads after (background).
const COUNT_SCREEN = "src/phone/screens/count/PhoneSubmitPage.tsx";
const DIALOGS = ["src/phone/screens/ScanNextDialog.tsx", "src/phone/screens/MobileSubmitDialog.tsx"];
const steps = [
  { what: "/qr/{code}, /mobile/asset/{id}: loading → PIN (phone entry)", needs: [], after: [] },
  {
    what: "PIN → options (same chunk; then the count screen and dialogs for offline use)",
    needs: [],
    after: [COUNT_SCREEN, ...DIALOGS],
  },
  {
    what: "count screen /forms/submit/{id}?fromMobileQR=true",
    needs: [COUNT_SCREEN],
    after: DIALOGS,
  },
];

console.log(`\nstep${" ".repeat(80)}+KB   path KB  budget ${BUDGET_KB}`);
const loaded = new Set(entryFiles);
const loadedCss = new Set(phone.css);
let over = false;
for (const step of steps) {
  const before = kb(loaded);
  const added = [...closure(step.needs.map(chunk))].filter((f) => !loaded.has(f));
  for (const f of added) loaded.add(f);
  const total = kb(loaded);
  const ok = total <= BUDGET_KB;
  over ||= !ok;
  console.log(
    `${step.what.padEnd(84)}${(total - before).toFixed(1).padStart(6)} ${total.toFixed(1).padStart(9)}  ${ok ? "ok" : "OVER"}`,
  );
  if (added.length > 0) {
    const own = [...new Set(added.flatMap(packagesOf))];
    console.log(`    ${added.length} chunks: ${own.slice(0, 14).join(", ")}${own.length > 14 ? ", …" : ""}`);
  }
  const css = [...cssOf(added)].filter((f) => !loadedCss.has(f));
  for (const f of css) loadedCss.add(f);
  if (css.length > 0) console.log(`    and CSS: ${kb(css).toFixed(1)} KB gzip (${css.join(", ")})`);
  const background = [...closure(step.after.map(chunk))].filter((f) => !loaded.has(f));
  if (background.length > 0) {
    const backgroundCss = [...cssOf(background)].filter((f) => !loadedCss.has(f));
    console.log(
      `    then in the background, after the paint: ${kb(background).toFixed(1)} KB in ${background.length} chunks` +
        (backgroundCss.length > 0 ? ` + ${kb(backgroundCss).toFixed(1)} KB CSS` : ""),
    );
  }
}
// Every module the path carries, by the minified bytes it renders (the vendor chunks'
// libraries grouped by package): when the figure grows, this list says what came in. The build
// itself fails when a chunk the phone loads carries a module the phone never imports
// (apps/web/chunkGroups.ts, checkPhonePath).
console.log("\nmodules on the phone path (minified bytes, before gzip; the framework's libraries by package):");
const carried = new Map();
for (const f of loaded) {
  for (const [module, n] of moduleBytes(f)) {
    const key = module.startsWith("node_modules/")
      ? module
          .split("/")
          .slice(0, module.startsWith("node_modules/@") ? 3 : 2)
          .join("/")
      : module;
    const entry = carried.get(key) ?? { bytes: 0, chunks: new Set() };
    entry.bytes += n;
    entry.chunks.add(f.replace(/-[\w-]{8}\.js$/, ""));
    carried.set(key, entry);
  }
}
for (const [module, { bytes, chunks }] of [...carried].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${module.padEnd(64)} ${[...chunks].join(", ")}`);
}

console.log(
  `\nwhole phone path before each paint: ${kb(loaded).toFixed(1)} KB gzip JavaScript (budget ${BUDGET_KB} KB): ${over ? "NOT MET" : "met"}; CSS ${kb(loadedCss).toFixed(1)} KB gzip`,
);
if (over) process.exitCode = 1;

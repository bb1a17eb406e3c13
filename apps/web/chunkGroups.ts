import path from "node:path";
import type { Rollup } from "vite";

/**
 * Fewer, larger chunks on the first screens' path (issue 11). Left to itself, Rollup gives
 * every set of screens that shares a module a chunk of its own: /assets asked for 54 files
 * after the entry and /login for 12, most of them a Mantine component of 1–2 KB, and on
 * HTTP/1.1 the browser fetches six at a time, so at slow 4G's 562.5 ms a round trip the
 * queue, not the bytes, set the time.
 *
 * So the library modules (Mantine and what it uses) the first screens need are grouped by
 * which of them need them:
 *   ui-shared     both entries (index.html and the phone's phone.html)
 *   ui-entry      the admin app's entry only
 *   ui-phone      the phone's entry and the admin app's first screens
 *   ui-common     the sign-in screen and the signed-in shell
 *   ui-auth       the sign-in screen only
 *   ui-app        the signed-in shell (AppLayout) and the asset list, the first screen after sign-in
 *   ui-overlay    the shell and the toasts-and-modals providers (focus trap, scroll area)
 *   ui-providers  the toasts-and-modals providers only (they load after the first route)
 *   …-phone       the same, for the parts the phone app's later screens (count, dialogs)
 *                 use too: the phone's path loads those, not the whole admin group
 *   ui-hooks      the rest of @mantine/hooks and its index file, which every Mantine part
 *                 imports (the hooks the first screens use are in the groups above)
 * "Need" follows the imports, through a library's index file name by name as tree-shaking
 * does, so a group holds only what its screens run; the phone's entry loads the same
 * modules as before. A later admin screen that uses one part of a group loads the group
 * (the shell's are loaded by then anyway). The app's own modules and the libraries no first
 * screen uses are left to Rollup, and `experimentalMinChunkSize` merges the small
 * side-effect-free chunks among them.
 *
 * Why only libraries: Rollup puts every module a manual chunk's module imports, unless it is
 * in a manual chunk itself, into that chunk too — an app module imports whole index files
 * ("@mantine/core"), so grouping one would drag in every Mantine part of every screen.
 */
const ROOTS = {
  index: "/index.html",
  phone: "/phone.html",
  login: "/src/features/auth/LoginPage.tsx",
  shell: "/src/features/shell/AppLayout.tsx",
  assets: "/src/features/assets/AssetsPage.tsx",
  providers: "/src/lib/lazyProviders.tsx",
} as const;
type Root = keyof typeof ROOTS;

type Info = (id: string) => Rollup.ModuleInfo | null;

const NAMED_IMPORT = /(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The names `code` imports from each bare module specifier, or "*" when not only by name. */
function namedImports(code: string): Map<string, Set<string> | "*"> {
  const result = new Map<string, Set<string> | "*">();
  for (const [, names, spec] of code.matchAll(NAMED_IMPORT)) {
    if (!spec || spec.startsWith(".") || spec.startsWith("/")) continue;
    const set = result.get(spec) ?? new Set<string>();
    if (set === "*") continue;
    for (const part of (names ?? "").split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name) set.add(name);
    }
    result.set(spec, set);
  }
  for (const [, spec] of code.matchAll(/import\s*(?:\*\s*as\s+\w+|\w+)\s*(?:,[^;]*)?from\s*["']([^"'.][^"']*)["']/g)) {
    if (spec) result.set(spec, "*");
  }
  return result;
}

/** The bare specifier an imported id came from, if it is a package's index file. */
function packageOf(id: string): string | undefined {
  if (id.endsWith("/packages/core/src/index.ts")) return "@stockroom/core";
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:esm\/|dist\/esm\/|dist\/)?index\.m?js$/.exec(id);
  return match?.[1];
}

/** The module that defines `name`, following re-exports down from an index file. */
function definer(id: string, name: string, info: Info, depth = 0): string {
  if (depth > 8) return id;
  const deps = info(id)?.importedIds ?? [];
  for (const dep of deps) {
    if (info(dep)?.exports?.includes(name)) return definer(dep, name, info, depth + 1);
  }
  // `export * from` inside a module the index re-exports (core's validators/numbers.ts
  // re-exports numberText.ts): its `exports` lists "*", not the names.
  for (const dep of deps) {
    if (!info(dep)?.exports?.includes("*")) continue;
    const found = definer(dep, name, info, depth + 1);
    if (found !== dep) return found;
  }
  return id;
}

/** Every module `root` runs, importing from index files only what it names (as tree-shaking keeps). */
function closure(root: string, info: Info, stop: (id: string) => boolean, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    const module = info(id);
    if (!module) continue;
    const imports = module.code ? namedImports(module.code) : new Map();
    if (dynamic) stack.push(...module.dynamicallyImportedIds);
    for (const dep of module.importedIds) {
      const spec = packageOf(dep);
      const names = spec ? imports.get(spec) : undefined;
      if (names && names !== "*") {
        for (const name of names) stack.push(definer(dep, name, info));
      } else {
        stack.push(dep);
      }
    }
  }
  return seen;
}

/** @mantine/hooks: what no group holds, and its index file, go to `ui-hooks` (nothing is pulled in). */
const isHooks = (id: string) => id.includes("/node_modules/@mantine/hooks/");

/** A library's module (not one of the vendor chunks'), which Rollup would otherwise split per screen set. */
function isLibrary(id: string, isVendor: (id: string) => boolean): boolean {
  return id.includes("/node_modules/") && !isVendor(id) && !packageOf(id) && !/\.(css|scss)$/.test(id);
}

function groupLibraries(ids: string[], info: Info, isVendor: (id: string) => boolean): Map<string, string> {
  const reach = {} as Record<Root, Set<string>>;
  for (const [root, suffix] of Object.entries(ROOTS) as [Root, string][]) {
    const id = ids.find((x) => x.endsWith(suffix));
    // A moved or renamed screen would otherwise leave its group silently empty.
    if (!id) throw new Error(`chunkGroups: no module ends with ${suffix} (ROOTS.${root}); update ROOTS`);
    reach[root] = closure(id, info, isVendor);
  }
  // Everything the phone app can load, its later screens too (see the "-phone" groups).
  const phoneRoot = ids.find((x) => x.endsWith(ROOTS.phone));
  const phoneAll = phoneRoot ? closure(phoneRoot, info, isVendor, true) : new Set<string>();
  const groups = new Map<string, string>();
  const candidates = new Set(Object.values(reach).flatMap((set) => [...set]));
  for (const id of candidates) {
    if (!isLibrary(id, isVendor)) continue;
    const index = reach.index.has(id);
    const phone = reach.phone.has(id);
    const login = reach.login.has(id);
    const shell = reach.shell.has(id) || reach.assets.has(id);
    const providers = reach.providers.has(id);
    const group =
      index && phone
        ? "ui-shared"
        : index
          ? "ui-entry"
          : phone
            ? login || shell || providers
              ? "ui-phone"
              : undefined
            : login && (shell || providers)
              ? "ui-common"
              : login
                ? "ui-auth"
                : shell && providers
                  ? "ui-overlay"
                  : shell
                    ? "ui-app"
                    : "ui-providers";
    // A part the phone's later screens use too goes to a group of its own ("ui-app-phone"),
    // so that the phone's path loads the parts it runs, not the whole admin group.
    if (group) groups.set(id, phoneAll.has(id) && !phone && group !== "ui-entry" ? `${group}-phone` : group);
  }
  // Nothing may be pulled in: Rollup puts every unassigned module a manual chunk's module
  // imports into that chunk. So a module stays grouped only if all it imports is grouped
  // too (or a vendor chunk's, or @mantine/hooks'); the rest is left to Rollup.
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of [...groups.keys()]) {
      const ok = (info(id)?.importedIds ?? []).every((dep) => isVendor(dep) || isHooks(dep) || groups.has(dep));
      if (!ok) {
        groups.delete(id);
        changed = true;
      }
    }
  }
  return groups;
}

/** One of the app's own modules (apps/web/src, packages/core/src), not a stylesheet. */
const isApp = (id: string) =>
  !id.includes("/node_modules/") && /\/(apps\/web|packages\/core)\/src\//.test(id) && !/\.(css|scss)$/.test(id);

/** Every module the phone app (phone.html) can load, its later screens' too; empty without the page. */
function phoneReach(ids: string[], info: Info, isVendor: (id: string) => boolean): Set<string> {
  const root = ids.find((x) => x.endsWith(ROOTS.phone));
  return root ? closure(root, info, isVendor, true) : new Set<string>();
}

/**
 * The app's own modules in groups too (issue 23 "First rows", "Keep it kept"). Left to Rollup,
 * `experimentalMinChunkSize` merged small side-effect-free chunks wherever it saved a file,
 * with no regard for who loads the result: the admin's report dates (reportDateRange), the
 * consistency texts and the permission table ended up in chunks the phone's first screens load
 * (the phone path was 149.9 KB of its 150). Rollup never merges into a manual chunk, and with
 * `output.onlyExplicitManualChunks` it pulls nothing into one either, so a group holds exactly
 * the modules named here. Every module the phone can load and the admin loads too is grouped
 * (the app's, the libraries' and Vite's helpers):
 *   app-shared       what either app runs at start (tRPC client, session, the language runtime),
 *                    and the few hundred bytes the asset list shares with the count screen
 *   app-<screen>     what a later phone screen shares with admin screens, with the largest such
 *                    screen (the form rules with the count screen, qr-scanner with its dialog)
 *   phone-<screens>  the phone's own later screens, per set of its lazy imports reaching them
 * The phone's own start (src/phone) stays in its entry chunk, which has side effects and so is
 * never a merge target. Admin-only modules stay with Rollup, merged among themselves, never into
 * a chunk above (checkPhonePath() below fails the build if one reaches the phone's chunks).
 * Measured and not kept: the shell's and the asset list's parts in one group (/assets in 10 files
 * instead of 15, but no faster: 1.02-1.14x in interleaved runs, docs/benchmarks.md).
 */
function groupApp(
  ids: string[],
  info: Info,
  isVendor: (id: string) => boolean,
  taken: Map<string, string>,
): Map<string, string> {
  const find = (root: Root) => ids.find((x) => x.endsWith(ROOTS[root])) as string;
  const phoneAll = phoneReach(ids, info, isVendor);
  const phoneStart = closure(find("phone"), info, isVendor);
  const indexStart = closure(find("index"), info, isVendor);
  const adminAll = closure(find("index"), info, isVendor, true);
  const shell = new Set([...closure(find("shell"), info, isVendor), ...closure(find("assets"), info, isVendor)]);
  // The phone's own later screens (the count screen, the dialogs): a chunk per set of the
  // phone's lazy imports that reach a module, as Rollup would make them, but never a target
  // of its merging.
  const lazyRoots = [...phoneAll].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
  const lazyReach = [...new Set(lazyRoots)].map((root) => ({ root, reach: closure(root, info, isVendor) }));
  // A part the admin loads too goes with the largest of those screens (the count screen): one
  // file on the count screen's path instead of a 300-byte one per set of screens.
  const name = (root: string) => path.basename(root).replace(/\..*$/, "");
  const phoneLater = (id: string, admin: boolean) => {
    const roots = lazyReach.filter((r) => r.reach.has(id));
    if (roots.length === 0) return undefined;
    if (!admin)
      return `phone-${roots
        .map((r) => name(r.root))
        .sort()
        .join("-")}`;
    const largest = roots.reduce((a, b) => (b.reach.size > a.reach.size ? b : a));
    // What the asset list shares with it (number formats, uploads' failure texts) goes with
    // both apps' start instead: /assets needs no form rules, and it is a few hundred bytes.
    return shell.has(id) ? "app-shared" : `app-${name(largest.root)}`;
  };
  const groups = new Map<string, string>();
  for (const id of ids) {
    if (isVendor(id) || taken.has(id) || isHooks(id)) continue;
    if (/\.(css|scss)$/.test(id)) continue;
    // The libraries and Vite's helpers (preload, modulepreload polyfill) both apps load are
    // grouped as the app's modules are: left to Rollup, their shared chunk was where it
    // merged the admin's small chunks (the consistency texts).
    if (!isApp(id) && !phoneAll.has(id)) continue;
    const admin = adminAll.has(id);
    let group: string | undefined;
    if (phoneAll.has(id)) {
      if (indexStart.has(id) || phoneStart.has(id)) group = admin ? "app-shared" : undefined;
      else group = phoneLater(id, admin);
    }
    if (group) groups.set(id, group);
  }
  return groups;
}

/**
 * What Rollup did for every manual chunk before `onlyExplicitManualChunks`, kept for the
 * vendor chunks: a library's own dependencies that no chunk names (React's
 * use-sync-external-store, CommonJS helpers) go with the first vendor chunk that imports them.
 * Left alone they became small chunks Rollup merged anywhere (one went into the phone's QR
 * scanner worker chunk).
 */
function pullIntoVendor(
  ids: string[],
  info: Info,
  vendor: (id: string) => string | undefined,
  groups: Map<string, string>,
): void {
  for (const id of ids) {
    const name = vendor(id);
    if (!name) continue;
    const stack = [...(info(id)?.importedIds ?? [])];
    while (stack.length > 0) {
      const dep = stack.pop() as string;
      if (vendor(dep) || groups.has(dep) || isApp(dep) || isHooks(dep) || /\.(css|scss)$/.test(dep)) continue;
      groups.set(dep, name);
      stack.push(...(info(dep)?.importedIds ?? []));
    }
  }
}

/** `output.manualChunks`: `vendor` first (libraries in chunks of their own), then the groups above. */
export function chunkGroups(vendor: (id: string) => string | undefined): Rollup.GetManualChunk {
  let groups: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    const library = vendor(id);
    if (library) return library;
    if (!groups) {
      const ids = [...getModuleIds()];
      const isVendor = (x: string) => vendor(x) !== undefined;
      groups = groupLibraries(ids, getModuleInfo, isVendor);
      for (const [id, name] of groupApp(ids, getModuleInfo, isVendor, groups)) groups.set(id, name);
      pullIntoVendor(ids, getModuleInfo, vendor, groups);
    }
    return groups.get(id) ?? (isHooks(id) ? "ui-hooks" : undefined);
  };
}

/**
 * Fails the build when a chunk the phone app loads (phone.html's entry, what it imports, and
 * the chunks its screens load later) renders a module the phone never imports, and names the
 * modules and their chunks: the phone budget's next regression says why.
 */
export function checkPhonePath(vendor: (id: string) => string | undefined): Rollup.OutputPlugin {
  return {
    name: "stockroom-check-phone-path",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(ROOTS.phone));
      if (!entry) return;
      const ids = [...this.getModuleIds()];
      const isVendor = (x: string) => vendor(x) !== undefined;
      const reach = phoneReach(ids, (x) => this.getModuleInfo(x), isVendor);
      // The vendor chunks (vite.config.ts' vendorChunk: the framework, dayjs, icons) are shared by design.
      const isVendorChunk = (c: Rollup.OutputChunk) => Object.keys(c.modules).some(isVendor);
      const loaded = new Set<string>();
      const visit = (file: string) => {
        const chunk = byFile.get(file);
        if (!chunk || loaded.has(file)) return;
        loaded.add(file);
        for (const f of [...chunk.imports, ...chunk.dynamicImports]) visit(f);
      };
      visit(entry.fileName);
      const strays: string[] = [];
      for (const file of loaded) {
        const chunk = byFile.get(file);
        if (!chunk || isVendorChunk(chunk)) continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength > 0 && !isVendor(id) && !reach.has(id)) {
            strays.push(
              `${file}: ${id.replace(/^.*?\/(node_modules|apps|packages)\//, "$1/")} (${module.renderedLength} B)`,
            );
          }
        }
      }
      if (strays.length > 0) {
        this.error(`the phone's chunks carry modules the phone never imports:\n  ${strays.join("\n  ")}`);
      }
    },
  };
}

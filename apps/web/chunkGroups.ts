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
  for (const dep of info(id)?.importedIds ?? []) {
    if (info(dep)?.exports?.includes(name)) return definer(dep, name, info, depth + 1);
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

/** `output.manualChunks`: `vendor` first (libraries in chunks of their own), then the groups above. */
export function chunkGroups(vendor: (id: string) => string | undefined): Rollup.GetManualChunk {
  let groups: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    const library = vendor(id);
    if (library) return library;
    groups ??= groupLibraries([...getModuleIds()], getModuleInfo, (x) => vendor(x) !== undefined);
    return groups.get(id) ?? (isHooks(id) ? "ui-hooks" : undefined);
  };
}

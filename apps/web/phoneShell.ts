import type { Plugin } from "vite";
import type { ManifestTransform } from "workbox-build";

/**
 * The files the phone app needs without a connection (issue 20), for its service worker's
 * precache: phone.html, everything it loads (its entry, first script and CSS, with their
 * static imports) and everything it may load later (the count screen, the dialogs,
 * qr-scanner and its worker: the dynamic imports, all the way down), plus the web manifest
 * and its icon. The admin app's own chunks stay out: a phone never downloads them.
 */
export function phoneShell(): { plugin: Plugin; transform: ManifestTransform } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: "stockroom-phone-shell",
    apply: "build",
    // After every generateBundle (routePreload adds phone.html's first script there).
    writeBundle(_options, bundle) {
      files.clear();
      const html = bundle["phone.html"];
      if (html?.type !== "asset") return;
      files.add("phone.html");
      const source = String(html.source);
      // The page's own tags: its first script, entry, modulepreloads and CSS.
      for (const m of source.matchAll(/(?:src|href)="\/([^"]+)"/g)) if (m[1]) files.add(m[1]);
      const queue = [...files];
      while (queue.length > 0) {
        const name = queue.pop() as string;
        const item = bundle[name];
        if (item?.type !== "chunk") continue;
        const next = [
          ...item.imports,
          ...item.dynamicImports,
          ...(item.viteMetadata?.importedCss ?? []),
          ...(item.viteMetadata?.importedAssets ?? []),
        ];
        for (const file of next) {
          if (files.has(file)) continue;
          files.add(file);
          queue.push(file);
        }
      }
    },
  };
  const transform: ManifestTransform = (entries) => {
    const manifest = entries.filter(
      (e) => files.has(e.url) || e.url === "phone.webmanifest" || e.url === "phone-icon.svg",
    );
    if (!manifest.some((e) => e.url === "phone.html")) {
      return { manifest, warnings: ["phone shell: phone.html is missing from the precache"] };
    }
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}

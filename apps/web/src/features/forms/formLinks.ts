import type { FormLink } from "./formTypes";

/** One entry per asset type a form is linked to, with the purposes it has the form for. */
export function groupLinks(links: readonly FormLink[]) {
  const byType = new Map<string, { id: string; name: string; color: string; purposes: string[] }>();
  for (const link of links) {
    const entry = byType.get(link.assetTypeId) ?? {
      id: link.assetTypeId,
      name: link.assetTypeName,
      color: link.assetTypeColor,
      purposes: [],
    };
    entry.purposes.push(link.purpose);
    byType.set(link.assetTypeId, entry);
  }
  return [...byType.values()];
}

import type { InventoryListInput } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { OrgContext } from "../context";
import { assetInventorySummaries } from "./asset-inventory-summary";

/** `%term%` for ILIKE, with the term's own % _ \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The /inventory card grid: one page of asset-with-inventory summaries, by asset name.
 * The page's ids come from assets_org_deleted_name_idx (organization, is_deleted, name)
 * with limit/offset, then one query reads the summaries of those ids only; the total is a
 * separate count over the same filter (no window count over the organization).
 */
export async function listInventory({ db, orgId }: OrgContext, input: InventoryListInput) {
  const conditions: SQL[] = [eq(assets.organizationId, orgId), eq(assets.isDeleted, false)];
  if (input.assetTypeId) conditions.push(eq(assets.assetTypeId, input.assetTypeId));
  if (input.assetId) conditions.push(eq(assets.id, input.assetId));
  if (input.search !== "") {
    const pattern = containsPattern(input.search);
    const match = or(ilike(assets.name, pattern), ilike(assets.description, pattern), ilike(assets.assetId, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [pageIds, counted] = await Promise.all([
    db
      .select({ id: assets.id })
      .from(assets)
      .where(where)
      .orderBy(asc(assets.name), asc(assets.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(assets).where(where),
  ]);
  const summaries = await assetInventorySummaries(
    { db, orgId },
    pageIds.map((r) => r.id),
  );
  const byId = new Map(summaries.map((s) => [s.asset_id, s]));
  const total = counted[0]?.n ?? 0;
  return {
    items: pageIds.flatMap((r) => {
      const s = byId.get(r.id);
      return s ? [s] : [];
    }),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.max(1, Math.ceil(total / input.pageSize)),
  };
}

import { ASSET_OPTIONS_LIMIT } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, asc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

/**
 * Live assets for a picker (the parent asset select): at most 50 matching the search by
 * name, serial number or asset_id, by name — never the whole list. `includeId` (the
 * current choice) is always part of the answer so the select can show it.
 */
export async function listAssetOptions(
  { db, orgId }: OrgContext,
  input: { search: string; excludeId?: string | null | undefined; includeId?: string | null | undefined },
) {
  const conditions: SQL[] = [eq(assets.organizationId, orgId), eq(assets.isDeleted, false)];
  if (input.excludeId) conditions.push(ne(assets.id, input.excludeId));
  if (input.search !== "") {
    const pattern = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(assets.name, pattern), ilike(assets.serialNumber, pattern), ilike(assets.assetId, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const filtered = input.includeId
    ? or(where, and(eq(assets.organizationId, orgId), eq(assets.id, input.includeId)))
    : where;
  return db
    .select({ id: assets.id, name: assets.name, assetId: assets.assetId })
    .from(assets)
    .where(filtered)
    .orderBy(
      ...(input.includeId ? [sql`${assets.id} = ${input.includeId} desc`] : []),
      asc(assets.name),
      asc(assets.id),
    )
    .limit(ASSET_OPTIONS_LIMIT);
}

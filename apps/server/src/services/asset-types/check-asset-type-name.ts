import { checkAssetTypeName } from "@stockroom/core";
import { assetTypes } from "@stockroom/db";
import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

/**
 * The as-you-type name check: is the name free among the organization's non-archived
 * types (ignoring case; the type being edited excluded)? The database's unique index
 * still decides at save time.
 */
export async function checkAssetTypeNameAvailability(
  { db, orgId }: OrgContext,
  input: { name: string; excludeId?: string | null | undefined },
) {
  const name = input.name.trim();
  const conditions: SQL[] = [
    eq(assetTypes.organizationId, orgId),
    isNull(assetTypes.deletedAt),
    sql`lower(${assetTypes.name}) = lower(${name})`,
  ];
  if (input.excludeId) conditions.push(ne(assetTypes.id, input.excludeId));
  const taken =
    name === ""
      ? []
      : await db
          .select({ name: assetTypes.name })
          .from(assetTypes)
          .where(and(...conditions))
          .limit(1);
  const result = checkAssetTypeName(
    name,
    taken.map((t) => t.name),
  );
  return { available: result.state === "valid", message: result.message };
}

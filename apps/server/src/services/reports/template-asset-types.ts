import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assetTypes, type DbOrTx } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { pgArray } from "../queries/pg-array";

/** A template may only name asset types of its own organization. */
export async function checkTemplateAssetTypes(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assetTypes)
    .where(and(eq(assetTypes.organizationId, orgId), sql`${assetTypes.id} = any(${pgArray(unique)}::uuid[])`));
  if ((row?.n ?? 0) !== unique.length) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
}

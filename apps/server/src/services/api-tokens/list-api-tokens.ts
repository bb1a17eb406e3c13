import { apiTokens, users } from "@stockroom/db";
import { desc, eq, sql } from "drizzle-orm";
import type { OrgContext } from "../context";

/** The organization's API tokens, newest first; never a hash or a token. */
export async function listApiTokens({ db, orgId }: OrgContext) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      createdAt: apiTokens.createdAt,
      createdByName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
      expired: sql<boolean>`coalesce(${apiTokens.expiresAt} <= now(), false)`,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.organizationId, orgId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

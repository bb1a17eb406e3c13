import { apiTokenRole } from "@stockroom/core";
import { apiTokens, type DbOrTx } from "@stockroom/db";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { hashApiToken } from "./api-token-secret";

/** A live token, resolved: its organization, the role its scopes allow, and the admin who made it. */
export interface ApiTokenCaller {
  id: string;
  orgId: string;
  scopes: string[];
  role: "manager" | "viewer";
  createdBy: string;
}

/** `last_used_at` is written at most this often per token (one update, not one per request). */
const LAST_USED_EVERY_SECONDS = 60;

/** The live (not revoked, not expired) token of this secret, or null; notes its use. */
export async function resolveApiToken(db: DbOrTx, secret: string): Promise<ApiTokenCaller | null> {
  if (secret.length < 10 || secret.length > 200) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      orgId: apiTokens.organizationId,
      scopes: apiTokens.scopes,
      createdBy: apiTokens.createdBy,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(secret)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    );
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_EVERY_SECONDS * 1000) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, row.id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_EVERY_SECONDS})`),
          ),
        ),
      );
  }
  return { id: row.id, orgId: row.orgId, scopes: row.scopes, role: apiTokenRole(row.scopes), createdBy: row.createdBy };
}

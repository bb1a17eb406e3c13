import { API_TOKEN_NOT_FOUND } from "@stockroom/core";
import { apiTokens } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";

/** Revokes one of the organization's tokens: from now on it answers 401. Revoking twice keeps the first time. */
export async function revokeApiToken({ db, orgId }: ServiceContext, id: string) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.organizationId, orgId)))
    .returning({ id: apiTokens.id, revokedAt: apiTokens.revokedAt });
  if (!row) throw new DomainError("NOT_FOUND", API_TOKEN_NOT_FOUND);
  return row;
}

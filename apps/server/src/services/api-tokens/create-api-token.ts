import type { ApiTokenCreateInput } from "@stockroom/core";
import { apiTokens } from "@stockroom/db";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { apiTokenDisplayPrefix, hashApiToken, newApiTokenSecret } from "./api-token-secret";

/** Creates an API token for the caller's organization; the answer carries the token, once. */
export async function createApiToken({ db, orgId, actorId }: ServiceContext, input: ApiTokenCreateInput) {
  const token = newApiTokenSecret();
  const [row] = await db
    .insert(apiTokens)
    .values({
      organizationId: orgId,
      name: input.name,
      tokenHash: hashApiToken(token),
      prefix: apiTokenDisplayPrefix(token),
      scopes: [...input.scopes],
      expiresAt: input.expiresInDays === null ? null : sql`now() + make_interval(days => ${input.expiresInDays})`,
      createdBy: actorId,
    })
    .returning({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      createdAt: apiTokens.createdAt,
    });
  if (!row) throw new Error("API token insert returned no row");
  return { ...row, token };
}

import {
  INVALID_PIN_MESSAGE,
  MOBILE_ASSET_NOT_FOUND,
  type MobileAuthenticateInput,
  PIN_LOCKED_MESSAGE,
} from "@stockroom/core";
import { assets, type Database, organizationMembers, users } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { pinDigest } from "../profile/pin-digest";
import { clearPinFailures, lockPinScopes, pinAttemptScopes, pinScopesLocked, recordPinFailure } from "./pin-attempts";
import { createPinSession } from "./pin-session";

/**
 * The PIN step of the mobile page (spec 01 §6, issue 14). The PIN is compared only with
 * the active members of the scanned asset's organization; failures count per asset and per
 * client in Postgres (5 → locked 15 minutes, across every server process); a right PIN
 * opens a PIN session of role "user" in that organization for 2 hours.
 */
export async function authenticatePin(
  deps: { db: Database; pinSecret: string },
  input: MobileAuthenticateInput & { client: string },
) {
  const scopes = pinAttemptScopes(input.assetId, input.client);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPinScopes(tx, scopes);
    if (await pinScopesLocked(tx, scopes)) return { ok: false as const, message: PIN_LOCKED_MESSAGE };

    const [asset] = await tx
      .select({ organizationId: assets.organizationId })
      .from(assets)
      .where(and(eq(assets.id, input.assetId), eq(assets.isDeleted, false)));
    if (!asset) return { ok: false as const, notFound: true, message: MOBILE_ASSET_NOT_FOUND };

    const [member] = await tx
      .select({ userId: users.id, fullName: users.fullName })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(
        and(
          eq(organizationMembers.organizationId, asset.organizationId),
          eq(organizationMembers.isDeleted, false),
          eq(users.quickAccessPinDigest, pinDigest(deps.pinSecret, input.pin)),
        ),
      )
      .limit(1);
    if (!member) {
      const locked = await recordPinFailure(tx, scopes);
      return { ok: false as const, message: locked ? PIN_LOCKED_MESSAGE : INVALID_PIN_MESSAGE };
    }
    await clearPinFailures(tx, scopes);
    const session = await createPinSession(tx, { userId: member.userId, organizationId: asset.organizationId });
    return { ok: true as const, ...session, ...member, organizationId: asset.organizationId };
  });
  // Thrown after the transaction so the failure it counted is committed.
  if (!outcome.ok) {
    if ("notFound" in outcome) throw new DomainError("NOT_FOUND", outcome.message);
    throw new DomainError(
      outcome.message === INVALID_PIN_MESSAGE ? "UNAUTHORIZED" : "TOO_MANY_REQUESTS",
      outcome.message,
    );
  }
  return outcome;
}

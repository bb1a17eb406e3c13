import { PIN_CHANGE_DAY_LIMIT, PIN_CHANGE_LIMIT_MESSAGE } from "@stockroom/core";
import { type Database, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { Limiter } from "../../limits/attempt-limiter";
import { recordActivity } from "../activity/record-activity";
import { lockOrganization } from "../organization/lock-organization";
import { pinDigest } from "./pin-digest";
import { PIN_IN_USE_MESSAGE, pinUsedInOrganization } from "./pin-used-in-organization";

export interface ProfileUpdate {
  fullName: string;
  /** A 4-digit PIN to set, null to clear it, undefined to leave it as it is. */
  quickAccessPin?: string | null;
}

/**
 * "Your Profile": full name and quick access PIN. Only the PIN's keyed digest is
 * stored. A PIN another member of the organization already uses is refused; the
 * organization row is locked while checking so two members cannot take the same PIN
 * at the same moment.
 *
 * Each answer tells whether a colleague uses the PIN, so it must not be a faster oracle
 * than the phone (issue 21 §3): a member may try 5 new PINs a day (Limiter
 * "pin-change:member", in PostgreSQL); past that nothing is looked up. Every
 * clash goes to the activity log, where the administrators see it (with the day's count).
 */
export async function updateProfile(
  deps: { db: Database; config: { pinSecret: string }; limiters: { pinChangeByMember: Limiter } },
  user: { id: string; organizationId: string | null },
  input: ProfileUpdate,
) {
  const digest = input.quickAccessPin ? pinDigest(deps.config.pinSecret, input.quickAccessPin) : input.quickAccessPin;
  const orgId = user.organizationId;
  // Counted when it starts, so parallel calls cannot slip past the limit.
  if (digest && orgId && (await deps.limiters.pinChangeByMember.hit(user.id)) > 0) {
    throw new DomainError("TOO_MANY_REQUESTS", PIN_CHANGE_LIMIT_MESSAGE);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    if (digest && orgId) {
      await lockOrganization(tx, orgId);
      if (await pinUsedInOrganization(tx, orgId, digest, user.id)) return { clash: true as const };
    }
    const [row] = await tx
      .update(users)
      .set({ fullName: input.fullName || null, quickAccessPinDigest: digest, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ fullName: users.fullName, pinDigest: users.quickAccessPinDigest });
    if (!row) throw new DomainError("NOT_FOUND", "Error updating profile");
    return { clash: false as const, fullName: row.fullName, hasQuickAccessPin: row.pinDigest !== null };
  });
  if (outcome.clash) {
    if (orgId) {
      const [who] = await deps.db
        .select({ name: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, user.id));
      await recordActivity(deps.db, orgId, user.id, {
        type: "pin_clash",
        entityType: "user",
        entityId: user.id,
        description: `${who?.name?.trim() || who?.email || "A member"} chose a quick access PIN another member uses (PIN changes are limited to ${PIN_CHANGE_DAY_LIMIT.max} a day)`,
      });
    }
    throw new DomainError("CONFLICT", PIN_IN_USE_MESSAGE);
  }
  return { fullName: outcome.fullName, hasQuickAccessPin: outcome.hasQuickAccessPin };
}

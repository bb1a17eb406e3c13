import { type Database, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
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
 */
export async function updateProfile(
  deps: { db: Database; config: { pinSecret: string } },
  user: { id: string; organizationId: string | null },
  input: ProfileUpdate,
) {
  const digest = input.quickAccessPin ? pinDigest(deps.config.pinSecret, input.quickAccessPin) : input.quickAccessPin;
  return deps.db.transaction(async (tx) => {
    if (digest && user.organizationId) {
      await lockOrganization(tx, user.organizationId);
      if (await pinUsedInOrganization(tx, user.organizationId, digest, user.id)) {
        throw new DomainError("CONFLICT", PIN_IN_USE_MESSAGE);
      }
    }
    const [row] = await tx
      .update(users)
      .set({ fullName: input.fullName || null, quickAccessPinDigest: digest, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ fullName: users.fullName, pinDigest: users.quickAccessPinDigest });
    if (!row) throw new DomainError("NOT_FOUND", "Error updating profile");
    return { fullName: row.fullName, hasQuickAccessPin: row.pinDigest !== null };
  });
}

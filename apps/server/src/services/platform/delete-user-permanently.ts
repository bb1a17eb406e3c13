import { USER_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { organizationMembers, users } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ActorContext } from "../context";
import { describePerson } from "../members/describe-person";
import { NOT_YOURSELF_MESSAGE } from "../members/find-member-for-change";

/**
 * admin-delete-user from the platform console: removes the account with its sessions
 * and memberships; what the user created stays, with its creator cleared.
 */
export async function deleteUserPermanently({ db, actorId: operatorId }: ActorContext, userId: string) {
  if (userId === operatorId) throw new DomainError("FORBIDDEN", NOT_YOURSELF_MESSAGE);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, fullName: users.fullName, organizationId: organizationMembers.organizationId })
      .from(users)
      .leftJoin(
        organizationMembers,
        and(eq(organizationMembers.userId, users.id), eq(organizationMembers.isDeleted, false)),
      )
      .where(eq(users.id, userId))
      .for("update", { of: users });
    if (!user) throw new DomainError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
    await tx.delete(users).where(eq(users.id, userId));
    if (user.organizationId) {
      await recordActivity(tx, user.organizationId, operatorId, {
        type: "member_removed",
        description: `${describePerson(user)}'s account was deleted`,
        entityType: "user",
        entityId: userId,
      });
    }
  });
  return { success: true as const, message: "User deleted successfully" };
}

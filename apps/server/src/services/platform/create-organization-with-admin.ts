import { type CreateOrganizationInput, defaultFullName, generateTemporaryPassword } from "@stockroom/core";
import { organizations } from "@stockroom/db";
import { hashPassword } from "../../auth/password";
import { findUserByEmail } from "../auth/find-user-by-email";
import type { ActorContext } from "../context";
import { addMembership } from "../members/add-membership";
import { createAccount } from "../members/create-account";

export const ORGANIZATION_ADMIN_ROLE = "admin";

/**
 * create_organization_with_admin, completed: creates the organization and makes the
 * admin email its administrator in one transaction. An address without an account gets
 * one with a generated temporary password (returned once, to show the operator) that
 * must be changed at first sign-in; an existing account without an organization is
 * added as it is.
 */
export async function createOrganizationWithAdmin(
  { db, actorId: operatorId }: ActorContext,
  input: CreateOrganizationInput,
) {
  const existing = await findUserByEmail(db, input.adminEmail);
  const temporaryPassword = existing ? null : generateTemporaryPassword();
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      // The creating operator's time zone when the console sent it, else the column default.
      .values({
        name: input.name,
        description: input.description,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      })
      .returning({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt });
    if (!organization) throw new Error("organization not created");
    const admin =
      existing ??
      (await createAccount(tx, {
        email: input.adminEmail,
        passwordHash: passwordHash as string,
        fullName: input.adminName ?? defaultFullName(input.adminEmail),
        mustChangePassword: true,
      }));
    await addMembership(tx, organization.id, admin, ORGANIZATION_ADMIN_ROLE, {
      actorId: operatorId,
      via: "organization_created",
    });
    return {
      organization,
      admin: { userId: admin.id, email: admin.email, temporaryPassword, accountCreated: !existing },
    };
  });
}

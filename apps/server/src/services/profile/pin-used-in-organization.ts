import { type DbOrTx, organizationMembers, users } from "@stockroom/db";
import { eq, ne } from "drizzle-orm";
import { activeMemberOf } from "../queries/active-members";

export const PIN_IN_USE_MESSAGE =
  "This PIN is already used by another member of your organization. Please choose a different PIN.";

/** Whether another active member of the organization already has this PIN digest. */
export async function pinUsedInOrganization(
  db: DbOrTx,
  organizationId: string,
  digest: string,
  exceptUserId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      activeMemberOf(
        organizationId,
        eq(users.quickAccessPinDigest, digest),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

import type { DbOrTx } from "@stockroom/db";
import { listPendingInvitations } from "../invitations/list-pending-invitations";
import { listMembers } from "../members/list-members";
import { getOrganization } from "../organization/get-organization";

/** The Manage dialog: the organization, its members with activity and its pending invitations. */
export async function getOrganizationDetails(db: DbOrTx, organizationId: string) {
  const organization = await getOrganization(db, organizationId);
  const [members, invitations] = await Promise.all([
    listMembers(db, organizationId, { includeActivity: true }),
    listPendingInvitations(db, organizationId),
  ]);
  return { organization, members, invitations };
}

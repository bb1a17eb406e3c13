import type { OrgContext } from "../context";
import { listPendingInvitations } from "../invitations/list-pending-invitations";
import { listMembers } from "../members/list-members";
import { getOrganization } from "../organization/get-organization";

/** The Manage dialog: the organization, its members with activity and its pending invitations. */
export async function getOrganizationDetails({ db, orgId: organizationId }: OrgContext) {
  const organization = await getOrganization({ db, orgId: organizationId });
  const [members, invitations] = await Promise.all([
    listMembers({ db, orgId: organizationId }, { includeActivity: true }),
    listPendingInvitations({ db, orgId: organizationId }),
  ]);
  return { organization, members, invitations };
}

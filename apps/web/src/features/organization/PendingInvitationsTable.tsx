import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { roleLabel } from "../../lib/memberRoles";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";

export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  inviterName: string | null;
  expired: boolean;
  expiresAt: Date;
}

/**
 * Pending invitations: email, role, who invited, expiry ('Expired' once past). `actions`
 * adds a last column (the organization's admin can revoke; the platform console only looks).
 * An organization has few open invitations at a time, so the list is not paged.
 */
export function PendingInvitationsTable<I extends PendingInvitation>({
  invitations,
  fetching = false,
  actions,
  testId,
}: {
  invitations: readonly I[];
  fetching?: boolean;
  actions?: (invitation: I) => ReactNode;
  testId?: string;
}) {
  const { t } = useLingui();
  const format = useDateFormat();
  const columns: DataTableColumn<I>[] = [
    { accessor: "email", title: t`Email` },
    { accessor: "role", title: t`Role`, render: (invitation) => roleLabel(invitation.role) },
    { accessor: "inviterName", title: t`Invited by`, render: (invitation) => invitation.inviterName ?? "—" },
    {
      accessor: "expiresAt",
      title: t`Expires`,
      render: (invitation) => (invitation.expired ? t`Expired` : format.date(invitation.expiresAt)),
    },
  ];
  if (actions) columns.push({ accessor: "actions", title: t`Actions`, render: actions });
  return (
    <DataTable<I>
      label={t`Pending invitations`}
      data-testid={testId}
      records={[...invitations]}
      fetching={fetching}
      columns={columns}
      empty={{ title: t`No pending invitations.` }}
    />
  );
}

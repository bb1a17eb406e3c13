import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { roleLabel } from "../../lib/memberRoles";

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
 */
export function PendingInvitationsTable<I extends PendingInvitation>({
  invitations,
  actions,
  testId,
}: {
  invitations: readonly I[];
  actions?: (invitation: I) => ReactNode;
  testId?: string;
}) {
  const format = useDateFormat();
  return (
    <Table data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Email</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Invited by</Table.Th>
          <Table.Th>Expires</Table.Th>
          {actions ? <Table.Th>Actions</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invitations.map((invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td>{invitation.email}</Table.Td>
            <Table.Td>{roleLabel(invitation.role)}</Table.Td>
            <Table.Td>{invitation.inviterName ?? "—"}</Table.Td>
            <Table.Td>{invitation.expired ? "Expired" : format.date(invitation.expiresAt)}</Table.Td>
            {actions ? <Table.Td>{actions(invitation)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

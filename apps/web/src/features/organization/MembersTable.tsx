import { ActionIcon, Avatar, Badge, Button, Group, Menu, Table, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { countLabel, profileDisplayName, toggledMemberRole } from "@stockroom/core";
import { notifyFailure } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { roleColor, roleLabel } from "../../lib/memberRoles";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";

type Member = RouterOutputs["organization"]["members"]["list"][number];

function nameOf(member: Member) {
  return profileDisplayName(member.fullName);
}

/**
 * The organization's members with their activity. Administrators can toggle a member
 * between admin and member, remove them, or delete their account (after confirmation);
 * everyone else sees the list only.
 */
export function MembersTable({ members, manage, selfId }: { members: Member[]; manage: boolean; selfId: string }) {
  const format = useDateFormat();
  const utils = trpc.useUtils();
  const updateRole = trpc.organization.members.updateRole.useMutation();
  const remove = trpc.organization.members.remove.useMutation();
  const deleteUser = trpc.organization.members.deleteUser.useMutation();
  const refresh = () => utils.organization.members.list.invalidate();

  function toggleRole(member: Member) {
    updateRole.mutate(
      { memberId: member.memberId, role: toggledMemberRole(member.role) },
      {
        onSuccess: async (result) => {
          notifications.show({
            color: "green",
            title: "Role updated",
            message: `${nameOf(member)} is now ${roleLabel(result.role)}`,
          });
          await refresh();
        },
        onError: (error) =>
          notifications.show({
            color: "red",
            title: "Failed to update member role",
            message: errorMessage(error, "Failed to update member role"),
          }),
      },
    );
  }

  function confirmRemove(member: Member) {
    modals.openConfirmModal({
      title: "Remove member",
      children: <Text size="sm">Remove {nameOf(member)} from the organization? Their account stays.</Text>,
      labels: { confirm: "Remove", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-remove-member" },
      onConfirm: () =>
        remove.mutate(
          { memberId: member.memberId },
          {
            onSuccess: async () => {
              notifications.show({ color: "green", title: "User removed", message: `${nameOf(member)} was removed` });
              await refresh();
            },
            onError: (error) =>
              notifications.show({
                color: "red",
                title: "Failed to remove member",
                message: errorMessage(error, "Failed to remove member"),
              }),
          },
        ),
    });
  }

  function confirmDelete(member: Member) {
    modals.openConfirmModal({
      title: "Delete user",
      children: (
        <Text size="sm">
          Permanently delete the account of {nameOf(member)} ({member.email})? This cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete user", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-delete-user" },
      onConfirm: () =>
        deleteUser.mutate(
          { userId: member.userId },
          {
            onSuccess: async (result) => {
              notifications.show({ color: "green", title: "Deleted", message: result.message });
              await refresh();
            },
            onError: (error) => notifyFailure("delete user", error, { title: "Failed to delete user" }),
          },
        ),
    });
  }

  return (
    // Four columns (joined under the name, the activity figures in one cell) so the table
    // fits the settings panel at 1280 px without cutting the role badges or the actions.
    <Table.ScrollContainer minWidth={manage ? 640 : 420}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="members-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            {manage ? (
              <>
                <Table.Th>Activity</Table.Th>
                <Table.Th>Actions</Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const self = member.userId === selfId;
            return (
              <Table.Tr key={member.memberId} data-testid="member-row" data-email={member.email}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar
                      src={member.avatarUrl ?? undefined}
                      name={nameOf(member)}
                      color="initials"
                      size={32}
                      radius="xl"
                    />
                    <div>
                      <Text size="sm" fw={500}>
                        {nameOf(member)}{" "}
                        {self ? (
                          <Text span c="dimmed" size="xs">
                            (you)
                          </Text>
                        ) : null}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Joined {format.date(member.joinedAt)}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={roleColor(member.role)} data-testid="member-role">
                    {roleLabel(member.role)}
                  </Badge>
                </Table.Td>
                {manage ? (
                  <>
                    <Table.Td>
                      <Text size="sm">
                        {member.lastSignInAt ? `Signed in ${format.dateTime(member.lastSignInAt)}` : "Never signed in"}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {countLabel(member.recentActivityCount ?? 0, "action")} in 30 days ·{" "}
                        {countLabel(member.sessionCount ?? 0, "session")}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {self || member.role === "owner" ? null : (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => toggleRole(member)}
                            loading={updateRole.isPending && updateRole.variables?.memberId === member.memberId}
                            data-testid="toggle-role"
                          >
                            {member.role === "admin" ? "Make member" : "Make admin"}
                          </Button>
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${member.email}`}>
                                ⋯
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item onClick={() => confirmRemove(member)}>Remove from organization</Menu.Item>
                              <Menu.Item color="red" onClick={() => confirmDelete(member)}>
                                Delete user
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Group>
                      )}
                    </Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { ActionIcon, Button, Group, Menu } from "@mantine/core";
import { profileDisplayName, toggledMemberRole } from "@stockroom/core";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { failureNotice } from "../../lib/failureText";
import { roleLabel } from "../../lib/memberRoles";
import { errorMessage, trpc } from "../../trpc";
import type { Member } from "./MembersTable";

/** 'Make admin' / 'Make member', and a menu with Remove and Delete user, for one member. */
export function MemberActions({ member }: { member: Member }) {
  const utils = trpc.useUtils();
  const updateRole = trpc.organization.members.updateRole.useMutation();
  const remove = trpc.organization.members.remove.useMutation();
  const deleteUser = trpc.organization.members.deleteUser.useMutation();
  const refresh = () => utils.organization.members.list.invalidate();
  const name = profileDisplayName(member.fullName);

  const toggleRole = () =>
    void runAction({
      run: () => updateRole.mutateAsync({ memberId: member.memberId, role: toggledMemberRole(member.role) }),
      success: (result) => ({ title: "Role updated", message: `${name} is now ${roleLabel(result.role)}` }),
      failure: (error) => ({
        title: "Failed to update member role",
        message: errorMessage(error, "Failed to update member role"),
      }),
      onDone: refresh,
    });

  const confirmRemove = () =>
    confirmAction({
      title: "Remove member",
      message: `Remove ${name} from the organization? Their account stays.`,
      confirmLabel: "Remove",
      danger: true,
      confirmTestId: "confirm-remove-member",
      run: () => remove.mutateAsync({ memberId: member.memberId }),
      success: { title: "User removed", message: `${name} was removed` },
      failure: (error) => ({
        title: "Failed to remove member",
        message: errorMessage(error, "Failed to remove member"),
      }),
      onDone: refresh,
    });

  const confirmDelete = () =>
    confirmAction({
      title: "Delete user",
      message: `Permanently delete the account of ${name} (${member.email})? This cannot be undone.`,
      confirmLabel: "Delete user",
      danger: true,
      confirmTestId: "confirm-delete-user",
      run: () => deleteUser.mutateAsync({ userId: member.userId }),
      success: (result) => ({ title: "Deleted", message: result.message }),
      failure: (error) => failureNotice("delete user", error, { title: "Failed to delete user" }),
      onDone: refresh,
    });

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="light" onClick={toggleRole} loading={updateRole.isPending} data-testid="toggle-role">
        {member.role === "admin" ? "Make member" : "Make admin"}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${member.email}`}>
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={confirmRemove}>Remove from organization</Menu.Item>
          <Menu.Item color="red" onClick={confirmDelete}>
            Delete user
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

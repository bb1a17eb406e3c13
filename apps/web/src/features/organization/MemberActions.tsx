import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Group, Menu } from "@mantine/core";
import { profileDisplayName, toggledMemberRole } from "@stockroom/core";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { failureNotice } from "../../lib/failureText";
import { roleLabel } from "../../lib/memberRoles";
import { errorMessage, trpc } from "../../trpc";
import type { Member } from "./MembersTable";

/** 'Make admin' / 'Make member', and a menu with Remove and Delete user, for one member. */
export function MemberActions({ member }: { member: Member }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const updateRole = trpc.organization.members.updateRole.useMutation();
  const remove = trpc.organization.members.remove.useMutation();
  const deleteUser = trpc.organization.members.deleteUser.useMutation();
  const refresh = () => utils.organization.members.list.invalidate();
  const name = profileDisplayName(member.fullName);

  const toggleRole = () =>
    void runAction({
      run: () => updateRole.mutateAsync({ memberId: member.memberId, role: toggledMemberRole(member.role) }),
      success: (result) => ({ title: t`Role updated`, message: t`${name} is now ${roleLabel(result.role)}` }),
      failure: (error) => ({
        title: t`Failed to update member role`,
        message: errorMessage(error, t`Failed to update member role`),
      }),
      onDone: refresh,
    });

  const confirmRemove = () =>
    confirmAction({
      title: t`Remove member`,
      message: t`Remove ${name} from the organization? Their account stays.`,
      confirmLabel: t`Remove`,
      danger: true,
      confirmTestId: "confirm-remove-member",
      run: () => remove.mutateAsync({ memberId: member.memberId }),
      success: { title: t`User removed`, message: t`${name} was removed` },
      failure: (error) => ({
        title: t`Failed to remove member`,
        message: errorMessage(error, t`Failed to remove member`),
      }),
      onDone: refresh,
    });

  const confirmDelete = () =>
    confirmAction({
      title: t`Delete user`,
      message: t`Permanently delete the account of ${name} (${member.email})? This cannot be undone.`,
      confirmLabel: t`Delete user`,
      danger: true,
      confirmTestId: "confirm-delete-user",
      run: () => deleteUser.mutateAsync({ userId: member.userId }),
      success: (result) => ({ title: t`Deleted`, message: result.message }),
      failure: (error) => failureNotice(t`delete user`, error, { title: t`Failed to delete user` }),
      onDone: refresh,
    });

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="light" onClick={toggleRole} loading={updateRole.isPending} data-testid="toggle-role">
        {member.role === "admin" ? t`Make member` : t`Make admin`}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t`More actions for ${member.email}`}>
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={confirmRemove}>
            <Trans>Remove from organization</Trans>
          </Menu.Item>
          <Menu.Item color="red" onClick={confirmDelete}>
            <Trans>Delete user</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

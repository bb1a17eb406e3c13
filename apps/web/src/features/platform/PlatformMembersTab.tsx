import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  DEFAULT_MEMBER_PAGE_SIZE,
  DEFAULT_MEMBER_SORT,
  MEMBER_PAGE_SIZES,
  MEMBER_SORT_COLUMNS,
  type MembersSearch,
  memberListPage,
  profileDisplayName,
} from "@stockroom/core";
import { useState } from "react";
import { confirmAction } from "../../lib/confirmAction";
import { failureNotice } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { listPagingProps } from "../../lib/listPaging";
import { roleColor, roleLabel } from "../../lib/memberRoles";
import { trpc } from "../../trpc";
import { DataTable, sortStatusOf } from "../../ui/DataTable";
import { MemberListFilters } from "../../ui/MemberListFilters";
import type { OrganizationDetails } from "./ManageOrganizationDialog";
import {
  AddExistingUserDialog,
  BatchAddDialog,
  PlatformCreateUserDialog,
  useRefreshOrganization,
} from "./MemberActionDialogs";

type Member = OrganizationDetails["members"][number];

/**
 * The Manage dialog's Members tab: Add Existing, Create User, Batch Add, and the members
 * (search, role, sort and page in the URL) with remove and delete-permanently actions.
 */
export function PlatformMembersTab({
  organizationId,
  details,
  search,
  onSearchChange,
}: {
  organizationId: string;
  details: OrganizationDetails;
  search: MembersSearch;
  onSearchChange: (patch: Partial<MembersSearch>) => void;
}) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<"existing" | "create" | "batch" | null>(null);
  const format = useDateFormat();
  const remove = trpc.platform.members.remove.useMutation();
  const deleteUser = trpc.platform.users.delete.useMutation();
  const refresh = useRefreshOrganization(organizationId);
  const view = memberListPage(details.members, search);
  const name = (m: Member) => profileDisplayName(m.fullName);

  const confirmRemove = (member: Member) =>
    confirmAction({
      title: t`Remove from organization`,
      message: t`Remove ${name(member)} (${member.email}) from ${details.organization.name}?`,
      confirmLabel: t`Remove`,
      danger: true,
      confirmTestId: "confirm-platform-remove",
      run: () => remove.mutateAsync({ organizationId, userId: member.userId }),
      success: { title: t`User removed`, message: t`${member.email} was removed from the organization` },
      failure: (error) => failureNotice(t`remove user`, error),
      onDone: refresh,
    });

  const confirmDelete = (member: Member) =>
    confirmAction({
      title: t`Delete user permanently`,
      message: t`Permanently delete the account of ${name(member)} (${member.email})? This cannot be undone.`,
      confirmLabel: t`Delete permanently`,
      danger: true,
      confirmTestId: "confirm-platform-delete",
      run: () => deleteUser.mutateAsync({ userId: member.userId }),
      success: (result) => ({ title: t`Deleted`, message: result.message }),
      failure: (error) => failureNotice(t`delete user`, error, { title: t`Failed to delete user` }),
      onDone: refresh,
    });

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button size="xs" variant="default" onClick={() => setDialog("existing")}>
          <Trans>Add Existing</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={() => setDialog("create")} data-testid="platform-open-create-user">
          <Trans>Create User</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={() => setDialog("batch")} data-testid="platform-open-batch">
          <Trans>Batch Add</Trans>
        </Button>
      </Group>
      <MemberListFilters search={search} onChange={onSearchChange} />
      <DataTable<Member>
        label={t`Members`}
        data-testid="platform-members"
        idAccessor="memberId"
        records={view.records}
        customRowAttributes={(member) => ({ "data-email": member.email })}
        columns={[
          {
            accessor: "name",
            title: t`Member`,
            sortable: true,
            render: (member) => (
              <>
                <Text size="sm" fw={500}>
                  {name(member)}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              </>
            ),
          },
          {
            accessor: "role",
            title: t`Role`,
            sortable: true,
            noWrap: true,
            render: (member) => (
              <Badge variant="light" color={roleColor(member.role)}>
                {roleLabel(member.role)}
              </Badge>
            ),
          },
          { accessor: "joined", title: t`Joined`, sortable: true, render: (member) => format.date(member.joinedAt) },
          {
            accessor: "lastSignIn",
            title: t`Last sign-in`,
            sortable: true,
            render: (member) => (member.lastSignInAt ? format.dateTime(member.lastSignInAt) : t`Never`),
          },
          {
            accessor: "actions",
            title: t`Actions`,
            render: (member) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="xs" variant="subtle" aria-label={t`Actions for ${member.email}`}>
                    <Trans>Actions</Trans>
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => confirmRemove(member)}>
                    <Trans>Remove from organization</Trans>
                  </Menu.Item>
                  <Menu.Item color="red" onClick={() => confirmDelete(member)}>
                    <Trans>Delete user permanently</Trans>
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]}
        sortStatus={sortStatusOf(search.sort, search.dir, DEFAULT_MEMBER_SORT)}
        onSortStatusChange={({ columnAccessor, direction }) =>
          onSearchChange({ sort: MEMBER_SORT_COLUMNS.find((c) => c === columnAccessor), dir: direction })
        }
        {...listPagingProps(view, MEMBER_PAGE_SIZES, DEFAULT_MEMBER_PAGE_SIZE, onSearchChange)}
        empty={{ title: search.search || search.role ? t`No members match` : t`No members yet.` }}
      />
      <AddExistingUserDialog
        organizationId={organizationId}
        opened={dialog === "existing"}
        onClose={() => setDialog(null)}
      />
      <PlatformCreateUserDialog
        organizationId={organizationId}
        opened={dialog === "create"}
        onClose={() => setDialog(null)}
      />
      <BatchAddDialog organizationId={organizationId} opened={dialog === "batch"} onClose={() => setDialog(null)} />
    </Stack>
  );
}

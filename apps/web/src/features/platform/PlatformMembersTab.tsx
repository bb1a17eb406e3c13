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
  const [dialog, setDialog] = useState<"existing" | "create" | "batch" | null>(null);
  const format = useDateFormat();
  const remove = trpc.platform.members.remove.useMutation();
  const deleteUser = trpc.platform.users.delete.useMutation();
  const refresh = useRefreshOrganization(organizationId);
  const view = memberListPage(details.members, search);
  const name = (m: Member) => profileDisplayName(m.fullName);

  const confirmRemove = (member: Member) =>
    confirmAction({
      title: "Remove from organization",
      message: `Remove ${name(member)} (${member.email}) from ${details.organization.name}?`,
      confirmLabel: "Remove",
      danger: true,
      confirmTestId: "confirm-platform-remove",
      run: () => remove.mutateAsync({ organizationId, userId: member.userId }),
      success: { title: "User removed", message: `${member.email} was removed from the organization` },
      failure: (error) => failureNotice("remove user", error),
      onDone: refresh,
    });

  const confirmDelete = (member: Member) =>
    confirmAction({
      title: "Delete user permanently",
      message: `Permanently delete the account of ${name(member)} (${member.email})? This cannot be undone.`,
      confirmLabel: "Delete permanently",
      danger: true,
      confirmTestId: "confirm-platform-delete",
      run: () => deleteUser.mutateAsync({ userId: member.userId }),
      success: (result) => ({ title: "Deleted", message: result.message }),
      failure: (error) => failureNotice("delete user", error, { title: "Failed to delete user" }),
      onDone: refresh,
    });

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button size="xs" variant="default" onClick={() => setDialog("existing")}>
          Add Existing
        </Button>
        <Button size="xs" variant="default" onClick={() => setDialog("create")} data-testid="platform-open-create-user">
          Create User
        </Button>
        <Button size="xs" variant="default" onClick={() => setDialog("batch")} data-testid="platform-open-batch">
          Batch Add
        </Button>
      </Group>
      <MemberListFilters search={search} onChange={onSearchChange} />
      <DataTable<Member>
        label="Members"
        data-testid="platform-members"
        idAccessor="memberId"
        records={view.records}
        customRowAttributes={(member) => ({ "data-email": member.email })}
        columns={[
          {
            accessor: "name",
            title: "Member",
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
            title: "Role",
            sortable: true,
            noWrap: true,
            render: (member) => (
              <Badge variant="light" color={roleColor(member.role)}>
                {roleLabel(member.role)}
              </Badge>
            ),
          },
          { accessor: "joined", title: "Joined", sortable: true, render: (member) => format.date(member.joinedAt) },
          {
            accessor: "lastSignIn",
            title: "Last sign-in",
            sortable: true,
            render: (member) => (member.lastSignInAt ? format.dateTime(member.lastSignInAt) : "Never"),
          },
          {
            accessor: "actions",
            title: "Actions",
            render: (member) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="xs" variant="subtle" aria-label={`Actions for ${member.email}`}>
                    Actions
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => confirmRemove(member)}>Remove from organization</Menu.Item>
                  <Menu.Item color="red" onClick={() => confirmDelete(member)}>
                    Delete user permanently
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
        empty={{ title: search.search || search.role ? "No members match" : "No members yet." }}
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

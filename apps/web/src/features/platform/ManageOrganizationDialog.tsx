import { Alert, Badge, Button, Group, Loader, Menu, Modal, Stack, Table, Tabs, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { profileDisplayName } from "@stockroom/core";
import { useState } from "react";
import { notifyFailure } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { roleColor, roleLabel } from "../../lib/memberRoles";
import { type RouterOutputs, trpc } from "../../trpc";
import { PendingInvitationsTable } from "../organization/PendingInvitationsTable";
import { DangerZone } from "./DangerZone";
import { AddExistingUserDialog, BatchAddDialog, PlatformCreateUserDialog } from "./MemberActionDialogs";

type Details = RouterOutputs["platform"]["organizations"]["details"];
type Member = Details["members"][number];

/** Manage: tabs Members (n), Invitations (n, pending) and Danger Zone. */
export function ManageOrganizationDialog({
  organizationId,
  onClose,
}: {
  organizationId: string | null;
  onClose: () => void;
}) {
  const details = trpc.platform.organizations.details.useQuery(
    { organizationId: organizationId ?? "" },
    { enabled: Boolean(organizationId), staleTime: 0 },
  );
  return (
    <Modal
      opened={Boolean(organizationId)}
      onClose={onClose}
      size="xl"
      title={details.data?.organization.name ?? "Manage organization"}
    >
      {!organizationId ? null : details.isError ? (
        <Alert color="red">Failed to load organization details.</Alert>
      ) : !details.data ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <ManageTabs organizationId={organizationId} details={details.data} onDeleted={onClose} />
      )}
    </Modal>
  );
}

function ManageTabs({
  organizationId,
  details,
  onDeleted,
}: {
  organizationId: string;
  details: Details;
  onDeleted: () => void;
}) {
  const [dialog, setDialog] = useState<"existing" | "create" | "batch" | null>(null);
  const format = useDateFormat();
  const utils = trpc.useUtils();
  const remove = trpc.platform.members.remove.useMutation();
  const deleteUser = trpc.platform.users.delete.useMutation();
  const refresh = () =>
    Promise.all([
      utils.platform.organizations.details.invalidate({ organizationId }),
      utils.platform.organizations.list.invalidate(),
    ]);
  const name = (m: Member) => profileDisplayName(m.fullName);

  function confirmRemove(member: Member) {
    modals.openConfirmModal({
      title: "Remove from organization",
      children: (
        <Text size="sm">
          Remove {name(member)} ({member.email}) from {details.organization.name}?
        </Text>
      ),
      labels: { confirm: "Remove", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-platform-remove" },
      onConfirm: () =>
        remove.mutate(
          { organizationId, userId: member.userId },
          {
            onSuccess: async () => {
              notifications.show({
                color: "green",
                title: "User removed",
                message: `${member.email} was removed from the organization`,
              });
              await refresh();
            },
            onError: (error) => notifyFailure("remove user", error),
          },
        ),
    });
  }

  function confirmDelete(member: Member) {
    modals.openConfirmModal({
      title: "Delete user permanently",
      children: (
        <Text size="sm">
          Permanently delete the account of {name(member)} ({member.email})? This cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete permanently", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-platform-delete" },
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

  const pending = details.invitations.filter((i) => !i.expired).length;

  return (
    <>
      <Tabs defaultValue="members">
        <Tabs.List>
          <Tabs.Tab value="members" data-testid="tab-members">
            Members ({details.members.length})
          </Tabs.Tab>
          <Tabs.Tab value="invitations" data-testid="tab-invitations">
            Invitations ({pending})
          </Tabs.Tab>
          <Tabs.Tab value="danger" color="red" data-testid="tab-danger">
            Danger Zone
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="members" pt="md">
          <Stack gap="md">
            <Group gap="sm">
              <Button size="xs" variant="default" onClick={() => setDialog("existing")}>
                Add Existing
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setDialog("create")}
                data-testid="platform-open-create-user"
              >
                Create User
              </Button>
              <Button size="xs" variant="default" onClick={() => setDialog("batch")} data-testid="platform-open-batch">
                Batch Add
              </Button>
            </Group>
            {details.members.length === 0 ? (
              <Text size="sm" c="dimmed">
                No members yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={620}>
                <Table data-testid="platform-members">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Member</Table.Th>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Joined</Table.Th>
                      <Table.Th>Last sign-in</Table.Th>
                      <Table.Th>Actions</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {details.members.map((member) => (
                      <Table.Tr key={member.memberId} data-email={member.email}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {name(member)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {member.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={roleColor(member.role)}>
                            {roleLabel(member.role)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{format.date(member.joinedAt)}</Table.Td>
                        <Table.Td>{member.lastSignInAt ? format.dateTime(member.lastSignInAt) : "Never"}</Table.Td>
                        <Table.Td>
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
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="invitations" pt="md">
          {details.invitations.length === 0 ? (
            <Text size="sm" c="dimmed">
              No pending invitations.
            </Text>
          ) : (
            <PendingInvitationsTable invitations={details.invitations} testId="platform-invitations" />
          )}
        </Tabs.Panel>

        <Tabs.Panel value="danger" pt="md">
          <DangerZone
            organizationId={organizationId}
            organizationName={details.organization.name}
            onDeleted={onDeleted}
          />
        </Tabs.Panel>
      </Tabs>
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
    </>
  );
}

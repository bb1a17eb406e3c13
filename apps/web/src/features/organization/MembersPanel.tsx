import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { can, type OrganizationSettings } from "@stockroom/core";
import { useState } from "react";
import { useSession } from "../../lib/session";
import { errorMessage, trpc } from "../../trpc";
import { CreateMemberDialog } from "./CreateMemberDialog";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { MembersLoadError } from "./MembersLoadError";
import { MembersTable } from "./MembersTable";
import { PendingInvitationsTable } from "./PendingInvitationsTable";

/** Members: the list with activity, create user, invitations. */
export function MembersPanel({ settings }: { settings: OrganizationSettings }) {
  const session = useSession();
  const members = trpc.organization.members.list.useQuery();
  const invitations = trpc.organization.invitations.list.useQuery();
  const revoke = trpc.organization.invitations.revoke.useMutation();
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md" data-testid="panel-members">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="lg">
            Members {members.data ? `(${members.data.length} of ${settings.maxMembers})` : ""}
          </Title>
          <Group gap="sm">
            <Button variant="default" onClick={() => setInviting(true)} data-testid="open-invite">
              Invite member
            </Button>
            <Button onClick={() => setCreating(true)} data-testid="open-create-user">
              Create user
            </Button>
          </Group>
        </Group>
        {members.isError ? (
          <MembersLoadError error={members.error} onRetry={() => void members.refetch()} />
        ) : members.data ? (
          <MembersTable members={members.data} manage selfId={session?.user.id ?? ""} />
        ) : (
          <Skeleton height={120} />
        )}
      </Paper>

      <Paper withBorder p="lg" radius="md" data-testid="pending-invitations">
        <Title order={2} fz="lg" mb="sm">
          Pending invitations
        </Title>
        {invitations.data && invitations.data.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <PendingInvitationsTable
              invitations={invitations.data}
              actions={(invitation) => (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    revoke.mutate(
                      { invitationId: invitation.id },
                      {
                        onSuccess: () => void utils.organization.invitations.list.invalidate(),
                        onError: (error) =>
                          notifications.show({
                            color: "red",
                            title: "Error",
                            message: errorMessage(error, "Failed to revoke invitation"),
                          }),
                      },
                    )
                  }
                >
                  Revoke
                </Button>
              )}
            />
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {invitations.isPending ? "Loading invitations..." : "No pending invitations."}
          </Text>
        )}
      </Paper>

      <CreateMemberDialog opened={creating} onClose={() => setCreating(false)} />
      <InviteMemberDialog
        opened={inviting}
        onClose={() => setInviting(false)}
        allowed={can(session?.membership?.role, "administer") || settings.allowMemberInvites}
        defaultRole={settings.defaultRole}
      />
    </Stack>
  );
}

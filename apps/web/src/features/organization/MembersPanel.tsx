import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { can, type MembersSearch, type OrganizationSettings } from "@stockroom/core";
import { useState } from "react";
import { runAction } from "../../lib/confirmAction";
import { useSession } from "../../lib/session";
import { errorMessage, trpc } from "../../trpc";
import { CreateMemberDialog } from "./CreateMemberDialog";
import { InviteMemberDialog } from "./InviteMemberDialog";
import { MembersTable } from "./MembersTable";
import { PendingInvitationsTable } from "./PendingInvitationsTable";
import { PhoneDevicesCard } from "./PhoneDevicesCard";

/** Members: the list with activity (its search, filter, sort and page in the URL), create user, invitations. */
export function MembersPanel({
  settings,
  search,
  onSearchChange,
}: {
  settings: OrganizationSettings;
  search: MembersSearch;
  onSearchChange: (patch: Partial<MembersSearch>) => void;
}) {
  const { t } = useLingui();
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
            <Trans>Members</Trans> {members.data ? t`(${members.data.length} of ${settings.maxMembers})` : ""}
          </Title>
          <Group gap="sm">
            <Button variant="default" onClick={() => setInviting(true)} data-testid="open-invite">
              <Trans>Invite member</Trans>
            </Button>
            <Button onClick={() => setCreating(true)} data-testid="open-create-user">
              <Trans>Create user</Trans>
            </Button>
          </Group>
        </Group>
        <MembersTable
          members={members.data}
          manage
          selfId={session?.user.id ?? ""}
          search={search}
          onSearchChange={onSearchChange}
          loadError={members.error}
          onRetry={() => void members.refetch()}
        />
      </Paper>

      <Paper withBorder p="lg" radius="md" data-testid="pending-invitations">
        <Title order={2} fz="lg" mb="sm">
          <Trans>Pending invitations</Trans>
        </Title>
        <PendingInvitationsTable
          invitations={invitations.data ?? []}
          fetching={invitations.isPending}
          actions={(invitation) => (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() =>
                void runAction({
                  run: () => revoke.mutateAsync({ invitationId: invitation.id }),
                  failure: (error) => ({ message: errorMessage(error, t`Failed to revoke invitation`) }),
                  onDone: () => utils.organization.invitations.list.invalidate(),
                })
              }
            >
              <Trans>Revoke</Trans>
            </Button>
          )}
        />
      </Paper>

      <PhoneDevicesCard />

      <CreateMemberDialog opened={creating} onClose={() => setCreating(false)} />
      <InviteMemberDialog
        // A new default role is the next invitation's starting role.
        key={settings.defaultRole}
        opened={inviting}
        onClose={() => setInviting(false)}
        allowed={can(session?.membership?.role, "administer") || settings.allowMemberInvites}
        defaultRole={settings.defaultRole}
      />
    </Stack>
  );
}

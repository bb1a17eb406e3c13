import { Trans } from "@lingui/react/macro";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { MembersSearch } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useSession } from "../../lib/session";
import { trpc } from "../../trpc";
import { NoOrganization } from "../../ui/NoOrganization";
import { MembersTable } from "./MembersTable";

/**
 * /organization/members: every member sees the list; administrators can also manage it.
 * Search, role filter, sort and page live in the URL.
 */
export function MembersPage({
  search,
  onSearchChange,
}: {
  search: MembersSearch;
  onSearchChange: (patch: Partial<MembersSearch>) => void;
}) {
  const session = useSession();
  const members = trpc.organization.members.list.useQuery(undefined, { enabled: Boolean(session?.membership) });
  const manage = Boolean(session?.isOrgAdmin);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            <Trans>Team Members</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {session?.membership?.organization.name}
          </Text>
        </Stack>
        {manage ? (
          <Anchor renderRoot={(props) => <Link to="/organization-admin" {...props} />} size="sm">
            <Trans>Create users and send invitations in Organization Settings</Trans>
          </Anchor>
        ) : null}
      </Group>
      {!session?.membership ? (
        <NoOrganization color="yellow" title={null}>
          <Trans>No organization context available</Trans>
        </NoOrganization>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <MembersTable
            members={members.data}
            manage={manage}
            selfId={session.user.id}
            search={search}
            onSearchChange={onSearchChange}
            loadError={members.error}
            onRetry={() => void members.refetch()}
          />
        </Paper>
      )}
    </Stack>
  );
}

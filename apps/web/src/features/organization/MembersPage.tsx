import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useSession } from "../../lib/session";
import { trpc } from "../../trpc";
import { MembersLoadError } from "./MembersLoadError";
import { MembersTable } from "./MembersTable";

/** /organization/members: every member sees the list; administrators can also manage it. */
export function MembersPage() {
  const session = useSession();
  const members = trpc.organization.members.list.useQuery(undefined, { enabled: Boolean(session?.membership) });
  const manage = Boolean(session?.isOrgAdmin);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Team Members
          </Title>
          <Text size="sm" c="dimmed">
            {session?.membership?.organization.name}
          </Text>
        </Stack>
        {manage ? (
          <Anchor renderRoot={(props) => <Link to="/organization-admin" {...props} />} size="sm">
            Create users and send invitations in Organization Settings
          </Anchor>
        ) : null}
      </Group>
      {!session?.membership ? (
        <Alert color="yellow">No organization context available</Alert>
      ) : members.isError ? (
        <MembersLoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          {members.data ? (
            <MembersTable members={members.data} manage={manage} selfId={session.user.id} />
          ) : (
            <Skeleton height={120} />
          )}
        </Paper>
      )}
    </Stack>
  );
}

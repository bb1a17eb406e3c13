import { Alert, Button, Code, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { useSession } from "../../lib/session";
import { errorMessage, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { CreateOrganizationDialog } from "./CreateOrganizationDialog";
import { ManageOrganizationDialog } from "./ManageOrganizationDialog";
import { PlatformAccessDenied } from "./PlatformAccessDenied";

/** Platform Management Dashboard (spec 01 §2), for platform operators. */
export function PlatformDashboardPage() {
  const session = useSession();
  if (!session?.isOperator) return <PlatformAccessDenied />;
  return <PlatformDashboard />;
}

function PlatformDashboard() {
  const organizations = trpc.platform.organizations.list.useQuery();
  const format = useDateFormat();
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Platform Management Dashboard
          </Title>
          <Text c="dimmed" size="sm">
            Every organization on this installation.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => void organizations.refetch()}
            loading={organizations.isRefetching}
            data-testid="refresh-organizations"
          >
            Refresh
          </Button>
          <Button onClick={() => setCreating(true)} data-testid="open-create-organization">
            Create Organization
          </Button>
        </Group>
      </Group>

      {organizations.isError ? (
        <Alert color="red" title="Failed to load organizations">
          {errorMessage(organizations.error, "Please try again.")}
        </Alert>
      ) : !organizations.data ? (
        <PageLoader />
      ) : organizations.data.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">No organizations yet. Create the first one.</Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="organizations-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Members</Table.Th>
                  <Table.Th>Admins</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {organizations.data.map((org) => (
                  <Table.Tr key={org.id} data-testid="organization-row" data-name={org.name}>
                    <Table.Td fw={500}>{org.name}</Table.Td>
                    <Table.Td>{org.memberCount}</Table.Td>
                    <Table.Td>{org.adminCount}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={org.description ? undefined : "dimmed"} lineClamp={2}>
                        {org.description ?? "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>{format.date(org.createdAt)}</Table.Td>
                    <Table.Td>
                      <Code fz="xs">{org.id}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setManaging(org.id)}
                        data-testid="manage-organization"
                      >
                        Manage
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

      <CreateOrganizationDialog opened={creating} onClose={() => setCreating(false)} />
      <ManageOrganizationDialog organizationId={managing} onClose={() => setManaging(null)} />
    </Stack>
  );
}

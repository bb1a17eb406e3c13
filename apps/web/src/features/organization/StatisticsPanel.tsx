import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { errorMessage, trpc } from "../../trpc";
import { SettingsPanel } from "./SettingsPanel";

const CARDS = [
  { key: "organizations", label: "Organizations" },
  { key: "users", label: "Users" },
  { key: "activeUsers", label: "Active users (30 days)" },
  { key: "assets", label: "Assets" },
  { key: "forms", label: "Forms" },
] as const;

/** Statistics: real counts from the server, never placeholders. */
export function StatisticsPanel() {
  const stats = trpc.organization.statistics.useQuery(undefined, { staleTime: 0 });
  return (
    <SettingsPanel title="Statistics" testId="panel-statistics">
      {stats.isError ? (
        <Alert color="red" title="Could not load statistics">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(stats.error, "Please try again.")}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void stats.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {CARDS.map((card) => (
          <Paper key={card.key} withBorder p="md" radius="md" data-testid={`statistic-${card.key}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {card.label}
            </Text>
            {stats.data ? (
              <Text fz={28} fw={700}>
                {stats.data[card.key]}
              </Text>
            ) : (
              <Skeleton height={32} mt={6} width={48} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </SettingsPanel>
  );
}

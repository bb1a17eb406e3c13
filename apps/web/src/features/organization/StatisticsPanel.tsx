import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { errorMessage, trpc } from "../../trpc";
import { SettingsPanel } from "./SettingsPanel";

const CARDS = [
  { key: "organizations", label: msg`Organizations` },
  { key: "users", label: msg`Users` },
  { key: "activeUsers", label: msg`Active users (30 days)` },
  { key: "assets", label: msg`Assets` },
  { key: "forms", label: msg`Forms` },
] as const;

/** Statistics: real counts from the server, never placeholders. */
export function StatisticsPanel() {
  const { t } = useLingui();
  const stats = trpc.organization.statistics.useQuery(undefined, { staleTime: 0 });
  return (
    <SettingsPanel title={t`Statistics`} testId="panel-statistics">
      {stats.isError ? (
        <Alert color="red" title={t`Could not load statistics`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(stats.error, t`Please try again.`)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void stats.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {CARDS.map((card) => (
          <Paper key={card.key} withBorder p="md" radius="md" data-testid={`statistic-${card.key}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(card.label)}
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

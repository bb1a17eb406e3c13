import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { HistorySummary } from "@stockroom/core";

function Card({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={`summary-${label.toLowerCase().replace(/\s+/g, "-")}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/** Current Stock, Daily Usage, Days Remaining, Last Check (in days). */
export function HistorySummaryCards({ summary, unit }: { summary: HistorySummary; unit: string }) {
  const usage = summary.dailyUsage;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Card label="Current Stock" value={`${summary.currentStock}`} hint={unit} />
      <Card
        label="Daily Usage"
        value={usage === null ? "—" : usage.toFixed(usage >= 10 ? 0 : 1)}
        hint={usage === null ? "Not enough recent events" : `${unit} per day, last 30 days`}
      />
      <Card
        label="Days Remaining"
        value={summary.daysRemaining === null ? "—" : `${summary.daysRemaining}`}
        hint={summary.reorderRecommended ? "Reorder recommended" : "At the current usage"}
      />
      <Card
        label="Last Check"
        value={summary.lastCheckDays === null ? "—" : `${summary.lastCheckDays}`}
        hint={summary.lastCheckDays === 1 ? "day ago" : "days ago"}
      />
    </SimpleGrid>
  );
}

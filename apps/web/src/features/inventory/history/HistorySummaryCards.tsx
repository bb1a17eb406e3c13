import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { HistorySummary } from "@stockroom/core";
import { formatNumber } from "../../../i18n/format";
import { quantityText } from "../../../lib/inventoryText";

function Card({ id, label, value, hint }: { id: string; label: string; value: string; hint: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={`summary-${id}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/** Units used per day as before (12.6 → "13", 2.25 → "2.3"), with the locale's separator. */
function usageText(usage: number): string {
  const digits = usage >= 10 ? 0 : 1;
  return formatNumber(usage, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
}

/** Current Stock, Daily Usage, Days Remaining, Last Check (in days). */
export function HistorySummaryCards({ summary, unit }: { summary: HistorySummary; unit: string }) {
  const { t } = useLingui();
  const usage = summary.dailyUsage;
  const lastCheck = summary.lastCheckDays;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Card id="current-stock" label={t`Current Stock`} value={quantityText(summary.currentStock)} hint={unit} />
      <Card
        id="daily-usage"
        label={t`Daily Usage`}
        value={usage === null ? "—" : usageText(usage)}
        hint={usage === null ? t`Not enough recent events` : t`${unit} per day, last 30 days`}
      />
      <Card
        id="days-remaining"
        label={t`Days Remaining`}
        value={summary.daysRemaining === null ? "—" : quantityText(summary.daysRemaining)}
        hint={summary.reorderRecommended ? t`Reorder recommended` : t`At the current usage`}
      />
      <Card
        id="last-check"
        label={t`Last Check`}
        value={lastCheck === null ? "—" : quantityText(lastCheck)}
        hint={t`${plural(lastCheck ?? 0, { one: "day ago", other: "days ago" })}`}
      />
    </SimpleGrid>
  );
}

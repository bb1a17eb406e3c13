import { Trans, useLingui } from "@lingui/react/macro";
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { ActionIcon, Card, Group, Table, Text, Title } from "@mantine/core";
import {
  canGoToNextMonth,
  nextMonthKey,
  previousMonthKey,
  type UsageHistoryEntry,
  usageSummary,
} from "@stockroom/core";
import { quantityText } from "../../lib/inventoryText";
import { useOrgTimeZone } from "../../lib/orgMonth";

/**
 * The item's usage over the latest 6 months ending with the viewed month (spec 02: usage is
 * previous month's quantity minus this month's; positive used, negative added), as a table
 * and a bar chart; the next-month button is blocked past the current month.
 */
export function UsageSummary({
  entries,
  month,
  onMonthChange,
  unit,
}: {
  entries: UsageHistoryEntry[];
  month: string;
  onMonthChange: (month: string) => void;
  unit: string;
}) {
  const { t } = useLingui();
  const rows = usageSummary(entries, month);
  // "Blocked past the current month": the organization's month.
  const canNext = canGoToNextMonth(month, new Date(), useOrgTimeZone());
  const chart = [...rows].reverse().map((r) => ({ month: r.month, Used: r.usage ?? 0 }));
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          <Trans>Usage Summary</Trans>
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={t`Previous month`}
            onClick={() => onMonthChange(previousMonthKey(month))}
          >
            ‹
          </ActionIcon>
          <Text size="sm" fw={500} data-testid="usage-month" style={{ whiteSpace: "nowrap" }}>
            {month}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t`Next month`}
            disabled={!canNext}
            onClick={() => canNext && onMonthChange(nextMonthKey(month))}
          >
            ›
          </ActionIcon>
        </Group>
      </Group>
      <div role="figure" aria-label={t`Monthly usage chart`}>
        <BarChart
          h={180}
          data={chart}
          dataKey="month"
          series={[{ name: "Used", label: t`Used`, color: "blue.6" }]}
          withTooltip
        />
      </div>
      <Table mt="sm" data-testid="usage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Month</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Stock</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Usage</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.month}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{r.month}</Table.Td>
              <Table.Td ta="right">{r.quantity === null ? "—" : `${quantityText(r.quantity)} ${unit}`}</Table.Td>
              <Table.Td ta="right">
                {r.usage === null
                  ? "—"
                  : r.direction === "used"
                    ? t`${quantityText(r.usage)} used`
                    : r.direction === "added"
                      ? t`${quantityText(-r.usage)} added`
                      : t`No change`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

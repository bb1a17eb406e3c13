import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, type MantineTheme, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { formatListTotal, REORDER_PAGE_SIZE } from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "../../i18n/format";
import { downloadText } from "../../lib/download";
import { useOrgAccess } from "../../lib/orgAccess";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { DataTable } from "../../ui/DataTable";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { AnchorLink } from "../../ui/RouterLinks";

type ReorderItem = RouterOutputs["inventory"]["reorder"]["list"]["items"][number];

const usage = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
/** Columns a phone leaves out (the reorder point moves under the stock). */
const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

/**
 * The reorder list (issue 25): items at or below their reorder point (an admin's fixed
 * minimum, else 14 days of forecast usage), the soonest to run out first, with days until
 * empty and a suggested order quantity, paged on the server and exported whole as CSV.
 */
export function ReorderListPage({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const list = trpc.inventory.reorder.list.useQuery(
    { page, pageSize: REORDER_PAGE_SIZE },
    { enabled: hasOrganization, placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { csv, rows, truncated } = await utils.inventory.reorder.export.fetch();
      const fileName = `reorder-list-${new Date().toISOString().slice(0, 10)}.csv`;
      downloadText(fileName, csv, "text/csv;charset=utf-8", { bom: true });
      const count = formatNumber(rows);
      notifications.show({
        color: "green",
        message: truncated
          ? t`Exported ${count} items to ${fileName} (the first 10,000)`
          : t`Exported ${count} items to ${fileName}`,
      });
    } catch (err) {
      const reason = errorMessage(err, t`Unknown error`);
      notifications.show({ color: "red", message: t`Failed to export CSV: ${reason}` });
    } finally {
      setExporting(false);
    }
  };

  if (!hasOrganization) {
    return (
      <Stack gap="md">
        <PageHeader title={t`Reorder List`} />
        <NoOrganization color="yellow" title={t`No organization context available`}>
          <Trans>Your account does not belong to an organization yet.</Trans>
        </NoOrganization>
      </Stack>
    );
  }

  const total = list.data?.total ?? 0;
  const shownTotal = formatListTotal(list.data ?? { total: 0, totalIsExact: true });
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Reorder List`}
        description={t`Items at or below their reorder point: 14 days of usage, or the minimum an administrator set.`}
        actions={
          <Button onClick={() => void exportCsv()} loading={exporting} disabled={total === 0}>
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <Text fw={600} data-testid="reorder-count">
        {t`${shownTotal} items to reorder`}
      </Text>
      <DataTable<ReorderItem>
        label={t`Items to reorder`}
        error={
          list.isError ? { title: t`Failed to load the reorder list`, message: errorMessage(list.error, "") } : null
        }
        minHeight={total === 0 ? 180 : undefined}
        records={list.data?.items ?? []}
        fetching={list.isFetching}
        loadingText={t`Loading the reorder list...`}
        empty={{
          title: t`Nothing to reorder`,
          description: t`No item is at or below its reorder point.`,
        }}
        idAccessor="inventoryItemId"
        totalRecords={total}
        recordsPerPage={REORDER_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        columns={[
          {
            accessor: "assetName",
            title: t`Item`,
            render: (r) => (
              <Stack gap={0}>
                <AnchorLink to="/inventory/item/$id" params={{ id: r.inventoryItemId }} size="sm" fw={500}>
                  {r.assetName}
                </AnchorLink>
                <Text size="xs" c="dimmed">
                  {[r.assetTypeName, r.itemName !== r.assetName ? r.itemName : null].filter(Boolean).join(" · ")}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: "quantity",
            title: t`In stock`,
            textAlign: "right",
            render: (r) => {
              const point = r.reorderPoint;
              return (
                <Stack gap={0} align="flex-end">
                  <Text size="sm">{`${r.quantity} ${r.unit}`}</Text>
                  {/* On a phone the reorder point column is left out: its number goes here. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {t`Reorder at ${point}`}
                  </Text>
                </Stack>
              );
            },
          },
          {
            accessor: "reorderPoint",
            title: t`Reorder point`,
            textAlign: "right",
            visibleMediaQuery: wide,
            render: (r) => (
              <Group gap={6} justify="flex-end" wrap="nowrap">
                <Text size="sm">{r.reorderPoint}</Text>
                <Badge size="xs" variant="light" color={r.reorderPointSource === "minimum" ? "grape" : "blue"}>
                  {r.reorderPointSource === "minimum" ? t`Minimum` : t`Forecast`}
                </Badge>
              </Group>
            ),
          },
          {
            accessor: "dailyUsage",
            title: t`Usage a day`,
            textAlign: "right",
            visibleMediaQuery: wide,
            render: (r) => (r.dailyUsage === null ? "—" : usage(r.dailyUsage)),
          },
          {
            accessor: "daysUntilEmpty",
            title: <PhoneShort short={t`Days left`} full={t`Days until empty`} />,
            textAlign: "right",
            render: (r) =>
              r.daysUntilEmpty === null ? (
                "—"
              ) : (
                <Text
                  size="sm"
                  fw={r.daysUntilEmpty <= 7 ? 700 : undefined}
                  c={r.daysUntilEmpty <= 7 ? "red.9" : undefined}
                >
                  {r.daysUntilEmpty}
                </Text>
              ),
          },
          {
            accessor: "suggestedOrderQuantity",
            title: <PhoneShort short={t`Order`} full={t`Suggested order`} />,
            textAlign: "right",
            render: (r) => `${r.suggestedOrderQuantity} ${r.unit}`,
          },
        ]}
      />
    </Stack>
  );
}

/** A column title that a phone shows shorter, so the four columns it keeps fit 375 px. */
function PhoneShort({ short, full }: { short: string; full: string }) {
  return (
    <>
      <Text span inherit hiddenFrom="sm">
        {short}
      </Text>
      <Text span inherit visibleFrom="sm">
        {full}
      </Text>
    </>
  );
}

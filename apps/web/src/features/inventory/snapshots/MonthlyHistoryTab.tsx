import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import "@mantine/dates/styles.css";
import { Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import {
  checkSnapshotSpan,
  DEFAULT_SNAPSHOT_PAGE_SIZE,
  defaultSnapshotRange,
  type InventoryPageSearch,
  lastTwelveMonthsRange,
  monthKey,
  SNAPSHOT_PICKER_START,
  snapshotYearOptions,
} from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatNumber } from "../../../i18n/format";
import {
  listTotalText,
  moneyText,
  monthYearText,
  quantityText,
  snapshotDateText,
  snapshotLocationText,
  snapshotStatusText,
} from "../../../lib/inventoryText";
import { useSearchBox } from "../../../lib/listState";
import { useOrgAccess } from "../../../lib/orgAccess";
import { useOrgTimeZone } from "../../../lib/orgMonth";
import { errorMessage, type RouterOutputs, trpc } from "../../../trpc";
import { DataTable } from "../../../ui/DataTable";
import { NoOrganizationSelected } from "../OrganizationRequired";
import { downloadSnapshotCsv } from "./snapshotCsv";

type Snapshot = RouterOutputs["inventory"]["snapshots"]["list"]["items"][number];

const STATUS_COLORS: Record<string, string> = { active: "green", low_stock: "orange", out_of_stock: "red" };

const monthToPicker = (month: string) => `${month}-01`;
const pickerToMonth = (value: string | null) => (value ? value.slice(0, 7) : null);

/**
 * The /inventory page's "Monthly History" tab (spec 02 "Monthly Snapshots tab"): the
 * snapshots the monthly job wrote, filtered by asset name, type and a month range of at
 * most 24 months, paged on the server, selectable, exported to CSV on the device.
 * Search, type, month range and page live in the /inventory URL (snapshot* keys), so a
 * reload, back/forward or a shared link shows the same view.
 */
export function MonthlyHistoryTab({
  search: url,
  onSearchChange,
}: {
  search: InventoryPageSearch;
  onSearchChange: (next: InventoryPageSearch) => void;
}) {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const now = useMemo(() => new Date(), []);
  // Months are the organization's (its time zone), as the snapshots are.
  const timeZone = useOrgTimeZone();
  const [showFilters, setShowFilters] = useState(true);
  const assetTypeId = url.snapshotType ?? null;
  const range =
    url.fromMonth && url.toMonth
      ? { fromMonth: url.fromMonth, toMonth: url.toMonth }
      : defaultSnapshotRange(now, timeZone);
  const page = url.snapshotPage ?? 1;
  const update = (next: Partial<InventoryPageSearch>) => onSearchChange({ ...url, snapshotPage: undefined, ...next });
  const setPage = (p: number) => update({ snapshotPage: p > 1 ? p : undefined });
  const setAssetTypeId = (v: string | null) => update({ snapshotType: v ?? undefined });
  const setMonths = (next: { fromMonth: string; toMonth: string }) => update(next);
  // The typed search reaches the URL (and the server) once typing pauses.
  const searchBox = useSearchBox(url.snapshotSearch, (text) => update({ snapshotSearch: text }));
  const [selected, setSelected] = useState<Snapshot[]>([]);
  const [exporting, setExporting] = useState(false);
  const utils = trpc.useUtils();

  const span = checkSnapshotSpan(range.fromMonth, range.toMonth);
  const filters = { search: url.snapshotSearch ?? "", assetTypeId, fromMonth: range.fromMonth, toMonth: range.toMonth };
  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: hasOrganization });
  const list = trpc.inventory.snapshots.list.useQuery(
    { filters, page, pageSize: DEFAULT_SNAPSHOT_PAGE_SIZE },
    { enabled: hasOrganization && span.ok, placeholderData: keepPreviousData },
  );

  const currentMonth = monthKey(now, timeZone);

  const exportRows = async (which: "all" | "selected") => {
    setExporting(true);
    try {
      const { rows } = await utils.inventory.snapshots.export.fetch({
        filters,
        ids: which === "selected" ? selected.map((s) => s.id) : null,
      });
      const fileName = downloadSnapshotCsv(rows, new Date());
      notifications.show({
        color: "green",
        message: t`Exported ${plural(rows.length, { one: "# snapshot", other: "# snapshots" })} to ${fileName}`,
      });
    } catch (err) {
      notifications.show({ color: "red", message: t`Failed to export CSV: ${errorMessage(err, t`Unknown error`)}` });
    } finally {
      setExporting(false);
    }
  };

  if (!hasOrganization) return <NoOrganizationSelected color="red" />;

  const total = list.data?.total ?? 0;
  return (
    <Stack gap="sm" data-testid="monthly-history">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="md">
          <Text
            fw={600}
            data-testid="snapshot-count"
          >{t`${listTotalText(list.data ?? { total: 0, totalIsExact: true })} snapshots found`}</Text>
          <Text c="dimmed" data-testid="snapshot-selected">{t`${formatNumber(selected.length)} selected`}</Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" size="xs" onClick={() => setShowFilters((v) => !v)} aria-expanded={showFilters}>
            {showFilters ? t`Hide Filters` : t`Show Filters`}
          </Button>
          <Button
            size="xs"
            loading={exporting}
            disabled={selected.length === 0 ? total === 0 || !span.ok : false}
            onClick={() => void exportRows(selected.length > 0 ? "selected" : "all")}
          >
            {selected.length > 0 ? t`Export Selected (${selected.length})` : t`Export All`}
          </Button>
          <Button variant="default" size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
            <Trans>Refresh</Trans>
          </Button>
          <Button variant="subtle" size="xs" disabled={selected.length === 0} onClick={() => setSelected([])}>
            <Trans>Clear Selection</Trans>
          </Button>
        </Group>
      </Group>

      <Collapse expanded={showFilters}>
        <Paper withBorder p="sm" radius="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <TextInput
              label={t`Search Assets`}
              placeholder={t`Asset name`}
              value={searchBox.value}
              onChange={searchBox.onChange}
            />
            <Select
              label={t`Asset type`}
              data={[
                { value: "", label: t`All Types` },
                ...(types.data ?? []).map((item) => ({ value: item.id, label: item.name })),
              ]}
              value={assetTypeId ?? ""}
              allowDeselect={false}
              onChange={(v) => setAssetTypeId(v ? v : null)}
            />
            <Select
              label={t`Year`}
              placeholder={t`Pick a year`}
              data={snapshotYearOptions(now).map(String)}
              value={range.fromMonth.slice(0, 4) === range.toMonth.slice(0, 4) ? range.fromMonth.slice(0, 4) : null}
              onChange={(year) => {
                if (!year) return;
                const to = `${year}-12` > currentMonth ? currentMonth : `${year}-12`;
                setMonths({ fromMonth: `${year}-01`, toMonth: to });
              }}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={300}
            />
            <MonthPickerInput
              label={t`From Month`}
              value={monthToPicker(range.fromMonth)}
              minDate={SNAPSHOT_PICKER_START}
              maxDate={`${currentMonth}-01`}
              onChange={(v) => {
                const m = pickerToMonth(v);
                if (m) setMonths({ ...range, fromMonth: m });
              }}
            />
            <MonthPickerInput
              label={t`To Month`}
              value={monthToPicker(range.toMonth)}
              minDate={SNAPSHOT_PICKER_START}
              maxDate={`${currentMonth}-01`}
              error={span.ok ? undefined : span.message}
              onChange={(v) => {
                const m = pickerToMonth(v);
                if (m) setMonths({ ...range, toMonth: m });
              }}
            />
          </SimpleGrid>
          <Group mt="xs" gap="xs">
            <Button size="xs" variant="light" onClick={() => setMonths(lastTwelveMonthsRange(now, timeZone))}>
              <Trans>Last 12 Months</Trans>
            </Button>
            <Text size="xs" c="dimmed">
              <Trans>At most 24 months at a time.</Trans>
            </Text>
          </Group>
        </Paper>
      </Collapse>

      {!span.ok && !list.isError ? null : (
        <DataTable<Snapshot>
          label={t`Monthly snapshots`}
          error={
            list.isError ? { title: t`Failed to load monthly snapshots`, message: errorMessage(list.error, "") } : null
          }
          minHeight={total === 0 ? 180 : undefined}
          records={list.data?.items ?? []}
          fetching={list.isFetching}
          loadingText={t`Loading snapshots...`}
          empty={{ title: t`No Snapshots Found`, description: t`No monthly snapshots found for your search criteria.` }}
          idAccessor="id"
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          allRecordsSelectionCheckboxProps={{ "aria-label": t`Select all snapshots on this page` }}
          getRecordSelectionCheckboxProps={(r) => ({ "aria-label": t`Select ${r.assetName} ${r.monthYear}` })}
          totalRecords={total}
          recordsPerPage={DEFAULT_SNAPSHOT_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          columns={[
            {
              accessor: "monthYear",
              title: t`Month`,
              render: (r) => monthYearText(r.monthYear),
            },
            {
              accessor: "assetName",
              title: t`Asset Name`,
              render: (r) => (
                <div>
                  <Text size="sm" fw={500}>
                    {r.assetName}
                  </Text>
                  {r.itemName && r.itemName !== r.assetName ? (
                    <Text size="xs" c="dimmed">
                      {r.itemName}
                    </Text>
                  ) : null}
                </div>
              ),
            },
            { accessor: "quantity", title: t`Quantity`, textAlign: "right", render: (r) => quantityText(r.quantity) },
            {
              accessor: "status",
              title: t`Status`,
              render: (r) => (
                <Text size="sm" c={STATUS_COLORS[r.status] ? `${STATUS_COLORS[r.status]}.9` : undefined} fw={500}>
                  {snapshotStatusText(r.status)}
                </Text>
              ),
            },
            { accessor: "location", title: t`Location`, render: (r) => snapshotLocationText(r.location) },
            {
              accessor: "currentPrice",
              title: t`Price`,
              textAlign: "right",
              render: (r) => (r.currentPrice === null ? "—" : moneyText(r.currentPrice, r.currency)),
            },
            {
              accessor: "snapshotDate",
              title: t`Date`,
              render: (r) => snapshotDateText(r.snapshotDate),
            },
          ]}
        />
      )}
    </Stack>
  );
}

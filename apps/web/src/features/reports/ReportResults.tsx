import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, Progress, Stack, Switch, Text, Title, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  checkReportExport,
  EXCEL_EXPORTED_MESSAGE,
  isColorColumn,
  REPORT_PREVIEW_ROWS,
  type ReportColumn,
  type ReportRow,
  type ReportViewMode,
  reportCellValue,
} from "@stockroom/core";
import { useMemo, useState } from "react";
import { useOrgTimeZone } from "../../lib/orgMonth";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";
import { exportReportCsv, exportReportXlsx, type ReportPages } from "./exportReport";
import { CONFIDENCE_COLORS } from "./reportLabels";
import {
  colorColumnsNoteText,
  columnLabel,
  confidenceLabel,
  lastMonthSourceLabel,
  lastMonthTotalDetails,
  reportText,
  screenReportLanguage,
} from "./reportTexts";
import type { GenerationState } from "./useReportGeneration";

const EXPORTS = () =>
  [
    { kind: "csv", label: i18n._(msg`Export CSV`) },
    { kind: "xlsx", label: i18n._(msg`Export Excel`) },
  ] as const;

function LastMonthTotalCell({ row }: { row: ReportRow }) {
  const total = row.lastMonthTotal;
  if (total.source === "none")
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Tooltip label={lastMonthTotalDetails(total)} withArrow>
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{total.amount}</Text>
        <Badge size="xs" variant="light" color={CONFIDENCE_COLORS[total.confidence]}>
          {lastMonthSourceLabel(total.source)} · {confidenceLabel(total.confidence)}
        </Badge>
      </Group>
    </Tooltip>
  );
}

function ConsistencyCell({ row }: { row: ReportRow }) {
  const { t } = useLingui();
  const c = row.consistency;
  const label = c.severity === "urgent" ? t`Urgent` : c.severity === "warning" ? t`Check` : t`OK`;
  const color = c.severity === "urgent" ? "red" : c.severity === "warning" ? "yellow" : "green";
  const stock = c.realTimeQuantity;
  const formTotal = c.latestFormTotal;
  const difference = c.discrepancyPercent !== null ? Math.round(c.discrepancyPercent * 10) / 10 : null;
  const details = [
    formTotal === null ? t`Stock ${stock}, no form total` : t`Stock ${stock}, latest form total ${formTotal}`,
    ...(difference !== null ? [t`Difference ${difference}%`] : []),
    ...c.recommendations.map((r) => reportText(r)),
  ].join(" · ");
  return (
    <Tooltip label={details} multiline w={280} withArrow>
      <Badge size="sm" variant="light" color={color} aria-label={t`Consistency: ${label}. ${details}`}>
        {label}
      </Badge>
    </Tooltip>
  );
}

/**
 * The result table: a preview of 3 rows, or every row a page at a time (each page asked of
 * the server when opened), progress, warnings and both exports (which read the report
 * page after page).
 */
export function ReportResults({
  state,
  columns,
  stale = false,
  onRegenerate,
  onPageChange,
  reportPages,
}: {
  state: GenerationState;
  /** Opens another page of the table. */
  onPageChange: (page: number) => void;
  /** The whole report, page after page, for the exports. */
  reportPages: (input: NonNullable<GenerationState["input"]>) => ReportPages;
  columns: ReportColumn[];
  /** The configuration changed after these results were generated. */
  stale?: boolean;
  /** Generates again for the configuration on screen (absent while it is incomplete). */
  onRegenerate?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  // Dates and times in the organization's zone, written as the exports write them
  // (core's formatReportDate: "2026-10-10 08:00 -04:00"), so a row reads the same on screen and
  // in its CSV or Excel file, in every language and whatever the user's own zone.
  const timeZone = useOrgTimeZone();
  const [showAll, setShowAll] = useState(false);
  const [exporting, setExporting] = useState<"csv" | "xlsx" | null>(null);
  const viewMode: ReportViewMode = state.input?.viewMode ?? "latest";
  const selected = useMemo(() => columns.filter((c) => c.selected), [columns]);

  const tableColumns = useMemo<DataTableColumn<ReportRow>[]>(() => {
    const out: DataTableColumn<ReportRow>[] = selected.map((column) => {
      if (isColorColumn(column)) {
        return {
          accessor: column.id,
          title: columnLabel(column),
          width: Math.max(64, columnLabel(column).length * 9 + 24),
          cellsStyle: () => ({ background: column.color ?? undefined }),
          titleStyle: { background: column.color ?? undefined, color: "#fff" },
          render: () => null,
        };
      }
      if (column.id === "last_month_total") {
        return { accessor: column.id, title: columnLabel(column), render: (row) => <LastMonthTotalCell row={row} /> };
      }
      if (column.id === "submission_date") {
        return {
          accessor: column.id,
          title: columnLabel(column),
          render: (row) =>
            row.submissionDate ? (
              reportCellValue(row, column, timeZone)
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>No submission</Trans>
              </Text>
            ),
        };
      }
      return {
        accessor: column.id,
        title: columnLabel(column),
        render: (row) => {
          // A yes/no answer in the screen's language, as the files write it.
          const value = reportCellValue(row, column, timeZone, screenReportLanguage());
          if (viewMode !== "comparison" || !row.previousValues || column.fieldType === "fixed") return String(value);
          const before = row.previousValues[column.id];
          if (before === undefined) return String(value);
          return (
            <span>
              {String(value)}{" "}
              <Text span size="xs" c="dimmed">
                <Trans>(was {String(before)})</Trans>
              </Text>
            </span>
          );
        },
      };
    });
    out.push({ accessor: "consistency", title: t`Consistency`, render: (row) => <ConsistencyCell row={row} /> });
    return out;
  }, [selected, viewMode, timeZone, t]);

  const rows = state.rows;
  const rowTotal = state.rowTotal ?? rows.length;
  const visible = showAll ? rows : rows.slice(0, REPORT_PREVIEW_ROWS);
  const warnings = state.summary ?? { warning: 0, urgent: 0 };

  const runExport = async (kind: "csv" | "xlsx") => {
    const problem = checkReportExport(rowTotal, columns);
    if (problem || !state.input) {
      notifications.show({
        color: "red",
        title: t`Export`,
        message: reportText(problem ?? checkReportExport(0, columns)),
      });
      return;
    }
    setExporting(kind);
    try {
      if (kind === "csv") {
        const { assetTypeIds, dateRangeType, customStartDate, customEndDate, assetId } = state.input;
        const { name } = await exportReportCsv({
          assetTypeIds,
          dateRangeType,
          customStartDate,
          customEndDate,
          viewMode,
          assetId,
          columns: [...columns],
        });
        notifications.show({ color: "green", title: t`CSV exported`, message: name });
      } else {
        await exportReportXlsx(columns, reportPages(state.input), viewMode, timeZone, screenReportLanguage());
        notifications.show({
          color: "green",
          title: reportText(EXCEL_EXPORTED_MESSAGE),
          message: colorColumnsNoteText(columns) ?? reportText(EXCEL_EXPORTED_MESSAGE),
        });
      }
    } catch (err) {
      console.error(err);
      const message = err instanceof Error ? err.message : String(err);
      notifications.show({
        color: "red",
        title: t`Error`,
        message: kind === "csv" ? t`Failed to export CSV` : t`Failed to export Excel: ${message}`,
      });
    } finally {
      setExporting(null);
    }
  };

  const table = {
    idAccessor: "key",
    records: visible,
    columns: tableColumns,
    label: t`Report results`,
    "data-testid": "report-table",
  } as const;
  const pageCount = state.total ? Math.max(1, Math.ceil(state.total / state.pageSize)) : 1;

  return (
    <Stack gap="sm" component="section" aria-labelledby="report-results-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5" id="report-results-title">
          <Trans>Results</Trans>
        </Title>
        <Group gap="xs">
          {EXPORTS().map(({ kind, label }) => (
            <Button
              key={kind}
              variant="default"
              onClick={() => void runExport(kind)}
              loading={exporting === kind}
              disabled={state.running || rows.length === 0}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>
      {state.running ? (
        <Stack gap={4}>
          <Progress value={100} animated aria-label={t`Report progress`} />
          <Text size="sm" c="dimmed" aria-live="polite">
            <Trans>Generating report…</Trans>
          </Text>
        </Stack>
      ) : null}
      {state.error ? (
        <Alert color="red" title={t`Failed to generate report`}>
          {state.error}
        </Alert>
      ) : null}
      {stale && !state.running ? (
        <Alert color="yellow" title={t`Results out of date`} data-testid="report-stale">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              <Trans>
                The report configuration changed after these results were generated, so they no longer match it.
              </Trans>
            </Text>
            <Button size="xs" variant="light" color="yellow" onClick={onRegenerate} disabled={!onRegenerate}>
              <Trans>Regenerate</Trans>
            </Button>
          </Group>
        </Alert>
      ) : null}
      {state.emptyMessage ? <Alert color="yellow">{reportText(state.emptyMessage)}</Alert> : null}
      {warnings.warning > 0 ? (
        <Alert
          color={warnings.urgent > 0 ? "red" : "yellow"}
          title={t`Consistency warnings`}
          data-testid="consistency-warnings"
        >
          <Plural
            value={warnings.warning}
            one="# asset where stock differs from the latest form total or the form is missing or stale."
            other="# assets where stock differs from the latest form total or the form is missing or stale."
          />
          {warnings.urgent > 0 ? " " : null}
          {warnings.urgent > 0 ? (
            <Plural
              value={warnings.urgent}
              one="# of them is urgent (more than 20%)."
              other="# of them are urgent (more than 20%)."
            />
          ) : null}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="report-row-count">
              {showAll ? (
                <Plural value={rowTotal} one="# row" other="# rows" />
              ) : (
                <Trans>
                  Showing {Math.min(REPORT_PREVIEW_ROWS, rows.length)} of{" "}
                  <Plural value={rowTotal} one="# row" other="# rows" />
                </Trans>
              )}
            </Text>
            <Switch
              label={t`Show all rows`}
              checked={showAll}
              onChange={(e) => {
                setShowAll(e.currentTarget.checked);
                onPageChange(1);
              }}
            />
          </Group>
          {showAll && state.pageCut ? (
            <Alert color="yellow" data-testid="report-page-cut">
              <Trans>
                Some assets of this page have answers too large to show here. The CSV and Excel exports include them.
              </Trans>
            </Alert>
          ) : null}
          {showAll ? (
            <DataTable<ReportRow>
              {...table}
              highlightOnHover
              fetching={state.fetching}
              // Pages of assets (submissions in history mode): a page shows each one's rows.
              totalRecords={state.total ?? rows.length}
              recordsPerPage={state.pageSize}
              page={Math.min(state.page, pageCount)}
              onPageChange={onPageChange}
              paginationText={({ from, to, totalRecords }) =>
                viewMode === "history"
                  ? t`Submissions ${from}–${to} of ${totalRecords}`
                  : t`Assets ${from}–${to} of ${totalRecords}`
              }
            />
          ) : (
            <DataTable<ReportRow> {...table} highlightOnHover={false} />
          )}
        </>
      ) : !state.running && !state.error && !state.emptyMessage ? (
        <Text size="sm" c="dimmed">
          <Trans>Choose asset types and a date range, then Generate Report.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

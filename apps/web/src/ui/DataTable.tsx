import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import "mantine-datatable/styles.layer.css";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { type DataTableProps, type DataTableSortStatus, DataTable as MantineDataTable } from "mantine-datatable";
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from "react";

export type { DataTableColumn, DataTableSortStatus } from "mantine-datatable";

export interface DataTableExtras {
  /** The spec's empty-list text: a bold title and an optional line and action under it. */
  empty?: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** A failed load: the message in place of the rows, with 'Retry' when given. */
  error?: { title?: string; message: ReactNode; onRetry?: () => void } | null;
  /**
   * The name of the table's scroll region ('Pending invitations'): the region takes the
   * keyboard focus, so a table wider than the screen (or an empty one) can be scrolled and read.
   */
  label?: string;
}

/** The names of Mantine's first/previous/next/last page controls, in the screen's language. */
const PAGINATION_CONTROL_LABELS = (): Record<string, string> => ({
  first: i18n._(msg`First page`),
  previous: i18n._(msg`Previous page`),
  next: i18n._(msg`Next page`),
  last: i18n._(msg`Last page`),
});

/**
 * The app's one table (mantine-datatable): bordered, striped, sortable headers, select-all
 * with an indeterminate state, server-side paging, loading/empty/error states. Lists page on
 * the server (at most 100 rows a page), so rows are not windowed; a list that must show more
 * passes `maxHeight`, which scrolls the body under a sticky header.
 *
 * Pass `sortStatus`/`onSortStatusChange` from the URL state (`sortStatusOf`, `useListState`).
 */
export function DataTable<T>({ empty, error, label: named, ...props }: DataTableProps<T> & DataTableExtras) {
  const { t } = useLingui();
  const label = named ?? t`Table`;
  const ownTableRef = useRef<HTMLTableElement | null>(null);
  const tableRef = (props.tableRef as RefObject<HTMLTableElement | null> | undefined) ?? ownTableRef;
  useSortableHeaderRole(tableRef, props.sortStatus);
  if (error) {
    return (
      <Alert color="red" title={error.title ?? t`Error`} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          {error.onRetry ? (
            <Button size="xs" variant="light" color="red" onClick={error.onRetry}>
              <Trans>Retry</Trans>
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  const records = props.records ?? [];
  const emptyState =
    empty && !props.fetching ? (
      <Stack align="center" gap={4} py="md" px="sm">
        <Text fw={600} ta="center">
          {empty.title}
        </Text>
        {empty.description ? (
          <Text size="sm" c="dimmed" ta="center">
            {empty.description}
          </Text>
        ) : null}
        {empty.action ? <Group justify="center">{empty.action}</Group> : null}
      </Stack>
    ) : undefined;
  const tableProps = {
    withTableBorder: true,
    borderRadius: "md",
    striped: true,
    highlightOnHover: true,
    verticalSpacing: "sm",
    minHeight: records.length === 0 ? 200 : undefined,
    loadingText: t`Loading...`,
    noRecordsText: typeof empty?.title === "string" ? empty.title : t`No records`,
    emptyState,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t`${from}–${to} of ${totalRecords}`,
    recordsPerPageLabel: t`Rows per page`,
    // Mantine's first/previous/next/last controls are icons without a name (axe: button-name).
    getPaginationControlProps: (control: string) => ({ "aria-label": PAGINATION_CONTROL_LABELS()[control] ?? control }),
    paginationWrapBreakpoint: "sm",
    ...props,
    tableRef,
    // The scroll region is reachable and named for every table, empty or not: with no row
    // there is nothing else in it to focus (axe: scrollable-region-focusable).
    scrollAreaProps: {
      ...props.scrollAreaProps,
      viewportProps: {
        tabIndex: 0,
        role: "region",
        "aria-label": label,
        ...props.scrollAreaProps?.viewportProps,
      },
    },
  } as DataTableProps<T>;
  return <MantineDataTable<T> {...tableProps} />;
}

/** The table's sort state from URL values (`sort`, `dir`) with the list's default. */
export function sortStatusOf<T>(
  sort: string | undefined,
  direction: "asc" | "desc" | undefined,
  fallback: { column: string; direction: "asc" | "desc" },
): DataTableSortStatus<T> {
  return { columnAccessor: sort ?? fallback.column, direction: direction ?? fallback.direction };
}

/**
 * mantine-datatable gives a sortable header cell `role="button"`, so screen readers lose it
 * as the column's header. Give it back its `columnheader` role, with `aria-sort` for the
 * sorted column; the cell keeps its tab stop, click and Enter to sort. React sets the role
 * once per mount (the library's prop never changes), so this runs after every render.
 */
function useSortableHeaderRole<T>(
  tableRef: RefObject<HTMLTableElement | null>,
  sortStatus: DataTableSortStatus<T> | undefined,
) {
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    for (const th of table.querySelectorAll<HTMLTableCellElement>("thead th.mantine-datatable-header-cell-sortable")) {
      th.setAttribute("role", "columnheader");
      const sorted = sortStatus && th.dataset.accessor === String(sortStatus.columnAccessor);
      th.setAttribute("aria-sort", sorted ? (sortStatus.direction === "asc" ? "ascending" : "descending") : "none");
    }
  });
}

import type { KnownTotal, ListPage } from "@stockroom/core";
import { useEffect, useState } from "react";

/**
 * A server-paged list's total (core's `ListPage`, served by apps/server/src/services/lists):
 * the total the server counted for a filter goes back as the input's `knownTotal` with the
 * other pages of the same filter, so paging through one view counts once (issue 23 "Lists").
 * Page 1 always counts, so the view's first page (and a refresh after a change) shows a
 * fresh total; a changed filter is a new key and counts again.
 *
 *   const total = useListTotal(filters, page);
 *   const list = trpc.x.list.useQuery({ ...filters, page, knownTotal: total.knownTotal });
 *   useRememberTotal(total, list);
 */
export function useListTotal(filter: unknown, page: number) {
  const key = JSON.stringify(filter);
  const [counted, setCounted] = useState<{ key: string; page: number; total: KnownTotal } | null>(null);
  // Not for the page the total was counted on: its own answer (and cache key) stays as it was.
  const knownTotal: KnownTotal | undefined =
    page > 1 && counted !== null && counted.key === key && counted.page !== page ? counted.total : undefined;
  return { key, page, knownTotal, setCounted };
}

/** Keeps the total of an answer that counted it, for the next pages of the same filter. */
export function useRememberTotal(
  total: ReturnType<typeof useListTotal>,
  list: { data?: ListPage<unknown> | undefined; isPlaceholderData: boolean },
) {
  const { key, page, setCounted } = total;
  const data = list.isPlaceholderData ? undefined : list.data;
  useEffect(() => {
    if (!data?.counted) return;
    const next = { total: data.total, totalIsExact: data.totalIsExact };
    setCounted((previous) =>
      previous?.key === key && previous.total.total === next.total && previous.total.totalIsExact === next.totalIsExact
        ? previous
        : { key, page, total: next },
    );
  }, [data, key, page, setCounted]);
}

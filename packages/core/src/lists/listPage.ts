// One answer shape for every paged list the server sends (issue 22 §2), and the rule for
// when its total is counted (issue 23 "Lists"). The server's pager is
// apps/server/src/services/lists/list-page.ts; the screens read this shape through
// apps/web/src/lib/listPage.ts.

/** Counts stop at the next multiple of this past the page: the first 400 pages of 25 say "10,000+". */
export const LIST_COUNT_STEP = 10_000;

/** A total as a list answer gives it: exact, or "at least" when the count stopped at its limit. */
export interface ListTotal {
  total: number;
  totalIsExact: boolean;
}

/** One page of a list. */
export interface ListPage<T> extends ListTotal {
  items: T[];
  page: number;
  pageSize: number;
  /** At least 1; from `total`, so it grows when a deeper page counts further. */
  pageCount: number;
  /** A row follows this page (read as one row past the page, not from the count). */
  hasNextPage: boolean;
  /**
   * Whether this answer counted the rows. False when the server's kept total for the same
   * organization and filter still held (no write since it was counted), or when the list has
   * no count at all.
   */
  counted: boolean;
  /**
   * Keyset paging only (the input's `after` given, null included): the sort key and id of
   * the page's last row, to pass back as `after` for the next page; null when the page is empty.
   */
  lastKey?: string[] | null;
}

/** How far a list counts for a page: the next multiple of {@link LIST_COUNT_STEP} past its last row. */
export function listCountLimit(page: number, pageSize: number): number {
  return Math.ceil((page * pageSize) / LIST_COUNT_STEP) * LIST_COUNT_STEP;
}

/** The total as a screen shows it: "1,234", or "10,000+" when the count stopped at its limit. */
export function formatListTotal({ total, totalIsExact }: ListTotal): string {
  const n = total.toLocaleString("en-US");
  return totalIsExact ? n : `${n}+`;
}

/** The number of pages a total makes (at least one). */
export function listPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

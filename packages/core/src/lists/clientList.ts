/**
 * One page of a list that the server sends whole (an organization's members — at most
 * 1,000 by the member limit — or the platform's organizations): filtered, sorted and cut
 * to a page in the browser from the list's URL state. Lists that can grow without bound
 * page on the server instead (docs/architecture.md "List queries").
 */

export interface ClientListPage<T> {
  /** The rows of this page. */
  records: T[];
  /** How many rows pass the filter, on all pages. */
  total: number;
  /** The page shown: the asked-for one, or the last page when fewer rows are left. */
  page: number;
  size: number;
}

export type SortValue = string | number | Date | null | undefined;

/**
 * `items` that pass `keep`, ordered by `sortValue` (`null` last in both directions, ties
 * keep the server's order), page `page` of `size` rows.
 */
export function clientListPage<T>(
  items: readonly T[],
  options: {
    keep?: (item: T) => boolean;
    sortValue?: (item: T) => SortValue;
    direction?: "asc" | "desc";
    page?: number;
    size: number;
  },
): ClientListPage<T> {
  const kept = options.keep ? items.filter(options.keep) : [...items];
  const { sortValue } = options;
  if (sortValue) {
    const sign = options.direction === "desc" ? -1 : 1;
    const keyed = kept.map((item, index) => ({ item, index, key: comparable(sortValue(item)) }));
    keyed.sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      const order =
        typeof a.key === "string" && typeof b.key === "string"
          ? a.key.localeCompare(b.key, undefined, { sensitivity: "base", numeric: true })
          : Number(a.key) - Number(b.key);
      return order === 0 ? a.index - b.index : sign * order;
    });
    kept.splice(0, kept.length, ...keyed.map((k) => k.item));
  }
  const size = Math.max(1, options.size);
  const lastPage = Math.max(1, Math.ceil(kept.length / size));
  const page = Math.min(Math.max(1, options.page ?? 1), lastPage);
  return { records: kept.slice((page - 1) * size, page * size), total: kept.length, page, size };
}

/** Case-insensitive "contains" over a row's searchable texts; an empty term keeps everything. */
export function matchesSearch(term: string | undefined, texts: readonly (string | null | undefined)[]): boolean {
  const needle = term?.trim().toLocaleLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}

function comparable(value: SortValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  return value;
}

/** A date sent as a Date or as an ISO string, as a time to sort by. */
export function timeOf(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

// The reorder list's URL state (/inventory/reorder?page=N): a plain parser, no zod (route
// files load with the entry chunk).

export interface ReorderListSearch {
  page?: number;
}

/** ?page= from 2 to 100,000; anything else is the first page (left out of the URL). */
export function reorderListSearch(search: Record<string, unknown>): ReorderListSearch {
  const value = search.page;
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 1 && n <= 100_000 ? { page: n } : {};
}

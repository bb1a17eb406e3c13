import * as z from "zod/mini";
import { INVENTORY_EVENT_TYPES } from "../constants/inventory";

// Spec 02 §2 "Inventory history and anomaly screen": the filters live in the URL, so a
// reload or a shared link shows the same list. Every value arrives as a string (see
// apps/web/src/lib/search.ts); anything unusable falls back to its default.

export const HISTORY_SORTS = ["newest", "oldest"] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
/** "status (verified, has issues, normal)". */
export const HISTORY_STATUS_FILTERS = ["all", "verified", "issues", "normal"] as const;
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];
/** "quantity band (low under 100, medium 100 to under 1000, high 1000 or more)". */
export const HISTORY_BAND_FILTERS = ["all", "low", "medium", "high"] as const;
export type HistoryBandFilter = (typeof HISTORY_BAND_FILTERS)[number];

const flag = z.catch(
  z.pipe(
    z.union([z.string(), z.boolean()]),
    z.transform((v) => v === true || v === "1" || v === "true"),
  ),
  false,
);

/** zod/mini: the history routes parse their URL with this in the web app's entry chunk. */
export const historySearchSchema = z.object({
  sort: z.catch(z.enum(HISTORY_SORTS), "newest"),
  /** An event type of the list, or 'all'. */
  type: z.catch(z.union([z.literal("all"), z.enum(INVENTORY_EVENT_TYPES)]), "all"),
  status: z.catch(z.enum(HISTORY_STATUS_FILTERS), "all"),
  band: z.catch(z.enum(HISTORY_BAND_FILTERS), "all"),
  /** A four-digit year or 'all'. */
  year: z.catch(z.string().check(z.regex(/^(all|\d{4})$/)), "all"),
  /** Text search over notes, location and event type. */
  q: z.catch(z.string().check(z.maxLength(200)), ""),
  /** 'Issues Only'. */
  issues: flag,
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

export const DEFAULT_HISTORY_SEARCH: HistorySearch = historySearchSchema.parse({
  sort: undefined,
  type: undefined,
  status: undefined,
  band: undefined,
  year: undefined,
  q: undefined,
  issues: undefined,
});

/** Reads the URL's search record (strings) into the history filters. */
export function parseHistorySearch(search: Record<string, unknown>): HistorySearch {
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  return historySearchSchema.parse({
    sort: first(search.sort),
    type: first(search.type),
    status: first(search.status),
    band: first(search.band),
    year: first(search.year),
    q: first(search.q),
    issues: first(search.issues),
  });
}

/** The URL form of the filters: defaults are left out so a clean screen has a clean URL. */
export function historySearchParams(search: HistorySearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.sort !== "newest") out.sort = search.sort;
  if (search.type !== "all") out.type = search.type;
  if (search.status !== "all") out.status = search.status;
  if (search.band !== "all") out.band = search.band;
  if (search.year !== "all") out.year = search.year;
  if (search.q.trim() !== "") out.q = search.q;
  if (search.issues) out.issues = "1";
  return out;
}

/** True when any filter differs from its default ('Clear Filters' is then offered). */
export function hasActiveHistoryFilters(search: HistorySearch): boolean {
  return Object.keys(historySearchParams(search)).length > 0;
}

/** 'Clear Filters': everything back to its default. */
export function clearHistoryFilters(): HistorySearch {
  return { ...DEFAULT_HISTORY_SEARCH };
}

/** Turning a quick filter off puts the values it set back to their defaults. */
export function removeQuickFilter(search: HistorySearch, quick: HistoryQuickFilter): HistorySearch {
  const next: Record<string, unknown> = { ...search };
  for (const key of Object.keys(quick.apply)) next[key] = DEFAULT_HISTORY_SEARCH[key as keyof HistorySearch];
  return next as HistorySearch;
}

/** The quick filters above the list: one click sets a preset over the current filters. */
export const HISTORY_QUICK_FILTERS = [
  { id: "issues", label: "Has Issues", apply: { status: "issues" } },
  { id: "verified", label: "Verified", apply: { status: "verified" } },
  { id: "high", label: "High Quantity", apply: { band: "high" } },
  { id: "checks", label: "Checks", apply: { type: "check" } },
  { id: "newest-first", label: "Oldest First", apply: { sort: "oldest" } },
] as const satisfies readonly { id: string; label: string; apply: Partial<HistorySearch> }[];
export type HistoryQuickFilter = (typeof HISTORY_QUICK_FILTERS)[number];

export function applyQuickFilter(search: HistorySearch, quick: HistoryQuickFilter): HistorySearch {
  return { ...search, ...quick.apply };
}

/** A quick filter is shown pressed when every value it sets is in force. */
export function isQuickFilterActive(search: HistorySearch, quick: HistoryQuickFilter): boolean {
  return Object.entries(quick.apply).every(([key, value]) => search[key as keyof HistorySearch] === value);
}

import {
  COLOR_FILL_FIELD_TYPE,
  DEFAULT_COLOR_COLUMN,
  REPORT_DATE_RANGE_TYPES,
  REPORT_VIEW_MODES,
} from "./reportDateRange";

// Spec 02 §3 "report column: id, label, selected, order, width, fieldType (color_fill marks
// colour separator columns), color" and the report registry the screens and exports read.

export interface ReportColumn {
  id: string;
  label: string;
  selected: boolean;
  order: number;
  width?: number | null;
  /** "fixed", a form field type, or "color_fill" for a colour separator. */
  fieldType: string;
  color?: string | null;
}

/** The columns every report has, before the chosen types' form fields (spec 02 §3 report row). */
export const FIXED_REPORT_COLUMNS = [
  { id: "asset_name", label: "Asset Name" },
  { id: "asset_type", label: "Asset Type" },
  { id: "submission_date", label: "Submission Date" },
  { id: "last_month_total", label: "Last Month Total" },
] as const;
export type FixedReportColumnId = (typeof FIXED_REPORT_COLUMNS)[number]["id"];
export const FIXED_COLUMN_TYPE = "fixed";

/**
 * Spec 02 §9: "six colour-separator presets", default #3B82F6. The spec does not list the
 * other five; these are Tailwind's 500 shades of red, green, amber, violet and pink.
 */
export const COLOR_COLUMN_PRESETS = [
  DEFAULT_COLOR_COLUMN,
  "#EF4444",
  "#10B981",
  "#F59E0B",
  "#8B5CF6",
  "#EC4899",
] as const;

/** The report registry (one report today): what it is, its columns, filters and exports. */
export const ASSET_SUBMISSIONS_REPORT = {
  id: "asset_submissions",
  title: "Inventory Reports",
  panel: "Advanced Asset Reporting",
  fixedColumns: FIXED_REPORT_COLUMNS,
  dateRanges: REPORT_DATE_RANGE_TYPES,
  viewModes: REPORT_VIEW_MODES,
  exportable: ["csv", "xlsx"] as const,
} as const;

/**
 * The column id of a form field. Fields of different forms with the same label share a
 * column ("Quantity" of the paint form and of the parts form), so ids come from labels.
 */
export function fieldColumnId(label: string): string {
  return `field:${label.trim().toLowerCase().replace(/\s+/g, " ")}`;
}

export function isColorColumn(column: Pick<ReportColumn, "fieldType">): boolean {
  return column.fieldType === COLOR_FILL_FIELD_TYPE;
}

/**
 * Fixed columns first, then each distinct field label of the given forms in form order
 * (first label spelling wins). Everything starts selected.
 */
export function buildReportColumns(
  forms: readonly { fields: readonly { id: string; label?: string | null; type?: string }[] | null }[],
): ReportColumn[] {
  const columns: ReportColumn[] = FIXED_REPORT_COLUMNS.map((c) => ({
    id: c.id,
    label: c.label,
    selected: true,
    order: 0,
    fieldType: FIXED_COLUMN_TYPE,
  }));
  const seen = new Set<string>(columns.map((c) => c.id));
  for (const form of forms) {
    for (const field of form.fields ?? []) {
      const label = field.label?.trim() || field.id;
      const id = fieldColumnId(label);
      if (seen.has(id)) continue;
      seen.add(id);
      columns.push({ id, label, selected: true, order: 0, fieldType: field.type ?? "text" });
    }
  }
  return renumber(columns);
}

function renumber(columns: ReportColumn[]): ReportColumn[] {
  return columns.map((c, order) => (c.order === order ? c : { ...c, order }));
}

export function sortColumns(columns: readonly ReportColumn[]): ReportColumn[] {
  return [...columns].sort((a, b) => a.order - b.order);
}

/** Moves a column one place up or down; at either end nothing changes. */
export function moveColumn(columns: readonly ReportColumn[], id: string, direction: "up" | "down"): ReportColumn[] {
  const sorted = sortColumns(columns);
  const index = sorted.findIndex((c) => c.id === id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= sorted.length) return sorted;
  const moved = [...sorted];
  const [column] = moved.splice(index, 1);
  if (column) moved.splice(target, 0, column);
  return renumber(moved);
}

export function toggleColumn(columns: readonly ReportColumn[], id: string, selected?: boolean): ReportColumn[] {
  return sortColumns(columns).map((c) => (c.id === id ? { ...c, selected: selected ?? !c.selected } : c));
}

/** Appends a colour separator column (selected) with a fresh id. */
export function addColorColumn(
  columns: readonly ReportColumn[],
  input: { label: string; color?: string | null },
): ReportColumn[] {
  const sorted = sortColumns(columns);
  let n = sorted.filter(isColorColumn).length + 1;
  while (sorted.some((c) => c.id === `color:${n}`)) n++;
  return renumber([
    ...sorted,
    {
      id: `color:${n}`,
      label: input.label.trim(),
      selected: true,
      order: sorted.length,
      fieldType: COLOR_FILL_FIELD_TYPE,
      color: input.color ?? DEFAULT_COLOR_COLUMN,
    },
  ]);
}

/** "colour columns can be deleted": other columns are only toggled, so they stay. */
export function removeColorColumn(columns: readonly ReportColumn[], id: string): ReportColumn[] {
  return renumber(sortColumns(columns).filter((c) => !(c.id === id && isColorColumn(c))));
}

/**
 * A saved column list laid over the columns available now: saved columns keep their
 * order, selection and colour (colour columns always come back; field columns only when
 * still available); new columns follow, selected.
 */
export function applySavedColumns(available: readonly ReportColumn[], saved: readonly ReportColumn[]): ReportColumn[] {
  const byId = new Map(available.map((c) => [c.id, c]));
  const kept = sortColumns(saved).filter((c) => isColorColumn(c) || byId.has(c.id));
  const keptIds = new Set(kept.map((c) => c.id));
  const fresh = sortColumns(available).filter((c) => !keptIds.has(c.id));
  return renumber([
    ...kept.map((c) => (isColorColumn(c) ? c : { ...(byId.get(c.id) as ReportColumn), selected: c.selected })),
    ...fresh,
  ]);
}

/**
 * Spec 02 §4: "latest mode uses up to 3 latest submissions per asset". Groups by asset,
 * newest first (ties by id, descending), keeping the first `limit` of each; assets keep the
 * order in which they first appear.
 */
export function latestSubmissionsPerAsset<T extends { assetId: string; createdAt: Date | string; id: string }>(
  submissions: readonly T[],
  limit = 3,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const s of submissions) {
    const list = groups.get(s.assetId);
    if (list) list.push(s);
    else groups.set(s.assetId, [s]);
  }
  for (const [assetId, list] of groups) {
    list.sort((a, b) => {
      const diff = new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
      return diff !== 0 ? diff : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
    });
    groups.set(assetId, list.slice(0, limit));
  }
  return groups;
}

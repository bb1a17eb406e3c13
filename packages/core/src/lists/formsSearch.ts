import { directionParam, enumParam, idParam, listSearch, pageParam, pageSizeParam, textParam } from "./searchParams";

/**
 * The forms list's URL state (spec 02 "Forms"): the tab (Active is the default and is left
 * out), the search box (name, description or a linked asset type's name), an asset type
 * filter, the sort column and direction, the page and its size. A reload, back/forward or a
 * shared link shows the same view.
 */
export const FORMS_TABS = ["archived"] as const;
export const FORMS_SORTS = ["name", "fields", "created", "updated"] as const;
export type FormsSort = (typeof FORMS_SORTS)[number];
export const FORMS_PAGE_SIZES = [10, 25, 50] as const;
export const FORMS_DEFAULT_PAGE_SIZE = 25;
/** The server's order: the newest updated first (archived: the newest archived first). */
export const FORMS_DEFAULT_SORT = { column: "updated", direction: "desc" } as const;

export const formsSearch = listSearch({
  tab: enumParam(FORMS_TABS),
  search: textParam,
  type: idParam,
  sort: enumParam(FORMS_SORTS),
  dir: directionParam,
  page: pageParam,
  size: pageSizeParam(FORMS_PAGE_SIZES),
});
export type FormsSearch = ReturnType<typeof formsSearch>;

/** What the list needs of a form row (the server sends one tab's forms whole). */
export interface FormsListRow {
  name: string;
  description: string | null;
  fieldCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  deletedAt: Date | string | null;
  links: readonly { assetTypeId: string; assetTypeName: string }[];
}

/**
 * One page of a tab's forms: kept when the search term is in the name, the description or
 * a linked asset type's name (case-insensitive) and, with a type filter, when the form is
 * linked to that type; sorted by the URL's column (ties keep the server's order); cut to
 * the page, which falls back to the last one when fewer rows are left.
 */
export function formsListPage<T extends FormsListRow>(
  forms: readonly T[],
  search: FormsSearch,
): { records: T[]; total: number; page: number; size: number } {
  const needle = search.search?.toLocaleLowerCase();
  const kept = forms.filter(
    (form) =>
      (!search.type || form.links.some((link) => link.assetTypeId === search.type)) &&
      (!needle ||
        [form.name, form.description ?? "", ...form.links.map((link) => link.assetTypeName)].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
  const column = search.sort ?? FORMS_DEFAULT_SORT.column;
  const sign = (search.dir ?? (search.sort ? "asc" : FORMS_DEFAULT_SORT.direction)) === "desc" ? -1 : 1;
  const keyOf = (form: T): string | number => {
    switch (column) {
      case "name":
        return form.name;
      case "fields":
        return form.fieldCount;
      case "created":
        return timeOf(form.createdAt);
      default:
        return timeOf(form.deletedAt ?? form.updatedAt);
    }
  };
  const sorted = kept
    .map((form, index) => ({ form, index, key: keyOf(form) }))
    .sort((a, b) => {
      const order =
        typeof a.key === "string" && typeof b.key === "string"
          ? a.key.localeCompare(b.key, undefined, { sensitivity: "base", numeric: true })
          : Number(a.key) - Number(b.key);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.form);
  const size = search.size ?? FORMS_DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(sorted.length / size));
  const page = Math.min(search.page ?? 1, lastPage);
  return { records: sorted.slice((page - 1) * size, page * size), total: sorted.length, page, size };
}

function timeOf(value: Date | string): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}

import { MEMBER_ROLES } from "../constants/roles";
import { type ClientListPage, clientListPage, matchesSearch, timeOf } from "./clientList";
import { MEMBER_PAGE_SIZES, MEMBER_SORT_COLUMNS, type MembersSearch } from "./membersSearch";
import { directionParam, enumParam, idParam, listSearch, pageParam, pageSizeParam, textParam } from "./searchParams";

// The Platform Management Dashboard (/platform-dashboard): the organizations list, and
// the Manage dialog of one organization (which, its tab, and its members list) in the URL.
// Route files import this file directly: it needs zod/mini only.

export const ORGANIZATION_SORT_COLUMNS = ["name", "members", "admins", "created"] as const;
export type OrganizationSortColumn = (typeof ORGANIZATION_SORT_COLUMNS)[number];
/** The server's order: the newest organization first. */
export const DEFAULT_ORGANIZATION_SORT = { column: "created", direction: "desc" } as const;
export const ORGANIZATION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ORGANIZATION_PAGE_SIZE = 25;
/** The Manage dialog's tabs: Members (count), Invitations (count, pending), Danger Zone. */
export const MANAGE_ORGANIZATION_TABS = ["members", "invitations", "danger"] as const;
export type ManageOrganizationTab = (typeof MANAGE_ORGANIZATION_TABS)[number];

export const platformSearch = listSearch({
  search: textParam,
  sort: enumParam(ORGANIZATION_SORT_COLUMNS),
  dir: directionParam,
  page: pageParam,
  size: pageSizeParam(ORGANIZATION_PAGE_SIZES),
  /** The organization whose Manage dialog is open. */
  manage: idParam,
  tab: enumParam(MANAGE_ORGANIZATION_TABS),
  // The Manage dialog's members list.
  msearch: textParam,
  mrole: enumParam(MEMBER_ROLES),
  msort: enumParam(MEMBER_SORT_COLUMNS),
  mdir: directionParam,
  mpage: pageParam,
  msize: pageSizeParam(MEMBER_PAGE_SIZES),
});
export type PlatformSearch = ReturnType<typeof platformSearch>;

/** The Manage dialog's members list in the terms of the organization's own members list. */
export function platformMembersSearch(search: PlatformSearch): MembersSearch {
  return {
    search: search.msearch,
    role: search.mrole,
    sort: search.msort,
    dir: search.mdir,
    page: search.mpage,
    size: search.msize,
  };
}

/** The URL fields of the Manage dialog's members list for a change of that list. */
export function platformMembersPatch(patch: Partial<MembersSearch>): Partial<PlatformSearch> {
  const result: Partial<PlatformSearch> = {};
  if ("search" in patch) result.msearch = patch.search;
  if ("role" in patch) result.mrole = patch.role;
  if ("sort" in patch) result.msort = patch.sort;
  if ("dir" in patch) result.mdir = patch.dir;
  if ("size" in patch) result.msize = patch.size;
  // Any change of what is listed starts again at page 1, as the other lists do.
  result.mpage = "page" in patch ? patch.page : undefined;
  return result;
}

export interface OrganizationListRow {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  adminCount: number;
  createdAt: Date | string;
}

/** The page of organizations that `search` asks for; search matches name, description and id. */
export function organizationListPage<O extends OrganizationListRow>(
  organizations: readonly O[],
  search: PlatformSearch,
): ClientListPage<O> {
  const column = search.sort ?? DEFAULT_ORGANIZATION_SORT.column;
  return clientListPage(organizations, {
    keep: (o) => matchesSearch(search.search, [o.name, o.description, o.id]),
    sortValue: (o) =>
      column === "name"
        ? o.name
        : column === "members"
          ? o.memberCount
          : column === "admins"
            ? o.adminCount
            : timeOf(o.createdAt),
    // A column chosen without a direction sorts ascending; the default order has its own.
    direction: search.dir ?? (search.sort ? "asc" : DEFAULT_ORGANIZATION_SORT.direction),
    page: search.page,
    size: search.size ?? DEFAULT_ORGANIZATION_PAGE_SIZE,
  });
}

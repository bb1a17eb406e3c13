import { MEMBER_ROLES } from "../constants/roles";
import { type ClientListPage, clientListPage, matchesSearch, timeOf } from "./clientList";
import { directionParam, enumParam, listSearch, pageParam, pageSizeParam, textParam } from "./searchParams";

// The members list (/organization/members and Organization Settings › Members): search,
// role filter, sort and page in the URL. Route files import this file directly
// (`@stockroom/core/lists/membersSearch`): it needs zod/mini only.

export const MEMBER_SORT_COLUMNS = ["name", "role", "joined", "lastSignIn"] as const;
export type MemberSortColumn = (typeof MEMBER_SORT_COLUMNS)[number];
/** The server's order: the longest-standing member first. */
export const DEFAULT_MEMBER_SORT = { column: "joined", direction: "asc" } as const;
export const MEMBER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_MEMBER_PAGE_SIZE = 25;

/** The member list's URL fields, shared by the screens that show it. */
export const memberListParams = {
  search: textParam,
  role: enumParam(MEMBER_ROLES),
  sort: enumParam(MEMBER_SORT_COLUMNS),
  dir: directionParam,
  page: pageParam,
  size: pageSizeParam(MEMBER_PAGE_SIZES),
};

/** /organization/members. */
export const membersSearch = listSearch(memberListParams);
export type MembersSearch = ReturnType<typeof membersSearch>;

/** Organization Settings' categories, as the `category` of /organization-admin. */
export const ORGANIZATION_SETTINGS_CATEGORIES = [
  "general",
  "members",
  "appearance",
  "notifications",
  "webhooks",
  "advanced",
  "statistics",
  "api",
] as const;
export type OrganizationSettingsCategory = (typeof ORGANIZATION_SETTINGS_CATEGORIES)[number];

/** /organization-admin: the category (General when absent) and the Members category's list. */
export const organizationSettingsSearch = listSearch({
  category: enumParam(ORGANIZATION_SETTINGS_CATEGORIES),
  ...memberListParams,
});
export type OrganizationSettingsSearch = ReturnType<typeof organizationSettingsSearch>;

/** What the list needs of a member row (the organization's and the platform's lists). */
export interface MemberListRow {
  email: string;
  fullName: string | null;
  role: string;
  joinedAt: Date | string;
  lastSignInAt: Date | string | null;
}

/** Owner first, then admin, manager, member, viewer. */
const ROLE_RANK: Record<string, number> = { owner: 0, admin: 1, manager: 2, member: 3, viewer: 4 };

/**
 * The page of members that `search` asks for. Search matches the name and the email;
 * a member without a name sorts by email. Never-signed-in members come last.
 */
export function memberListPage<M extends MemberListRow>(
  members: readonly M[],
  search: MembersSearch,
): ClientListPage<M> {
  const column = search.sort ?? DEFAULT_MEMBER_SORT.column;
  return clientListPage(members, {
    keep: (m) => (!search.role || m.role === search.role) && matchesSearch(search.search, [m.fullName, m.email]),
    sortValue: (m) =>
      column === "name"
        ? m.fullName?.trim() || m.email
        : column === "role"
          ? (ROLE_RANK[m.role] ?? 9)
          : column === "lastSignIn"
            ? timeOf(m.lastSignInAt)
            : timeOf(m.joinedAt),
    // A column chosen without a direction sorts ascending; the default order has its own.
    direction: search.dir ?? (search.sort ? "asc" : DEFAULT_MEMBER_SORT.direction),
    page: search.page,
    size: search.size ?? DEFAULT_MEMBER_PAGE_SIZE,
  });
}

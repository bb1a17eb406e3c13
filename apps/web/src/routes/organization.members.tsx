import { type MembersSearch, membersSearch } from "@stockroom/core/lists/membersSearch";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { useListState } from "../lib/listState";
import { appLayoutRoute } from "./_app";

const MembersPage = lazyScreen(() => import("../features/organization/MembersPage"), "MembersPage");

/** Members of the organization (spec 01 §2): read-only for non-admins; search, role, sort and page in the URL. */
export const organizationMembersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/organization/members",
  validateSearch: (search: Record<string, unknown>): MembersSearch => membersSearch(search),
  component: withPreload(function MembersScreen() {
    const [search, setSearch] = useListState(organizationMembersRoute);
    return <MembersPage search={search} onSearchChange={setSearch} />;
  }, MembersPage),
});

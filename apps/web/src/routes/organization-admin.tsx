import { type OrganizationSettingsSearch, organizationSettingsSearch } from "@stockroom/core/lists/membersSearch";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { useListState } from "../lib/listState";
import { appLayoutRoute } from "./_app";

const OrganizationSettingsPage = lazyScreen(
  () => import("../features/organization/OrganizationSettingsPage"),
  "OrganizationSettingsPage",
);

/**
 * Organization settings for admins (spec 01 §2); the route itself only needs a sign-in.
 * The category and the Members category's search, role, sort and page are in the URL.
 */
export const organizationAdminRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/organization-admin",
  validateSearch: (search: Record<string, unknown>): OrganizationSettingsSearch => organizationSettingsSearch(search),
  component: withPreload(function OrganizationSettingsScreen() {
    const [search, setSearch] = useListState(organizationAdminRoute);
    return <OrganizationSettingsPage search={search} onSearchChange={setSearch} />;
  }, OrganizationSettingsPage),
});

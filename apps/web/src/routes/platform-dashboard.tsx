import { type PlatformSearch, platformSearch } from "@stockroom/core/lists/platformSearch";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { useListState } from "../lib/listState";
import { appLayoutRoute } from "./_app";

const PlatformDashboardPage = lazyScreen(
  () => import("../features/platform/PlatformDashboardPage"),
  "PlatformDashboardPage",
);

/**
 * Platform management for operators (spec 01 §2); the route itself only needs a sign-in.
 * The organizations list, the open Manage dialog, its tab and its members list are in the URL.
 */
export const platformDashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/platform-dashboard",
  validateSearch: (search: Record<string, unknown>): PlatformSearch => platformSearch(search),
  component: withPreload(function PlatformDashboardScreen() {
    const [search, setSearch] = useListState(platformDashboardRoute);
    return <PlatformDashboardPage search={search} onSearchChange={setSearch} />;
  }, PlatformDashboardPage),
});

import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { searchString } from "../lib/search";
import { appLayoutRoute } from "./_app";

const ReportsPage = lazyScreen(() => import("../features/reports/ReportsPage"), "ReportsPage");

/** Reports (spec 02 §2); `?template={id}` opens a saved template (where /reports/{id} leads). */
export const reportsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/reports",
  component: withPreload(function ReportsScreen() {
    const search = reportsRoute.useSearch() as Record<string, unknown>;
    // Any value goes to the page: one that names no template of this organization says so.
    const id = searchString(search.template) || undefined;
    return <ReportsPage key={id ?? ""} templateId={id} />;
  }, ReportsPage),
});

import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const DataQualityPage = lazyScreen(() => import("../features/data-quality/DataQualityPage"), "DataQualityPage");

/** Data Quality Dashboard (spec 01 §2). */
export const dataQualityRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/data-quality",
  component: withPreload(function DataQualityDashboardScreen() {
    return <DataQualityPage />;
  }, DataQualityPage),
});

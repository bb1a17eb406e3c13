import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetTypesPage = lazyScreen(() => import("../features/asset-types/AssetTypesPage"), "AssetTypesPage");

/** Asset types list (spec 02 §2). */
export const assetTypesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types",
  component: AssetTypesPage,
});

import { createRoute } from "@tanstack/react-router";
import { AssetTypesPage } from "../features/asset-types/AssetTypesPage";
import { appLayoutRoute } from "./_app";

/** Asset types list (spec 02 §2). */
export const assetTypesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/asset-types",
  component: AssetTypesPage,
});

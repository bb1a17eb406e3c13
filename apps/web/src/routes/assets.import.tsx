import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

export const ImportAssetsPage = lazyScreen(() => import("../features/import/ImportAssetsPage"), "ImportAssetsPage");

/** Issue 24: spreadsheet import with a dry-run preview (managers and admins). */
export const assetImportRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/import",
  component: ImportAssetsPage,
});

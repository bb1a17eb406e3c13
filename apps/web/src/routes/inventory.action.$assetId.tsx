import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const ActionChooserPage = lazyScreen(() => import("../features/inventory/ActionChooserPage"), "ActionChooserPage");

/** Action chooser (spec 02 §2): Add New Items or Monthly Inventory. */
export const inventoryActionRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/action/$assetId",
  component: withPreload(function Screen() {
    const { assetId } = inventoryActionRoute.useParams();
    return <ActionChooserPage key={assetId} assetId={assetId} />;
  }, ActionChooserPage),
});

import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../lib/lazyScreen";
import { paramScreen } from "../lib/paramScreen";
import { appLayoutRoute } from "./_app";

const ActionChooserPage = lazyScreen(() => import("../features/inventory/ActionChooserPage"), "ActionChooserPage");

/** Action chooser (spec 02 §2): Add New Items or Monthly Inventory. */
export const inventoryActionRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/action/$assetId",
  component: paramScreen(ActionChooserPage, "assetId"),
});

import { createRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../ui/PlaceholderPage";
import { appLayoutRoute } from "./_app";

/** Correct one history entry (spec 02 §2). */
export const assetInventoryCorrectRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/correct/$historyId",
  component: function CorrectInventoryEntryScreen() {
    return <PlaceholderPage title="Correct Inventory Entry" />;
  },
});

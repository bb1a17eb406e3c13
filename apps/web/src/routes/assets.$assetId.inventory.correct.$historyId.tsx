import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const CorrectionScreen = lazyScreen(
  () => import("../features/inventory/corrections/CorrectionScreen"),
  "CorrectionScreen",
);

/** Correct one history entry (spec 02 §2, §4 "Corrections"). */
export const assetInventoryCorrectRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$assetId/inventory/correct/$historyId",
  component: withPreload(function CorrectInventoryEntryScreen() {
    const { assetId, historyId } = assetInventoryCorrectRoute.useParams();
    return <CorrectionScreen key={historyId} assetId={assetId} historyId={historyId} />;
  }, CorrectionScreen),
});

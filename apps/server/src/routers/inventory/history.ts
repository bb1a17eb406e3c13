import {
  applyAnomalyFixInput,
  applyCorrectionInput,
  historyEventIdInput,
  historyTargetInput,
  undismissAnomaliesInput,
} from "@stockroom/core";
import { applyInventoryCorrection } from "../../services/inventory/corrections/apply-inventory-correction";
import { getCorrectionContext } from "../../services/inventory/corrections/get-correction-context";
import { restoreAssetForCorrection } from "../../services/inventory/corrections/restore-asset-for-correction";
import { dismissAnomaly, undismissAnomalies } from "../../services/inventory/history/anomaly-dismissals";
import { applyAnomalyFix } from "../../services/inventory/history/apply-anomaly-fix";
import { getInventoryHistory } from "../../services/inventory/history/get-inventory-history";
import { markInventoryEventVerified } from "../../services/inventory/history/mark-event-verified";
import { orgProcedure, orgWriterProcedure, router } from "../../trpc";
import { orgContext, serviceContext } from "../service-context";

/** Inventory history: the anomaly screen, verification, fixes, dismissals and corrections. */
export const inventoryHistoryRouter = router({
  get: orgProcedure.input(historyTargetInput).query(({ ctx, input }) => getInventoryHistory(orgContext(ctx), input)),
  markVerified: orgWriterProcedure
    .input(historyEventIdInput)
    .mutation(({ ctx, input }) => markInventoryEventVerified(serviceContext(ctx), input)),
  applyFix: orgWriterProcedure
    .input(applyAnomalyFixInput)
    .mutation(({ ctx, input }) => applyAnomalyFix(serviceContext(ctx), input)),
  dismiss: orgWriterProcedure
    .input(historyEventIdInput)
    .mutation(({ ctx, input }) => dismissAnomaly(serviceContext(ctx), input)),
  undismissAll: orgWriterProcedure
    .input(undismissAnomaliesInput)
    .mutation(({ ctx, input }) => undismissAnomalies(serviceContext(ctx), input)),
  correctionContext: orgProcedure
    .input(historyEventIdInput)
    .query(({ ctx, input }) => getCorrectionContext(orgContext(ctx), input)),
  restoreAssetForCorrection: orgWriterProcedure
    .input(historyEventIdInput)
    .mutation(({ ctx, input }) => restoreAssetForCorrection(serviceContext(ctx), input)),
  applyCorrection: orgWriterProcedure
    .input(applyCorrectionInput)
    .mutation(({ ctx, input }) => applyInventoryCorrection(serviceContext(ctx), input)),
});

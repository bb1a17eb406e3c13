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

/** Inventory history: the anomaly screen, verification, fixes, dismissals and corrections. */
export const inventoryHistoryRouter = router({
  get: orgProcedure
    .input(historyTargetInput)
    .query(({ ctx, input }) => getInventoryHistory({ db: ctx.db, orgId: ctx.org.id }, input)),
  markVerified: orgWriterProcedure
    .input(historyEventIdInput)
    .mutation(({ ctx, input }) =>
      markInventoryEventVerified({ db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId }, input),
    ),
  applyFix: orgWriterProcedure
    .input(applyAnomalyFixInput)
    .mutation(({ ctx, input }) => applyAnomalyFix({ db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId }, input)),
  dismiss: orgWriterProcedure
    .input(historyEventIdInput)
    .mutation(({ ctx, input }) => dismissAnomaly({ db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId }, input)),
  undismissAll: orgWriterProcedure
    .input(undismissAnomaliesInput)
    .mutation(({ ctx, input }) => undismissAnomalies({ db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId }, input)),
  correctionContext: orgProcedure
    .input(historyEventIdInput)
    .query(({ ctx, input }) => getCorrectionContext({ db: ctx.db, orgId: ctx.org.id }, input)),
  restoreAssetForCorrection: orgWriterProcedure
    .input(historyEventIdInput)
    .mutation(({ ctx, input }) =>
      restoreAssetForCorrection({ db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId }, input),
    ),
  applyCorrection: orgWriterProcedure
    .input(applyCorrectionInput)
    .mutation(({ ctx, input }) =>
      applyInventoryCorrection({ db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId }, input),
    ),
});

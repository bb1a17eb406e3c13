import { reorderListInput, setReorderMinimumInput } from "@stockroom/core";
import { exportReorderCsv, listReorderItems } from "../../services/reorder/list-reorder-items";
import { setReorderMinimum } from "../../services/reorder/set-reorder-minimum";
import { orgAdminProcedure, orgProcedure, router } from "../../trpc";
import { orgContext, serviceContext } from "../service-context";

/** The reorder list and an item's fixed reorder minimum (issue 25 "Low stock", "Reorder list"). */
export const inventoryReorderRouter = router({
  list: orgProcedure.input(reorderListInput).query(({ ctx, input }) => listReorderItems(orgContext(ctx), input)),
  export: orgProcedure.query(({ ctx }) => exportReorderCsv({ ...orgContext(ctx), language: ctx.req.language })),
  setMinimum: orgAdminProcedure
    .input(setReorderMinimumInput)
    .mutation(({ ctx, input }) => setReorderMinimum(serviceContext(ctx), input)),
});

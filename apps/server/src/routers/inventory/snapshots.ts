import { snapshotExportInput, snapshotListInput } from "@stockroom/core";
import { exportSnapshots, listSnapshots } from "../../services/inventory/snapshots/list-snapshots";
import { orgProcedure, router } from "../../trpc";
import { orgContext } from "../service-context";

/** Monthly snapshots (written by the monthly job): the Monthly History tab and its export. */
export const inventorySnapshotsRouter = router({
  list: orgProcedure.input(snapshotListInput).query(({ ctx, input }) => listSnapshots(orgContext(ctx), input)),
  export: orgProcedure.input(snapshotExportInput).query(({ ctx, input }) => exportSnapshots(orgContext(ctx), input)),
});

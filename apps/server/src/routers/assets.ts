import {
  assetExportInput,
  assetIdInput,
  assetListInput,
  assetOptionsInput,
  assetUpdateInput,
  assetWriteInput,
  qrLabelListInput,
} from "@stockroom/core";
import { labelOrigin } from "../http/lan-origin";
import { createAsset } from "../services/assets/create-asset";
import { deleteAsset, restoreAsset } from "../services/assets/delete-asset";
import { generateAssetQr } from "../services/assets/generate-asset-qr";
import { getAsset } from "../services/assets/get-asset";
import { listAssetActivity } from "../services/assets/list-asset-activity";
import { listAssetFormActivity } from "../services/assets/list-asset-form-activity";
import { listAssetOptions } from "../services/assets/list-asset-options";
import { listAssetTimeline } from "../services/assets/list-asset-timeline";
import { listAssets } from "../services/assets/list-assets";
import { listQrLabels } from "../services/assets/list-qr-labels";
import { updateAsset } from "../services/assets/update-asset";
import { exportAssets } from "../services/imports/export-assets";
import { orgProcedure, orgWriterProcedure, router } from "../trpc";
import { assetImportRouter } from "./asset-import";
import { orgContext, serviceContext } from "./service-context";

export const assetsRouter = router({
  list: orgProcedure.input(assetListInput).query(({ ctx, input }) => listAssets(orgContext(ctx), input)),
  options: orgProcedure.input(assetOptionsInput).query(({ ctx, input }) => listAssetOptions(orgContext(ctx), input)),
  get: orgProcedure.input(assetIdInput).query(({ ctx, input }) => getAsset(orgContext(ctx), input.id)),
  formActivity: orgProcedure
    .input(assetIdInput)
    .query(({ ctx, input }) => listAssetFormActivity(orgContext(ctx), input.id)),
  activity: orgProcedure.input(assetIdInput).query(({ ctx, input }) => listAssetActivity(orgContext(ctx), input.id)),
  /** The History tab: edits, form submissions and stock changes together. */
  inventoryActivity: orgProcedure
    .input(assetIdInput)
    .query(({ ctx, input }) => listAssetTimeline(orgContext(ctx), input.id)),

  create: orgWriterProcedure
    .input(assetWriteInput)
    .mutation(({ ctx, input }) => createAsset(serviceContext(ctx), input)),
  update: orgWriterProcedure
    .input(assetUpdateInput)
    .mutation(({ ctx, input }) => updateAsset(serviceContext(ctx), input)),
  delete: orgWriterProcedure
    .input(assetIdInput)
    .mutation(({ ctx, input }) => deleteAsset(serviceContext(ctx), input.id)),
  restore: orgWriterProcedure
    .input(assetIdInput)
    .mutation(({ ctx, input }) => restoreAsset(serviceContext(ctx), input.id)),
  /** The QR code manager's labels (search, status and asset type multi-filters). */
  qrLabels: orgProcedure.input(qrLabelListInput).query(({ ctx, input }) => listQrLabels(orgContext(ctx), input)),
  /** The origin printed labels encode: PUBLIC_URL, the server's link origin, or the LAN address for a loopback one. */
  labelOrigin: orgProcedure.query(({ ctx }) =>
    labelOrigin({ publicUrl: ctx.config.publicUrl, linkOrigin: ctx.req.linkOrigin }),
  ),
  /** Viewers may look at and print QR codes too; each generation is logged. */
  generateQr: orgProcedure.input(assetIdInput).mutation(({ ctx, input }) =>
    generateAssetQr(serviceContext(ctx), {
      id: input.id,
      origin: ctx.req.linkOrigin,
      // The spec: a failed 'QR Code Generated' log entry is ignored (only reported here).
      log: (err) => console.warn("QR generation log entry failed", err),
    }),
  ),
  /** Issue 24: spreadsheet import (manager or admin) and the export that re-imports. */
  import: assetImportRouter,
  export: orgProcedure.input(assetExportInput).query(({ ctx, input }) => exportAssets(orgContext(ctx), input.format)),
});

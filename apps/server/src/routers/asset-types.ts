import {
  assetTypeIdInput,
  assetTypeInput,
  assetTypeListInput,
  assetTypeNameCheckInput,
  assetTypeUpdateInput,
  barcodeSettingsUpdateInput,
  calculationFormulasUpdateInput,
  conversionFieldsUpdateInput,
} from "@stockroom/core";
import { archiveAssetType } from "../services/asset-types/archive-asset-type";
import { checkAssetTypeNameAvailability } from "../services/asset-types/check-asset-type-name";
import { createAssetType } from "../services/asset-types/create-asset-type";
import { getAssetType } from "../services/asset-types/get-asset-type";
import { listAssetTypeOptions } from "../services/asset-types/list-asset-type-options";
import { listAssetTypes } from "../services/asset-types/list-asset-types";
import { restoreAssetType } from "../services/asset-types/restore-asset-type";
import { updateAssetType } from "../services/asset-types/update-asset-type";
import { updateAssetTypeBarcodeSettings } from "../services/asset-types/update-asset-type-barcode-settings";
import { updateCalculationFormulas } from "../services/asset-types/update-calculation-formulas";
import { updateConversionFields } from "../services/asset-types/update-conversion-fields";
import { orgProcedure, orgWriterProcedure, router } from "../trpc";

export const assetTypesRouter = router({
  list: orgProcedure.input(assetTypeListInput).query(({ ctx, input }) => listAssetTypes(ctx.db, ctx.org.id, input)),
  options: orgProcedure.query(({ ctx }) => listAssetTypeOptions(ctx.db, ctx.org.id)),
  get: orgProcedure.input(assetTypeIdInput).query(({ ctx, input }) => getAssetType(ctx.db, ctx.org.id, input.id)),
  checkName: orgProcedure
    .input(assetTypeNameCheckInput)
    .query(({ ctx, input }) => checkAssetTypeNameAvailability(ctx.db, ctx.org.id, input)),

  create: orgWriterProcedure
    .input(assetTypeInput)
    .mutation(({ ctx, input }) => createAssetType(ctx.db, ctx.org.id, ctx.actorId, input)),
  update: orgWriterProcedure
    .input(assetTypeUpdateInput)
    .mutation(({ ctx, input }) => updateAssetType(ctx.db, ctx.org.id, ctx.actorId, input)),
  updateBarcodeSettings: orgWriterProcedure
    .input(barcodeSettingsUpdateInput)
    .mutation(({ ctx, input }) => updateAssetTypeBarcodeSettings(ctx.db, ctx.org.id, ctx.actorId, input)),
  updateConversionFields: orgWriterProcedure
    .input(conversionFieldsUpdateInput)
    .mutation(({ ctx, input }) => updateConversionFields(ctx.db, ctx.org.id, ctx.actorId, input)),
  updateCalculationFormulas: orgWriterProcedure
    .input(calculationFormulasUpdateInput)
    .mutation(({ ctx, input }) => updateCalculationFormulas(ctx.db, ctx.org.id, ctx.actorId, input)),
  archive: orgWriterProcedure
    .input(assetTypeIdInput)
    .mutation(({ ctx, input }) => archiveAssetType(ctx.db, ctx.org.id, ctx.actorId, input.id)),
  restore: orgWriterProcedure
    .input(assetTypeIdInput)
    .mutation(({ ctx, input }) => restoreAssetType(ctx.db, ctx.org.id, ctx.actorId, input.id)),
});

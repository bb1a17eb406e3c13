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
import { archiveAssetType, restoreAssetType } from "../services/asset-types/archive-asset-type";
import { checkAssetTypeNameAvailability } from "../services/asset-types/check-asset-type-name";
import { createAssetType } from "../services/asset-types/create-asset-type";
import { getAssetType } from "../services/asset-types/get-asset-type";
import { listAssetTypeOptions } from "../services/asset-types/list-asset-type-options";
import { listAssetTypes } from "../services/asset-types/list-asset-types";
import { updateAssetType } from "../services/asset-types/update-asset-type";
import { updateAssetTypeBarcodeSettings } from "../services/asset-types/update-asset-type-barcode-settings";
import { updateCalculationFormulas } from "../services/asset-types/update-calculation-formulas";
import { updateConversionFields } from "../services/asset-types/update-conversion-fields";
import { orgProcedure, orgWriterProcedure, router } from "../trpc";
import { orgContext, serviceContext } from "./service-context";

export const assetTypesRouter = router({
  list: orgProcedure.input(assetTypeListInput).query(({ ctx, input }) => listAssetTypes(orgContext(ctx), input)),
  options: orgProcedure.query(({ ctx }) => listAssetTypeOptions(orgContext(ctx))),
  get: orgProcedure.input(assetTypeIdInput).query(({ ctx, input }) => getAssetType(orgContext(ctx), input.id)),
  checkName: orgProcedure
    .input(assetTypeNameCheckInput)
    .query(({ ctx, input }) => checkAssetTypeNameAvailability(orgContext(ctx), input)),

  create: orgWriterProcedure
    .input(assetTypeInput)
    .mutation(({ ctx, input }) => createAssetType(serviceContext(ctx), input)),
  update: orgWriterProcedure
    .input(assetTypeUpdateInput)
    .mutation(({ ctx, input }) => updateAssetType(serviceContext(ctx), input)),
  updateBarcodeSettings: orgWriterProcedure
    .input(barcodeSettingsUpdateInput)
    .mutation(({ ctx, input }) => updateAssetTypeBarcodeSettings(serviceContext(ctx), input)),
  updateConversionFields: orgWriterProcedure
    .input(conversionFieldsUpdateInput)
    .mutation(({ ctx, input }) => updateConversionFields(serviceContext(ctx), input)),
  updateCalculationFormulas: orgWriterProcedure
    .input(calculationFormulasUpdateInput)
    .mutation(({ ctx, input }) => updateCalculationFormulas(serviceContext(ctx), input)),
  archive: orgWriterProcedure
    .input(assetTypeIdInput)
    .mutation(({ ctx, input }) => archiveAssetType(serviceContext(ctx), input.id)),
  restore: orgWriterProcedure
    .input(assetTypeIdInput)
    .mutation(({ ctx, input }) => restoreAssetType(serviceContext(ctx), input.id)),
});

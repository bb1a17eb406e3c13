import { z } from "zod";
import { ASSET_TYPE_SORTS } from "../constants/assets";
import { SORT_DIRECTIONS } from "../constants/limits";
import { ASSET_TYPE_NOT_FOUND_MESSAGE, assetTypeInput, barcodeSettingsInput } from "./assetTypes";
import { conversionFieldsInput } from "./conversionFields";
import { entityId } from "./entityId";

// What the asset type procedures take: the list's query, an id, and the card edits with the
// id of the type they change. An id that is not a uuid answers 'Asset type not found'.

export const assetTypeListInput = z.object({
  archived: z.boolean().default(false),
  sort: z.enum(ASSET_TYPE_SORTS).default("created_at"),
  direction: z.enum(SORT_DIRECTIONS).default("desc"),
  /** The 'has assets' filter. */
  hasAssets: z.boolean().default(false),
});
export type AssetTypeListInput = z.infer<typeof assetTypeListInput>;

export const assetTypeIdInput = z.object({ id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE) });

export const assetTypeNameCheckInput = z.object({
  name: z.string().max(200),
  /** The type being edited: its own name is not a conflict. */
  excludeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
});

export const assetTypeUpdateInput = assetTypeInput.extend({ id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE) });
export const barcodeSettingsUpdateInput = barcodeSettingsInput.extend({ id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE) });
export const conversionFieldsUpdateInput = z.object({
  id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE),
  fields: conversionFieldsInput,
});

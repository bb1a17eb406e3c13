import { z } from "zod";
import { MOBILE_SEARCH_LIMIT } from "../constants/limits";
import { MOBILE_ASSET_NOT_FOUND, MOBILE_INVALID_QR } from "../constants/mobile";
import { ASSET_NOT_FOUND_MESSAGE } from "./assets";
import { entityId } from "./entityId";
import { mobilePinInput } from "./profile";

// Spec 01 "Mobile QR page", §6 (PIN session) and spec 02 "Mobile asset workflow".

/** The mobile page's asset: from /mobile/asset/{id} or /qr/{code} (the raw code, parsed by the server). */
export const mobileAssetRef = z.union([
  z.object({ assetId: entityId(MOBILE_ASSET_NOT_FOUND) }),
  z.object({ code: z.string(MOBILE_INVALID_QR).trim().min(1, MOBILE_INVALID_QR).max(2000, MOBILE_INVALID_QR) }),
]);
export type MobileAssetRef = z.infer<typeof mobileAssetRef>;

/** The PIN step: the asset scanned (its organization is the only one searched) and the PIN. */
export const mobileAuthenticateInput = mobilePinInput.extend({ assetId: entityId(MOBILE_ASSET_NOT_FOUND) });
export type MobileAuthenticateInput = z.infer<typeof mobileAuthenticateInput>;

/** Mobile asset selector: name / description / serial number contains, at most 50. */
export const mobileAssetSearchInput = z.object({
  search: z.string().trim().max(200).default(""),
  limit: z.number().int().min(1).max(MOBILE_SEARCH_LIMIT).default(MOBILE_SEARCH_LIMIT),
});
export type MobileAssetSearchInput = z.infer<typeof mobileAssetSearchInput>;

/** Diagnostics: the asset whose workflow is checked. */
export const mobileDiagnosticsInput = z.object({ assetId: entityId(ASSET_NOT_FOUND_MESSAGE) });

import { z } from "zod";
import { MOBILE_SEARCH_LIMIT } from "../constants/limits";
import {
  ENROLLMENT_CODE_INVALID_MESSAGE,
  ENROLLMENT_CODE_REQUIRED_MESSAGE,
  MOBILE_ASSET_NOT_FOUND,
  MOBILE_INVALID_QR,
} from "../constants/mobile";
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

/**
 * The PIN step: the label scanned (as the page's address names it: an asset id or the QR code)
 * and the PIN. Only the enrolled phone's organization is searched.
 */
export const mobileAuthenticateInput = z.union([
  mobilePinInput.extend({ assetId: entityId(MOBILE_ASSET_NOT_FOUND) }),
  mobilePinInput.extend({
    code: z.string(MOBILE_INVALID_QR).trim().min(1, MOBILE_INVALID_QR).max(2000, MOBILE_INVALID_QR),
  }),
]);
export type MobileAuthenticateInput = z.infer<typeof mobileAuthenticateInput>;

/** Mobile asset selector: name / description / serial number contains, at most 50. */
export const mobileAssetSearchInput = z.object({
  search: z.string().trim().max(200).default(""),
  limit: z.number().int().min(1).max(MOBILE_SEARCH_LIMIT).default(MOBILE_SEARCH_LIMIT),
});
export type MobileAssetSearchInput = z.infer<typeof mobileAssetSearchInput>;

/** Diagnostics: the asset whose workflow is checked. */
export const mobileDiagnosticsInput = z.object({ assetId: entityId(ASSET_NOT_FOUND_MESSAGE) });

/** Enrolling a phone with the code an administrator shows (spaces and dashes are only for reading). */
export const mobileEnrollInput = z.object({
  code: z
    .string(ENROLLMENT_CODE_REQUIRED_MESSAGE)
    .trim()
    .min(1, ENROLLMENT_CODE_REQUIRED_MESSAGE)
    .max(40, ENROLLMENT_CODE_INVALID_MESSAGE),
});

export const PHONE_DEVICE_NOT_FOUND = "Phone not found";
/** Organization settings › Members › Phones: one enrolled phone. */
export const phoneDeviceInput = z.object({ deviceId: entityId(PHONE_DEVICE_NOT_FOUND) });
/** Clears the PIN locks of one phone, or (deviceId null) the organization's daily count. */
export const clearPinLockInput = z.object({ deviceId: entityId(PHONE_DEVICE_NOT_FOUND).nullable() });

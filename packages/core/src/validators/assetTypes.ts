import { z } from "zod";
import {
  BARCODE_PREFIX_MAX_LENGTH,
  BARCODE_TYPES,
  DEFAULT_ASSET_TYPE_COLOR,
  DEFAULT_BARCODE_TYPE,
} from "../constants/assets";
import { boundedText, DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from "./limits";

// Spec 02 §5 Asset type.

export const ASSET_TYPE_NAME_REQUIRED_MESSAGE = "Asset type name is required";
/** Ours: an asset type id that names no asset type of the organization. */
export const ASSET_TYPE_NOT_FOUND_MESSAGE = "Asset type not found";
export const BARCODE_PREFIX_TOO_LONG_MESSAGE = "Barcode prefix must be 10 characters or fewer";
export const INVALID_COLOR_MESSAGE = "Colour must be a hex colour such as #6E56CF";
export const NAME_AVAILABLE_MESSAGE = "Name is available";
export const NAME_VALIDATION_FAILED_MESSAGE = "Validation failed";
export const NAME_VALIDATION_IN_PROGRESS_MESSAGE = "Name validation is in progress";
export const ASSET_TYPE_RESTORE_CONFLICT_MESSAGE =
  "An active asset type with the same name already exists in this organization.";
export const ASSET_TYPE_RESTORE_FAILED_MESSAGE =
  "Failed to restore asset type. There might be a name conflict with an active type.";

/** 'An asset type named "{name}" already exists in this organization.' */
export function assetTypeNameTakenMessage(name: string): string {
  return `An asset type named "${name}" already exists in this organization.`;
}

/** States of the name check that runs 300 ms after typing. */
export const NAME_CHECK_STATES = ["idle", "checking", "valid", "invalid"] as const;
export type NameCheckState = (typeof NAME_CHECK_STATES)[number];

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, INVALID_COLOR_MESSAGE);

export const barcodeSettingsInput = z.object({
  enableBarcodes: z.boolean().default(false),
  barcodeType: z.enum(BARCODE_TYPES).default(DEFAULT_BARCODE_TYPE),
  barcodePrefix: z
    .string()
    .trim()
    .max(BARCODE_PREFIX_MAX_LENGTH, BARCODE_PREFIX_TOO_LONG_MESSAGE)
    .nullish()
    .transform((p) => p ?? ""),
});
export type BarcodeSettingsInput = z.infer<typeof barcodeSettingsInput>;

/** Create or edit an asset type: name, description, colour and barcode settings. */
export const assetTypeInput = z.object({
  name: z
    .string(ASSET_TYPE_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, ASSET_TYPE_NAME_REQUIRED_MESSAGE)
    .pipe(boundedText("Name", NAME_MAX_LENGTH)),
  description: boundedText("Description", DESCRIPTION_MAX_LENGTH)
    .trim()
    .nullish()
    .transform((d) => d ?? ""),
  color: hexColor.default(DEFAULT_ASSET_TYPE_COLOR),
  ...barcodeSettingsInput.shape,
});
export type AssetTypeInput = z.infer<typeof assetTypeInput>;

/**
 * The name check: blocks save while checking, reports a name used by another
 * non-archived type of the organization (compared trimmed, ignoring case).
 */
export function checkAssetTypeName(
  name: string,
  existingNames: readonly string[],
): { state: "valid"; message: string } | { state: "invalid"; message: string } {
  const trimmed = name.trim();
  if (trimmed === "") return { state: "invalid", message: ASSET_TYPE_NAME_REQUIRED_MESSAGE };
  const taken = existingNames.some((n) => n.trim().toLowerCase() === trimmed.toLowerCase());
  return taken
    ? { state: "invalid", message: assetTypeNameTakenMessage(trimmed) }
    : { state: "valid", message: NAME_AVAILABLE_MESSAGE };
}

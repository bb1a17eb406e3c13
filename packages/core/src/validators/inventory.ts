import { z } from "zod";
import {
  DEFAULT_CORRECTION_UNIT_TYPE,
  DEFAULT_CURRENCY,
  DEFAULT_INVENTORY_STATUS,
  FALLBACK_FORM_CONDITIONS,
  INVENTORY_STATUSES,
} from "../constants/inventory";
import { NAME_REQUIRED_MESSAGE } from "./assets";
import {
  boundedText,
  DESCRIPTION_MAX_LENGTH,
  MONEY_MAX,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  QUANTITY_MAX,
  SHORT_TEXT_MAX_LENGTH,
  tooLargeNumberMessage,
} from "./limits";
import { type NumberRule, numberField } from "./numbers";

// Spec 02 §5: inventory create, edit item, record check, correction.

export const QUANTITY_REQUIRED_MESSAGE = "Quantity is required";
export const QUANTITY_WHOLE_NUMBER_MESSAGE = "Quantity must be a whole number";
export const QUANTITY_NOT_NEGATIVE_MESSAGE = "Quantity cannot be negative";
export const QUANTITY_TOO_LARGE_MESSAGE = tooLargeNumberMessage("Quantity", QUANTITY_MAX);
export const CORRECTION_REASON_REQUIRED_MESSAGE = "Correction reason is required";
export const PRICE_NEGATIVE_MESSAGE = "Price cannot be negative";
export const INVENTORY_EXISTS_MESSAGE = "Inventory already exists for this asset";
export const INVENTORY_EXISTS_DETAIL =
  "This asset already has an inventory item. You cannot create multiple inventory items for the same asset.";
export const ASSET_ID_NOT_FOUND_MESSAGE = "The asset ID does not exist in the system. Please select a valid asset.";

/** Stock quantities are whole numbers (integer columns) from 0: typed text or a number. */
export const QUANTITY_RULE = {
  what: "Quantity",
  whole: true,
  min: 0,
  max: QUANTITY_MAX,
  required: true,
  minMessage: QUANTITY_NOT_NEGATIVE_MESSAGE,
  maxMessage: QUANTITY_TOO_LARGE_MESSAGE,
  requiredMessage: QUANTITY_REQUIRED_MESSAGE,
} as const satisfies NumberRule;
/** Prices: from 0, two decimals at most (numeric(14, 2) would round a third one away); optional. */
export const PRICE_RULE = {
  what: "Price",
  min: 0,
  max: MONEY_MAX,
  maxDecimals: 2,
  minMessage: PRICE_NEGATIVE_MESSAGE,
} as const satisfies NumberRule;

const wholeQuantity = numberField(QUANTITY_RULE);

/** "Inventory create: initial quantity required, integer, minimum 0 … Default quantity 0, default location empty string." */
export const inventoryCreateInput = z.object({
  quantity: wholeQuantity.default(0),
  location: boundedText("Location", SHORT_TEXT_MAX_LENGTH).trim().default(""),
  status: z.enum(INVENTORY_STATUSES).default(DEFAULT_INVENTORY_STATUS),
  notes: boundedText("Notes", NOTES_MAX_LENGTH).trim().default(""),
});
export type InventoryCreateInput = z.infer<typeof inventoryCreateInput>;

/** "Edit inventory item: name required ('Name is required'); quantity integer >= 0 (default 0)." */
export const inventoryItemEditInput = z.object({
  name: z.string(NAME_REQUIRED_MESSAGE).trim().min(1, NAME_REQUIRED_MESSAGE).pipe(boundedText("Name", NAME_MAX_LENGTH)),
  description: boundedText("Description", DESCRIPTION_MAX_LENGTH).trim().nullish(),
  sku: boundedText("SKU", NAME_MAX_LENGTH).trim().nullish(),
  barcode: boundedText("Barcode", NAME_MAX_LENGTH).trim().nullish(),
  quantity: wholeQuantity,
  location: boundedText("Location", SHORT_TEXT_MAX_LENGTH).trim().nullish(),
  category: boundedText("Category", NAME_MAX_LENGTH).trim().nullish(),
});
export type InventoryItemEditInput = z.infer<typeof inventoryItemEditInput>;

/**
 * "Record check: quantity number minimum 0". Not "0 if unparseable" (issue 21 §10): NaN, "abc",
 * null or an object recorded a stock of 0; now they get a message and change nothing.
 */
export const inventoryCheckInput = z.object({
  quantity: wholeQuantity,
  notes: boundedText("Notes", NOTES_MAX_LENGTH).trim().nullish(),
});
export type InventoryCheckInput = z.infer<typeof inventoryCheckInput>;

/** The fallback inventory form: quantity (required, min 0), location, condition, notes. */
export const fallbackInventoryCheckInput = z.object({
  quantity: wholeQuantity,
  location: boundedText("Location", SHORT_TEXT_MAX_LENGTH).trim().nullish(),
  condition: z.enum(FALLBACK_FORM_CONDITIONS).nullish(),
  notes: boundedText("Notes", NOTES_MAX_LENGTH).trim().nullish(),
});
export type FallbackInventoryCheckInput = z.infer<typeof fallbackInventoryCheckInput>;

/** "Correction: reason required; price not negative; quantity minimum 0"; currency USD and unit 'each' by default. */
export const correctionInput = z.object({
  quantity: wholeQuantity,
  reason: z
    .string(CORRECTION_REASON_REQUIRED_MESSAGE)
    .trim()
    .min(1, CORRECTION_REASON_REQUIRED_MESSAGE)
    .pipe(boundedText("Reason", NOTES_MAX_LENGTH)),
  location: boundedText("Location", SHORT_TEXT_MAX_LENGTH).trim().nullish(),
  notes: boundedText("Notes", NOTES_MAX_LENGTH).trim().nullish(),
  price: numberField(PRICE_RULE),
  currency: z.string().trim().length(3).default(DEFAULT_CURRENCY),
  unit_type: z.string().trim().min(1).max(50).default(DEFAULT_CORRECTION_UNIT_TYPE),
});
export type CorrectionInput = z.infer<typeof correctionInput>;

/** "apply disabled until a reason is entered". */
export function canApplyCorrection(reason: string): boolean {
  return reason.trim() !== "";
}

/** "a price change above 0 shows a reminder toast for 8 seconds". */
export function showsPriceReminder(
  price: number | null | undefined,
  previousPrice: number | null | undefined,
): boolean {
  return typeof price === "number" && price > 0 && price !== previousPrice;
}

/** "In the anomaly banner a manual correction must be a number of at least 0." */
export const MANUAL_CORRECTION_MESSAGE = "Enter a number of at least 0";
/** Bounded like every other quantity: the corrected quantity is an integer column. */
export const MANUAL_CORRECTION_RULE = {
  ...QUANTITY_RULE,
  minMessage: MANUAL_CORRECTION_MESSAGE,
  requiredMessage: MANUAL_CORRECTION_MESSAGE,
} as const satisfies NumberRule;
export const manualCorrectionValue = numberField(MANUAL_CORRECTION_RULE);

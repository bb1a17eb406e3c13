import { z } from "zod";
import { ASSET_STATUSES, DEFAULT_ASSET_STATUS, UNIT_TYPES } from "../constants/assets";
import {
  boundedText,
  DESCRIPTION_MAX_LENGTH,
  MONEY_MAX,
  NAME_MAX_LENGTH,
  QUANTITY_MAX,
  recordKey,
  SHORT_TEXT_MAX_LENGTH,
  tooLongMessage,
} from "./limits";
import { notNegativeMessage, numberField } from "./numbers";

// Spec 02 §5 Asset form.

export const NAME_REQUIRED_MESSAGE = "Name is required";
export const ASSET_TYPE_REQUIRED_MESSAGE = "Asset type is required";
export const ACQUISITION_DATE_FUTURE_MESSAGE = "Acquisition date cannot be in the future";
export const ACQUISITION_DATE_TOO_EARLY_MESSAGE = "Acquisition date cannot be before 1970";
export const INVALID_DATE_MESSAGE = "Please enter a valid date";
/** Ours: an asset id that names no asset of the organization. */
export const ASSET_NOT_FOUND_MESSAGE = "Asset not found";
export const ACQUISITION_YEAR_MIN = 1970;

/** Cost: a price (from 0, two decimals: numeric(14, 2)); empty is 0. */
const boundedMoney = numberField({
  what: "Cost",
  min: 0,
  max: MONEY_MAX,
  maxDecimals: 2,
  minMessage: notNegativeMessage("Price"),
}).transform((v) => v ?? 0);
/** Stock on hand: a whole number from 0 within the integer column's range; empty is 0. */
const boundedQuantity = numberField({
  what: "Quantity",
  whole: true,
  min: 0,
  max: QUANTITY_MAX,
  minMessage: notNegativeMessage("Quantity"),
}).transform((v) => v ?? 0);

const optionalText = boundedText("This text", SHORT_TEXT_MAX_LENGTH)
  .trim()
  .nullish()
  .transform((v) => v || null);

/** YYYY-MM-DD of a date, UTC. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The asset form. The acquisition date may not be in the future nor before 1970; `today`
 * is read when a value is checked (pass a fixed clock in tests).
 */
export function assetInputSchema(today: () => Date = () => new Date()) {
  return z.object({
    name: z
      .string(NAME_REQUIRED_MESSAGE)
      .trim()
      .min(1, NAME_REQUIRED_MESSAGE)
      .max(NAME_MAX_LENGTH, tooLongMessage("Name", NAME_MAX_LENGTH))
      .pipe(boundedText("Name", NAME_MAX_LENGTH)),
    asset_type_id: z.string(ASSET_TYPE_REQUIRED_MESSAGE).trim().min(1, ASSET_TYPE_REQUIRED_MESSAGE).max(100),
    description: boundedText("Description", DESCRIPTION_MAX_LENGTH)
      .trim()
      .nullish()
      .transform((v) => v || null),
    status: z.enum(ASSET_STATUSES).default(DEFAULT_ASSET_STATUS),
    serial_number: optionalText,
    acquisition_date: z
      .union([z.literal(""), z.null(), z.iso.date(INVALID_DATE_MESSAGE)])
      .optional()
      .transform((d) => d || null)
      .refine((d) => d === null || Number(d.slice(0, 4)) >= ACQUISITION_YEAR_MIN, ACQUISITION_DATE_TOO_EARLY_MESSAGE)
      .refine((d) => d === null || d <= isoDay(today()), ACQUISITION_DATE_FUTURE_MESSAGE),
    parent_asset_id: optionalText,
    location: optionalText,
    location_details: optionalText,
    distributor: optionalText,
    cost: boundedMoney.default(0),
    current_inventory: boundedQuantity.default(0),
    unit_type: z.enum(UNIT_TYPES).default("each"),
    currency: z.string().trim().length(3).default("USD"),
    /** Conversion values of the asset type, by field name. */
    conversion_values: z
      .record(
        recordKey,
        z.union([
          z.number().min(-MONEY_MAX).max(MONEY_MAX),
          boundedText("A conversion value", SHORT_TEXT_MAX_LENGTH),
          z.boolean(),
          z.null(),
        ]),
      )
      .refine((v) => Object.keys(v).length <= 200, "Too many conversion values")
      .default({}),
  });
}
export const assetInput = assetInputSchema();
export type AssetInput = z.infer<typeof assetInput>;

import { z } from "zod";
import { ASSET_SORTS, ASSET_STATUS_FILTERS, DEFAULT_ASSET_PAGE_SIZE } from "../constants/assets";
import { SORT_DIRECTIONS } from "../constants/limits";
import { requiredMessage } from "../forms/validateFormSubmission";
import { ASSET_NOT_FOUND_MESSAGE, assetInput } from "./assets";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "./assetTypes";
import { entityId } from "./entityId";
import { PRICE_NEGATIVE_MESSAGE, QUANTITY_NOT_NEGATIVE_MESSAGE, QUANTITY_WHOLE_NUMBER_MESSAGE } from "./inventory";
import { isEntityId } from "./isEntityId";
import { MONEY_MAX } from "./limits";
import { listAfterInput } from "./listPage";
import { type NumberRule, numberValueMessage, parseNumberText } from "./numbers";

// What the asset procedures take: the grid's query, an id, the asset form as the server
// stores it, and the parent asset picker's search.

/** The asset grid: search, status and type filters, server-side paging and sorting. */
export const assetListInput = z.object({
  search: z.string().trim().max(200).default(""),
  status: z.enum(ASSET_STATUS_FILTERS).default("all"),
  assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
  /** Archived (soft-deleted) assets instead of live ones, for restoring. */
  archived: z.boolean().default(false),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(DEFAULT_ASSET_PAGE_SIZE),
  sort: z.enum(ASSET_SORTS).default("name"),
  direction: z.enum(SORT_DIRECTIONS).default("asc"),
  /** Keyset paging from the last row of the previous page (the REST API); see listAfterInput. */
  after: listAfterInput,
});
export type AssetListInput = z.infer<typeof assetListInput>;

export const assetIdInput = z.object({ id: entityId(ASSET_NOT_FOUND_MESSAGE) });

/**
 * The asset form as the server takes it: core's rules, plus what the stock tables hold —
 * the initial stock is a whole number of at least 0 and the cost is a price (not negative).
 */
export const assetWriteInput = assetInput.superRefine((a, ctx) => {
  // Ids that cannot name anything answer like another organization's ids.
  if (a.asset_type_id !== "" && !isEntityId(a.asset_type_id)) {
    ctx.addIssue({ code: "custom", message: ASSET_TYPE_NOT_FOUND_MESSAGE, path: ["asset_type_id"] });
  }
  if (a.parent_asset_id && !isEntityId(a.parent_asset_id)) {
    ctx.addIssue({ code: "custom", message: ASSET_NOT_FOUND_MESSAGE, path: ["parent_asset_id"] });
  }
  if (!Number.isInteger(a.current_inventory)) {
    ctx.addIssue({ code: "custom", message: QUANTITY_WHOLE_NUMBER_MESSAGE, path: ["current_inventory"] });
  } else if (a.current_inventory < 0) {
    ctx.addIssue({ code: "custom", message: QUANTITY_NOT_NEGATIVE_MESSAGE, path: ["current_inventory"] });
  }
  if (a.cost < 0) ctx.addIssue({ code: "custom", message: PRICE_NEGATIVE_MESSAGE, path: ["cost"] });
});
export type AssetWriteInput = z.infer<typeof assetWriteInput>;

/** A conversion field as the asset form checks it. */
export interface RequiredConversionField {
  field_name: string;
  label: string;
  required?: boolean;
  type?: string;
  validation?: { min?: number | null; max?: number | null } | null;
}

/** A number conversion field's rule: its label, and its own minimum and maximum if set. */
export function conversionNumberRule(field: RequiredConversionField): NumberRule {
  return {
    what: field.label,
    min: field.validation?.min ?? undefined,
    max: field.validation?.max ?? MONEY_MAX,
  };
}

/**
 * The message of each number conversion value that the rule refuses (typed text or a
 * number), by field name. The screen shows it under the field; the server refuses the same.
 */
export function conversionValueMessages(
  fields: readonly RequiredConversionField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.field_name];
    if (field.type !== "number" || value === undefined || value === null || value === "") continue;
    const message = numberValueMessage(value, conversionNumberRule(field));
    if (message !== null) messages[field.field_name] = message;
  }
  return messages;
}

/** The conversion values as sent: a number field's typed text becomes the number it means. */
export function conversionNumberValues<V>(
  fields: readonly RequiredConversionField[],
  values: Readonly<Record<string, V>>,
): Record<string, V | number> {
  const out: Record<string, V | number> = { ...values };
  for (const field of fields) {
    const value = values[field.field_name];
    if (field.type !== "number" || typeof value !== "string") continue;
    const read = parseNumberText(value, conversionNumberRule(field));
    if (read.ok && read.value !== null) out[field.field_name] = read.value;
  }
  return out;
}

/**
 * The asset form in the browser: what the server checks (assetWriteInput) plus the chosen
 * type's required conversion values ('{label} is required', under the field), so a mistake
 * shows before the form is sent. `conversionFieldsOf` gives the fields of a type id.
 */
export function assetFormInput(conversionFieldsOf: (assetTypeId: string) => readonly RequiredConversionField[]) {
  return assetWriteInput.superRefine((a, ctx) => {
    for (const field of conversionFieldsOf(a.asset_type_id)) {
      const value = a.conversion_values[field.field_name];
      if (field.required && (value === undefined || value === null || value === "")) {
        ctx.addIssue({
          code: "custom",
          message: requiredMessage(field.label),
          path: ["conversion_values", field.field_name],
        });
      }
    }
    for (const [name, message] of Object.entries(
      conversionValueMessages(conversionFieldsOf(a.asset_type_id), a.conversion_values),
    )) {
      ctx.addIssue({ code: "custom", message, path: ["conversion_values", name] });
    }
  });
}

export const assetUpdateInput = z.object({ id: entityId(ASSET_NOT_FOUND_MESSAGE), values: assetWriteInput });

/** The parent asset picker: a search, never the whole list. */
export const ASSET_OPTIONS_LIMIT = 50;
export const assetOptionsInput = z.object({
  search: z.string().trim().max(200).default(""),
  /** The asset being edited (it cannot be its own parent). */
  excludeId: entityId(ASSET_NOT_FOUND_MESSAGE).nullish(),
  /** Always include this one (the current parent) even if the search misses it. */
  includeId: entityId(ASSET_NOT_FOUND_MESSAGE).nullish(),
});

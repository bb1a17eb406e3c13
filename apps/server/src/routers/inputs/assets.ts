// staging: belongs in @stockroom/core; the lead moves it there
import {
  ASSET_FORMULA_TYPES,
  ASSET_STATUS_FILTERS,
  assetInput,
  assetTypeInput,
  barcodeSettingsInput,
  conversionFieldsInput,
  PRICE_NEGATIVE_MESSAGE,
  parseAssetCalculationFormula,
  QUANTITY_NOT_NEGATIVE_MESSAGE,
  QUANTITY_WHOLE_NUMBER_MESSAGE,
} from "@stockroom/core";
import { z } from "zod";
import { entityId } from "./ids";

export const ASSET_TYPE_NOT_FOUND_MESSAGE = "Asset type not found";
export const ASSET_NOT_FOUND_MESSAGE = "Asset not found";

// ── Asset types ────────────────────────────────────────────────────────────

/** Sort options of the asset type list; archived types can also sort by deleted_at. */
export const ASSET_TYPE_SORTS = ["name", "asset_count", "created_at", "deleted_at"] as const;
export type AssetTypeSort = (typeof ASSET_TYPE_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

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

/** The two tabs of the Calculation Formulas card. */
export const CALCULATION_FORMULA_FORMS = ["intake", "inventory"] as const;
export type CalculationFormulaForm = (typeof CALCULATION_FORMULA_FORMS)[number];
export const TARGET_FIELD_REQUIRED_MESSAGE = "Target field is required";
export const DUPLICATE_TARGET_FIELD_MESSAGE = "Each target field can have only one formula";
export const CUSTOM_FORMULA_REQUIRED_MESSAGE = "Custom formula is required";

const formulaOperand = z.union([z.number(), z.string().trim()]).nullish();

/** One entry of the card: targetField, formulaType, description, baseValue, multiplier, addend, customFormula. */
export const calculationFormulaEntry = z
  .object({
    targetField: z.string(TARGET_FIELD_REQUIRED_MESSAGE).trim().min(1, TARGET_FIELD_REQUIRED_MESSAGE),
    formulaType: z.enum(ASSET_FORMULA_TYPES),
    description: z.string().trim().default(""),
    baseValue: formulaOperand,
    multiplier: formulaOperand,
    addend: formulaOperand,
    customFormula: z.string().trim().nullish(),
  })
  .refine((e) => e.formulaType !== "custom" || (e.customFormula ?? "") !== "", {
    message: CUSTOM_FORMULA_REQUIRED_MESSAGE,
    path: ["customFormula"],
  });
export type CalculationFormulaEntry = z.infer<typeof calculationFormulaEntry>;

const formulaEntries = z.array(calculationFormulaEntry).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.targetField)) {
      ctx.addIssue({ code: "custom", message: DUPLICATE_TARGET_FIELD_MESSAGE, path: [index, "targetField"] });
    }
    seen.add(entry.targetField);
  });
});

export const calculationFormulasUpdateInput = z.object({
  id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE),
  intake: formulaEntries,
  inventory: formulaEntries,
});

/**
 * How asset_type.calculation_formulas is stored: one map per form purpose
 * (`{ intake: {target: stored}, inventory: {…} }`), each map what
 * `applyAssetCalculationFormulas` takes. A stored value is the spec's JSON string with
 * type, description, baseValue, multiplier, addend — or, for a custom formula, the
 * formula string itself.
 */
export type StoredCalculationFormulas = Partial<Record<CalculationFormulaForm, Record<string, string>>>;

export function serializeCalculationFormulas(entries: readonly CalculationFormulaEntry[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const e of entries) {
    map[e.targetField] =
      e.formulaType === "custom"
        ? (e.customFormula ?? "")
        : JSON.stringify({
            type: e.formulaType,
            description: e.description,
            baseValue: e.baseValue ?? null,
            multiplier: e.multiplier ?? null,
            addend: e.addend ?? null,
          });
  }
  return map;
}

/** The formulas of one form purpose, ready for `applyAssetCalculationFormulas`. */
export function calculationFormulasFor(stored: unknown, form: CalculationFormulaForm): Record<string, unknown> {
  if (stored === null || typeof stored !== "object" || Array.isArray(stored)) return {};
  const map = (stored as Record<string, unknown>)[form];
  return map !== null && typeof map === "object" && !Array.isArray(map) ? (map as Record<string, unknown>) : {};
}

/** The stored map of one purpose as the card's editable entries (unreadable ones dropped). */
export function calculationFormulaEntries(stored: unknown, form: CalculationFormulaForm): CalculationFormulaEntry[] {
  const entries: CalculationFormulaEntry[] = [];
  for (const [targetField, value] of Object.entries(calculationFormulasFor(stored, form))) {
    const parsed = parseAssetCalculationFormula(value);
    if (!parsed) continue;
    entries.push({
      targetField,
      formulaType: parsed.formulaType,
      description: parsed.description ?? "",
      baseValue: parsed.baseValue ?? null,
      multiplier: parsed.multiplier ?? null,
      addend: parsed.addend ?? null,
      customFormula: parsed.customFormula ?? null,
    });
  }
  return entries;
}

// ── Assets ─────────────────────────────────────────────────────────────────

export const ASSET_SORTS = ["name", "status", "asset_type", "created_at", "updated_at"] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];
export const ASSET_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ASSET_PAGE_SIZE = 25;

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
});
export type AssetListInput = z.infer<typeof assetListInput>;

/**
 * The asset form as the server takes it: core's rules, plus what the stock tables hold —
 * the initial stock is a whole number of at least 0 and the cost is a price (not negative).
 */
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export const assetIdInput = z.object({ id: entityId(ASSET_NOT_FOUND_MESSAGE) });

export const assetWriteInput = assetInput.superRefine((a, ctx) => {
  // Ids that cannot name anything answer like another organization's ids.
  if (a.asset_type_id !== "" && !isUuid(a.asset_type_id)) {
    ctx.addIssue({ code: "custom", message: ASSET_TYPE_NOT_FOUND_MESSAGE, path: ["asset_type_id"] });
  }
  if (a.parent_asset_id && !isUuid(a.parent_asset_id)) {
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

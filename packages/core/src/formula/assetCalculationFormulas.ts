import { CONVERSION_FIELD_PREFIX } from "../constants/assets";
import { roundToFormulaPrecision, toFormulaNumber } from "./evaluateFormula";
import { evaluateFormula, type FormulaCache } from "./FormulaCache";

/** Spec 02 §2 Calculation Formulas card: formulaType values. */
export const ASSET_FORMULA_TYPES = ["basic", "multiply", "add", "subtract", "divide", "custom"] as const;
export type AssetFormulaType = (typeof ASSET_FORMULA_TYPES)[number];

/**
 * One entry of asset_type.calculation_formulas. `baseValue`, `multiplier` and `addend`
 * are numbers or the name of a form answer / asset metadata key to read.
 */
export interface AssetCalculationFormula {
  formulaType: AssetFormulaType;
  description?: string;
  baseValue?: number | string | null;
  multiplier?: number | string | null;
  addend?: number | string | null;
  customFormula?: string | null;
}

/**
 * Reads a stored entry: an object, a JSON string with `type` (or `formulaType`), or a
 * plain custom formula string. Null when it is none of these.
 */
export function parseAssetCalculationFormula(stored: unknown): AssetCalculationFormula | null {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      value = null;
    }
    if (value === null || typeof value !== "object") {
      return stored.trim() === "" ? null : { formulaType: "custom", customFormula: stored };
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const formulaType = entry.formulaType ?? entry.type;
  if (!(ASSET_FORMULA_TYPES as readonly unknown[]).includes(formulaType)) return null;
  const operand = (v: unknown) => (typeof v === "number" || typeof v === "string" ? v : null);
  const customFormula = entry.customFormula ?? entry.formula;
  return {
    formulaType: formulaType as AssetFormulaType,
    description: typeof entry.description === "string" ? entry.description : "",
    baseValue: operand(entry.baseValue),
    multiplier: operand(entry.multiplier),
    addend: operand(entry.addend),
    customFormula: typeof customFormula === "string" ? customFormula : null,
  };
}

function parseRecord(value: unknown): Record<string, unknown> {
  if (typeof value === "string") value = value.trim() === "" ? {} : JSON.parse(value);
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new TypeError("Expected an object");
  return value as Record<string, unknown>;
}

class CalculationFailed extends Error {}

/**
 * The apply_asset_calculation_formulas procedure: each target field of the form data
 * gets its formula's result, reading operands from the form answers first, then the
 * asset's metadata (object or JSON string). If any formula fails (unknown type, bad
 * formula, result not finite, unreadable input) the original form data comes back
 * unchanged.
 */
export function applyAssetCalculationFormulas(
  formData: Readonly<Record<string, unknown>>,
  calculationFormulas: unknown,
  assetMetadata: unknown,
  cache?: FormulaCache,
): Readonly<Record<string, unknown>> {
  try {
    const formulas = parseRecord(calculationFormulas);
    const metadata = parseRecord(assetMetadata);
    const result: Record<string, unknown> = { ...formData };
    const lookup = (name: string): unknown =>
      Object.hasOwn(result, name) ? result[name] : Object.hasOwn(metadata, name) ? metadata[name] : undefined;
    const operand = (value: number | string | null | undefined, fallback: number): number => {
      if (value === null || value === undefined || value === "") return fallback;
      if (typeof value === "number") return value;
      const key = value
        .trim()
        .replace(/^\{(.*)\}$/, "$1")
        .trim();
      const asNumber = Number(key);
      return Number.isNaN(asNumber) ? toFormulaNumber(lookup(key)) : asNumber;
    };
    for (const [target, stored] of Object.entries(formulas)) {
      const formula = parseAssetCalculationFormula(stored);
      if (formula === null) throw new CalculationFailed(`Unreadable formula for ${target}`);
      const base = operand(formula.baseValue, toFormulaNumber(lookup(target)));
      let value: number;
      switch (formula.formulaType) {
        case "basic":
          value = base;
          break;
        case "multiply":
          value = base * operand(formula.multiplier, 1);
          break;
        case "add":
          value = base + operand(formula.addend, 0);
          break;
        case "subtract":
          value = base - operand(formula.addend, 0);
          break;
        case "divide":
          value = base / operand(formula.multiplier, 1);
          break;
        case "custom":
          value = evaluateFormula(
            formula.customFormula ?? "",
            (ref) => lookup(ref.kind === "mapped" ? `mapped.${ref.name}` : ref.name),
            cache,
          );
          break;
      }
      if (!Number.isFinite(value)) throw new CalculationFailed(`${target} is not a finite number`);
      result[target] = roundToFormulaPrecision(value);
    }
    return result;
  } catch {
    return formData;
  }
}

export type ConversionDefault = number | string | boolean;

/** Spec 02 §9: "Conversion fields default to 1 if the name starts with convert_, else to the default value or 0." */
export function conversionFieldDefault(field: {
  field_name: string;
  default_value?: ConversionDefault | null;
}): ConversionDefault {
  if (field.field_name.startsWith(CONVERSION_FIELD_PREFIX)) return 1;
  return field.default_value ?? 0;
}

/** Default values of all conversion fields of an asset type, by field name. */
export function conversionFieldDefaults(
  fields: readonly { field_name: string; default_value?: ConversionDefault | null }[],
): Record<string, ConversionDefault> {
  return Object.fromEntries(fields.map((f) => [f.field_name, conversionFieldDefault(f)]));
}

import type { CalculationFormulaEntry } from "../validators/calculationFormulas";
import { parseAssetCalculationFormula } from "./assetCalculationFormulas";

/** The two tabs of the Calculation Formulas card: the form purposes a formula runs for. */
export const CALCULATION_FORMULA_FORMS = ["intake", "inventory"] as const;
export type CalculationFormulaForm = (typeof CALCULATION_FORMULA_FORMS)[number];

/**
 * How asset_type.calculation_formulas is stored: one map per form purpose
 * (`{ intake: {target: stored}, inventory: {…} }`), each map what
 * `applyAssetCalculationFormulas` takes. A stored value is the spec's JSON string with
 * type, description, baseValue, multiplier, addend — or, for a custom formula, the
 * formula string itself.
 */
export type StoredCalculationFormulas = Partial<Record<CalculationFormulaForm, Record<string, string>>>;

/** The card's entries of one purpose as the stored map. */
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

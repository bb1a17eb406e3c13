import type { FormulaResolver, FormulaValues } from "./evaluateFormula";
import { evaluateFormula, type FormulaCache } from "./FormulaCache";

export const FORMULA_PREVIEW_MESSAGES = {
  no_formula: "No formula",
  empty: "Empty formula",
  incomplete: "Incomplete formula",
  unmatched_parentheses: "Unmatched parentheses",
  error: "Calculation Error",
} as const;

/** Spec 02 §5: "results show 2 decimals"; "Formula errors in the renderer yield '0.00'". */
export const FORMULA_DECIMALS = 2;
export const FORMULA_ERROR_DISPLAY = "0.00";

export type FormulaPreview =
  | { state: keyof typeof FORMULA_PREVIEW_MESSAGES; message: string }
  | { state: "ok"; value: number; display: string };

/** A result as shown: 2 decimals ("Infinity" and "NaN" for division by zero). */
export function formatFormulaResult(value: number): string {
  return value.toFixed(FORMULA_DECIMALS);
}

function parenthesesBalanced(formula: string): boolean {
  let depth = 0;
  for (const c of formula.replace(/\{[^{}]*\}|\[[^[\]]*\]/g, "")) {
    if (c === "(") depth++;
    if (c === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The builder's live preview. Missing formula → 'No formula'; blank → 'Empty formula';
 * ending with an operator → 'Incomplete formula'; unbalanced → 'Unmatched parentheses';
 * anything else that fails → 'Calculation Error'.
 */
export function formulaPreview(
  formula: string | null | undefined,
  values: FormulaValues | FormulaResolver = {},
  cache?: FormulaCache,
): FormulaPreview {
  if (formula === null || formula === undefined)
    return { state: "no_formula", message: FORMULA_PREVIEW_MESSAGES.no_formula };
  const trimmed = formula.trim();
  if (trimmed === "") return { state: "empty", message: FORMULA_PREVIEW_MESSAGES.empty };
  if (/[+\-*/]$/.test(trimmed)) return { state: "incomplete", message: FORMULA_PREVIEW_MESSAGES.incomplete };
  if (!parenthesesBalanced(trimmed)) {
    return { state: "unmatched_parentheses", message: FORMULA_PREVIEW_MESSAGES.unmatched_parentheses };
  }
  try {
    const value = evaluateFormula(trimmed, values, cache);
    return { state: "ok", value, display: formatFormulaResult(value) };
  } catch {
    return { state: "error", message: FORMULA_PREVIEW_MESSAGES.error };
  }
}

/** What the form renderer shows for a calculated field: 2 decimals, or '0.00' on any error. */
export function renderFormulaValue(
  formula: string | null | undefined,
  values: FormulaValues | FormulaResolver = {},
  cache?: FormulaCache,
): string {
  const preview = formulaPreview(formula, values, cache);
  return preview.state === "ok" ? preview.display : FORMULA_ERROR_DISPLAY;
}

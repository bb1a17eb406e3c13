import { evaluateFormula, FormulaCache } from "./FormulaCache";
import type { FormulaError } from "./FormulaError";
import { classifyReference, type FormulaReference } from "./tokenizeFormula";

export const FORMULA_VALID = "Valid";
export const FORMULA_INVALID = "Invalid";
export const MISSING_FIELDS_MESSAGE = "Referenced fields don't exist: ";
export const MISSING_MAPPED_FIELDS_MESSAGE = "Referenced mapped fields don't exist: ";
export const FORMULA_SYNTAX_ERROR_MESSAGE = "Formula syntax error: ";

export interface FormulaValidationContext {
  /** Ids of the form's fields (`field_1`, …). */
  fieldIds: readonly string[];
  /** Names usable as `{mapped.name}`: the mappable fields. */
  mappedFieldNames: readonly string[];
}
export interface FormulaValidationResult {
  isValid: boolean;
  /** 'Valid' or 'Invalid', as the builder shows it. */
  status: typeof FORMULA_VALID | typeof FORMULA_INVALID;
  errors: string[];
}

/** The brace placeholders of a formula text, found even when the formula does not parse. */
export function findFormulaReferences(formula: string): FormulaReference[] {
  const found: FormulaReference[] = [];
  for (const match of formula.matchAll(/\{([^{}]*)\}/g)) {
    const inner = String(match[1]);
    if (inner.trim() !== "") found.push(classifyReference(inner, match[0], false));
  }
  return found;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

// A private cache: validation runs the formula with every reference at 1 and must not
// push the renderer's compiled formulas out of the shared cache.
const validationCache = new FormulaCache();

/**
 * Spec 02 §5 "Formula validation": {field_N} must be a field of the form, {mapped.name}
 * a mappable field; syntax is checked by evaluating with every reference replaced by 1.
 */
export function validateFormula(formula: string, context: FormulaValidationContext): FormulaValidationResult {
  const errors: string[] = [];
  const references = findFormulaReferences(formula);
  const fieldIds = new Set(context.fieldIds);
  const mappedNames = new Set(context.mappedFieldNames);
  const missingFields = unique(
    references.filter((r) => r.kind === "field" && !fieldIds.has(r.name)).map((r) => r.name),
  );
  const missingMapped = unique(
    references.filter((r) => r.kind === "mapped" && !mappedNames.has(r.name)).map((r) => r.name),
  );
  if (missingFields.length > 0) errors.push(MISSING_FIELDS_MESSAGE + missingFields.join(", "));
  if (missingMapped.length > 0) errors.push(MISSING_MAPPED_FIELDS_MESSAGE + missingMapped.join(", "));
  try {
    evaluateFormula(formula, () => 1, validationCache);
  } catch (error) {
    errors.push(FORMULA_SYNTAX_ERROR_MESSAGE + (error as FormulaError).message);
  }
  const isValid = errors.length === 0;
  return { isValid, status: isValid ? FORMULA_VALID : FORMULA_INVALID, errors };
}

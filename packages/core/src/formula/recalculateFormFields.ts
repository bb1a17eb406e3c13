import { CALCULATED_FIELD_TYPES } from "../constants/forms";
import { evaluateFormula, type FormulaCache } from "./FormulaCache";

/** Spec 02 §4/§9: "10 passes while typing, 3 on submit". */
export const FORMULA_PASSES_WHILE_TYPING = 10;
export const FORMULA_PASSES_ON_SUBMIT = 3;

export interface CalculatedFieldDefinition {
  id: string;
  type: string;
  formula?: string | null;
}
export interface RecalculateOptions {
  maxPasses?: number;
  /** Values for `{mapped.name}` placeholders. */
  mapped?: Readonly<Record<string, unknown>>;
  cache?: FormulaCache;
}
export interface RecalculateResult {
  values: Record<string, unknown>;
  /** Passes run (a last pass that changed nothing included). */
  passes: number;
  /** False when the pass limit stopped a chain or a loop of formulas still changing. */
  stable: boolean;
  /** Field id → the error's message, for fields whose formula failed (their value is 0). */
  errors: Record<string, string>;
}

export function isCalculatedField(field: { type: string; formula?: string | null }): boolean {
  return (
    (CALCULATED_FIELD_TYPES as readonly string[]).includes(field.type) &&
    typeof field.formula === "string" &&
    field.formula.trim() !== ""
  );
}

/**
 * Recomputes calculated fields in passes until nothing changes, at most `maxPasses`
 * (10 while typing, 3 on submit), so chains settle and loops stop. A failing formula
 * gives 0, as the renderer shows '0.00'.
 */
export function recalculateFormFields(
  fields: readonly CalculatedFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  options: RecalculateOptions = {},
): RecalculateResult {
  const { maxPasses = FORMULA_PASSES_WHILE_TYPING, mapped = {}, cache } = options;
  const calculated = fields.filter(isCalculatedField);
  const next: Record<string, unknown> = { ...values };
  const errors: Record<string, string> = {};
  let passes = 0;
  let stable = calculated.length === 0;
  while (!stable && passes < maxPasses) {
    passes++;
    let changed = false;
    for (const field of calculated) {
      let result: number;
      try {
        result = evaluateFormula(field.formula as string, { fields: next, mapped }, cache);
        delete errors[field.id];
      } catch (error) {
        result = 0;
        errors[field.id] = (error as Error).message;
      }
      if (!Object.is(next[field.id], result)) {
        next[field.id] = result;
        changed = true;
      }
    }
    stable = !changed;
  }
  return { values: next, passes, stable, errors };
}

/**
 * The server's calculate_form_formulas: calculated values merged into the answers with
 * the submit pass limit (3). If anything goes wrong the submitted values come back.
 */
export function calculateFormFormulas(
  formSchema: { fields?: readonly CalculatedFieldDefinition[] } | null | undefined,
  submissionData: Readonly<Record<string, unknown>>,
  options: Omit<RecalculateOptions, "maxPasses"> = {},
): Record<string, unknown> {
  try {
    return recalculateFormFields(formSchema?.fields ?? [], submissionData, {
      ...options,
      maxPasses: FORMULA_PASSES_ON_SUBMIT,
    }).values;
  } catch {
    return { ...submissionData };
  }
}

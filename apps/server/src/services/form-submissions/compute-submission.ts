import {
  applyAssetCalculationFormulas,
  type FieldDependency,
  type FieldRule,
  FORMULA_PASSES_ON_SUBMIT,
  type FormField,
  numericAnswer,
  recalculateFormFields,
  resolveFieldStates,
  validateFormSubmission,
} from "@stockroom/core";

export interface SubmissionComputation {
  /** The answers as stored: the form's fields only, formulas recomputed here. */
  values: Record<string, unknown>;
  /** Calculated field id → the server's result (for calculation_results). */
  formulaResults: Record<string, unknown>;
  /** Calculated field id → why its formula failed (the submitted value was kept). */
  formulaErrors: Record<string, string>;
  /** Targets of the asset type's calculation formulas that are not form fields (go to asset metadata). */
  assetFormulaResults: Record<string, unknown>;
  /** Field id → message, for visible fields that break a rule. */
  validationErrors: Record<string, string>;
  /** The first current_inventory answer: the quantity "as submitted" when no field has an action. */
  submittedQuantity: number | null;
}

/**
 * The server's half of a submission, before any write (spec 02 §4 "Formula calculation
 * on server"): keep only answers to the form's fields, recompute every calculated field
 * with core's engine (3 passes, as on submit) so forged client values lose — a formula
 * that fails keeps the submitted value — apply the asset type's calculation formulas of
 * this purpose, then check the renderer's rules on the result.
 */
export function computeSubmission(input: {
  fields: readonly FormField[];
  /** The form's field ids (the compiled form's, else derived from `fields`). */
  fieldIds?: ReadonlySet<string>;
  /**
   * Whether any field has a formula (the compiled form knows). False skips the formula
   * engine and the values {mapped.…} would read: there is nothing to recompute.
   */
  hasFormulas?: boolean;
  rules: readonly (FieldRule & { field_id: string })[];
  dependencies: readonly FieldDependency[];
  submitted: Readonly<Record<string, unknown>>;
  /** Values for {mapped.name}: the asset's metadata and mapped values (asked only when a formula runs). */
  mapped: () => Readonly<Record<string, unknown>>;
  /** The type's calculation formulas for this form's purpose (may be empty). */
  calculationFormulas: Readonly<Record<string, unknown>>;
  assetMetadata: Readonly<Record<string, unknown>>;
}): SubmissionComputation {
  const fieldIds = input.fieldIds ?? new Set(input.fields.map((f) => f.id));
  const answers: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input.submitted)) if (fieldIds.has(key)) answers[key] = value;

  let values: Record<string, unknown> = { ...answers };
  let formulaErrors: Record<string, string> = {};
  if (input.hasFormulas !== false) {
    try {
      const recalculated = recalculateFormFields(input.fields, answers, {
        maxPasses: FORMULA_PASSES_ON_SUBMIT,
        mapped: input.mapped(),
      });
      values = recalculated.values;
      formulaErrors = recalculated.errors;
      for (const id of Object.keys(formulaErrors)) {
        if (Object.hasOwn(answers, id)) values[id] = answers[id];
        else delete values[id];
      }
    } catch {
      // calculate_form_formulas: anything unexpected falls back to the submitted values.
      values = { ...answers };
    }
  }

  const assetFormulaResults: Record<string, unknown> = {};
  if (Object.keys(input.calculationFormulas).length > 0) {
    const applied = applyAssetCalculationFormulas(values, input.calculationFormulas, input.assetMetadata);
    for (const [key, value] of Object.entries(applied)) {
      if (fieldIds.has(key)) values[key] = value;
      else if (!Object.hasOwn(values, key)) assetFormulaResults[key] = value;
    }
  }

  const formulaResults: Record<string, unknown> = {};
  for (const field of input.fields) {
    if ((field.type === "calculated" || field.type === "formula") && Object.hasOwn(values, field.id)) {
      formulaResults[field.id] = values[field.id];
    }
  }

  const { states } = resolveFieldStates(input.fields, input.dependencies, values);
  const validationErrors = validateFormSubmission(input.fields, values, { rules: input.rules, states });

  const countField = input.fields.find((f) => f.type === "current_inventory");
  const submittedQuantity = countField ? numericAnswer(values[countField.id]) : null;

  return {
    values,
    formulaResults,
    formulaErrors,
    assetFormulaResults,
    validationErrors,
    submittedQuantity: submittedQuantity === null ? null : Math.round(submittedQuantity),
  };
}

import {
  type FieldDependency,
  type FieldState,
  FORMULA_PASSES_ON_SUBMIT,
  FORMULA_RECALCULATION_DELAY_MS,
  type FormField,
  isCalculatedField,
  numberAnswers,
  recalculateFormFields,
  resolveFieldStates,
  typesNumber,
  validateFormSubmission,
} from "@stockroom/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FormRule } from "./formFields";

export interface DynamicFormOptions {
  fields: readonly FormField[];
  rules?: readonly FormRule[];
  dependencies?: readonly FieldDependency[];
  /** Values for {mapped.name}. */
  mapped?: Readonly<Record<string, unknown>>;
  /** Answers to start from (edit mode, prefill, a test value set). */
  initialValues?: Readonly<Record<string, unknown>>;
  /** The item's stock, shown in current_inventory fields until the user types. */
  currentQuantity?: number | null;
  readOnly?: boolean;
}

function startingValues(opts: DynamicFormOptions): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of opts.fields) {
    if (field.defaultValue !== undefined) values[field.id] = field.defaultValue;
    if (field.type === "current_inventory" && opts.currentQuantity != null) values[field.id] = opts.currentQuantity;
  }
  Object.assign(values, opts.initialValues ?? {});
  return recalculateFormFields(opts.fields, values, { mapped: opts.mapped }).values;
}

function sameCalculated(fields: readonly FormField[], a: Record<string, unknown>, b: Record<string, unknown>) {
  return fields.filter(isCalculatedField).every((f) => Object.is(a[f.id], b[f.id]));
}

/**
 * The state of one rendered form (the admin's renderer and the phone's count screen): answers, per-field errors and the visible / required /
 * disabled state from core's rules. Calculated fields follow the answers 100 ms after the
 * last change (up to 10 passes); `validate` recomputes with the submit's 3 passes and
 * checks every visible field. Editing a field clears its error.
 */
export function useDynamicForm(opts: DynamicFormOptions) {
  const { fields, rules = [], dependencies = [], mapped, readOnly = false } = opts;
  const [values, setValues] = useState<Record<string, unknown>>(() => startingValues(opts));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = recalculateFormFields(fields, values, { mapped }).values;
      if (!sameCalculated(fields, next, values)) setValues((current) => (current === values ? next : current));
    }, FORMULA_RECALCULATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, fields, mapped]);

  const states: Record<string, FieldState> = useMemo(
    () => resolveFieldStates(fields, dependencies, values, { readOnly }).states,
    [fields, dependencies, values, readOnly],
  );

  const setValue = useCallback((id: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [id]: value }));
    setErrors((prev) => {
      if (!(id in prev)) return prev;
      const { [id]: _cleared, ...rest } = prev;
      return rest;
    });
  }, []);

  const reset = useCallback(
    (initialValues?: Readonly<Record<string, unknown>>) => {
      setValues(startingValues({ ...opts, initialValues }));
      setErrors({});
    },
    [opts],
  );

  /** The answers as they will be sent, and whether every visible field passes. */
  const validate = useCallback((): { ok: boolean; values: Record<string, unknown> } => {
    // Number fields hold the typed text ("2,5" on a German screen); formulas and rules get the
    // numbers it means (text that is no number stays text, and its field shows the message).
    const typed = latest.current;
    const final = recalculateFormFields(fields, numberAnswers(fields, typed), {
      mapped,
      maxPasses: FORMULA_PASSES_ON_SUBMIT,
    }).values;
    const finalStates = resolveFieldStates(fields, dependencies, final, { readOnly }).states;
    const found = validateFormSubmission(fields, final, { rules, states: finalStates });
    // The fields keep showing what was typed; calculated fields show their new values.
    const shown = { ...final };
    for (const field of fields) {
      if (typesNumber(field.type) && typeof typed[field.id] === "string") shown[field.id] = typed[field.id];
    }
    setValues(shown);
    setErrors(found);
    return { ok: Object.keys(found).length === 0, values: final };
  }, [fields, dependencies, rules, mapped, readOnly]);

  return { values, errors, states, setValue, setValues, reset, validate, mapped };
}

export type DynamicForm = ReturnType<typeof useDynamicForm>;

import type { ConditionOperator, DependencyAction, DependencyCondition } from "../constants/forms";
import { evaluateCondition, evaluateDependencyCondition } from "./evaluateCondition";

/** Spec 02 §4: "Dependency loops capped at 10." */
export const DEPENDENCY_PASS_LIMIT = 10;

export interface StatefulField {
  id: string;
  required?: boolean;
  readOnly?: boolean;
  conditions?: readonly { field: string; operator: ConditionOperator; value?: unknown }[] | null;
}
export interface FieldDependency {
  target_field_id: string;
  source_field_id: string;
  condition: DependencyCondition;
  condition_value?: unknown;
  action: DependencyAction;
}
export interface FieldState {
  visible: boolean;
  required: boolean;
  disabled: boolean;
}

/**
 * Visibility, required and disabled state of every field. A field shows only if all its
 * conditions pass and every show/hide dependency on it is met; a met `require` dependency
 * makes it required, a met `disable` dependency (or a read-only form) disables it. A
 * hidden field's answer counts as empty for the fields that depend on it, so states are
 * recomputed until they settle, at most 10 passes.
 */
export function resolveFieldStates(
  fields: readonly StatefulField[],
  dependencies: readonly FieldDependency[],
  values: Readonly<Record<string, unknown>>,
  options: { readOnly?: boolean } = {},
): { states: Record<string, FieldState>; passes: number; stable: boolean } {
  let hidden = new Set<string>();
  let states: Record<string, FieldState> = {};
  let passes = 0;
  let stable = false;
  while (!stable && passes < DEPENDENCY_PASS_LIMIT) {
    passes++;
    const answer = (id: string) => (hidden.has(id) ? undefined : values[id]);
    const next: Record<string, FieldState> = {};
    for (const field of fields) {
      const own = dependencies.filter((d) => d.target_field_id === field.id);
      const met = (d: FieldDependency) =>
        evaluateDependencyCondition(d.condition, answer(d.source_field_id), d.condition_value);
      const conditionsPass = (field.conditions ?? []).every((c) =>
        evaluateCondition(c.operator, answer(c.field), c.value),
      );
      next[field.id] = {
        visible: conditionsPass && own.filter((d) => d.action === "show").every(met),
        required: field.required === true || own.some((d) => d.action === "require" && met(d)),
        disabled:
          options.readOnly === true || field.readOnly === true || own.some((d) => d.action === "disable" && met(d)),
      };
    }
    const nextHidden = new Set(fields.filter((f) => next[f.id]?.visible === false).map((f) => f.id));
    stable = nextHidden.size === hidden.size && [...nextHidden].every((id) => hidden.has(id));
    hidden = nextHidden;
    states = next;
  }
  return { states, passes, stable };
}

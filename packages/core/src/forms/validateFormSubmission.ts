import { type NumberRule, parseNumberText, readNumberValue } from "../validators/numberText";
import { isEmptyValue } from "./evaluateCondition";
import type { FieldState } from "./resolveFieldStates";

export const REQUIRED_FIELDS_TOAST = {
  title: "Validation Error",
  description: "Please fill all required fields.",
} as const;

/** "'{label} is required'"; the required-fields check of the submit path adds a period ("'{label} is required.'"). */
export function requiredMessage(label: string, withPeriod = false): string {
  return `${label} is required${withPeriod ? "." : ""}`;
}

export interface FieldRule {
  rule_type: "min" | "max" | "pattern";
  rule_value: string | number;
  error_message?: string | null;
}
export interface ValidatedField {
  id: string;
  label: string;
  type: string;
  required?: boolean;
  validation?: { min?: number | null; max?: number | null; pattern?: string | null } | null;
}

function isNumberField(type: string, value: unknown): boolean {
  return type === "number" || type === "calculated" || type === "current_inventory" || typeof value === "number";
}

/** A pattern from a tenant that is not a valid expression is ignored rather than blocking the form. */
function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

function ruleMessage(field: ValidatedField, rule: FieldRule, value: unknown): string | null {
  const custom = rule.error_message?.trim() ? rule.error_message : null;
  if (rule.rule_type === "pattern") {
    const pattern = compilePattern(String(rule.rule_value));
    if (pattern === null || pattern.test(String(value))) return null;
    return custom ?? `${field.label} has an invalid format`;
  }
  const limit = Number(rule.rule_value);
  if (!Number.isFinite(limit)) return null;
  const numeric = isNumberField(field.type, value);
  const measure = numeric ? Number(value) : String(value).length;
  if (Number.isNaN(measure)) return null;
  const failed = rule.rule_type === "min" ? measure < limit : measure > limit;
  if (!failed) return null;
  const word = rule.rule_type === "min" ? "at least" : "at most";
  return custom ?? `${field.label} must be ${word} ${limit}${numeric ? "" : " characters"}`;
}

/** The field's own `validation` block turned into rules. */
export function fieldValidationRules(field: ValidatedField): FieldRule[] {
  const rules: FieldRule[] = [];
  const v = field.validation;
  if (typeof v?.min === "number") rules.push({ rule_type: "min", rule_value: v.min });
  if (typeof v?.max === "number") rules.push({ rule_type: "max", rule_value: v.max });
  if (v?.pattern) rules.push({ rule_type: "pattern", rule_value: v.pattern });
  return rules;
}

/**
 * Spec 02 §5 form field rules: a required (or dependency-required) empty field gives
 * '{label} is required'; empty optional values skip the rules; min/max compare numbers
 * for number fields and lengths for text ('must be at least N' / 'N characters'), pattern
 * gives 'has an invalid format'; a custom error_message overrides. Null when valid.
 */
export function validateFieldValue(
  field: ValidatedField,
  value: unknown,
  rules: readonly FieldRule[] = [],
  state: Pick<FieldState, "required"> = { required: field.required === true },
): string | null {
  if (isEmptyValue(value)) return state.required ? requiredMessage(field.label) : null;
  if (typesNumber(field.type)) {
    const read = readNumberValue(value, formNumberRule(field.label));
    if (!read.ok) return read.message;
  }
  for (const rule of [...fieldValidationRules(field), ...rules]) {
    const message = ruleMessage(field, rule, value);
    if (message !== null) return message;
  }
  return null;
}

/** Every visible field checked; field id → message for the invalid ones. */
export function validateFormSubmission(
  fields: readonly ValidatedField[],
  values: Readonly<Record<string, unknown>>,
  options: {
    rules?: readonly (FieldRule & { field_id: string })[];
    states?: Readonly<Record<string, FieldState>>;
  } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const state = options.states?.[field.id];
    if (state?.visible === false) continue;
    const rules = (options.rules ?? []).filter((r) => r.field_id === field.id);
    const message = validateFieldValue(field, values[field.id], rules, {
      required: state?.required ?? field.required === true,
    });
    if (message !== null) errors[field.id] = message;
  }
  return errors;
}

/** Fields whose answer is a number the person types. */
export function typesNumber(type: string): boolean {
  return type === "number" || type === "current_inventory";
}

/** "Number fields accept 0 or more, any step; empty stays empty": below 0 is the form rules' 'must be at least 0'. */
export function formNumberRule(label: string, decimalSeparator?: NumberRule["decimalSeparator"]): NumberRule {
  // Without a separator, the screen's (setScreenDecimalSeparator; "." on the server).
  const rule: NumberRule = { what: label, min: 0, minMessage: `${label} must be at least 0` };
  return decimalSeparator ? { ...rule, decimalSeparator } : rule;
}

/**
 * The answers as they are sent: a number field's text becomes the number it means (already
 * checked by validateFormSubmission); empty stays "". Text that is not a number stays text,
 * so the server's same check refuses it rather than it turning into something else.
 */
export function numberAnswers(
  fields: readonly Pick<ValidatedField, "id" | "type" | "label">[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = values[field.id];
    if (!typesNumber(field.type) || typeof value !== "string") continue;
    const read = parseNumberText(value, formNumberRule(field.label));
    if (read.ok && read.value !== null) out[field.id] = read.value;
  }
  return out;
}

/** Which of core's field messages a text is (see readFieldMessage). */
export type FieldMessageKind =
  | "required"
  | "requiredWithPeriod"
  | "notANumber"
  | "wholeNumber"
  | "notNegative"
  | "invalidFormat"
  | "plainDigits"
  | "decimalSign"
  | "atLeast"
  | "atMost"
  | "atLeastCharacters"
  | "atMostCharacters"
  | "decimalPlaces";

export interface FieldMessageParts {
  kind: FieldMessageKind;
  /** The limit of atLeast/atMost/…Characters/decimalPlaces. */
  n?: number;
  /** The decimal sign of decimalSign. */
  sign?: string;
}

const FIXED_ENDINGS = new Map<string, FieldMessageKind>([
  ["is required", "required"],
  ["is required.", "requiredWithPeriod"],
  ["must be a number", "notANumber"],
  ["must be a whole number", "wholeNumber"],
  ["cannot be negative", "notNegative"],
  ["has an invalid format", "invalidFormat"],
  ["must be written in plain digits (no exponent such as 1e3)", "plainDigits"],
]);

/**
 * Reads one of the field messages core writes — the form rules' and the number rule's, each the
 * field's label and a fixed English ending ('Counted is required', 'Weight must be at least 0',
 * 'Name must be at most 10,000 characters long') — back into which message it is and its number,
 * so a screen can say it in its language (issue 26). Beside the rules that write them, so a
 * reworded message is read here too. Null for any other text (an admin's own rule message).
 */
export function readFieldMessage(label: string, message: string): FieldMessageParts | null {
  if (!message.startsWith(`${label} `)) return null;
  const rest = message.slice(label.length + 1);
  const fixed = FIXED_ENDINGS.get(rest);
  if (fixed) return { kind: fixed };
  const sign = /^must use "(.)" for decimals and no thousands separators$/.exec(rest);
  if (sign) return { kind: "decimalSign", sign: sign[1] ?? "" };
  const bound = /^must be (at least|at most) (-?[\d,]+(?:\.\d+)?)( characters(?: long)?)?$/.exec(rest);
  if (bound) {
    const n = Number((bound[2] ?? "").replace(/,/g, ""));
    const least = bound[1] === "at least";
    if (bound[3]) return { kind: least ? "atLeastCharacters" : "atMostCharacters", n };
    return { kind: least ? "atLeast" : "atMost", n };
  }
  const places = /^can have at most (\d+) decimal places$/.exec(rest);
  return places ? { kind: "decimalPlaces", n: Number(places[1]) } : null;
}

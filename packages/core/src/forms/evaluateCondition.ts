import type { ConditionOperator, DependencyCondition } from "../constants/forms";

/** Empty for the renderer: undefined, null, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function asText(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

function isTruthyAnswer(value: unknown): boolean {
  return value === true || value === "true" || value === 1 || value === "1" || value === "yes" || value === "on";
}

function equalAnswers(actual: unknown, expected: unknown): boolean {
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== null && b !== null) return a === b;
  if (typeof actual === "boolean" || typeof expected === "boolean")
    return isTruthyAnswer(actual) === isTruthyAnswer(expected);
  return asText(actual) === asText(expected);
}

function containsAnswer(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => equalAnswers(item, expected));
  return asText(actual).includes(asText(expected));
}

function compare(actual: unknown, expected: unknown, test: (a: number, b: number) => boolean): boolean {
  const a = asNumber(actual);
  const b = asNumber(expected);
  return a !== null && b !== null && test(a, b);
}

/**
 * Spec 02 §5 display-condition operators. Numbers compare as numbers (so "5" equals 5),
 * contains looks inside text or a list, greaterThan/lessThan need two numbers.
 */
export function evaluateCondition(operator: ConditionOperator, actual: unknown, expected?: unknown): boolean {
  switch (operator) {
    case "equals":
      return equalAnswers(actual, expected);
    case "notEquals":
      return !equalAnswers(actual, expected);
    case "contains":
      return containsAnswer(actual, expected);
    case "notContains":
      return !containsAnswer(actual, expected);
    case "greaterThan":
      return compare(actual, expected, (a, b) => a > b);
    case "lessThan":
      return compare(actual, expected, (a, b) => a < b);
    case "isTrue":
      return isTruthyAnswer(actual);
    case "isFalse":
      return !isTruthyAnswer(actual);
    case "isEmpty":
      return isEmptyValue(actual);
    case "isNotEmpty":
      return !isEmptyValue(actual);
  }
}

const DEPENDENCY_TO_OPERATOR: Readonly<Record<DependencyCondition, ConditionOperator>> = {
  equals: "equals",
  not_equals: "notEquals",
  contains: "contains",
  not_contains: "notContains",
  greater_than: "greaterThan",
  less_than: "lessThan",
};

/** The same test for a form_field_dependencies condition (snake_case names). */
export function evaluateDependencyCondition(
  condition: DependencyCondition,
  actual: unknown,
  expected?: unknown,
): boolean {
  return evaluateCondition(DEPENDENCY_TO_OPERATOR[condition], actual, expected);
}

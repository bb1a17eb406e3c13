import { z } from "zod";
import { tooLargeNumberMessage, tooLongMessage } from "./limitMessages";

export { tooLargeNumberMessage, tooLongMessage };

// Bounds on what a client may send (not in the spec; ours). Without them a 1 MB name,
// a 2^31 quantity or JSON nested 10,000 deep reached PostgreSQL or the serializer and
// came back as a 500, and big texts multiplied into huge responses.

export const NAME_MAX_LENGTH = 200;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const NOTES_MAX_LENGTH = 5000;
/** A form's JSON (fields, options, formulas) and one submission's answers. */
export const FORM_JSON_MAX_BYTES = 512 * 1024;
/** Test values of the form builder (a set of answers). */
export const TEST_VALUES_MAX_BYTES = 64 * 1024;
/** Quantities are stored as PostgreSQL integers (at most 2,147,483,647): this stays well below. */
export const QUANTITY_MAX = 1_000_000_000;
/** Prices and costs are numeric(14, 2): at most 999,999,999,999.99. */
export const MONEY_MAX = 999_999_999_999;
/** The deepest nesting of any input (objects and arrays). */
export const INPUT_MAX_DEPTH = 32;
/** The longest single string anywhere in an input. */
export const INPUT_STRING_MAX_LENGTH = 600_000;

export const NUL_CHARACTER_MESSAGE = "Text must not contain NUL characters";
export const INPUT_TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${INPUT_MAX_DEPTH} levels)`;
export const INPUT_STRING_TOO_LONG_MESSAGE = tooLongMessage("A text value", INPUT_STRING_MAX_LENGTH);
export const FIELD_ID_MESSAGE =
  "Field ids must start with a letter and contain only letters, digits, '_' and '-' (at most 64 characters)";
export const RESERVED_KEY_MESSAGE = "This name is reserved; please choose another";

/**
 * Names that must never become an object key built from client data: Object.prototype's
 * own properties (`constructor`, `__proto__`, `toString` …) and `prototype`. A form field
 * named `constructor` once made every answer of its form fail to serialize.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  "__proto__",
  "prototype",
]);

export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.has(key);
}

/** `field_3`, `quantity`, `serial-no`: the shape of a form field id. */
export const FIELD_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export function isSafeFieldId(id: string): boolean {
  return FIELD_ID_PATTERN.test(id) && !isReservedKey(id);
}

/** A form field id: a safe pattern and no prototype name (it becomes an object key). */
export const fieldId = z
  .string()
  .regex(FIELD_ID_PATTERN, FIELD_ID_MESSAGE)
  .refine((id) => !isReservedKey(id), RESERVED_KEY_MESSAGE);

/** A key of a client-sent record (answers, test values, conversion values). */
export const recordKey = z
  .string()
  .max(NAME_MAX_LENGTH, tooLongMessage("A name", NAME_MAX_LENGTH))
  .refine((k) => !isReservedKey(k), RESERVED_KEY_MESSAGE);

/** Text with an upper length and no NUL character (PostgreSQL text cannot hold one). */
export function boundedText(what: string, max: number) {
  return z
    .string()
    .max(max, tooLongMessage(what, max))
    .refine((s) => !s.includes("\u0000"), NUL_CHARACTER_MESSAGE);
}

/** Size of a value as JSON, or Infinity when it cannot be written as JSON. */
export function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * The checks every procedure's raw input passes before its own schema: nesting depth,
 * string length, NUL characters and prototype-sensitive keys. Returns the first problem's
 * message, or null. Iterative, so a hostile depth cannot overflow the stack here.
 */
export function checkInputBounds(input: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }];
  let visited = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (++visited > 200_000) return "The request has too many values";
    if (typeof value === "string") {
      if (value.length > INPUT_STRING_MAX_LENGTH) return INPUT_STRING_TOO_LONG_MESSAGE;
      if (value.includes("\u0000")) return NUL_CHARACTER_MESSAGE;
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= INPUT_MAX_DEPTH) return INPUT_TOO_DEEP_MESSAGE;
    if (value instanceof Date) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (key === "__proto__" || key === "constructor" || key === "prototype") return RESERVED_KEY_MESSAGE;
      if (key.includes("\u0000")) return NUL_CHARACTER_MESSAGE;
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

/** Builds a lookup from client-chosen keys without a prototype, so no key can reach Object.prototype. */
export function safeRecord<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [k, v] of entries) if (!isReservedKey(k)) out[k] = v;
  return out;
}

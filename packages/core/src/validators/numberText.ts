import { tooLargeNumberMessage } from "./limitMessages";

/**
 * One rule for every quantity, price and number a person types (issue 20): the text is read
 * exactly as typed, or it gets a message. Nothing is clamped, rounded, or stripped of a sign.
 *
 * What the text may be (after trimming surrounding spaces):
 * - digits with at most one decimal separator: `12`, `12.5`, `.5`, `12.`; a leading `-`, `−`
 *   (U+2212) or `+` is a sign. A negative number is read as negative, then refused by `min`.
 * - the decimal separator is a parameter: `.` (en) or `,` (de, fr, es). The other mark is
 *   refused with a message, never dropped: "1,5" in English is neither 15 nor 1.5 but a
 *   message, and "1.000" in German is a message too. So thousands separators are refused.
 * - no exponent (`1e3` is a message, not 1000), no spaces inside, no `Infinity`/`NaN`, no hex.
 * - empty text is `null` when the field is optional, else the "is required" message.
 *
 * This file is zod-free so the phone's count screen can use the rule without loading zod;
 * `numbers.ts` adds the zod schema (`numberField`).
 */

export type DecimalSeparator = "." | ",";

export interface NumberRule {
  /** The field's name as messages start: "Quantity", "Price", a form field's label. */
  what: string;
  /** Only whole numbers ("Quantity must be a whole number"). */
  whole?: boolean;
  /** Smallest allowed; below it gives `minMessage`, or "{what} cannot be negative" for 0. */
  min?: number;
  max?: number;
  /** At most this many digits after the separator (prices: 2, the money columns' scale). */
  maxDecimals?: number;
  /** Empty text: the required message (true) or null (false, the default). */
  required?: boolean;
  decimalSeparator?: DecimalSeparator;
  minMessage?: string;
  maxMessage?: string;
  requiredMessage?: string;
}

export type NumberParse = { ok: true; value: number | null } | { ok: false; message: string };

export function notANumberMessage(what: string): string {
  return `${what} must be a number`;
}
export function wholeNumberMessage(what: string): string {
  return `${what} must be a whole number`;
}
export function notNegativeMessage(what: string): string {
  return `${what} cannot be negative`;
}
export function atLeastMessage(what: string, min: number): string {
  return `${what} must be at least ${min}`;
}
export function exponentMessage(what: string): string {
  return `${what} must be written in plain digits (no exponent such as 1e3)`;
}
export function separatorMessage(what: string, separator: DecimalSeparator): string {
  return `${what} must use "${separator}" for decimals and no thousands separators`;
}
export function decimalsMessage(what: string, decimals: number): string {
  return `${what} can have at most ${decimals} decimal places`;
}
export function numberRequiredMessage(what: string): string {
  return `${what} is required`;
}

let screenDecimalSeparator: DecimalSeparator = ".";

/**
 * The separator a rule without its own `decimalSeparator` reads (issue 26): the web app sets
 * the one of the language it shows (decimalSeparatorOf), so "2,5" typed on a German screen is
 * 2.5 in every number field and form. The server never sets it: it receives numbers.
 */
export function setScreenDecimalSeparator(separator: DecimalSeparator): void {
  screenDecimalSeparator = separator;
}

/** The decimal separator of a locale ("de-DE" → ","), by Intl. */
export function decimalSeparatorOf(locale: string): DecimalSeparator {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal");
  return part?.value === "," ? "," : ".";
}

const MINUS_SIGNS = new Set(["-", "\u2212"]);

/** Checks a number against the rule (for values that arrive as numbers). Null when valid. */
export function checkNumber(value: number, rule: NumberRule): string | null {
  if (!Number.isFinite(value)) return notANumberMessage(rule.what);
  if (rule.min !== undefined && value < rule.min) {
    return rule.minMessage ?? (rule.min === 0 ? notNegativeMessage(rule.what) : atLeastMessage(rule.what, rule.min));
  }
  if (rule.whole && !Number.isInteger(value)) return wholeNumberMessage(rule.what);
  if (rule.maxDecimals !== undefined && decimalsOf(value) > rule.maxDecimals) {
    return decimalsMessage(rule.what, rule.maxDecimals);
  }
  if (rule.max !== undefined && value > rule.max) return rule.maxMessage ?? tooLargeNumberMessage(rule.what, rule.max);
  return null;
}

/** Digits after the point of a finite number as JavaScript writes it shortest (0.1 → 1). */
function decimalsOf(value: number): number {
  const text = String(Math.abs(value));
  if (text.includes("e")) {
    const [mantissa = "", exponent = "0"] = text.split("e");
    const fraction = mantissa.split(".")[1]?.length ?? 0;
    return Math.max(0, fraction - Number(exponent));
  }
  return text.split(".")[1]?.length ?? 0;
}

/** Reads what was typed by the rule: the number it means, null for empty optional text, or the message. */
export function parseNumberText(text: string, rule: NumberRule): NumberParse {
  const separator = rule.decimalSeparator ?? screenDecimalSeparator;
  const other = separator === "." ? "," : ".";
  const trimmed = text.trim();
  if (trimmed === "") {
    return rule.required
      ? { ok: false, message: rule.requiredMessage ?? numberRequiredMessage(rule.what) }
      : { ok: true, value: null };
  }
  let body = trimmed;
  let negative = false;
  const first = body[0] as string;
  if (MINUS_SIGNS.has(first) || first === "+") {
    negative = first !== "+";
    body = body.slice(1);
  }
  if (/^[0-9]*[.,]?[0-9]*[eE][+-]?[0-9]+$/.test(body) && /[0-9]/.test(body[0] ?? "")) {
    return { ok: false, message: exponentMessage(rule.what) };
  }
  if (body.includes(other)) return { ok: false, message: separatorMessage(rule.what, separator) };
  const [whole = "", fraction, extra] = body.split(separator);
  if (extra !== undefined || !/^[0-9]*$/.test(whole) || !/^[0-9]*$/.test(fraction ?? "")) {
    return { ok: false, message: notANumberMessage(rule.what) };
  }
  if (whole === "" && (fraction ?? "") === "") return { ok: false, message: notANumberMessage(rule.what) };
  if (rule.maxDecimals !== undefined && (fraction ?? "").length > rule.maxDecimals) {
    return { ok: false, message: decimalsMessage(rule.what, rule.maxDecimals) };
  }
  const magnitude = Number(`${whole || "0"}.${fraction || "0"}`);
  // -0 means 0: no sign flip is visible to anyone.
  const value = negative && magnitude !== 0 ? -magnitude : magnitude;
  const message = checkNumber(value, rule);
  return message === null ? { ok: true, value } : { ok: false, message };
}

/** A number (checked) or text (parsed) by the rule; the message of `value` when it is invalid. */
export function numberValueMessage(value: unknown, rule: NumberRule): string | null {
  const r = readNumberValue(value, rule);
  return r.ok ? null : r.message;
}

/** Anything from a client, by the rule: numbers are checked, text parsed, other types refused. */
export function readNumberValue(value: unknown, rule: NumberRule): NumberParse {
  if (typeof value === "string") return parseNumberText(value, rule);
  if (typeof value === "number") {
    const message = checkNumber(value, rule);
    return message === null ? { ok: true, value } : { ok: false, message };
  }
  if (value === null || value === undefined) return parseNumberText("", rule);
  return { ok: false, message: notANumberMessage(rule.what) };
}

import { FormulaError } from "./FormulaError";

export type FormulaOperator = "+" | "-" | "*" | "/";

/** A placeholder: `{field_N}`, `{mapped.name}`, any other `{name}`, or a bracket `[Label]`. */
export type FormulaReference =
  | { kind: "field"; name: string; raw: string }
  | { kind: "mapped"; name: string; raw: string }
  | { kind: "name"; name: string; raw: string }
  | { kind: "label"; name: string; raw: string };

export type FormulaToken =
  | { type: "number"; value: number; text: string; position: number }
  | { type: "operator"; value: FormulaOperator; position: number }
  | { type: "paren"; value: "(" | ")"; position: number }
  | { type: "reference"; reference: FormulaReference; position: number }
  | { type: "identifier"; value: string; position: number }
  | { type: "comma"; position: number };

/** Formulas are short; anything longer is refused before it costs the server time. */
export const FORMULA_MAX_LENGTH = 10_000;

const FIELD_REFERENCE = /^field_\d+$/;
const MAPPED_PREFIX = "mapped.";

export function classifyReference(inner: string, raw: string, bracket: boolean): FormulaReference {
  const name = inner.trim();
  if (bracket) return { kind: "label", name, raw };
  if (FIELD_REFERENCE.test(name)) return { kind: "field", name, raw };
  if (name.startsWith(MAPPED_PREFIX)) return { kind: "mapped", name: name.slice(MAPPED_PREFIX.length), raw };
  return { kind: "name", name, raw };
}

function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}
function isIdentifierStart(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
}
function isIdentifierPart(c: string): boolean {
  return isIdentifierStart(c) || isDigit(c);
}
function isSpace(c: string): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r";
}

/**
 * Splits a formula into tokens. Numbers are decimal (`12`, `1.5`, `.5`); identifiers
 * are kept only so that the parser can reject them with "{name} is not defined".
 */
export function tokenizeFormula(source: string): FormulaToken[] {
  if (source.length > FORMULA_MAX_LENGTH) {
    throw new FormulaError("too_long", `Formula is longer than ${FORMULA_MAX_LENGTH} characters`);
  }
  const tokens: FormulaToken[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source.charAt(i);
    if (isSpace(c)) {
      i++;
    } else if (isDigit(c) || (c === "." && isDigit(source.charAt(i + 1)))) {
      const start = i;
      while (isDigit(source.charAt(i))) i++;
      if (source.charAt(i) === ".") {
        i++;
        while (isDigit(source.charAt(i))) i++;
      }
      const text = source.slice(start, i);
      tokens.push({ type: "number", value: Number(text), text, position: start });
    } else if (c === "+" || c === "-" || c === "*" || c === "/") {
      tokens.push({ type: "operator", value: c, position: i });
      i++;
    } else if (c === "(" || c === ")") {
      tokens.push({ type: "paren", value: c, position: i });
      i++;
    } else if (c === ",") {
      tokens.push({ type: "comma", position: i });
      i++;
    } else if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      const end = source.indexOf(close, i + 1);
      const inner = end === -1 ? "" : source.slice(i + 1, end);
      if (end === -1 || inner.includes(c)) {
        throw new FormulaError("unclosed_reference", `Unclosed reference at position ${i + 1}`, i);
      }
      if (inner.trim() === "") {
        throw new FormulaError("empty_reference", `Empty reference at position ${i + 1}`, i);
      }
      tokens.push({
        type: "reference",
        reference: classifyReference(inner, source.slice(i, end + 1), c === "["),
        position: i,
      });
      i = end + 1;
    } else if (isIdentifierStart(c)) {
      const start = i;
      while (isIdentifierPart(source.charAt(i))) i++;
      tokens.push({ type: "identifier", value: source.slice(start, i), position: start });
    } else {
      throw new FormulaError("unexpected_character", `Unexpected character '${c}' at position ${i + 1}`, i);
    }
  }
  return tokens;
}

export type FormulaErrorCode =
  | "empty"
  | "unexpected_character"
  | "unclosed_reference"
  | "empty_reference"
  | "not_defined"
  | "unexpected_token"
  | "unexpected_end"
  | "missing_closing_parenthesis"
  | "unexpected_closing_parenthesis"
  | "too_deep"
  | "too_long";

/**
 * The only error the formula engine throws. `message` is what the spec shows after
 * "Formula syntax error: ", e.g. "sqrt is not defined".
 */
export class FormulaError extends Error {
  override readonly name = "FormulaError";
  constructor(
    readonly code: FormulaErrorCode,
    message: string,
    /** Zero-based character offset in the formula, when one applies. */
    readonly position: number | null = null,
  ) {
    super(message);
  }
}

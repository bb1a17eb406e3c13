import { FormulaError } from "./FormulaError";
import { type FormulaOperator, type FormulaReference, type FormulaToken, tokenizeFormula } from "./tokenizeFormula";

export type FormulaNode =
  | { type: "number"; value: number }
  | { type: "reference"; reference: FormulaReference }
  | { type: "negate"; operand: FormulaNode }
  | { type: "binary"; operator: FormulaOperator; left: FormulaNode; right: FormulaNode };

/** Nesting beyond this is refused instead of overflowing the stack. */
export const FORMULA_MAX_DEPTH = 200;

const BINDING_POWER: Record<FormulaOperator, number> = { "+": 10, "-": 10, "*": 20, "/": 20 };
const PREFIX_BINDING_POWER = 30;

function describe(token: FormulaToken): string {
  switch (token.type) {
    case "number":
      return token.text;
    case "reference":
      return token.reference.raw;
    case "comma":
      return ",";
    default:
      return token.value;
  }
}

/**
 * Pratt parser over {@link tokenizeFormula}: `+ -` bind looser than `* /`, both left
 * associative; unary minus (and plus) binds tightest. Any identifier, whether a
 * function call (`sqrt(4)`) or a constant (`pi`), is rejected with "{name} is not defined".
 */
export function parseFormula(source: string): FormulaNode {
  const tokens = tokenizeFormula(source);
  if (tokens.length === 0) throw new FormulaError("empty", "Empty formula");
  const identifier = tokens.find((t) => t.type === "identifier");
  if (identifier) {
    throw new FormulaError("not_defined", `${identifier.value} is not defined`, identifier.position);
  }

  let index = 0;
  const peek = (): FormulaToken | undefined => tokens[index];

  function unexpected(token: FormulaToken): FormulaError {
    if (token.type === "paren" && token.value === ")") {
      return new FormulaError(
        "unexpected_closing_parenthesis",
        `Unexpected ')' at position ${token.position + 1}`,
        token.position,
      );
    }
    return new FormulaError(
      "unexpected_token",
      `Unexpected '${describe(token)}' at position ${token.position + 1}`,
      token.position,
    );
  }

  function parseExpression(minBindingPower: number, depth: number): FormulaNode {
    if (depth > FORMULA_MAX_DEPTH) throw new FormulaError("too_deep", "Formula is nested too deeply");
    let left = parsePrefix(depth);
    for (;;) {
      const token = peek();
      if (token === undefined || token.type !== "operator") break;
      const power = BINDING_POWER[token.value];
      if (power < minBindingPower) break;
      index++;
      const right = parseExpression(power + 1, depth + 1);
      left = { type: "binary", operator: token.value, left, right };
    }
    return left;
  }

  function parsePrefix(depth: number): FormulaNode {
    const token = peek();
    if (token === undefined) throw new FormulaError("unexpected_end", "Unexpected end of formula");
    index++;
    if (token.type === "number") return { type: "number", value: token.value };
    if (token.type === "reference") return { type: "reference", reference: token.reference };
    if (token.type === "operator" && (token.value === "-" || token.value === "+")) {
      const operand = parseExpression(PREFIX_BINDING_POWER, depth + 1);
      return token.value === "-" ? { type: "negate", operand } : operand;
    }
    if (token.type === "paren" && token.value === "(") {
      const inner = parseExpression(0, depth + 1);
      const close = peek();
      if (close === undefined) {
        throw new FormulaError(
          "missing_closing_parenthesis",
          `Missing ')' for '(' at position ${token.position + 1}`,
          token.position,
        );
      }
      if (close.type !== "paren" || close.value !== ")") throw unexpected(close);
      index++;
      return inner;
    }
    throw unexpected(token);
  }

  const tree = parseExpression(0, 0);
  const rest = peek();
  if (rest !== undefined) throw unexpected(rest);
  return tree;
}

/** Every placeholder of a parsed formula, in order of appearance. */
export function formulaReferences(node: FormulaNode): FormulaReference[] {
  switch (node.type) {
    case "number":
      return [];
    case "reference":
      return [node.reference];
    case "negate":
      return formulaReferences(node.operand);
    case "binary":
      return [...formulaReferences(node.left), ...formulaReferences(node.right)];
  }
}

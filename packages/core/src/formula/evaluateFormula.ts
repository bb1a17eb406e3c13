import { type FormulaNode, formulaReferences, parseFormula } from "./parseFormula";
import type { FormulaReference } from "./tokenizeFormula";

/** Spec 02 §5: "14-digit precision". */
export const FORMULA_PRECISION = 14;

/** Values a formula reads. `fields` by field id (`field_3`), `mapped` by mapped name, `labels` by bracket label. */
export interface FormulaValues {
  fields?: Readonly<Record<string, unknown>>;
  mapped?: Readonly<Record<string, unknown>>;
  labels?: Readonly<Record<string, unknown>>;
}
export type FormulaResolver = (reference: FormulaReference) => unknown;

/** Rounds to 14 significant digits; Infinity and NaN stay as they are. */
export function roundToFormulaPrecision(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(FORMULA_PRECISION)) : value;
}

/**
 * What a placeholder's value counts as: numbers as they are, numeric text as its
 * number, true/false as 1/0, anything else (empty, missing, text, lists) as 0.
 */
export function toFormulaNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") return 0;
    const parsed = Number(trimmed);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

function own(record: Readonly<Record<string, unknown>> | undefined, key: string): unknown {
  // Object.hasOwn keeps "{constructor}" or "{__proto__}" from reading Object.prototype.
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The default lookup: field and plain names in `fields`, mapped names in `mapped`, labels in `labels`. */
export function formulaResolver(values: FormulaValues): FormulaResolver {
  return (reference) => {
    switch (reference.kind) {
      case "mapped":
        return own(values.mapped, reference.name);
      case "label":
        return own(values.labels, reference.name);
      default:
        return own(values.fields, reference.name);
    }
  };
}

export function evaluateFormulaTree(node: FormulaNode, resolve: FormulaResolver): number {
  switch (node.type) {
    case "number":
      return node.value;
    case "reference":
      return toFormulaNumber(resolve(node.reference));
    case "negate":
      return -evaluateFormulaTree(node.operand, resolve);
    case "binary": {
      const left = evaluateFormulaTree(node.left, resolve);
      const right = evaluateFormulaTree(node.right, resolve);
      switch (node.operator) {
        case "+":
          return left + right;
        case "-":
          return left - right;
        case "*":
          return left * right;
        case "/":
          return left / right;
      }
    }
  }
}

export interface CompiledFormula {
  readonly source: string;
  readonly tree: FormulaNode;
  readonly references: readonly FormulaReference[];
  /** Result rounded to 14 significant digits; unknown placeholders count as 0. */
  evaluate(values: FormulaValues | FormulaResolver): number;
}

/** Parses once; throws {@link FormulaError} on a bad formula. */
export function compileFormula(source: string): CompiledFormula {
  const tree = parseFormula(source);
  return {
    source,
    tree,
    references: formulaReferences(tree),
    evaluate(values) {
      const resolve = typeof values === "function" ? values : formulaResolver(values);
      return roundToFormulaPrecision(evaluateFormulaTree(tree, resolve));
    },
  };
}

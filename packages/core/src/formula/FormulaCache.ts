import { type CompiledFormula, compileFormula, type FormulaResolver, type FormulaValues } from "./evaluateFormula";
import type { FormulaError } from "./FormulaError";

/** Spec 02 §9: "formula compile cache max 100 entries (oldest evicted)". */
export const FORMULA_CACHE_MAX_ENTRIES = 100;

type Entry = { ok: true; formula: CompiledFormula } | { ok: false; error: FormulaError };

/**
 * Compiled formulas by source text. A failed compile is remembered too, so a broken
 * formula is not re-parsed on every keystroke. When full, the entry added first goes.
 */
export class FormulaCache {
  readonly #entries = new Map<string, Entry>();
  readonly maxEntries: number;
  constructor(maxEntries: number = FORMULA_CACHE_MAX_ENTRIES) {
    this.maxEntries = Math.max(1, Math.floor(maxEntries));
  }

  get size(): number {
    return this.#entries.size;
  }
  has(source: string): boolean {
    return this.#entries.has(source);
  }
  clear(): void {
    this.#entries.clear();
  }

  /** The compiled formula; throws the (cached) {@link FormulaError} for a bad one. */
  compile(source: string): CompiledFormula {
    let entry = this.#entries.get(source);
    if (entry === undefined) {
      try {
        entry = { ok: true, formula: compileFormula(source) };
      } catch (error) {
        // compileFormula throws nothing but FormulaError (see the property tests).
        entry = { ok: false, error: error as FormulaError };
      }
      if (this.#entries.size >= this.maxEntries) {
        for (const oldest of this.#entries.keys()) {
          this.#entries.delete(oldest);
          break;
        }
      }
      this.#entries.set(source, entry);
    }
    if (!entry.ok) throw entry.error;
    return entry.formula;
  }
}

/** The cache shared by {@link evaluateFormula} when no other is given. */
export const defaultFormulaCache = new FormulaCache();

/** Compiles (through the cache) and evaluates; throws only {@link FormulaError}. */
export function evaluateFormula(
  source: string,
  values: FormulaValues | FormulaResolver = {},
  cache: FormulaCache = defaultFormulaCache,
): number {
  return cache.compile(source).evaluate(values);
}

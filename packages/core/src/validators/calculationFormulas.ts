import { z } from "zod";
import { ASSET_FORMULA_TYPES, type AssetFormulaType } from "../formula/assetCalculationFormulas";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "./assetTypes";
import { entityId } from "./entityId";
import { boundedText, DESCRIPTION_MAX_LENGTH, recordKey, SHORT_TEXT_MAX_LENGTH } from "./limits";

// The Calculation Formulas card of an asset type (issue 5): its entries and their save.

export const TARGET_FIELD_REQUIRED_MESSAGE = "Target field is required";
export const DUPLICATE_TARGET_FIELD_MESSAGE = "Each target field can have only one formula";
export const CUSTOM_FORMULA_REQUIRED_MESSAGE = "Custom formula is required";

/** An operand: a number, a field name, or nothing (the formula's default). */
const formulaOperand = z.union([z.number(), z.string().trim().max(SHORT_TEXT_MAX_LENGTH)]).nullish();

/** One entry of the card: targetField, formulaType, description, baseValue, multiplier, addend, customFormula. */
export const calculationFormulaEntry = z
  .object({
    targetField: z.string(TARGET_FIELD_REQUIRED_MESSAGE).trim().min(1, TARGET_FIELD_REQUIRED_MESSAGE).pipe(recordKey),
    formulaType: z.enum(ASSET_FORMULA_TYPES),
    description: boundedText("Description", DESCRIPTION_MAX_LENGTH).trim().default(""),
    baseValue: formulaOperand,
    multiplier: formulaOperand,
    addend: formulaOperand,
    customFormula: z.string().trim().max(DESCRIPTION_MAX_LENGTH).nullish(),
  })
  .refine((e) => e.formulaType !== "custom" || (e.customFormula ?? "") !== "", {
    message: CUSTOM_FORMULA_REQUIRED_MESSAGE,
    path: ["customFormula"],
  });
export type CalculationFormulaEntry = z.infer<typeof calculationFormulaEntry>;

/** The entries of one tab: one formula per target field. */
export const calculationFormulaEntryList = z.array(calculationFormulaEntry).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.targetField)) {
      ctx.addIssue({ code: "custom", message: DUPLICATE_TARGET_FIELD_MESSAGE, path: [index, "targetField"] });
    }
    seen.add(entry.targetField);
  });
});

/** Both tabs of the card, saved together. */
export const calculationFormulasUpdateInput = z.object({
  id: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE),
  intake: calculationFormulaEntryList,
  inventory: calculationFormulaEntryList,
});

/** One entry of the card as typed: operands are the inputs' text; `key` tells the rows apart. */
export type CalculationFormulaDraft = {
  key: string;
  targetField: string;
  formulaType: AssetFormulaType;
  description: string;
  baseValue: string;
  multiplier: string;
  addend: string;
  customFormula: string;
};

/** An operand as typed: empty → none, a number → that number, anything else → a field name. */
export function formulaOperandOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/** A saved entry as the card shows it (a new entry: a multiply formula with nothing filled in). */
export function calculationFormulaDraftOf(
  key: string,
  entry?: Partial<Pick<CalculationFormulaEntry, "targetField" | "formulaType" | "description">> & {
    baseValue?: number | string | null | undefined;
    multiplier?: number | string | null | undefined;
    addend?: number | string | null | undefined;
    customFormula?: string | null | undefined;
  },
): CalculationFormulaDraft {
  const text = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    key,
    targetField: entry?.targetField ?? "",
    formulaType: entry?.formulaType ?? "multiply",
    description: entry?.description ?? "",
    baseValue: text(entry?.baseValue),
    multiplier: text(entry?.multiplier),
    addend: text(entry?.addend),
    customFormula: entry?.customFormula ?? "",
  };
}

const draftList = z
  .array(
    z.custom<CalculationFormulaDraft>().transform(
      (d): z.input<typeof calculationFormulaEntry> => ({
        targetField: d.targetField,
        formulaType: d.formulaType,
        description: d.description,
        baseValue: formulaOperandOf(d.baseValue),
        multiplier: formulaOperandOf(d.multiplier),
        addend: formulaOperandOf(d.addend),
        customFormula: d.formulaType === "custom" ? d.customFormula : null,
      }),
    ),
  )
  .pipe(calculationFormulaEntryList);

/** The card's two tabs as typed; parses to what `calculationFormulasUpdateInput` takes (without the id). */
export const calculationFormulaDrafts = z.object({ intake: draftList, inventory: draftList });

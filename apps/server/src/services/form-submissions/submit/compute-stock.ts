import {
  applyInventoryActions,
  calculationFormulasFor,
  type FormField,
  QUANTITY_MAX,
  QUANTITY_TOO_LARGE_MESSAGE,
  quantityBeforeEdit,
  storedStockEffect,
  submissionStockEffect,
} from "@stockroom/core";
import { DomainError } from "../../../errors";
import type { CompiledForm } from "../../forms/compiled-form";
import { computeSubmission } from "../compute-submission";
import { formulaMappedValues } from "../mapped-values";
import type { SubmitTarget } from "./resolve-form";

/**
 * Step 3, compute: the answers recomputed and checked (the browser's values are only a
 * preview), then core's applyInventoryActions gives the new quantity (never below 0). When
 * editing this month's submission, its own earlier add/subtract effect is undone first.
 */
export function computeStock(input: {
  form: CompiledForm;
  fields: readonly FormField[];
  target: SubmitTarget;
  purpose: string;
  submitted: Readonly<Record<string, unknown>>;
  metadata: Readonly<Record<string, unknown>>;
  item: { quantity: number };
  edited: { calculationResults: Record<string, unknown> | null } | null;
}) {
  const { form, fields, target, purpose, metadata, item } = input;
  const computed = computeSubmission({
    fields,
    fieldIds: form.fieldIds,
    hasFormulas: form.hasFormulas,
    rules: form.rules,
    dependencies: form.dependencies,
    submitted: input.submitted,
    mapped: () => formulaMappedValues(metadata, target.conversionFields),
    calculationFormulas:
      purpose === "intake" || purpose === "inventory"
        ? calculationFormulasFor(target.calculationFormulas, purpose)
        : {},
    assetMetadata: metadata,
  });
  const firstError = Object.values(computed.validationErrors)[0];
  if (firstError) throw new DomainError("BAD_REQUEST", firstError);

  const base = quantityBeforeEdit(
    item.quantity,
    input.edited ? storedStockEffect(input.edited.calculationResults) : null,
  );
  const result = applyInventoryActions({
    fields,
    answers: computed.values,
    currentQuantity: base,
    submittedQuantity: computed.submittedQuantity,
    formPurpose: purpose,
  });
  // The stock column is an integer: an answer like 2^31 must be refused, not overflow.
  if (!Number.isFinite(result.quantity) || result.quantity > QUANTITY_MAX) {
    throw new DomainError("BAD_REQUEST", QUANTITY_TOO_LARGE_MESSAGE);
  }
  return {
    computed,
    result,
    changed: result.quantity !== item.quantity,
    effect: submissionStockEffect(item.quantity, base, result),
  };
}

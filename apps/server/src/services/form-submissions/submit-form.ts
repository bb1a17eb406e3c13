import { randomUUID } from "node:crypto";
import type { FormSubmitInput } from "@stockroom/core";
import type { ServiceContext } from "../context";
import { historyDetails } from "./history-details";
import { metadataObject } from "./mapped-values";
import { acceptedClientSubmission } from "./submit/accepted-client-submission";
import { checkFileAnswers } from "./submit/check-file-answers";
import { computeStock } from "./submit/compute-stock";
import { ensureInventoryItem, lockStockRows } from "./submit/lock-stock-rows";
import { mapAnswers } from "./submit/map-answers";
import { checkSubmitTarget, readFormAndTarget } from "./submit/resolve-form";
import { writeHistory } from "./submit/write-history";

export { INTAKE_EDIT_MESSAGE } from "./submit/resolve-form";

/**
 * Submits a form for an asset: one call, one transaction (spec 02 §4 "Form submit",
 * "Inventory actions on submission", "Monthly inventory submission"), in named steps, one
 * module each under submit/:
 *
 * 1. resolve the form (the compiled form of this version and the asset; it must be active
 *    and linked to the asset's type) and 2. lock the item, the asset and an edited
 *    submission: every read and lock goes out together, pipelined on the transaction's
 *    connection, and PostgreSQL runs them in the order sent;
 * 3. compute: formulas recomputed (none when the form has none), the rules re-checked, the
 *    new quantity from core's applyInventoryActions;
 * 4. check the files the answers name;
 * 5. write the history (the submission, a history entry when the quantity changed) and
 *    6. map the answers onto the asset (metadata, activity): all writes in one round trip.
 *
 * With BEGIN and COMMIT, 4 round trips for a submit to an asset that has an item.
 */
export async function submitForm(ctx: ServiceContext, input: FormSubmitInput, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    if (input.clientSubmissionId) {
      const first = await acceptedClientSubmission(tx, ctx.orgId, input.clientSubmissionId);
      if (first) return first;
    }
    const [[form, found], locked] = await Promise.all([
      readFormAndTarget(tx, ctx, input),
      lockStockRows(tx, ctx, input, now),
    ]);
    const { fields, target, purpose } = checkSubmitTarget(form, found, input);
    const { item, assetMetadata, edited } = await ensureInventoryItem(
      tx,
      ctx,
      target,
      locked,
      Boolean(input.submissionId),
    );
    const metadata = metadataObject(assetMetadata);

    const { computed, result, changed, effect } = computeStock({
      form,
      fields,
      target,
      purpose,
      submitted: input.values,
      metadata,
      item,
      edited,
    });
    await checkFileAnswers(tx, ctx.orgId, fields, computed.values);

    // The id is chosen here so the history entry can name the submission without waiting
    // for the insert: every write goes out in one pipelined round trip.
    const submissionId = edited?.id ?? randomUUID();
    const { writes, recorded } = writeHistory(tx, ctx, {
      input,
      form,
      target,
      item,
      edited,
      submissionId,
      values: computed.values,
      calculationResults: {
        formulas: computed.formulaResults,
        formula_errors: computed.formulaErrors,
        asset_formulas: computed.assetFormulaResults,
        purpose,
        inventory: effect,
      },
      result,
      changed,
      details: historyDetails(fields, computed.values),
      now,
    });
    writes.push(
      ...mapAnswers(tx, ctx, {
        form,
        fields,
        target,
        metadata,
        values: computed.values,
        assetFormulaResults: computed.assetFormulaResults,
        quantity: result.quantity,
        changed,
        edited: edited !== null,
        submissionId,
        now,
      }),
    );
    await Promise.all(writes);
    const historyId = recorded ? (await recorded).historyId : null;

    return {
      duplicate: false,
      submissionId,
      mode: edited ? ("updated" as const) : ("created" as const),
      purpose,
      previousQuantity: item.quantity,
      quantity: result.quantity,
      changed,
      historyId,
      values: computed.values,
    };
  });
}

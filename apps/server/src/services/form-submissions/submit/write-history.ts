import {
  FORM_SUBMISSION_STATUS,
  type FormSubmitInput,
  historyAnswerCopy,
  type InventoryActionResult,
} from "@stockroom/core";
import { formSubmissions, inventoryItems, type Transaction } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import type { CompiledForm } from "../../forms/compiled-form";
import { recordInventoryEvent } from "../../inventory/record-inventory-event";
import { orgMonthAt } from "../../queries";
import type { historyDetails } from "../history-details";
import type { SubmitTarget } from "./resolve-form";

function changeDescription(labels: ReadonlyMap<string, string>, c: InventoryActionResult["changes"][number]) {
  const sign = c.action === "set" ? "set to " : c.action === "add" ? "+" : "-";
  return `${labels.get(c.fieldId) ?? c.fieldId}: ${sign}${c.amount}`;
}

/**
 * Step 5, write the history: the submission (insert, or update of the edited one) and,
 * only when the quantity changed, a history entry through the one writer of stock events
 * (intake → 'intake'/'initial', else 'audit'/'periodic'; notes default to the spec's); an
 * unchanged quantity with a Location answer moves the item. The statements are sent, not
 * awaited: they go out in one pipelined round trip with step 6's.
 */
export function writeHistory(
  tx: Transaction,
  { orgId, actorId }: ServiceContext,
  w: {
    input: Pick<FormSubmitInput, "clientSubmissionId">;
    form: CompiledForm;
    target: SubmitTarget;
    item: { id: string; quantity: number; location: string | null };
    edited: { id: string } | null;
    submissionId: string;
    values: Record<string, unknown>;
    calculationResults: Record<string, unknown>;
    result: InventoryActionResult;
    changed: boolean;
    details: ReturnType<typeof historyDetails>;
    now: Date;
  },
): { writes: Promise<unknown>[]; recorded: Promise<{ historyId: string }> | null } {
  const { form, item, edited, now, result, details } = w;
  const writes: Promise<unknown>[] = [];
  if (!w.changed && details.location) {
    writes.push(
      tx
        .update(inventoryItems)
        .set({ location: details.location, updatedAt: now })
        .where(and(eq(inventoryItems.organizationId, orgId), eq(inventoryItems.id, item.id))),
    );
  }
  writes.push(
    edited
      ? tx
          .update(formSubmissions)
          .set({
            submissionData: w.values,
            calculationResults: w.calculationResults,
            updatedAt: now,
            submittedBy: actorId,
            ...(w.input.clientSubmissionId ? { clientSubmissionId: w.input.clientSubmissionId } : {}),
          })
          .where(and(eq(formSubmissions.organizationId, orgId), eq(formSubmissions.id, edited.id)))
      : tx.insert(formSubmissions).values({
          id: w.submissionId,
          organizationId: orgId,
          formId: form.id,
          assetId: w.target.id,
          assetTypeId: w.target.typeId,
          submissionData: w.values,
          calculationResults: w.calculationResults,
          status: FORM_SUBMISSION_STATUS,
          // The organization's month (its time zone), computed in the statement.
          monthYear: orgMonthAt(orgId, now),
          submittedBy: actorId,
          createdAt: now,
          updatedAt: now,
          clientSubmissionId: w.input.clientSubmissionId ?? null,
        }),
  );
  const recorded = w.changed
    ? recordInventoryEvent(
        tx,
        { orgId, actorId },
        {
          type: result.eventType,
          inventoryItemId: item.id,
          quantity: result.quantity,
          condition: details.condition,
          notes: details.notes,
          location: details.location ?? item.location,
          at: now,
          responseData: {
            ...historyAnswerCopy(w.values),
            _inventory_changes: result.changes.map((c) => ({ ...c, description: changeDescription(form.labels, c) })),
            _previous_quantity: item.quantity,
            exact_quantity: result.quantity,
            form_id: form.id,
            submission_id: w.submissionId,
            metadata: { user_id: actorId },
          },
        },
      )
    : null;
  if (recorded) writes.push(recorded);
  return { writes, recorded };
}

import type { FormField } from "@stockroom/core";
import { assets, type Transaction } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { recordActivity } from "../../activity/record-activity";
import type { ServiceContext } from "../../context";
import type { CompiledForm } from "../../forms/compiled-form";
import { MAPPED_VALUES_KEY, mappedAnswers } from "../mapped-values";
import type { SubmitTarget } from "./resolve-form";

/**
 * Step 6, map the answers: the asset's metadata gets the asset formulas' results, the
 * answers of mappable fields (by mapped name), the current inventory and the last
 * submission; and the activity log an entry. Sent, not awaited, with step 5's writes.
 */
export function mapAnswers(
  tx: Transaction,
  { orgId, actorId }: ServiceContext,
  m: {
    form: CompiledForm;
    fields: readonly FormField[];
    target: SubmitTarget;
    metadata: Readonly<Record<string, unknown>>;
    values: Readonly<Record<string, unknown>>;
    assetFormulaResults: Readonly<Record<string, unknown>>;
    quantity: number;
    changed: boolean;
    edited: boolean;
    submissionId: string;
    now: Date;
  },
): Promise<unknown>[] {
  const { form, target, metadata, now } = m;
  const previousMapped = metadata[MAPPED_VALUES_KEY];
  return [
    tx
      .update(assets)
      .set({
        metadata: {
          ...metadata,
          ...m.assetFormulaResults,
          [MAPPED_VALUES_KEY]: {
            ...(previousMapped && typeof previousMapped === "object" ? previousMapped : {}),
            ...mappedAnswers(m.fields, m.values),
          },
          current_inventory: m.quantity,
          last_form_submission: {
            form_id: form.id,
            form_name: form.name,
            submission_id: m.submissionId,
            submitted_at: now.toISOString(),
          },
          ...(m.changed ? { last_inventory_update: now.toISOString() } : {}),
        },
        updatedAt: now,
      })
      .where(and(eq(assets.organizationId, orgId), eq(assets.id, target.id))),
    recordActivity(tx, orgId, actorId, {
      type: m.edited ? "form_submission_updated" : "form_submitted",
      description: `Form "${form.name}" ${m.edited ? "updated" : "submitted"} for "${target.name}"`,
      entityType: "form_submission",
      entityId: m.submissionId,
    }),
  ];
}

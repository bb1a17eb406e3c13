import { randomUUID } from "node:crypto";
import {
  ASSET_NOT_FOUND_MESSAGE,
  applyInventoryActions,
  calculationFormulasFor,
  FILE_ANSWER_INVALID_MESSAGE,
  FORM_NOT_FOUND_MESSAGE,
  FORM_NOT_LINKED_MESSAGE,
  FORM_SCHEMA_INVALID_MESSAGE,
  FORM_SUBMISSION_STATUS,
  FORM_UPLOADS_BUCKET,
  type FormField,
  type FormSubmitInput,
  fileAnswerUrl,
  historyAnswerCopy,
  isFormUploadUrl,
  monthKey,
  purposesOf,
  QUANTITY_MAX,
  QUANTITY_TOO_LARGE_MESSAGE,
  quantityBeforeEdit,
  SUBMISSION_NOT_FOUND_MESSAGE,
  storedStockEffect,
  submissionPurpose,
  submissionStockEffect,
} from "@stockroom/core";
import {
  assets,
  assetTypeForms,
  assetTypes,
  type Database,
  formSubmissions,
  inventoryItems,
  type Transaction,
} from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { getForm } from "../forms/get-form";
import { recordInventoryEvent } from "../inventory/record-inventory-event";
import { loadOrgTimeZone } from "../queries";
import { isOwnUpload } from "../uploads/find-own-upload";
import { computeSubmission } from "./compute-submission";
import { historyDetails } from "./history-details";
import { formulaMappedValues, MAPPED_VALUES_KEY, mappedAnswers, metadataObject } from "./mapped-values";

export const INTAKE_EDIT_MESSAGE = "Intake submissions are always new entries";

/**
 * A phone resends a queued count with the same client-made id until it hears back, so the
 * first submission with that id answers every later one and nothing is counted twice.
 * The advisory lock makes a concurrent resend wait for the first to commit.
 */
async function acceptedClientSubmission(tx: Transaction, orgId: string, clientSubmissionId: string) {
  // Sent together: PostgreSQL runs the select once the lock is granted, with a fresh snapshot.
  const [, [row]] = await Promise.all([
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${orgId}:${clientSubmissionId}`}, 15))`),
    tx
      .select({
        id: formSubmissions.id,
        values: formSubmissions.submissionData,
        calculationResults: formSubmissions.calculationResults,
        createdAt: formSubmissions.createdAt,
        updatedAt: formSubmissions.updatedAt,
      })
      .from(formSubmissions)
      .where(
        and(eq(formSubmissions.organizationId, orgId), eq(formSubmissions.clientSubmissionId, clientSubmissionId)),
      ),
  ]);
  if (!row) return null;
  const effect = storedStockEffect(row.calculationResults);
  const purpose = row.calculationResults?.purpose;
  return {
    duplicate: true,
    submissionId: row.id,
    mode: row.updatedAt > row.createdAt ? ("updated" as const) : ("created" as const),
    purpose: typeof purpose === "string" ? purpose : "other",
    previousQuantity: effect?.previousQuantity ?? 0,
    quantity: effect?.quantity ?? 0,
    changed: effect ? effect.quantity !== effect.previousQuantity : false,
    historyId: null,
    values: row.values,
  };
}

/** `select … for update` of the asset's live inventory item (none when it has no item yet). */
function selectInventoryItemForUpdate(tx: Transaction, orgId: string, assetId: string) {
  return tx
    .select({ id: inventoryItems.id, quantity: inventoryItems.quantity, location: inventoryItems.location })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.organizationId, orgId),
        eq(inventoryItems.assetId, assetId),
        eq(inventoryItems.isDeleted, false),
      ),
    )
    .for("update");
}

/**
 * `select … for update` of the asset's metadata. With `onlyWithItem`, the asset is read
 * and locked only when it has a live inventory item, so a lock sent right behind the
 * item's never takes the asset before an item that still has to be created.
 */
function selectAssetForUpdate(tx: Transaction, orgId: string, assetId: string, onlyWithItem: boolean) {
  const withItem = sql`exists (select 1 from ${inventoryItems} where ${inventoryItems.organizationId} = ${orgId}
    and ${inventoryItems.assetId} = ${assetId} and ${inventoryItems.isDeleted} = false)`;
  return tx
    .select({ metadata: assets.metadata })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, assetId), onlyWithItem ? withItem : undefined))
    .for("update");
}

/** Creates the asset's inventory item (quantity 0) and locks it; for an asset that has none yet. */
async function createInventoryItem(
  tx: Transaction,
  orgId: string,
  actorId: string,
  asset: { id: string; name: string; assetTypeId: string },
) {
  await tx
    .insert(inventoryItems)
    .values({
      organizationId: orgId,
      assetId: asset.id,
      assetTypeId: asset.assetTypeId,
      name: asset.name,
      quantity: 0,
      location: "",
      createdBy: actorId,
    })
    .onConflictDoNothing({ target: inventoryItems.assetId, where: sql`${inventoryItems.isDeleted} = false` });
  const [created] = await selectInventoryItemForUpdate(tx, orgId, asset.id);
  if (!created) throw new Error("inventory item could not be created");
  return created;
}

/**
 * Submits a form for an asset: one call, one transaction (spec 02 §4 "Form submit",
 * "Inventory actions on submission", "Monthly inventory submission").
 *
 * 1. The form must be active and linked to the asset's type ('Form is not linked to this
 *    asset type').
 * 2. The inventory item row is locked (`for update`, created if missing), then the asset
 *    row, so concurrent submissions for one item queue and each sees the last quantity.
 *    Independent statements go out together (pipelined, prepared): every read and lock,
 *    then all the writes — with BEGIN and COMMIT, 4 round trips in the transaction.
 * 3. Formulas are recomputed here (the browser's values are only a preview) and the
 *    renderer's rules re-checked.
 * 4. core's applyInventoryActions gives the new quantity (never below 0). When editing
 *    this month's submission, its own earlier add/subtract effect is undone first.
 * 5. Writes: item quantity, a history entry only when the quantity changed (intake →
 *    'intake'/'initial', else 'audit'/'periodic'; notes default to the spec's), the
 *    submission (insert, or update of the edited one), the asset metadata (current
 *    inventory, mapped values, last submission) and an activity log entry.
 */
/**
 * File answers must name a file uploaded to this organization's form-uploads bucket: no
 * other site, no `javascript:` address, no file of another organization.
 */
async function checkFileAnswers(
  tx: Transaction,
  orgId: string,
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
) {
  for (const field of fields) {
    if (field.type !== "file" || !Object.hasOwn(values, field.id)) continue;
    const url = fileAnswerUrl(values[field.id]);
    if (url === null) continue;
    const own =
      url !== undefined &&
      isFormUploadUrl(url) &&
      (await isOwnUpload(tx, url, FORM_UPLOADS_BUCKET, { organizationId: orgId }));
    if (!own) throw new DomainError("BAD_REQUEST", FILE_ANSWER_INVALID_MESSAGE);
  }
}

export async function submitForm(
  db: Database,
  orgId: string,
  actorId: string,
  input: FormSubmitInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    if (input.clientSubmissionId) {
      const first = await acceptedClientSubmission(tx, orgId, input.clientSubmissionId);
      if (first) return first;
    }
    // Every read goes out together: postgres pipelines them on the transaction's connection
    // and PostgreSQL runs them in the order sent (one round trip). The locks are taken
    // before the form and link are checked (a refused submission rolls back and releases
    // them), in the usual order: the inventory item, then the asset, then an edited
    // submission.
    // The organization's month (its time zone).
    const month = monthKey(now, await loadOrgTimeZone(tx, orgId));
    const [form, [target], [lockedItem], [lockedAsset], [editedRow]] = await Promise.all([
      getForm({ db: tx, orgId }, input.formId),
      tx
        .select({
          id: assets.id,
          name: assets.name,
          assetTypeId: assets.assetTypeId,
          typeId: assetTypes.id,
          intakeFormId: assetTypes.intakeFormId,
          inventoryFormId: assetTypes.inventoryFormId,
          conversionFields: assetTypes.conversionFields,
          calculationFormulas: assetTypes.calculationFormulas,
          // linkedPurposes' link rows, read in the same statement.
          linkPurposes: sql<string[]>`array(
            select ${assetTypeForms.purpose} from ${assetTypeForms}
            where ${assetTypeForms.organizationId} = ${orgId} and ${assetTypeForms.assetTypeId} = ${assetTypes.id}
              and ${assetTypeForms.formId} = ${input.formId} and ${assetTypeForms.isDeleted} = false)`,
        })
        .from(assets)
        .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
        .where(and(eq(assets.organizationId, orgId), eq(assets.id, input.assetId), eq(assets.isDeleted, false))),
      selectInventoryItemForUpdate(tx, orgId, input.assetId),
      selectAssetForUpdate(tx, orgId, input.assetId, true),
      input.submissionId
        ? tx
            .select({ id: formSubmissions.id, calculationResults: formSubmissions.calculationResults })
            .from(formSubmissions)
            .where(
              and(
                eq(formSubmissions.organizationId, orgId),
                eq(formSubmissions.id, input.submissionId),
                eq(formSubmissions.formId, input.formId),
                eq(formSubmissions.assetId, input.assetId),
                eq(formSubmissions.monthYear, month),
                eq(formSubmissions.isDeleted, false),
              ),
            )
            .for("update")
        : [],
    ]);
    if (form.deletedAt) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
    const fields = form.fields;
    if (!fields) throw new DomainError("BAD_REQUEST", FORM_SCHEMA_INVALID_MESSAGE);
    if (!target) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);

    const purposes = purposesOf(target.linkPurposes, target, form.id);
    if (purposes.size === 0) throw new DomainError("BAD_REQUEST", FORM_NOT_LINKED_MESSAGE);
    const purpose = submissionPurpose(purposes, input.type);
    if (input.submissionId && purpose === "intake") throw new DomainError("BAD_REQUEST", INTAKE_EDIT_MESSAGE);

    // An asset without an inventory item yet: create and lock the item, then lock the asset.
    let item = lockedItem;
    let assetRow = lockedAsset;
    if (!item) {
      item = await createInventoryItem(tx, orgId, actorId, target);
      [assetRow] = await selectAssetForUpdate(tx, orgId, target.id, false);
    }
    const metadata = metadataObject(assetRow?.metadata);

    let edited: { id: string; calculationResults: Record<string, unknown> | null } | null = null;
    if (input.submissionId) {
      if (!editedRow) throw new DomainError("NOT_FOUND", SUBMISSION_NOT_FOUND_MESSAGE);
      edited = editedRow;
    }

    const computed = computeSubmission({
      fields,
      rules: form.rules,
      dependencies: form.dependencies,
      submitted: input.values,
      mapped: formulaMappedValues(metadata, target.conversionFields),
      calculationFormulas:
        purpose === "intake" || purpose === "inventory"
          ? calculationFormulasFor(target.calculationFormulas, purpose)
          : {},
      assetMetadata: metadata,
    });
    const firstError = Object.values(computed.validationErrors)[0];
    if (firstError) throw new DomainError("BAD_REQUEST", firstError);
    await checkFileAnswers(tx, orgId, fields, computed.values);

    // Undo what the edited submission added or subtracted (core's quantityBeforeEdit).
    const base = quantityBeforeEdit(item.quantity, edited ? storedStockEffect(edited.calculationResults) : null);
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
    const changed = result.quantity !== item.quantity;
    const effect = submissionStockEffect(item.quantity, base, result);
    const details = historyDetails(fields, computed.values);
    const labels = new Map(fields.map((f) => [f.id, f.label]));

    const calculationResults = {
      formulas: computed.formulaResults,
      formula_errors: computed.formulaErrors,
      asset_formulas: computed.assetFormulaResults,
      purpose,
      inventory: effect,
    };
    // The id is chosen here so the history entry can name the submission without waiting
    // for the insert: every write below goes out in one pipelined round trip.
    const submissionId = edited?.id ?? randomUUID();
    const writes: Promise<unknown>[] = [];
    if (!changed && details.location) {
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
              submissionData: computed.values,
              calculationResults,
              updatedAt: now,
              submittedBy: actorId,
              ...(input.clientSubmissionId ? { clientSubmissionId: input.clientSubmissionId } : {}),
            })
            .where(and(eq(formSubmissions.organizationId, orgId), eq(formSubmissions.id, edited.id)))
        : tx.insert(formSubmissions).values({
            id: submissionId,
            organizationId: orgId,
            formId: form.id,
            assetId: target.id,
            assetTypeId: target.typeId,
            submissionData: computed.values,
            calculationResults,
            status: FORM_SUBMISSION_STATUS,
            monthYear: month,
            submittedBy: actorId,
            createdAt: now,
            updatedAt: now,
            clientSubmissionId: input.clientSubmissionId ?? null,
          }),
    );

    const recorded = changed
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
              ...historyAnswerCopy(computed.values),
              _inventory_changes: result.changes.map((c) => ({
                ...c,
                description: `${labels.get(c.fieldId) ?? c.fieldId}: ${c.action === "set" ? "set to " : c.action === "add" ? "+" : "-"}${c.amount}`,
              })),
              _previous_quantity: item.quantity,
              exact_quantity: result.quantity,
              form_id: form.id,
              submission_id: submissionId,
              metadata: { user_id: actorId },
            },
          },
        )
      : null;
    if (recorded) writes.push(recorded);

    const previousMapped = metadata[MAPPED_VALUES_KEY];
    writes.push(
      tx
        .update(assets)
        .set({
          metadata: {
            ...metadata,
            ...computed.assetFormulaResults,
            [MAPPED_VALUES_KEY]: {
              ...(previousMapped && typeof previousMapped === "object" ? previousMapped : {}),
              ...mappedAnswers(fields, computed.values),
            },
            current_inventory: result.quantity,
            last_form_submission: {
              form_id: form.id,
              form_name: form.name,
              submission_id: submissionId,
              submitted_at: now.toISOString(),
            },
            ...(changed ? { last_inventory_update: now.toISOString() } : {}),
          },
          updatedAt: now,
        })
        .where(and(eq(assets.organizationId, orgId), eq(assets.id, target.id))),
      recordActivity(tx, orgId, actorId, {
        type: edited ? "form_submission_updated" : "form_submitted",
        description: `Form "${form.name}" ${edited ? "updated" : "submitted"} for "${target.name}"`,
        entityType: "form_submission",
        entityId: submissionId,
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

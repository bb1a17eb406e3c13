import { SUBMISSION_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { assets, formSubmissions, inventoryItems, type Transaction } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../../errors";
import type { ServiceContext } from "../../context";
import { insertLiveInventoryItem } from "../../inventory/insert-live-inventory-item";
import { orgMonthAt } from "../../queries";
import { monthSubmissionOf } from "../month-submission";

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

/** This month's submission of the form for the asset that the input edits, locked. */
function selectEditedForUpdate(
  tx: Transaction,
  orgId: string,
  edit: { submissionId: string; formId: string; assetId: string; at: Date },
) {
  return tx
    .select({ id: formSubmissions.id, calculationResults: formSubmissions.calculationResults })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.id, edit.submissionId),
        // This month of the organization (its time zone), in the statement: no round trip first.
        monthSubmissionOf(orgId, { formId: edit.formId, assetId: edit.assetId, month: orgMonthAt(orgId, edit.at) }),
      ),
    )
    .for("update");
}

type LockedItem = { id: string; quantity: number; location: string | null };
type EditedSubmission = { id: string; calculationResults: Record<string, unknown> | null };

export interface LockedRows {
  /** The live inventory item, or null when the asset has none yet (see {@link ensureInventoryItem}). */
  item: LockedItem | null;
  asset: { metadata: unknown } | null;
  edited: EditedSubmission | null;
}

/**
 * Step 2, lock: the asset's inventory item, then the asset, then an edited submission
 * (`for update`, in that order everywhere), so concurrent submissions for one item queue
 * and each sees the last quantity. Sent without waiting, behind the reads of step 1; a
 * refused submission rolls back and releases them.
 */
export function lockStockRows(
  tx: Transaction,
  { orgId }: { orgId: string },
  input: { assetId: string; formId: string; submissionId?: string | null | undefined },
  at: Date,
): Promise<LockedRows> {
  const { submissionId } = input;
  return Promise.all([
    selectInventoryItemForUpdate(tx, orgId, input.assetId),
    selectAssetForUpdate(tx, orgId, input.assetId, true),
    submissionId
      ? selectEditedForUpdate(tx, orgId, { submissionId, formId: input.formId, assetId: input.assetId, at })
      : Promise.resolve([]),
  ]).then(([[item], [asset], [edited]]) => ({ item: item ?? null, asset: asset ?? null, edited: edited ?? null }));
}

/**
 * An asset without an inventory item yet gets one (quantity 0), locked, and then its asset
 * row is locked; an edit must name a submission that exists.
 */
export async function ensureInventoryItem(
  tx: Transaction,
  { orgId, actorId }: ServiceContext,
  asset: { id: string; name: string; assetTypeId: string },
  locked: LockedRows,
  editing: boolean,
): Promise<{ item: LockedItem; assetMetadata: unknown; edited: EditedSubmission | null }> {
  if (editing && !locked.edited) throw new DomainError("NOT_FOUND", SUBMISSION_NOT_FOUND_MESSAGE);
  if (locked.item) return { item: locked.item, assetMetadata: locked.asset?.metadata, edited: locked.edited };
  await insertLiveInventoryItem(tx, {
    organizationId: orgId,
    assetId: asset.id,
    assetTypeId: asset.assetTypeId,
    name: asset.name,
    quantity: 0,
    location: "",
    createdBy: actorId,
  });
  const [created] = await selectInventoryItemForUpdate(tx, orgId, asset.id);
  if (!created) throw new Error("inventory item could not be created");
  const [assetRow] = await selectAssetForUpdate(tx, orgId, asset.id, false);
  return { item: created, assetMetadata: assetRow?.metadata, edited: locked.edited };
}

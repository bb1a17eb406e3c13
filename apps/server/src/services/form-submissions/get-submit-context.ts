import {
  ASSET_NOT_FOUND_MESSAGE,
  FORM_NOT_FOUND_MESSAGE,
  monthKey,
  opensInEditMode,
  purposesOf,
  type SubmitContextInput,
  submissionPurpose,
} from "@stockroom/core";
import {
  assets,
  assetTypeForms,
  assetTypes,
  type DbOrTx,
  formSubmissions,
  inventoryHistory,
  inventoryItems,
} from "@stockroom/db";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { assetInventoryItem } from "../assets/asset-inventory-item";
import type { OrgContext } from "../context";
import { getForm } from "../forms/get-form";
import { correctedQuantity, loadOrgTimeZone } from "../queries";
import { formLinkPurposes } from "./linked-purposes";
import { formulaMappedValues, metadataObject } from "./mapped-values";
import { monthSubmissionOf } from "./month-submission";

/**
 * Starting inventory (latest history before the month, else the month's first entry, as
 * corrected) and
 * what add fields brought in during the month, in one statement.
 */
async function stockFigures(db: DbOrTx, orgId: string, itemId: string, month: string) {
  const rows = await db.execute<{ starting: number | null; added: string | null }>(sql`select
    coalesce(
      (select ${correctedQuantity("inventory_history")} from ${inventoryHistory}
        where ${inventoryHistory.organizationId} = ${orgId} and ${inventoryHistory.inventoryItemId} = ${itemId}
          and ${inventoryHistory.isDeleted} = false and ${inventoryHistory.monthYear} < ${month}
        order by ${inventoryHistory.monthYear} desc, ${inventoryHistory.checkDate} desc limit 1),
      (select ${correctedQuantity("inventory_history")} from ${inventoryHistory}
        where ${inventoryHistory.organizationId} = ${orgId} and ${inventoryHistory.inventoryItemId} = ${itemId}
          and ${inventoryHistory.isDeleted} = false and ${inventoryHistory.monthYear} = ${month}
        order by ${inventoryHistory.checkDate} asc limit 1)) as starting,
    (select sum(case when jsonb_typeof(c -> 'amount') = 'number' then (c ->> 'amount')::numeric else 0 end)
      from ${inventoryHistory},
        jsonb_array_elements(case when jsonb_typeof(${inventoryHistory.responseData} -> '_inventory_changes') = 'array'
          then ${inventoryHistory.responseData} -> '_inventory_changes' else '[]'::jsonb end) c
      where ${inventoryHistory.organizationId} = ${orgId} and ${inventoryHistory.inventoryItemId} = ${itemId}
        and ${inventoryHistory.isDeleted} = false and ${inventoryHistory.monthYear} = ${month}
        and c ->> 'action' = 'add') as added`);
  const row = rows[0];
  return { starting: row?.starting ?? null, added: Number(row?.added ?? 0) };
}

/** Without an asset in the URL the page offers the assets whose type the form is linked to (by name, first 200). */
export const ASSET_CHOICES_LIMIT = 200;
async function assetChoices(db: DbOrTx, orgId: string, formId: string) {
  return db
    .select({ id: assets.id, name: assets.name, assetTypeName: assetTypes.name })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(
      and(
        eq(assets.organizationId, orgId),
        eq(assets.isDeleted, false),
        sql`(${assetTypes.intakeFormId} = ${formId} or ${assetTypes.inventoryFormId} = ${formId}
          or exists (select 1 from ${assetTypeForms} where ${assetTypeForms.organizationId} = ${orgId}
            and ${assetTypeForms.assetTypeId} = ${assetTypes.id} and ${assetTypeForms.formId} = ${formId}
            and ${assetTypeForms.isDeleted} = false))`,
      ),
    )
    .orderBy(asc(assets.name), asc(assets.id))
    .limit(ASSET_CHOICES_LIMIT);
}

/**
 * What /forms/submit/{id} (and the preview) needs to render: the form with its rules and
 * dependencies and, for an asset, whether the form is linked to its type, the purpose
 * served, the item's quantity, the starting inventory (latest history before this month,
 * else the first entry of this month) and what was added this month (for the inventory
 * alert), the values formulas read as {mapped.…}, and this month's earlier submission of
 * this form for the asset with whether the page opens in edit mode.
 */
export async function getSubmitContext({ db, orgId }: OrgContext, input: SubmitContextInput, now = new Date()) {
  const form = await getForm({ db, orgId }, input.formId);
  if (form.deletedAt) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
  if (!input.assetId) return { form, asset: null, assetChoices: await assetChoices(db, orgId, form.id) };

  const [asset] = await db
    .select({
      id: assets.id,
      name: assets.name,
      metadata: assets.metadata,
      assetTypeId: assetTypes.id,
      assetTypeName: assetTypes.name,
      intakeFormId: assetTypes.intakeFormId,
      inventoryFormId: assetTypes.inventoryFormId,
      conversionFields: assetTypes.conversionFields,
      linkPurposes: formLinkPurposes(orgId, assetTypes.id, form.id),
      itemId: inventoryItems.id,
      quantity: inventoryItems.quantity,
    })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(inventoryItems, assetInventoryItem(orgId))
    .where(and(eq(assets.organizationId, orgId), eq(assets.id, input.assetId), eq(assets.isDeleted, false)));
  if (!asset) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);

  const month = monthKey(now, await loadOrgTimeZone(db, orgId));
  const purposes = purposesOf(asset.linkPurposes, asset, form.id);
  const [stock, existing] = await Promise.all([
    asset.itemId ? stockFigures(db, orgId, asset.itemId, month) : Promise.resolve({ starting: null, added: 0 }),
    db
      .select({
        id: formSubmissions.id,
        values: formSubmissions.submissionData,
        createdAt: formSubmissions.createdAt,
        updatedAt: formSubmissions.updatedAt,
      })
      .from(formSubmissions)
      .where(monthSubmissionOf(orgId, { formId: form.id, assetId: asset.id, month }))
      .orderBy(desc(formSubmissions.createdAt))
      .limit(1)
      .then((rows) => rows[0] ?? null),
  ]);

  const purpose = purposes.size > 0 ? submissionPurpose(purposes, input.type) : null;
  const metadata = metadataObject(asset.metadata);
  return {
    form,
    assetChoices: [],
    asset: {
      id: asset.id,
      name: asset.name,
      assetTypeId: asset.assetTypeId,
      assetTypeName: asset.assetTypeName,
      linked: purposes.size > 0,
      purposes: [...purposes],
      purpose,
      inventoryItemId: asset.itemId,
      quantity: asset.quantity ?? 0,
      startingQuantity: stock.starting === null ? null : Number(stock.starting),
      addedThisMonth: stock.added,
      mapped: formulaMappedValues(metadata, asset.conversionFields),
      month,
      existingSubmission: existing,
      editMode: purpose !== null && opensInEditMode({ existing: existing !== null, action: input.action, purpose }),
    },
  };
}

import { type FormUnlinkInput, noLinkedFormMessage } from "@stockroom/core";
import { assetTypeForms, assetTypes, forms } from "@stockroom/db";
import { and, eq, inArray } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { isSingleSlotPurpose, slotColumn } from "./link-form-in-transaction";
import { lockAssetTypeSlots } from "./lock-asset-type-slots";

/**
 * unlink_asset_type_form. For intake and inventory the slot is emptied (link row and
 * column); for other purposes the given form's link goes. Nothing linked there:
 * 'No {purpose} form is currently linked'.
 */
export async function unlinkForm({ db, orgId, actorId }: ServiceContext, input: FormUnlinkInput) {
  return db.transaction(async (tx) => {
    const type = await lockAssetTypeSlots(tx, orgId, input.assetTypeId, { includeArchived: true });
    // Several forms may share a purpose other than intake and inventory: the call names one.
    if (!isSingleSlotPurpose(input.purpose) && !input.formId) {
      throw new DomainError("BAD_REQUEST", noLinkedFormMessage(input.purpose));
    }

    const removed = await tx
      .update(assetTypeForms)
      .set({ isDeleted: true })
      .where(
        and(
          eq(assetTypeForms.organizationId, orgId),
          eq(assetTypeForms.assetTypeId, type.id),
          eq(assetTypeForms.purpose, input.purpose),
          eq(assetTypeForms.isDeleted, false),
          input.formId ? eq(assetTypeForms.formId, input.formId) : undefined,
        ),
      )
      .returning({ formId: assetTypeForms.formId });
    const formIds = new Set(removed.map((r) => r.formId));
    if (isSingleSlotPurpose(input.purpose)) {
      const column = slotColumn(input.purpose);
      const current = type[column];
      if (current && (!input.formId || input.formId === current)) {
        formIds.add(current);
        await tx
          .update(assetTypes)
          .set({ [column]: null, updatedAt: new Date() })
          .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, type.id)));
      }
    }
    if (formIds.size === 0) throw new DomainError("BAD_REQUEST", noLinkedFormMessage(input.purpose));

    const names = await tx
      .select({ name: forms.name })
      .from(forms)
      .where(and(eq(forms.organizationId, orgId), inArray(forms.id, [...formIds])));
    await recordActivity(tx, orgId, actorId, {
      type: "form_unlinked",
      description: `Form "${names.map((n) => n.name).join('", "')}" unlinked from "${type.name}" (${input.purpose})`,
      entityType: "asset_type",
      entityId: type.id,
    });
    return { assetTypeId: type.id, purpose: input.purpose, formIds: [...formIds] };
  });
}

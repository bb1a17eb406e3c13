import { FORM_NOT_FOUND_MESSAGE, type FormPurpose, SINGLE_SLOT_FORM_PURPOSES } from "@stockroom/core";
import { assetTypeForms, assetTypes, forms, type Transaction } from "@stockroom/db";
import { and, eq, isNull, ne } from "drizzle-orm";
import { DomainError } from "../../errors";
import { lockAssetTypeSlots } from "./lock-asset-type-slots";

export function isSingleSlotPurpose(purpose: string): purpose is "intake" | "inventory" {
  return (SINGLE_SLOT_FORM_PURPOSES as readonly string[]).includes(purpose);
}

/** The asset type column that mirrors a single-slot link. */
export function slotColumn(purpose: "intake" | "inventory") {
  return purpose === "intake" ? ("intakeFormId" as const) : ("inventoryFormId" as const);
}

/**
 * Links a form to an active asset type inside the caller's transaction. Intake and
 * inventory are single slots: the form takes the slot (the previous form's link is
 * removed and asset_types.intake_form_id / inventory_form_id points at the new one).
 * Other purposes allow several forms; linking the same form twice is a no-op. The asset
 * type row is locked first, so two links racing for one slot end with exactly one.
 */
export async function linkFormInTransaction(
  tx: Transaction,
  orgId: string,
  input: { assetTypeId: string; formId: string; purpose: FormPurpose },
): Promise<{ assetTypeName: string; formName: string; replacedFormId: string | null; created: boolean }> {
  const type = await lockAssetTypeSlots(tx, orgId, input.assetTypeId);
  const [form] = await tx
    .select({ id: forms.id, name: forms.name })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), eq(forms.id, input.formId), isNull(forms.deletedAt)));
  if (!form) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);

  const activeLinks = and(
    eq(assetTypeForms.organizationId, orgId),
    eq(assetTypeForms.assetTypeId, type.id),
    eq(assetTypeForms.purpose, input.purpose),
    eq(assetTypeForms.isDeleted, false),
  );
  let replacedFormId: string | null = null;
  if (isSingleSlotPurpose(input.purpose)) {
    const column = slotColumn(input.purpose);
    const [other] = await tx
      .update(assetTypeForms)
      .set({ isDeleted: true })
      .where(and(activeLinks, ne(assetTypeForms.formId, form.id)))
      .returning({ formId: assetTypeForms.formId });
    replacedFormId = other?.formId ?? (type[column] !== form.id ? type[column] : null);
    if (type[column] !== form.id) {
      await tx
        .update(assetTypes)
        .set({ [column]: form.id, updatedAt: new Date() })
        .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.id, type.id)));
    }
  }
  const [existing] = await tx
    .select({ id: assetTypeForms.id })
    .from(assetTypeForms)
    .where(and(activeLinks, eq(assetTypeForms.formId, form.id)));
  if (!existing) {
    await tx
      .insert(assetTypeForms)
      .values({ organizationId: orgId, assetTypeId: type.id, formId: form.id, purpose: input.purpose });
  }
  return { assetTypeName: type.name, formName: form.name, replacedFormId, created: !existing };
}

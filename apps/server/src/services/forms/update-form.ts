import {
  FORM_NOT_FOUND_MESSAGE,
  FORM_PURPOSES,
  type FormPurpose,
  type FormUpdateRequest,
  formNameTakenMessage,
  parseFormSchema,
} from "@stockroom/core";
import { forms } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";
import { formNameConflict } from "./form-name-conflict";
import { saveFormParts } from "./save-form-parts";

function storedPurpose(purpose: string | null): FormPurpose {
  return (FORM_PURPOSES as readonly (string | null)[]).includes(purpose) ? (purpose as FormPurpose) : "other";
}

/**
 * Saves the builder's changes to an active form (archived forms are restored first) in
 * one transaction: name, description, purpose, fields (version + 1), the mapped-field
 * registry, rules and dependencies; with an asset type id the form is also linked to it.
 */
export async function updateForm({ db, orgId, actorId }: ServiceContext, input: FormUpdateRequest) {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: forms.id, name: forms.name, formData: forms.formData, purpose: forms.purpose })
        .from(forms)
        .where(and(eq(forms.organizationId, orgId), eq(forms.id, input.id), sql`${forms.deletedAt} is null`))
        .for("update");
      if (!current) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
      const schema =
        input.form_data !== undefined
          ? (parseFormSchema(input.form_data) ?? { fields: [] })
          : (parseFormSchema(current.formData) ?? { fields: [] });
      const [form] = await tx
        .update(forms)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description || null } : {}),
          ...(input.purpose !== undefined ? { purpose: input.purpose } : {}),
          ...(input.form_data !== undefined ? { formData: schema, version: sql`${forms.version} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(forms.organizationId, orgId), eq(forms.id, current.id)))
        .returning({ id: forms.id, name: forms.name, version: forms.version });
      if (!form) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
      await saveFormParts(tx, { orgId, actorId }, form, schema, {
        ...input,
        link: input.asset_type_id
          ? { assetTypeId: input.asset_type_id, purpose: input.purpose ?? storedPurpose(current.purpose) }
          : null,
        activity: "form_updated",
      });
      return form;
    });
  } catch (err) {
    throw formNameConflict(err, formNameTakenMessage(input.name ?? ""));
  }
}

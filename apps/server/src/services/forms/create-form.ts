import { type FormCreateRequest, formNameTakenMessage, parseFormSchema } from "@stockroom/core";
import { forms } from "@stockroom/db";
import type { ServiceContext } from "../context";
import { formNameConflict } from "./form-name-conflict";
import { saveFormParts } from "./save-form-parts";

/**
 * Creates a form in one transaction. With an asset type, the new form is linked to it
 * with its purpose (default 'other'; intake and inventory take the type's slot). Its
 * mappable fields are registered. A missing asset type refuses the whole save, so no
 * form is left half linked.
 */
export async function createForm({ db, orgId, actorId }: ServiceContext, input: FormCreateRequest) {
  // The input schema already refused form data that does not parse.
  const schema = parseFormSchema(input.form_data) ?? { fields: [] };
  try {
    return await db.transaction(async (tx) => {
      const [form] = await tx
        .insert(forms)
        .values({
          organizationId: orgId,
          name: input.name,
          description: input.description || null,
          purpose: input.purpose,
          formData: schema,
          createdBy: actorId,
        })
        .returning({ id: forms.id, name: forms.name });
      if (!form) throw new Error("form insert returned no row");
      await saveFormParts(tx, { orgId, actorId }, form, schema, {
        ...input,
        link: input.asset_type_id ? { assetTypeId: input.asset_type_id, purpose: input.purpose } : null,
        activity: "form_created",
      });
      return form;
    });
  } catch (err) {
    throw formNameConflict(err, formNameTakenMessage(input.name));
  }
}

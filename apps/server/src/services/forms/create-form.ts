import { type FormCreateRequest, formNameTakenMessage, parseFormSchema } from "@stockroom/core";
import { forms } from "@stockroom/db";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { formNameConflict } from "./form-name-conflict";
import { linkFormInTransaction } from "./link-form-in-transaction";
import { replaceFormRules } from "./replace-form-rules";
import { syncMappedFields } from "./sync-mapped-fields";

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
      if (input.asset_type_id) {
        await linkFormInTransaction(tx, orgId, {
          assetTypeId: input.asset_type_id,
          formId: form.id,
          purpose: input.purpose,
        });
      }
      await syncMappedFields(tx, orgId, form.id, schema.fields);
      await replaceFormRules(tx, orgId, form.id, new Set(schema.fields.map((f) => f.id)), input);
      await recordActivity(tx, orgId, actorId, {
        type: "form_created",
        description: `Form "${form.name}" created`,
        entityType: "form",
        entityId: form.id,
      });
      return form;
    });
  } catch (err) {
    throw formNameConflict(err, formNameTakenMessage(input.name));
  }
}

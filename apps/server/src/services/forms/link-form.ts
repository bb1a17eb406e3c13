import type { FormLinkInput } from "@stockroom/core";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { linkFormInTransaction } from "./link-form-in-transaction";

/** link_asset_type_form: intake and inventory take the type's single slot, other purposes add a link. */
export async function linkForm({ db, orgId, actorId }: ServiceContext, input: FormLinkInput) {
  return db.transaction(async (tx) => {
    const linked = await linkFormInTransaction(tx, orgId, input);
    if (linked.created) {
      await recordActivity(tx, orgId, actorId, {
        type: "form_linked",
        description: `Form "${linked.formName}" linked to "${linked.assetTypeName}" as ${input.purpose}`,
        entityType: "asset_type",
        entityId: input.assetTypeId,
      });
    }
    return {
      assetTypeId: input.assetTypeId,
      formId: input.formId,
      purpose: input.purpose,
      replacedFormId: linked.replacedFormId,
    };
  });
}

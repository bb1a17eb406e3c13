import { FORM_NAME_IN_USE_ON_RESTORE_MESSAGE, FORM_NOT_FOUND_MESSAGE, parseFormSchema } from "@stockroom/core";
import { forms } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { formNameConflict } from "./form-name-conflict";
import { syncMappedFields } from "./sync-mapped-fields";

/**
 * Clears deleted_at. When an active form now holds the name, the unique index refuses and
 * the spec's message comes back. Its mappable fields are registered again; the links,
 * rules and dependencies the archive removed stay removed.
 */
export async function restoreForm({ db, orgId, actorId }: ServiceContext, id: string) {
  try {
    return await db.transaction(async (tx) => {
      const [form] = await tx
        .select({ id: forms.id, name: forms.name, deletedAt: forms.deletedAt, formData: forms.formData })
        .from(forms)
        .where(and(eq(forms.organizationId, orgId), eq(forms.id, id)))
        .for("update");
      if (!form) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
      if (!form.deletedAt) return { id: form.id, name: form.name };
      await tx
        .update(forms)
        .set({ deletedAt: null, updatedAt: new Date() })
        .where(and(eq(forms.organizationId, orgId), eq(forms.id, form.id)));
      await syncMappedFields(tx, orgId, form.id, parseFormSchema(form.formData)?.fields ?? []);
      await recordActivity(tx, orgId, actorId, {
        type: "form_restored",
        description: `Form "${form.name}" restored`,
        entityType: "form",
        entityId: form.id,
      });
      return { id: form.id, name: form.name };
    });
  } catch (err) {
    throw formNameConflict(err, FORM_NAME_IN_USE_ON_RESTORE_MESSAGE);
  }
}

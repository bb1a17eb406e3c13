import { FORM_NOT_FOUND_MESSAGE, TEST_VALUE_SET_NOT_FOUND_MESSAGE, type TestValueSetSaveInput } from "@stockroom/core";
import { forms, formTestValueSets } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";

/** Saves a named set of mock values (new, or replacing the one with the given id). */
export async function saveTestValueSet({ db, orgId, actorId }: ServiceContext, input: TestValueSetSaveInput) {
  return db.transaction(async (tx) => {
    if (input.formId) {
      const [form] = await tx
        .select({ id: forms.id })
        .from(forms)
        .where(and(eq(forms.organizationId, orgId), eq(forms.id, input.formId)));
      if (!form) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
    }
    if (input.id) {
      const [updated] = await tx
        .update(formTestValueSets)
        .set({ name: input.name, values: input.values, updatedAt: new Date() })
        .where(and(eq(formTestValueSets.organizationId, orgId), eq(formTestValueSets.id, input.id)))
        .returning({ id: formTestValueSets.id, name: formTestValueSets.name, values: formTestValueSets.values });
      if (!updated) throw new DomainError("NOT_FOUND", TEST_VALUE_SET_NOT_FOUND_MESSAGE);
      return updated;
    }
    const [created] = await tx
      .insert(formTestValueSets)
      .values({
        organizationId: orgId,
        formId: input.formId ?? null,
        name: input.name,
        values: input.values,
        createdBy: actorId,
      })
      .returning({ id: formTestValueSets.id, name: formTestValueSets.name, values: formTestValueSets.values });
    if (!created) throw new Error("test value set insert returned no row");
    return created;
  });
}

import { formTestValueSets } from "@stockroom/db";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { OrgContext } from "../context";

/** The builder's test value sets: those of this form and those usable with any form, by name. */
export async function listTestValueSets({ db, orgId }: OrgContext, formId: string | null | undefined) {
  return db
    .select({
      id: formTestValueSets.id,
      formId: formTestValueSets.formId,
      name: formTestValueSets.name,
      values: formTestValueSets.values,
      updatedAt: formTestValueSets.updatedAt,
    })
    .from(formTestValueSets)
    .where(
      and(
        eq(formTestValueSets.organizationId, orgId),
        formId
          ? or(eq(formTestValueSets.formId, formId), isNull(formTestValueSets.formId))
          : isNull(formTestValueSets.formId),
      ),
    )
    .orderBy(asc(formTestValueSets.name), asc(formTestValueSets.createdAt));
}

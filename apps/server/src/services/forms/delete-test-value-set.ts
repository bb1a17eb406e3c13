import { TEST_VALUE_SET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { formTestValueSets } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";

export async function deleteTestValueSet({ db, orgId }: OrgContext, id: string) {
  const [deleted] = await db
    .delete(formTestValueSets)
    .where(and(eq(formTestValueSets.organizationId, orgId), eq(formTestValueSets.id, id)))
    .returning({ id: formTestValueSets.id });
  if (!deleted) throw new DomainError("NOT_FOUND", TEST_VALUE_SET_NOT_FOUND_MESSAGE);
  return deleted;
}

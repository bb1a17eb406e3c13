import { TEST_VALUE_SET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { type DbOrTx, formTestValueSets } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";

export async function deleteTestValueSet(db: DbOrTx, orgId: string, id: string) {
  const [deleted] = await db
    .delete(formTestValueSets)
    .where(and(eq(formTestValueSets.organizationId, orgId), eq(formTestValueSets.id, id)))
    .returning({ id: formTestValueSets.id });
  if (!deleted) throw new DomainError("NOT_FOUND", TEST_VALUE_SET_NOT_FOUND_MESSAGE);
  return deleted;
}

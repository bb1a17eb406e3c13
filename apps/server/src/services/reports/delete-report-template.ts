import { REPORT_TEMPLATE_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { type DbOrTx, reportTemplates } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { DomainError } from "../../errors";

export async function deleteReportTemplate(
  { db, orgId }: { db: DbOrTx; orgId: string },
  input: { id: string },
): Promise<{ id: string }> {
  const [row] = await db
    .delete(reportTemplates)
    .where(and(eq(reportTemplates.organizationId, orgId), eq(reportTemplates.id, input.id)))
    .returning({ id: reportTemplates.id });
  if (!row) throw new DomainError("NOT_FOUND", REPORT_TEMPLATE_NOT_FOUND_MESSAGE);
  return row;
}

import { storedStockEffect } from "@stockroom/core";
import { formSubmissions, type Transaction } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";

/**
 * A phone resends a queued count with the same client-made id until it hears back, so the
 * first submission with that id answers every later one and nothing is counted twice.
 * The advisory lock makes a concurrent resend wait for the first to commit.
 */
export async function acceptedClientSubmission(tx: Transaction, orgId: string, clientSubmissionId: string) {
  // Sent together: PostgreSQL runs the select once the lock is granted, with a fresh snapshot.
  const [, [row]] = await Promise.all([
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${orgId}:${clientSubmissionId}`}, 15))`),
    tx
      .select({
        id: formSubmissions.id,
        values: formSubmissions.submissionData,
        calculationResults: formSubmissions.calculationResults,
        createdAt: formSubmissions.createdAt,
        updatedAt: formSubmissions.updatedAt,
      })
      .from(formSubmissions)
      .where(
        and(eq(formSubmissions.organizationId, orgId), eq(formSubmissions.clientSubmissionId, clientSubmissionId)),
      ),
  ]);
  if (!row) return null;
  const effect = storedStockEffect(row.calculationResults);
  const purpose = row.calculationResults?.purpose;
  return {
    duplicate: true,
    submissionId: row.id,
    mode: row.updatedAt > row.createdAt ? ("updated" as const) : ("created" as const),
    purpose: typeof purpose === "string" ? purpose : "other",
    previousQuantity: effect?.previousQuantity ?? 0,
    quantity: effect?.quantity ?? 0,
    changed: effect ? effect.quantity !== effect.previousQuantity : false,
    historyId: null,
    values: row.values,
  };
}

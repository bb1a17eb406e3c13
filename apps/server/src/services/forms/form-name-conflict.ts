import { forms, type Transaction } from "@stockroom/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import { DomainError, pgConstraint, pgErrorCode } from "../../errors";

/** The partial unique index on (organization_id, lower(name)) of non-archived forms. */
export const FORM_NAME_INDEX = "forms_org_name_key";

/**
 * A unique violation of the name index becomes a CONFLICT with the given message (the
 * database, not an earlier read, decides who wins a race); other errors pass unchanged.
 */
export function formNameConflict(err: unknown, message: string): unknown {
  if (pgErrorCode(err) === "23505" && pgConstraint(err) === FORM_NAME_INDEX) {
    return new DomainError("CONFLICT", message);
  }
  return err;
}

/** The lower-cased names of the organization's active forms that start with `prefix`. */
export async function activeFormNamesStartingWith(
  tx: Transaction,
  orgId: string,
  prefix: string,
): Promise<Set<string>> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await tx
    .select({ name: sql<string>`lower(${forms.name})` })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), isNull(forms.deletedAt), sql`lower(${forms.name}) like ${pattern}`));
  return new Set(rows.map((r) => r.name));
}

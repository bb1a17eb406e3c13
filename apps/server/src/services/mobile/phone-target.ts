import { isEntityId } from "@stockroom/core";
import { assets, type DbOrTx, forms } from "@stockroom/db";
import { eq } from "drizzle-orm";

/** The id under `key` of a procedure's raw (not yet validated) input, when it looks like one. */
function idIn(rawInput: unknown, key: string): string | null {
  if (rawInput === null || typeof rawInput !== "object") return null;
  const value = (rawInput as Record<string, unknown>)[key];
  return typeof value === "string" && isEntityId(value) ? value : null;
}

/**
 * The organization of the form a phone procedure acts on (forms.submitContext, forms.submit).
 * Only tells `phoneProcedure` which of two credentials acts; the procedure itself still
 * scopes every read and write by that credential's organization.
 */
export async function formOrganization(db: DbOrTx, rawInput: unknown): Promise<string | null> {
  const id = idIn(rawInput, "formId");
  if (!id) return null;
  const [row] = await db.select({ orgId: forms.organizationId }).from(forms).where(eq(forms.id, id)).limit(1);
  return row?.orgId ?? null;
}

/** The organization of the asset a phone procedure acts on (mobile.diagnostics). */
export async function assetOrganization(db: DbOrTx, rawInput: unknown): Promise<string | null> {
  const id = idIn(rawInput, "assetId");
  if (!id) return null;
  const [row] = await db.select({ orgId: assets.organizationId }).from(assets).where(eq(assets.id, id)).limit(1);
  return row?.orgId ?? null;
}

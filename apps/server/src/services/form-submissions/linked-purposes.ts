import { assetTypeForms, type DbOrTx } from "@stockroom/db";
import { and, eq } from "drizzle-orm";

/**
 * The purposes a form has for an asset type: its link rows, plus the intake / inventory
 * slot columns. Empty means 'Form is not linked to this asset type'.
 */
export async function linkedPurposes(
  db: DbOrTx,
  orgId: string,
  type: { id: string; intakeFormId: string | null; inventoryFormId: string | null },
  formId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ purpose: assetTypeForms.purpose })
    .from(assetTypeForms)
    .where(
      and(
        eq(assetTypeForms.organizationId, orgId),
        eq(assetTypeForms.assetTypeId, type.id),
        eq(assetTypeForms.formId, formId),
        eq(assetTypeForms.isDeleted, false),
      ),
    );
  return purposesOf(
    rows.map((r) => r.purpose),
    type,
    formId,
  );
}

/** The purposes from the link rows' purposes plus the type's intake / inventory slots. */
export function purposesOf(
  linkPurposes: readonly string[],
  type: { intakeFormId: string | null; inventoryFormId: string | null },
  formId: string,
): Set<string> {
  const purposes = new Set(linkPurposes);
  if (type.intakeFormId === formId) purposes.add("intake");
  if (type.inventoryFormId === formId) purposes.add("inventory");
  return purposes;
}

/** The workflow names of the submit URL (?type=) as form purposes. */
function purposeOfWorkflow(type: string | null | undefined): string | null {
  if (!type) return null;
  return type === "continue_inventory" ? "inventory" : type;
}

/**
 * Which of the form's purposes this submission serves: the one the URL asks for when the
 * form has it, else inventory, else intake, else any (adjustment, transfer, audit, other).
 */
export function submissionPurpose(purposes: ReadonlySet<string>, requested: string | null | undefined): string {
  const asked = purposeOfWorkflow(requested);
  if (asked && purposes.has(asked)) return asked;
  if (purposes.has("inventory")) return "inventory";
  if (purposes.has("intake")) return "intake";
  return [...purposes].sort()[0] ?? "other";
}

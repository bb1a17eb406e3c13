// Spec 02 §4 "Monthly inventory submission" and the submit URL's `type` (intake,
// continue_inventory, …): which purpose a submission serves, and whether the form opens
// on this month's earlier entry.

/** A form's purposes for an asset type: its link rows' purposes plus the type's intake / inventory slots. */
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
 * form has it, else inventory, else intake, else the first of the others by name
 * (adjustment, audit, other, transfer), else 'other'.
 */
export function submissionPurpose(purposes: ReadonlySet<string>, requested: string | null | undefined): string {
  const asked = purposeOfWorkflow(requested);
  if (asked && purposes.has(asked)) return asked;
  if (purposes.has("inventory")) return "inventory";
  if (purposes.has("intake")) return "intake";
  return [...purposes].sort()[0] ?? "other";
}

/**
 * Spec 02 §4: "If the current month already has a submission for this form and asset, and
 * the action is not 'new' and the type is not intake, the form opens in edit mode with
 * previous values and updates that submission."
 */
export function opensInEditMode(input: { existing: boolean; action: string | null | undefined; purpose: string }) {
  return input.existing && input.action !== "new" && input.purpose !== "intake";
}

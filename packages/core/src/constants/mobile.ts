// Spec 01 §2 and spec 02 §2: the mobile QR workflow.

export const MOBILE_WORKFLOW_OPTIONS = [
  { type: "intake", label: "Intake", subLabel: "Add new items" },
  { type: "inventory", label: "Inventory", subLabel: "Count inventory" },
  { type: "continue_inventory", label: "Continue Inventory", subLabel: "Update this month" },
] as const;
export type MobileWorkflowType = (typeof MOBILE_WORKFLOW_OPTIONS)[number]["type"];
/** Shown on an unavailable option. */
export const WORKFLOW_NOT_CONFIGURED_LABEL = "Not configured";
/** The submit link's action when none is chosen. */
export const DEFAULT_MOBILE_ACTION = "continue";
export const AUTHENTICATING_LABEL = "Authenticating...";

/** /forms/submit/{form_id}?fromMobileQR=true&type=…&action=… (action defaults to continue). */
export function mobileFormSubmitPath(
  formId: string,
  type: MobileWorkflowType,
  action: string = DEFAULT_MOBILE_ACTION,
): string {
  const query = new URLSearchParams({ fromMobileQR: "true", type, action });
  return `/forms/submit/${encodeURIComponent(formId)}?${query.toString()}`;
}

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

/** The phone app's own start page (its web manifest's start_url): waiting counts, recent assets, scan. */
export const PHONE_HOME_PATH = "/mobile";

/** A phone page's address: 1 is "qr" or "mobile/asset", 2 the code or asset id (URI-encoded). */
export const PHONE_PAGE_PATH = /^\/(qr|mobile\/asset)\/([^/]+)\/?$/;

/**
 * The addresses the phone's own small app serves (`apps/web/phone.html`): its start page
 * (/mobile), the QR landing (/qr/{code}), the mobile asset page (/mobile/asset/{id}) and a count opened from them
 * (/forms/submit/{id}?fromMobileQR=true). The server answers these with phone.html and every
 * other client route with index.html; the phone app sends any other address to a full page
 * load. `search` is the query string, with or without its leading '?'.
 */
export function isPhoneDocument(pathname: string, search: string): boolean {
  if (PHONE_PAGE_PATH.test(pathname) || pathname === PHONE_HOME_PATH || pathname === `${PHONE_HOME_PATH}/`) return true;
  if (!/^\/forms\/submit\/[^/]+\/?$/.test(pathname)) return false;
  return new URLSearchParams(search).get("fromMobileQR") === "true";
}

/** Spec 01 §8 mobile errors (here, not beside the zod schemas, so the phone app reads them without zod). */
export const MOBILE_ASSET_NOT_FOUND = "Asset Not Found";
export const MOBILE_INVALID_QR = "Invalid QR Code";
export const MOBILE_AUTH_FAILED = "Authentication failed";
export const MOBILE_ASSET_SELECTOR_ERROR = "Unable to load assets. Please check your connection and try again.";

/** Failed PINs allowed per asset and per client before the lock (issue 14). */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;
/** Worded like the sign-in limit's message. */
export const PIN_LOCKED_MESSAGE = `Too many failed PIN attempts. Please wait ${PIN_LOCK_MINUTES} minutes and try again.`;

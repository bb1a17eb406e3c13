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

// Issue 21 §2–§5: who may type a PIN, and how often (docs/security.md "The phone's PIN").

/**
 * A PIN is accepted only from a phone enrolled for the organization: once by a full sign-in
 * of a member on that browser, or by typing a code an administrator shows. The phone keeps an
 * HttpOnly device cookie; the server keeps its SHA-256 per organization (revocable).
 */
export const PHONE_NOT_ENROLLED_MESSAGE =
  "This phone is not set up for PIN sign-in. Sign in once with your email and password, or type the enrollment code an administrator shows under Organization settings › Members.";
/** An enrollment code lives this long and opens one phone. */
export const ENROLLMENT_CODE_MINUTES = 10;
/** The code's alphabet has no look-alike characters (0/O, 1/I/L). */
export const ENROLLMENT_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ENROLLMENT_CODE_LENGTH = 8;
export const ENROLLMENT_CODE_INVALID_MESSAGE =
  "This enrollment code is not valid or has expired. Ask an administrator for a new one.";
export const ENROLLMENT_CODE_REQUIRED_MESSAGE = "Enter the enrollment code an administrator shows you.";

/**
 * A limit in `pin_attempts`: `max` counted events lock the scope for `lockMinutes`; the count
 * starts over after `windowMinutes` without an event, or once a lock has run out.
 */
export interface AttemptLimit {
  max: number;
  windowMinutes: number;
  lockMinutes: number;
}
const DAY_MINUTES = 24 * 60;
/** Failed PINs on one enrolled phone: a short lock of that phone only. */
export const PIN_DEVICE_SHORT_LIMIT: AttemptLimit = { max: 5, windowMinutes: 15, lockMinutes: 15 };
/** Failed PINs on one enrolled phone in a day: that phone stops until an admin clears it or a day passes. */
export const PIN_DEVICE_DAY_LIMIT: AttemptLimit = { max: 15, windowMinutes: DAY_MINUTES, lockMinutes: DAY_MINUTES };
/**
 * Failed PINs against one organization in a day, from all its phones: past the ceiling every
 * further failure stops the phone it came from for a day (a right PIN still opens on every
 * phone), and the admins find it in the activity log.
 */
export const PIN_ORG_DAY_CEILING = 50;
/** Enrollment codes typed wrong from one address. */
export const ENROLLMENT_CODE_LIMIT: AttemptLimit = { max: 10, windowMinutes: 15, lockMinutes: 15 };
/** mobile.page asked without a sign-in or PIN session, per address. */
export const MOBILE_PAGE_ADDRESS_LIMIT: AttemptLimit = { max: 120, windowMinutes: 15, lockMinutes: 15 };
/** Quick access PINs a member may try to set per day (each answer says whether a colleague uses it). */
export const PIN_CHANGE_DAY_LIMIT: AttemptLimit = { max: 5, windowMinutes: DAY_MINUTES, lockMinutes: DAY_MINUTES };

/** Sent when a phone's short lock is on (worded like the sign-in limit's message). */
export const PIN_LOCKED_MESSAGE = `Too many failed PIN attempts. Please wait ${PIN_DEVICE_SHORT_LIMIT.lockMinutes} minutes and try again.`;
export const PIN_DEVICE_STOPPED_MESSAGE =
  "Too many failed PIN attempts on this phone. Ask an administrator to clear the lock, or try again tomorrow.";
export const ENROLLMENT_LOCKED_MESSAGE = `Too many wrong enrollment codes. Please wait ${ENROLLMENT_CODE_LIMIT.lockMinutes} minutes and try again.`;
export const MOBILE_PAGE_LIMIT_MESSAGE = `Too many requests. Please wait ${MOBILE_PAGE_ADDRESS_LIMIT.lockMinutes} minutes and try again.`;
export const PIN_CHANGE_LIMIT_MESSAGE = "Too many PIN changes today. Please try again tomorrow.";
/** Spec 01: "viewer: read-only" — the server's wording for a viewer's write (trpc.ts). */
export const VIEWER_READ_ONLY_MESSAGE = "Viewers have read-only access to this organization.";

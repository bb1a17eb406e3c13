import type { MemberRole } from "../constants/roles";

/**
 * Who may do what, in one table that the server's procedure builders, the upload route
 * and the screens all read (spec 01 §6). A principal is an organization role, the phone's
 * PIN session role 'user' (spec 01 §6: "Mobile PIN session assigns role \"user\""), or a
 * platform operator (who acts on the platform, not inside an organization's data).
 */
export type Principal = MemberRole | "user" | "operator";

export const PRINCIPALS = [
  "owner",
  "admin",
  "manager",
  "member",
  "viewer",
  "user",
  "operator",
] as const satisfies readonly Principal[];

/**
 * - read: see the organization's data (lists, details, reports).
 * - write: change organization data (assets, types, forms, inventory, corrections).
 * - submitForm: submit a form / record a count (the phone's PIN session may do only this
 *   and read what the phone screens show).
 * - readMobile: the phone screens' reads (asset options, asset selector, submit context).
 * - upload: upload a file for a form answer or an asset.
 * - import: bring a spreadsheet of assets in and undo it (issue 24: "a manager or admin").
 * - administer: organization settings, members, invitations.
 * - manageApiTokens: create, list and revoke the organization's API tokens (issue 27).
 * - operate: the platform console.
 */
export const ACTIONS = [
  "read",
  "write",
  "submitForm",
  "readMobile",
  "upload",
  "import",
  "administer",
  "manageApiTokens",
  "operate",
] as const;
export type Action = (typeof ACTIONS)[number];

const ALL_ORG: readonly Action[] = ["read", "write", "submitForm", "readMobile", "upload"];

export const PERMISSIONS: Readonly<Record<Principal, readonly Action[]>> = {
  owner: [...ALL_ORG, "import", "administer", "manageApiTokens"],
  admin: [...ALL_ORG, "import", "administer", "manageApiTokens"],
  manager: [...ALL_ORG, "import"],
  member: ALL_ORG,
  viewer: ["read", "readMobile"],
  user: ["submitForm", "readMobile", "upload"],
  operator: ["operate"],
};

/** Whether a principal may perform an action; unknown roles may do nothing. */
export function can(principal: string | null | undefined, action: Action): boolean {
  if (!principal || !Object.hasOwn(PERMISSIONS, principal)) return false;
  return PERMISSIONS[principal as Principal].includes(action);
}

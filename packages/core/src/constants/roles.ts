// Spec 01 §6 (Roles and permissions) and §5 (which roles each form offers).

/** Every role a member record can hold. */
export const MEMBER_ROLES = ["owner", "admin", "member", "viewer", "manager"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Roles offered by "Create user" (admin and platform variants) and "Batch add". */
export const CREATE_USER_ROLES = ["admin", "member", "viewer"] as const;
export type CreateUserRole = (typeof CREATE_USER_ROLES)[number];

/** "Owner is assignable only in Add Existing." */
export const ADD_EXISTING_USER_ROLES = ["member", "admin", "owner"] as const;
export type AddExistingUserRole = (typeof ADD_EXISTING_USER_ROLES)[number];

/** Roles selectable as the default role in organization settings ("manager (selectable as default role in settings)"). */
export const DEFAULT_ROLE_OPTIONS = ["member", "admin", "viewer", "manager"] as const;
export type DefaultRoleOption = (typeof DEFAULT_ROLE_OPTIONS)[number];

/** Spec 01 §9: "Default role for new members: member." */
export const DEFAULT_MEMBER_ROLE = "member" satisfies MemberRole;

/** Spec 01 §6: "Mobile PIN session assigns role \"user\"." */
export const MOBILE_SESSION_ROLE = "user";

/** The two roles an admin may toggle a member between. */
export const TOGGLEABLE_MEMBER_ROLES = ["admin", "member"] as const;

/** Spec 01 §6: isOrgAdmin is true when the role is admin or owner. */
export function isOrgAdminRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "owner";
}

/** Toggles a member between admin and member, as the Members panel does. */
export function toggledMemberRole(role: string): "admin" | "member" {
  return role === "admin" ? "member" : "admin";
}

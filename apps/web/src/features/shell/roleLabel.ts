import type { MemberRole, Session } from "../auth/session";

const ROLE_LABELS: Partial<Record<MemberRole | (string & {}), string>> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  member: "Member",
  viewer: "Viewer",
};

const ROLE_COLORS: Partial<Record<MemberRole | (string & {}), string>> = {
  owner: "grape",
  admin: "red",
  manager: "orange",
  member: "blue",
  viewer: "gray",
};

/** The badge of the user menu (spec 01 §2): the organization role, else "Operator". */
export function roleBadge(session: Session): { label: string; color: string } | null {
  if (session.membership) {
    const { role } = session.membership;
    // A role this build does not know yet still shows, as its raw name.
    return { label: ROLE_LABELS[role] ?? role, color: ROLE_COLORS[role] ?? "gray" };
  }
  if (session.isOperator) return { label: "Operator", color: "teal" };
  return null;
}

/** Spec 01 §3: a profile without a name shows as "User". */
export function displayName(user: Session["user"]): string {
  return user.fullName?.trim() || "User";
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { profileDisplayName } from "@stockroom/core";
import { roleColor, roleLabel } from "../../lib/memberRoles";
import type { Session } from "../../lib/session";

const ROLE_NAMES: Record<string, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  manager: msg`Manager`,
  member: msg`Member`,
  viewer: msg`Viewer`,
};

/** The badge of the user menu (spec 01 §2): the organization role, else "Operator". */
export function roleBadge(session: Session): { label: MessageDescriptor | string; color: string } | null {
  if (session.membership) {
    const { role } = session.membership;
    // A role this build does not know yet still shows, as its raw name.
    return { label: ROLE_NAMES[role] ?? roleLabel(role), color: roleColor(role) };
  }
  if (session.isOperator) return { label: msg`Operator`, color: "teal" };
  return null;
}

/** Spec 01 §3: a profile without a name shows as "User". */
export function displayName(user: Session["user"]): string {
  return profileDisplayName(user.fullName);
}

import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  manager: msg`Manager`,
  member: msg`Member`,
  viewer: msg`Viewer`,
};

const ROLE_COLORS: Record<string, string> = {
  owner: "grape",
  admin: "red",
  manager: "orange",
  member: "blue",
  viewer: "gray",
};

/** How a member role reads on screen ("Admin"); unknown roles show as they are. */
export function roleLabel(role: string): string {
  const label = ROLE_LABELS[role];
  return label ? i18n._(label) : role;
}

export function roleColor(role: string): string {
  return ROLE_COLORS[role] ?? "gray";
}

const ROLE_LABELS: Record<string, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  member: "Member",
  viewer: "Viewer",
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
  return ROLE_LABELS[role] ?? role;
}

export function roleColor(role: string): string {
  return ROLE_COLORS[role] ?? "gray";
}

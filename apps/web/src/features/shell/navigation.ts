import type { ComponentType } from "react";
import {
  IconAssets,
  IconAssetTypes,
  IconDashboard,
  IconForms,
  IconInventory,
  type IconProps,
  IconQrCode,
  IconReports,
} from "../../ui/icons";

export interface SidebarEntry {
  to: "/" | "/inventory" | "/reports" | "/forms" | "/asset-types" | "/assets" | "/barcode-tools";
  label: string;
  icon: ComponentType<IconProps>;
}

/** Spec 01 §2 "Layout and sidebar": the seven entries, in this order. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: "/", label: "Dashboard", icon: IconDashboard },
  { to: "/inventory", label: "Inventory", icon: IconInventory },
  { to: "/reports", label: "Reports", icon: IconReports },
  { to: "/forms", label: "Forms", icon: IconForms },
  { to: "/asset-types", label: "Asset Types", icon: IconAssetTypes },
  { to: "/assets", label: "Assets", icon: IconAssets },
  { to: "/barcode-tools", label: "QR Print Manager", icon: IconQrCode },
];

/** "/" is active only on itself; the others also for the screens below them. */
export function isEntryActive(pathname: string, to: SidebarEntry["to"]): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}

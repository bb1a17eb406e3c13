import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
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
  /** The entry's name, translated where it is shown (`t(entry.label)`). */
  label: MessageDescriptor;
  icon: ComponentType<IconProps>;
}

/** Spec 01 §2 "Layout and sidebar": the seven entries, in this order. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: "/", label: msg`Dashboard`, icon: IconDashboard },
  { to: "/inventory", label: msg`Inventory`, icon: IconInventory },
  { to: "/reports", label: msg`Reports`, icon: IconReports },
  { to: "/forms", label: msg`Forms`, icon: IconForms },
  { to: "/asset-types", label: msg`Asset Types`, icon: IconAssetTypes },
  { to: "/assets", label: msg`Assets`, icon: IconAssets },
  { to: "/barcode-tools", label: msg`QR Print Manager`, icon: IconQrCode },
];

/** "/" is active only on itself; the others also for the screens below them. */
export function isEntryActive(pathname: string, to: SidebarEntry["to"]): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}

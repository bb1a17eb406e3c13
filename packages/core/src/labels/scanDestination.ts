import { monthKey } from "../reports/monthKey";

/**
 * Spec 02 §2: after a QR lookup (or choosing an asset in the action chooser), an asset whose
 * inventory item already has a check this month opens that item in edit mode
 * (/inventory/item/{id}?month=YYYY-MM&edit=1); otherwise the QR route goes to
 * /inventory/action/{assetId} and the chooser to /inventory/add/{assetId}.
 */
export function scanDestination(input: {
  assetId: string;
  inventoryItemId: string | null;
  hasCheckThisMonth: boolean;
  now: Date;
  /** The organization's time zone: "this month" is its month. */
  timeZone?: string;
  from: "qr" | "chooser";
}): string {
  if (input.inventoryItemId !== null && input.hasCheckThisMonth) {
    return `/inventory/item/${encodeURIComponent(input.inventoryItemId)}?month=${monthKey(input.now, input.timeZone)}&edit=1`;
  }
  const base = input.from === "qr" ? "/inventory/action" : "/inventory/add";
  return `${base}/${encodeURIComponent(input.assetId)}`;
}

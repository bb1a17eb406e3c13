import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  formatMoney,
  INVENTORY_EVENT_LABELS,
  inventoryEventLabel,
  type ListTotal,
  LOCATION_NOT_SET_TEXT,
  locationDisplay,
  type STOCK_LEVEL_LABELS,
  snapshotLocationDisplay,
  snapshotStatusLabel,
  stockLevel,
  unitLabel,
} from "@stockroom/core";
import { formatLocale, formatNumber } from "../i18n/format";

/**
 * The inventory and QR screens' words that core keeps in English (spec 02's labels: event
 * types, stock levels, units, statuses) in the screen's language. The stored value or core's
 * English is the key, so a value core does not list still shows as stored; inventoryText.test.ts
 * checks that core's English texts are in the English catalog, word for word.
 */
export const EVENT_TYPE_TEXTS: Record<string, MessageDescriptor> = {
  intake: msg({ message: "Intake", context: "inventory event type" }),
  check: msg({ message: "Check", context: "inventory event type" }),
  audit: msg({ message: "Audit", context: "inventory event type" }),
  addition: msg({ message: "Addition", context: "inventory event type" }),
  removal: msg({ message: "Removal", context: "inventory event type" }),
  transfer: msg({ message: "Transfer", context: "inventory event type" }),
  disposal: msg({ message: "Disposal", context: "inventory event type" }),
  adjustment: msg({ message: "Adjustment", context: "inventory event type" }),
};

/** An inventory_history.event_type as the screens show it ("Intake" → "Wareneingang"). */
export function eventTypeText(eventType: string): string {
  const text = Object.hasOwn(EVENT_TYPE_TEXTS, eventType) ? EVENT_TYPE_TEXTS[eventType] : undefined;
  return text ? i18n._(text) : inventoryEventLabel(eventType);
}

/** The event types core names, as select options. */
export function eventTypeOptions(): { value: string; label: string }[] {
  return Object.keys(INVENTORY_EVENT_LABELS).map((value) => ({ value, label: eventTypeText(value) }));
}

export const STOCK_LEVEL_TEXTS: Record<keyof typeof STOCK_LEVEL_LABELS, MessageDescriptor> = {
  out: msg`Out of Stock`,
  low: msg`Low Stock`,
  normal: msg`Normal`,
  high: msg`High Stock`,
};

/** Core's stock level of a quantity in words (0 → "Out of Stock"). */
export function stockLevelText(quantity: number): string {
  return i18n._(STOCK_LEVEL_TEXTS[stockLevel(quantity)]);
}

/** What a stock count reads after its number, keyed by core's English ("units", "boxes"). */
export const UNIT_TEXTS: Record<string, MessageDescriptor> = {
  units: msg`units`,
  gallons: msg`gallons`,
  buckets: msg`buckets`,
  parts: msg`parts`,
  "linear feet": msg`linear feet`,
  "square feet": msg`square feet`,
  pounds: msg`pounds`,
  kilograms: msg`kilograms`,
  boxes: msg`boxes`,
  cases: msg`cases`,
  sets: msg`sets`,
};

/** Core's unitLabel in the screen's language; a unit typed by a user stays as typed. */
export function unitText(assetTypeName: string | null | undefined, unit?: string | null): string {
  return translatedUnit(unitLabel(assetTypeName, unit));
}

/** A unit label core already chose ("gallons") in the screen's language. */
export function translatedUnit(label: string): string {
  const text = Object.hasOwn(UNIT_TEXTS, label) ? UNIT_TEXTS[label] : undefined;
  return text ? i18n._(text) : label;
}

/** The correction form's unit types (the asset form's list), as select options. */
export const UNIT_TYPE_TEXTS: Record<string, MessageDescriptor> = {
  each: msg`each`,
  gallon: msg`gallon`,
  bucket: msg`bucket`,
  part: msg`part`,
  linear_foot: msg`linear foot`,
  square_foot: msg`square foot`,
  pound: msg`pound`,
  kilogram: msg`kilogram`,
  box: msg`box`,
  case: msg`case`,
  set: msg`set`,
};

export function unitTypeText(unitType: string): string {
  const text = Object.hasOwn(UNIT_TYPE_TEXTS, unitType) ? UNIT_TYPE_TEXTS[unitType] : undefined;
  return text ? i18n._(text) : unitType.replace(/_/g, " ");
}

export const SNAPSHOT_STATUS_TEXTS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  low_stock: msg`Low Stock`,
  out_of_stock: msg`Out of Stock`,
};

/** A snapshot's status (low_stock → "Low Stock"); another stored value reads as core words it. */
export function snapshotStatusText(status: string): string {
  const text = Object.hasOwn(SNAPSHOT_STATUS_TEXTS, status) ? SNAPSHOT_STATUS_TEXTS[status] : undefined;
  return text ? i18n._(text) : snapshotStatusLabel(status);
}

/** The snapshot table's Location cell ('N/A' if empty). */
export function snapshotLocationText(location: string | null | undefined): string {
  const shown = snapshotLocationDisplay(location);
  return location?.trim() ? shown : i18n._(msg`N/A`);
}

/** An inventory card's location ('Location not set' for none or 'Location TBD'). */
export function locationText(location: string | null | undefined): string {
  const shown = locationDisplay(location);
  return shown === LOCATION_NOT_SET_TEXT ? i18n._(msg`Location not set`) : shown;
}

/** Core's ListTotal with the locale's digits: "1,234" (en), "1.234" (de), "10.000+" past the count's cap. */
export function listTotalText({ total, totalIsExact }: ListTotal): string {
  const n = formatNumber(total);
  return totalIsExact ? n : `${n}+`;
}

/** A price with its currency code in the screen's locale ("12,50 EUR" in de). */
export function moneyText(amount: number, currency: string | null | undefined): string {
  return formatMoney(amount, currency, formatLocale());
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${formatLocale()}|${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(formatLocale(), { ...options, timeZone: "UTC" });
    dateFormats.set(key, found);
  }
  return found;
}

/** A calendar day "YYYY-MM-DD" (no time zone moves it) as a Date at its UTC midnight. */
function day(isoDay: string): Date {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
}

/** "2026-11" → "November 2026" (en), "November 2026" (de), "novembre 2026" (fr). */
export function monthYearText(monthKey: string): string {
  return dateFormat({ month: "long", year: "numeric" }).format(day(`${monthKey}-01`));
}

/** "2026-11-05" → "Nov 05, 2026" (en, the spec's MMM dd, yyyy), "05. Nov. 2026" (de). */
export function snapshotDateText(isoDay: string): string {
  return dateFormat({ month: "short", day: "2-digit", year: "numeric" }).format(day(isoDay));
}

/** An instant as "Nov 5" (en), "5. Nov." (de), in this device's time zone: the inventory card's 'Updated {MMM d}'. */
export function monthDayText(date: Date | string): string {
  return new Intl.DateTimeFormat(formatLocale(), { month: "short", day: "numeric" }).format(new Date(date));
}

export const CONDITION_TEXTS: Record<string, MessageDescriptor> = {
  excellent: msg`Excellent`,
  good: msg`Good`,
  fair: msg`Fair`,
  poor: msg`Poor`,
  damaged: msg`Damaged`,
  unusable: msg`Unusable`,
};

/** An inventory_history.condition ("good" → "Good", "Gut"); a value core does not list shows as stored. */
export function conditionText(condition: string): string {
  const text = Object.hasOwn(CONDITION_TEXTS, condition) ? CONDITION_TEXTS[condition] : undefined;
  return text ? i18n._(text) : condition;
}

export const INVENTORY_STATUS_TEXTS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
  maintenance: msg`Maintenance`,
  reserved: msg`Reserved`,
};

export function inventoryStatusText(status: string): string {
  const text = Object.hasOwn(INVENTORY_STATUS_TEXTS, status) ? INVENTORY_STATUS_TEXTS[status] : undefined;
  return text ? i18n._(text) : status;
}

/**
 * Core's messages these screens show (spec 02's words), keyed by core's constant's text:
 * the English is the key, so a message core changes shows in English until translated.
 */
export const CORE_MESSAGE_TEXTS: Record<string, MessageDescriptor> = {
  "Asset not found": msg`Asset not found`,
  "No Intake Form": msg`No Intake Form`,
  "Organization context is missing.": msg`Organization context is missing.`,
  "No QR code provided": msg`No QR code provided`,
  "Error looking up asset": msg`Error looking up asset`,
  "Asset not found for this QR code": msg`Asset not found for this QR code`,
  "Inventory item not found": msg`Inventory item not found`,
  "This asset already has an inventory item. You cannot create multiple inventory items for the same asset.": msg`This asset already has an inventory item. You cannot create multiple inventory items for the same asset.`,
};

/** One of core's constants (ASSET_NOT_FOUND_MESSAGE …) in the screen's language. */
export function coreText(english: string): string {
  const text = Object.hasOwn(CORE_MESSAGE_TEXTS, english) ? CORE_MESSAGE_TEXTS[english] : undefined;
  return text ? i18n._(text) : english;
}

/**
 * A quantity as stored, with the locale's decimal separator and no grouping: 2.5 → "2,5"
 * in de, 1500 stays "1500" (as English screens always showed it), no digit rounded away.
 */
export function quantityText(quantity: number): string {
  return formatNumber(quantity, { useGrouping: false, maximumFractionDigits: 20 });
}

export const APPROVAL_STATUS_TEXTS: Record<string, MessageDescriptor> = {
  approved: msg`approved`,
  pending: msg`pending`,
  rejected: msg`rejected`,
};

/** A correction's approval_status ('approved' unless the data says otherwise). */
export function approvalStatusText(status: string): string {
  const text = Object.hasOwn(APPROVAL_STATUS_TEXTS, status) ? APPROVAL_STATUS_TEXTS[status] : undefined;
  return text ? i18n._(text) : status;
}

export const ASSET_STATUS_TEXTS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
  maintenance: msg`Maintenance`,
  retired: msg`Retired`,
  stored: msg`Stored`,
};

/** An asset's status ("maintenance" → "Maintenance", "Wartung"); another stored value shows as stored. */
export function assetStatusText(status: string): string {
  const text = Object.hasOwn(ASSET_STATUS_TEXTS, status) ? ASSET_STATUS_TEXTS[status] : undefined;
  return text ? i18n._(text) : status;
}

/**
 * The notes the server writes itself on an inventory entry (core's INTAKE_HISTORY_NOTE and
 * PERIODIC_CHECK_NOTE, the edit and import notes), shown in the screen's language; a note a
 * person typed is shown as typed.
 */
export const SYSTEM_NOTE_TEXTS: Record<string, MessageDescriptor> = {
  "Initial intake via dynamic form": msg`Initial intake via dynamic form`,
  "Periodic inventory check": msg`Periodic inventory check`,
  "Inventory item edited": msg`Inventory item edited`,
  Imported: msg`Imported`,
};

export function noteText(note: string): string {
  const text = Object.hasOwn(SYSTEM_NOTE_TEXTS, note) ? SYSTEM_NOTE_TEXTS[note] : undefined;
  return text ? i18n._(text) : note;
}

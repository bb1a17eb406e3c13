import { type InventoryAction, normalizeInventoryAction } from "../constants/forms";

export interface InventoryActionField {
  id: string;
  inventory_action?: unknown;
}
export interface InventoryActionInput {
  /** The form's fields; only their inventory_action matters here. */
  fields: readonly InventoryActionField[];
  /** Submitted answers by field id. */
  answers: Readonly<Record<string, unknown>>;
  /** The item's quantity before this submission. */
  currentQuantity: number;
  /** The quantity as submitted, used when the form has no action field at all. */
  submittedQuantity?: number | null;
  /** The form's purpose: 'intake' gives an intake event, anything else an audit. */
  formPurpose?: string | null;
}
export interface InventoryChange {
  fieldId: string;
  action: Exclude<InventoryAction, "none">;
  amount: number;
}
export interface InventoryActionResult {
  previousQuantity: number;
  quantity: number;
  /** A history entry is written only when the quantity changed. */
  changed: boolean;
  eventType: "intake" | "audit";
  /** 'set' when a set field decided, 'adjust' for add/subtract forms, 'none' without action fields. */
  mode: "set" | "adjust" | "none";
  changes: InventoryChange[];
}

/** A number from an answer: numbers and numeric text; empty, text and other values are not numbers. */
export function numericAnswer(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Spec 02 §4 "Inventory actions on submission": a set field with a value replaces the
 * stock (the first one wins, rounded to an integer, other fields ignored); otherwise every
 * numeric non-zero add field adds and every subtract field subtracts; with no action field
 * the quantity stays as submitted / current. Never below 0.
 */
export function applyInventoryActions(input: InventoryActionInput): InventoryActionResult {
  const previousQuantity = input.currentQuantity;
  const eventType = input.formPurpose === "intake" ? "intake" : "audit";
  const actionFields = input.fields
    .map((field) => ({ id: field.id, action: normalizeInventoryAction(field.inventory_action) }))
    .filter((field): field is { id: string; action: InventoryChange["action"] } => field.action !== "none");

  const finish = (
    quantity: number,
    mode: InventoryActionResult["mode"],
    changes: InventoryChange[],
  ): InventoryActionResult => {
    const clamped = Math.max(0, quantity);
    return { previousQuantity, quantity: clamped, changed: clamped !== previousQuantity, eventType, mode, changes };
  };

  if (actionFields.length === 0) {
    return finish(input.submittedQuantity ?? previousQuantity, "none", []);
  }
  for (const field of actionFields) {
    if (field.action !== "set") continue;
    const value = numericAnswer(input.answers[field.id]);
    if (value === null) continue;
    const quantity = Math.round(value);
    return finish(quantity, "set", [{ fieldId: field.id, action: "set", amount: quantity }]);
  }
  let quantity = previousQuantity;
  const changes: InventoryChange[] = [];
  for (const field of actionFields) {
    if (field.action === "set") continue;
    const value = numericAnswer(input.answers[field.id]);
    if (value === null || value === 0) continue;
    quantity += field.action === "add" ? value : -value;
    changes.push({ fieldId: field.id, action: field.action, amount: value });
  }
  return finish(quantity, "adjust", changes);
}

import { z } from "zod";
import { ASSET_PICKER_PAGE_BUTTONS } from "../constants/limits";
import { ASSET_NOT_FOUND_MESSAGE } from "./assets";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "./assetTypes";
import { entityId } from "./entityId";
import { MAX_SUBMISSION_BYTES, SUBMISSION_TOO_LARGE_MESSAGE } from "./formRequests";
import {
  fallbackInventoryCheckInput,
  inventoryCheckInput,
  inventoryCreateInput,
  inventoryItemEditInput,
} from "./inventory";
import { jsonSize, recordKey } from "./limits";
import { listAfterInput } from "./listPage";

// What the inventory.items procedures take (spec 02 "Inventory page", add/scan flow,
// "Inventory item detail", "Asset inventory overview").

export const INVENTORY_ITEM_NOT_FOUND_MESSAGE = "Inventory item not found";
export const QR_LOOKUP_ERROR_MESSAGE = "Error looking up asset";
export const ORGANIZATION_CONTEXT_MISSING_MESSAGE = "Organization context is missing.";
export const NO_INTAKE_FORM_TITLE = "No Intake Form";
/** An answer of the check's form that cannot be stored as JSON (e.g. a BigInt). */
export const RESPONSE_DATA_INVALID_MESSAGE = "The form's answers could not be read. Please check what you entered.";

/** The inventory grid shows 24 cards a page: full rows at 1, 2, 3 and 4 columns. */
export const INVENTORY_PAGE_SIZE = 24;

export const inventoryItemIdInput = z.object({ id: entityId(INVENTORY_ITEM_NOT_FOUND_MESSAGE) });
export const inventoryAssetIdInput = z.object({ assetId: entityId(ASSET_NOT_FOUND_MESSAGE) });

/** The card grid: search, type filter, one asset (?assetId=), server paging. */
export const inventoryListInput = z.object({
  search: z.string().trim().max(200).default(""),
  assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE).nullish(),
  assetId: entityId(ASSET_NOT_FOUND_MESSAGE).nullish(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(INVENTORY_PAGE_SIZE),
  /** Keyset paging from the last row of the previous page (the REST API); see listAfterInput. */
  after: listAfterInput,
});
export type InventoryListInput = z.infer<typeof inventoryListInput>;

/** The assets of one type in the add flow: search by name, description or asset_id; 20 a page. */
export const inventoryAssetPickerInput = z.object({
  assetTypeId: entityId(ASSET_TYPE_NOT_FOUND_MESSAGE),
  search: z.string().trim().max(200).default(""),
  page: z.number().int().min(1).max(100_000).default(1),
  /** A monthly pick list leaves out assets with a periodic entry this month. */
  monthly: z.boolean().default(false),
});
export type InventoryAssetPickerInput = z.infer<typeof inventoryAssetPickerInput>;

export const qrLookupInput = z.object({ code: z.string().max(4000) });

export const recordCheckInput = inventoryCheckInput.extend({ id: entityId(INVENTORY_ITEM_NOT_FOUND_MESSAGE) });
export type RecordCheckInput = z.infer<typeof recordCheckInput>;

export const assetInventoryCheckInput = fallbackInventoryCheckInput.extend({
  assetId: entityId(ASSET_NOT_FOUND_MESSAGE),
  /** Answers of the type's inventory form, kept in response_data (JSON, at most a form submission's size). */
  responseData: z
    .record(recordKey, z.unknown())
    .refine((v) => Number.isFinite(jsonSize(v)), RESPONSE_DATA_INVALID_MESSAGE)
    .refine((v) => jsonSize(v) <= MAX_SUBMISSION_BYTES, SUBMISSION_TOO_LARGE_MESSAGE)
    .optional(),
  formId: entityId("Inventory form could not be loaded.").nullish(),
});
export type AssetInventoryCheckInput = z.infer<typeof assetInventoryCheckInput>;

export const inventoryItemUpdateInput = z.object({
  id: entityId(INVENTORY_ITEM_NOT_FOUND_MESSAGE),
  values: inventoryItemEditInput,
});
export type InventoryItemUpdateInput = z.infer<typeof inventoryItemUpdateInput>;

export const createAssetInventoryInput = inventoryCreateInput.extend({ assetId: entityId(ASSET_NOT_FOUND_MESSAGE) });
export type CreateAssetInventoryInput = z.infer<typeof createAssetInventoryInput>;

// ── URL state of the screens (validateSearch) ──

/**
 * The numbered page buttons of a pager: at most `buttons` around the current page,
 * clamped to [1, pageCount].
 */
export function pageButtons(page: number, pageCount: number, buttons: number = ASSET_PICKER_PAGE_BUTTONS): number[] {
  const count = Math.max(1, pageCount);
  const shown = Math.min(buttons, count);
  const first = Math.min(Math.max(1, page - Math.floor(shown / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, i) => first + i);
}

// ── A check's form answers (issue 21 §10) ──

/**
 * Keys of an audit entry's response_data that the server writes and the history reads as
 * the entry's own state (verified, fixed, edited, the exact quantity, the form). A client
 * never writes them, even when a form has a field of that name.
 */
export const CHECK_RESPONSE_SYSTEM_KEYS: ReadonlySet<string> = new Set([
  "verification_status",
  "verified_status",
  "verified",
  "status",
  "fix_applied",
  "edit_history",
  "exact_quantity",
  "form_id",
  "submission_id",
  "metadata",
]);

/**
 * A submission's answers as the history entry keeps them beside the server's own keys: every
 * answer but those named like a key the history reads as the entry's state
 * (CHECK_RESPONSE_SYSTEM_KEYS, `_…`). A form field called `status` or `verification_status`
 * can therefore not mark its own entry verified; its answer stays in the submission.
 */
export function historyAnswerCopy(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([k]) => !k.startsWith("_") && !CHECK_RESPONSE_SYSTEM_KEYS.has(k)),
  );
}

export const CHECK_ANSWERS_WITHOUT_FORM_MESSAGE = "Please choose the form these answers belong to.";

export function checkAnswersNotInFormMessage(keys: readonly string[]): string {
  return `These answers are not fields of the form: ${keys.map((k) => `"${k}"`).join(", ")}.`;
}

/**
 * The keys of a check's answers that are not the form's own fields (or that the server
 * writes itself); empty when all are. `fieldIds` are the form's field ids.
 */
export function checkAnswersOutsideForm(
  answers: Readonly<Record<string, unknown>>,
  fieldIds: Iterable<string>,
): string[] {
  const own = new Set(fieldIds);
  return Object.keys(answers).filter((k) => !own.has(k) || k.startsWith("_") || CHECK_RESPONSE_SYSTEM_KEYS.has(k));
}

import {
  DEFAULT_FILE_ACCEPT,
  type FieldRule,
  FORM_UPLOADS_BUCKET,
  type FormField,
  type InventoryCountAlert,
  inventoryCountAlert,
  isFormUploadUrl,
  numericAnswer,
} from "@stockroom/core";
import { type ChangeEvent, useState } from "react";
import { uploadFile } from "./uploadFile";
import type { DynamicForm } from "./useDynamicForm";

/**
 * What the form renderers share (the admin's Mantine one and the phone's native one): the
 * inventory alert's rule and wording, select options, and file answers. No UI here, so the
 * phone's count screen can use it without Mantine.
 */

/** A validation rule of a form, tied to its field. */
export type FormRule = FieldRule & { field_id: string };

/** Our wording of the renderer's inventory alert (the spec gives the rule, not the text). */
export const INVENTORY_ALERT_TEXT: Record<InventoryCountAlert, string> = {
  above_expected:
    "This count is more than 120% of the starting inventory plus what was added this month. Please double-check it.",
  below_expected: "This count is below 10% of the starting inventory. Please double-check it.",
};

export interface StockContext {
  /** Starting inventory: the latest history before this month (null when unknown). */
  starting: number | null;
  /** What add fields brought in this month. */
  added: number;
}

/** The inventory alert of a field's answer: only set fields and current_inventory fields carry a count. */
function countAlert(
  field: Pick<FormField, "type" | "inventory_action">,
  value: unknown,
  stock: StockContext | null | undefined,
): InventoryCountAlert | null {
  if (!stock || stock.starting === null) return null;
  if (field.type !== "current_inventory" && field.inventory_action !== "set") return null;
  const counted = numericAnswer(value);
  if (counted === null) return null;
  return inventoryCountAlert({ counted, starting: stock.starting, added: stock.added });
}

/**
 * What a renderer shows, the one rule for the admin's and the phone's: the visible fields
 * (display conditions), each disabled when the form or a dependency says so, required as the
 * dependencies decide (else as the field says), with its inventory alert.
 */
export function shownFields(
  fields: readonly FormField[],
  form: Pick<DynamicForm, "states" | "values">,
  stock: StockContext | null | undefined,
  disabled: boolean,
) {
  return fields.flatMap((field) => {
    const state = form.states[field.id];
    if (state && !state.visible) return [];
    return [
      {
        field,
        disabled: disabled || state?.disabled === true,
        required: state?.required ?? field.required,
        alert: countAlert(field, form.values[field.id], stock),
      },
    ];
  });
}

/** Options of a select or radio field as value/label pairs. */
export function optionPairs(field: Pick<FormField, "options">): { value: string; label: string }[] {
  return (field.options ?? []).map((o) => (typeof o === "string" ? { value: o, label: o } : o));
}

/** An uploaded file answer (spec 02 §3): {url, name, size, type}. */
export interface FileAnswer {
  url: string;
  name: string;
  size: number;
  type: string;
}

/** Only this organization's own upload references are shown as links (never another site or `javascript:`). */
export function isFileAnswer(value: unknown): value is FileAnswer {
  if (value === null || typeof value !== "object") return false;
  return isFormUploadUrl((value as FileAnswer).url);
}

/** The file types a file field takes: its own list, or the default list of spec 02 §3. */
export function fileAccept(field: Pick<FormField, "accept">): string {
  return field.accept?.trim() || DEFAULT_FILE_ACCEPT.map((ext) => `.${ext}`).join(",");
}

/** Sends the file to the form uploads of the form's organization and keeps the answer's shape. */
export async function uploadFormFile(file: File, formId?: string): Promise<FileAnswer> {
  const stored = await uploadFile(FORM_UPLOADS_BUCKET, file, formId);
  return { url: stored.url, name: stored.name || file.name, size: stored.size, type: stored.contentType || file.type };
}

/**
 * A file field's upload, shared by the admin renderer and the phone's: the chosen file goes
 * at once to the form's uploads; `uploading` while it travels, the server's refusal (the
 * spec's text) in `uploadError`, and the answer handed to `onChange`.
 */
export function useFileAnswerUpload(onChange: (answer: FileAnswer) => void, formId?: string) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await uploadFormFile(file, formId));
    } catch (err) {
      setUploadError((err as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return { uploading, uploadError, upload };
}

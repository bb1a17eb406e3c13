import { z } from "zod";
import { entityId } from "../validators/entityId";
import { IMPORT_MATCH_KEYS, IMPORT_MAX_COLUMNS, IMPORTS_BUCKET } from "./importColumns";

export const IMPORT_BATCH_NOT_FOUND_MESSAGE = "Import not found";
export const IMPORT_FILE_REQUIRED_MESSAGE = "Upload a file to import first.";

/** An uploaded import file's address, as the upload answered: `/files/imports/<key>`. */
const importFileUrl = z
  .string(IMPORT_FILE_REQUIRED_MESSAGE)
  .max(300)
  .regex(
    new RegExp(`^/files/${IMPORTS_BUCKET}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$`),
    "The uploaded file was not found. Upload it again.",
  );

/** The choices of an import: file, sheet, type, key, mapping, and whether unknown types are created. */
export const importOptionsInput = z.object({
  file: importFileUrl,
  sheet: z.string().max(100).nullish(),
  assetTypeId: entityId("Asset type not found").nullish(),
  matchKey: z.enum(IMPORT_MATCH_KEYS),
  mapping: z.array(z.string().max(120).nullable()).max(IMPORT_MAX_COLUMNS).nullish(),
  createTypes: z.boolean().default(false),
});
export type ImportOptionsInput = z.infer<typeof importOptionsInput>;

export const IMPORT_OUTCOMES = ["create", "update", "unchanged", "error"] as const;
export type ImportOutcomeName = (typeof IMPORT_OUTCOMES)[number];
export const importPreviewInput = importOptionsInput.extend({ outcome: z.enum(IMPORT_OUTCOMES).nullish() });
export const importBatchInput = z.object({ batchId: entityId(IMPORT_BATCH_NOT_FOUND_MESSAGE) });
export const assetExportInput = z.object({ format: z.enum(["csv", "xlsx"]) });

/** A preview or commit of an upload, started as a run the screen follows (issue 24 §5). */
export const IMPORT_STEPS = ["preview", "commit"] as const;
export const importRunStartInput = importPreviewInput.extend({ step: z.enum(IMPORT_STEPS) });
export const importRunInput = z.object({ runId: entityId(IMPORT_BATCH_NOT_FOUND_MESSAGE) });

import {
  FILE_ANSWER_INVALID_MESSAGE,
  FORM_UPLOADS_BUCKET,
  type FormField,
  fileAnswerUrl,
  isFormUploadUrl,
} from "@stockroom/core";
import type { Transaction } from "@stockroom/db";
import { DomainError } from "../../../errors";
import { isOwnUpload } from "../../uploads/find-own-upload";

/**
 * Step 4, check the files: a file answer must name a file uploaded to this organization's
 * form-uploads bucket: no other site, no `javascript:` address, no file of another
 * organization. A form without file fields costs nothing here.
 */
export async function checkFileAnswers(
  tx: Transaction,
  orgId: string,
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
) {
  for (const field of fields) {
    if (field.type !== "file" || !Object.hasOwn(values, field.id)) continue;
    const url = fileAnswerUrl(values[field.id]);
    if (url === null) continue;
    const own =
      url !== undefined &&
      isFormUploadUrl(url) &&
      (await isOwnUpload(tx, url, FORM_UPLOADS_BUCKET, { organizationId: orgId }));
    if (!own) throw new DomainError("BAD_REQUEST", FILE_ANSWER_INVALID_MESSAGE);
  }
}

/** What POST /api/uploads/:bucket answers for a stored file. */
export interface UploadedFile {
  id: string;
  url: string;
  bucket: string;
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export class UploadError extends Error {
  override name = "UploadError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one file to a bucket (avatars, org-avatars, form-uploads). The server checks
 * sign-in, type and size; its refusal (the spec's text) becomes the error's message.
 * A form answer's file names its form (`formId`), so a phone holding a PIN session of the
 * form's organization beside a sign-in of another stores it where the count goes.
 */
export async function uploadFile(bucket: string, file: File, formId?: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  try {
    const query = formId ? `?${new URLSearchParams({ formId })}` : "";
    response = await fetch(`/api/uploads/${encodeURIComponent(bucket)}${query}`, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw new UploadError("The file could not be sent. Check your connection and try again.", 0);
  }
  const body = (await response.json().catch(() => null)) as (UploadedFile & { error?: string }) | null;
  if (!response.ok || !body)
    throw new UploadError(body?.error ?? `Upload failed (${response.status})`, response.status);
  return body;
}

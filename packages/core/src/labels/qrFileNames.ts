import { qrDownloadFileName } from "./qrImageOptions";

/** Longest asset-name part of a file name in the ZIP (file systems allow 255 bytes a name). */
export const QR_FILE_NAME_MAX_LENGTH = 100;
const SUFFIX = "-qr.png";

/**
 * One safe file name per asset for the bulk download ZIP, in the order given:
 * '{asset name}-qr.png' (spec 02 §9) with what no file system can hold replaced — the
 * characters qrDownloadFileName already replaces, control characters, and leading or
 * trailing dots and spaces — cut to {@link QR_FILE_NAME_MAX_LENGTH} characters. Names
 * that would collide (case-insensitively, as on Windows and macOS) get ' (2)', ' (3)' …
 * before the suffix, so every asset keeps its own file.
 */
export function uniqueQrFileNames(assetNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return assetNames.map((name) => {
    const cleaned = qrDownloadFileName(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      name.replace(/[\u0000-\u001f\u007f]+/g, "_"),
    );
    let base = Array.from(cleaned.slice(0, -SUFFIX.length))
      .slice(0, QR_FILE_NAME_MAX_LENGTH)
      .join("")
      .replace(/^[.\s]+|[.\s]+$/g, "");
    if (base === "") base = "asset";
    let candidate = `${base}${SUFFIX}`;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${SUFFIX}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

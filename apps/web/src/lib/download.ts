/**
 * The one way the app saves a file in the browser: an object URL (or a data URL) behind a
 * temporary link. Every export — form JSON, report CSV/Excel, snapshot CSV, QR PNG/ZIP —
 * goes through here.
 */

/** Saves a Blob (or bytes) as `fileName`. */
export function downloadBlob(fileName: string, data: Blob | Uint8Array, type = "application/octet-stream"): void {
  const blob = data instanceof Blob ? data : new Blob([data as Uint8Array<ArrayBuffer>], { type });
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  // The download has its own copy once it started; give slow machines a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves text as a file; `bom` adds a byte order mark so spreadsheet programs read UTF-8. */
export function downloadText(fileName: string, text: string, type = "application/json", { bom = false } = {}): void {
  downloadBlob(fileName, new Blob(bom ? ["\uFEFF", text] : [text], { type }));
}

/** Saves a `data:` URL (e.g. a canvas' PNG) as `fileName`. */
export function downloadDataUrl(fileName: string, dataUrl: string): void {
  clickDownloadLink(dataUrl, fileName);
}

/** A name with the characters file systems dislike replaced (never empty). */
export function safeFileName(name: string, fallback = "file"): string {
  return name.trim().replace(/[\\/:*?"<>|]+/g, "_") || fallback;
}

function clickDownloadLink(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

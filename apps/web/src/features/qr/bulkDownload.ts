import { QR_DEFAULT_WIDTH, uniqueQrFileNames } from "@stockroom/core";
import { zipSync } from "fflate";
import { qrPngBytes } from "../../ui/LabelQr";

export interface QrZipEntry {
  name: string;
  value: string;
}

/**
 * One ZIP of PNG QR codes (spec 02 §9: width 300, '{asset name}-qr.png', names made safe
 * and unique). PNGs are compressed already, so they are stored, not deflated again.
 * `onProgress(done, total)` runs after each code; the UI gets a turn between codes (a timer, not a frame: frames stop in a background tab).
 */
export async function buildQrZip(
  entries: readonly QrZipEntry[],
  onProgress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const names = uniqueQrFileNames(entries.map((e) => e.name));
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const [i, entry] of entries.entries()) {
    files[names[i] as string] = [await qrPngBytes(entry.value, QR_DEFAULT_WIDTH), { level: 0 }];
    onProgress(i + 1, entries.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return zipSync(files);
}

/** 'qr-codes-2026-11-24.zip' */
export function qrZipFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `qr-codes-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}

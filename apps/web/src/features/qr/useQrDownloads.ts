import { notifications } from "@mantine/notifications";
import { type LabelCodeSource, labelCodeText, type PrintSheetLayout, qrDownloadFileName } from "@stockroom/core";
import { useState } from "react";
import { downloadBlob } from "../../lib/download";
import { qrPngBytes } from "../../ui/LabelQr";
import { buildQrZip, qrZipFileName } from "./bulkDownload";
import { openPrintSheet, POPUP_BLOCKED_MESSAGE } from "./printSheet";

interface Label extends LabelCodeSource {
  id: string;
  name: string;
}

const noSelection = () =>
  notifications.show({ color: "yellow", title: "No Assets Selected", message: "Select at least one asset first." });
const failed = (title: string, message: string) => notifications.show({ color: "red", title, message });

/**
 * What the QR manager makes of its labels (spec 02 §9): one PNG, one ZIP of PNGs (with
 * progress) and the print sheet, each with the spec's toasts.
 */
export function useQrDownloads(qrValue: (asset: Label) => string, pixels: number) {
  const [zipProgress, setZipProgress] = useState<{ done: number; total: number } | null>(null);

  async function downloadOne(asset: Label) {
    try {
      downloadBlob(qrDownloadFileName(asset.name), await qrPngBytes(qrValue(asset), pixels), "image/png");
      notifications.show({ color: "green", title: "QR Code Downloaded", message: qrDownloadFileName(asset.name) });
    } catch {
      failed("Download Failed", "The QR code could not be saved.");
    }
  }

  async function downloadZip(chosen: Label[]) {
    if (chosen.length === 0) return noSelection();
    setZipProgress({ done: 0, total: chosen.length });
    try {
      const zip = await buildQrZip(
        chosen.map((asset) => ({ name: asset.name, value: qrValue(asset) })),
        (done, total) => setZipProgress({ done, total }),
      );
      downloadBlob(qrZipFileName(), zip, "application/zip");
      notifications.show({
        color: "green",
        title: "QR Codes Downloaded",
        message: `${chosen.length} QR code${chosen.length === 1 ? "" : "s"} in one ZIP file.`,
      });
    } catch {
      failed("Download Failed", "The ZIP file could not be made.");
    } finally {
      setZipProgress(null);
    }
  }

  function print(chosen: Label[], options: { layout: PrintSheetLayout; showNames: boolean; skip: number }) {
    if (chosen.length === 0) return noSelection();
    try {
      const win = openPrintSheet(
        chosen.map((asset) => ({
          id: asset.id,
          name: asset.name,
          value: qrValue(asset),
          code: labelCodeText(asset, options.layout.qrSize),
        })),
        options,
      );
      if (!win) return failed("Error", POPUP_BLOCKED_MESSAGE);
      notifications.show({ color: "green", title: "QR Codes Printed", message: "The print sheet has opened." });
    } catch {
      failed("Error", "Failed to generate print document");
    }
  }

  return { zipProgress, downloadOne, downloadZip, print };
}

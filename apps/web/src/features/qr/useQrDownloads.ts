import { i18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { type LabelCodeSource, labelCodeText, type PrintSheetLayout, qrDownloadFileName } from "@stockroom/core";
import { useState } from "react";
import { downloadBlob } from "../../lib/download";
import { qrPngBytes } from "../../ui/LabelQr";
import { buildQrZip, qrZipFileName } from "./bulkDownload";
import { openPrintSheet } from "./printSheet";

interface Label extends LabelCodeSource {
  id: string;
  name: string;
}

const noSelection = () =>
  notifications.show({
    color: "yellow",
    title: i18n._(msg`No Assets Selected`),
    message: i18n._(msg`Select at least one asset first.`),
  });
const failed = (title: string, message: string) => notifications.show({ color: "red", title, message });

/**
 * What the QR manager makes of its labels (spec 02 §9): one PNG, one ZIP of PNGs (with
 * progress) and the print sheet, each with the spec's toasts.
 */
export function useQrDownloads(qrValue: (asset: Label) => string, pixels: number) {
  const { t } = useLingui();
  const [zipProgress, setZipProgress] = useState<{ done: number; total: number } | null>(null);

  async function downloadOne(asset: Label) {
    try {
      downloadBlob(qrDownloadFileName(asset.name), await qrPngBytes(qrValue(asset), pixels), "image/png");
      notifications.show({ color: "green", title: t`QR Code Downloaded`, message: qrDownloadFileName(asset.name) });
    } catch {
      failed(t`Download Failed`, t`The QR code could not be saved.`);
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
        title: t`QR Codes Downloaded`,
        message: t`${plural(chosen.length, { one: "# QR code", other: "# QR codes" })} in one ZIP file.`,
      });
    } catch {
      failed(t`Download Failed`, t`The ZIP file could not be made.`);
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
      if (!win) return failed(t`Error`, t`Please allow popups to generate print sheets`);
      notifications.show({ color: "green", title: t`QR Codes Printed`, message: t`The print sheet has opened.` });
    } catch {
      failed(t`Error`, t`Failed to generate print document`);
    }
  }

  return { zipProgress, downloadOne, downloadZip, print };
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Menu } from "@mantine/core";
import { useState } from "react";
import { downloadBlob, downloadText } from "../../lib/download";
import { notifyFailure } from "../../lib/failureText";
import { trpc } from "../../trpc";

/** "Export assets": CSV or XLSX in exactly the import's columns (issue 24 §7). */
export function ExportAssetsButton() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const run = async (format: "csv" | "xlsx") => {
    setBusy(true);
    try {
      const file = await utils.assets.export.fetch({ format }, { staleTime: 0 });
      if (file.text !== null) downloadText(file.fileName, file.text, "text/csv;charset=utf-8", { bom: true });
      else if (file.base64 !== null) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        downloadBlob(file.fileName, bytes, file.mimeType);
      }
    } catch (error) {
      notifyFailure(t`export assets`, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={busy}>
          <Trans>Export assets</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run("csv")}>
          <Trans>CSV (.csv)</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => void run("xlsx")}>
          <Trans>Excel (.xlsx)</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { labelCodeText, mobileAssetUrl, qrDownloadFileName, qrImageOptions } from "@stockroom/core";
import { useEffect, useRef, useState } from "react";
import { downloadBlob } from "../../lib/download";
import { type RouterOutputs, trpc } from "../../trpc";
import { LabelOriginNotice } from "../../ui/LabelOriginNotice";
import { LabelQr, qrPngBytes, renderToHtml } from "../../ui/LabelQr";

type QrResult = RouterOutputs["assets"]["generateQr"];

const QR = qrImageOptions();
/** The code is drawn at 96 px to the inch: its label size, for the code printed under it. */
const QR_INCHES = QR.width / 96;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * An asset's QR code (spec 02 §2, §9): it encodes `{PUBLIC_URL}/mobile/asset/{id}` and is
 * drawn here (width 300, margin 2, level M) by the same component as the print sheet's
 * labels (LabelQr), with the same code under it that a label prints (issue 20). Each
 * generation is logged by the server. Download as '{asset name}-qr.png', copy the URL,
 * regenerate, print.
 */
export function AssetQrPanel({ assetId }: { assetId: string }) {
  const { t } = useLingui();
  const generate = trpc.assets.generateQr.useMutation();
  const [qr, setQr] = useState<QrResult | null>(null);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  // A phone must reach what the code encodes: on a loopback address, the server's LAN one.
  const origin = trpc.assets.labelOrigin.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const [originChoice, setOriginChoice] = useState<string | null>(null);
  const chosenOrigin = originChoice ?? origin.data?.origin ?? null;
  const mobileUrl = qr && chosenOrigin ? mobileAssetUrl(chosenOrigin, qr.assetId) : (qr?.mobileUrl ?? "");
  const code = qr ? labelCodeText(qr, QR_INCHES) : "";

  // Once per visit (StrictMode runs effects twice in development).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    generate.mutate(
      { id: assetId },
      {
        onSuccess: setQr,
        onError: () => {
          setFailed(true);
          notifications.show({ color: "red", title: t`Error`, message: t`Failed to generate QR code for this asset.` });
        },
      },
    );
  }, [assetId, generate, t]);

  function regenerate() {
    generate.mutate(
      { id: assetId },
      {
        onSuccess: (result) => {
          setQr(result);
          setFailed(false);
          notifications.show({
            color: "green",
            title: t`QR Code Regenerated`,
            message: t`The QR code has been generated again.`,
          });
        },
        onError: () =>
          notifications.show({
            color: "red",
            title: t`Error`,
            message: t`Failed to generate QR code. Please try again.`,
          }),
      },
    );
  }

  async function download() {
    if (!qr) return;
    try {
      const fileName = qrDownloadFileName(qr.assetName);
      downloadBlob(fileName, await qrPngBytes(mobileUrl, QR.width), "image/png");
      notifications.show({ color: "green", title: t`QR Code Downloaded`, message: t`Saved as ${fileName}` });
    } catch {
      notifications.show({ color: "red", title: t`Download Failed`, message: t`The QR code could not be saved.` });
    }
  }

  async function copyUrl() {
    if (!qr) return;
    try {
      await navigator.clipboard.writeText(mobileUrl);
      notifications.show({ color: "green", title: t`URL Copied`, message: t`The mobile URL is on your clipboard.` });
    } catch {
      notifications.show({
        color: "red",
        title: t`Copy Failed`,
        message: t`The URL could not be copied to the clipboard.`,
      });
    }
  }

  function print() {
    if (!qr) return;
    try {
      const frame = document.createElement("iframe");
      frame.style.position = "fixed";
      frame.style.width = "0";
      frame.style.height = "0";
      frame.style.border = "0";
      frame.setAttribute("aria-hidden", "true");
      document.body.appendChild(frame);
      const doc = frame.contentDocument;
      const win = frame.contentWindow;
      if (!doc || !win) throw new Error("No print frame");
      const name = escapeHtml(qr.assetName);
      const svg = renderToHtml(<LabelQr value={mobileUrl} size={QR.width} title={t`QR code for ${qr.assetName}`} />);
      doc.open();
      doc.write(`<!doctype html><html><head><title>${name} QR code</title></head>
<body style="font-family: sans-serif; text-align: center; margin: 0.5in">
<div style="display: inline-block; width: ${QR.width}px; height: ${QR.width}px">${svg}</div>
<p style="font-family: monospace; font-weight: 700; font-size: 16pt; margin: 4px 0 0" data-code>${escapeHtml(code)}</p>
<p style="font-size: 14pt; margin: 8px 0 0">${name}</p>
</body></html>`);
      doc.close();
      win.focus();
      win.print();
      setTimeout(() => frame.remove(), 1000);
      notifications.show({ color: "green", title: t`QR Code Printed`, message: t`The print dialog has opened.` });
    } catch {
      notifications.show({ color: "red", title: t`Error`, message: t`Failed to generate print document` });
    }
  }

  if (!qr) {
    return (
      <Card withBorder padding="xl">
        {failed ? (
          <Stack align="center">
            <Alert color="red">
              <Trans>Failed to generate QR code for this asset.</Trans>
            </Alert>
            <Button onClick={regenerate} loading={generate.isPending}>
              <Trans>Try Again</Trans>
            </Button>
          </Stack>
        ) : (
          <Center>
            <Loader />
          </Center>
        )}
      </Card>
    );
  }

  return (
    <Stack gap="md">
      {origin.data && chosenOrigin ? (
        <LabelOriginNotice origin={origin.data} value={chosenOrigin} onChange={setOriginChoice} />
      ) : null}
      <Card withBorder padding="lg">
        <Stack align="center" gap="md">
          <div data-testid="asset-qr" data-qr-value={mobileUrl}>
            <LabelQr value={mobileUrl} size={QR.width} title={t`QR code for ${qr.assetName}`} />
          </div>
          <Text ff="monospace" fw={700} size="lg" data-testid="asset-qr-code">
            {code}
          </Text>
          <Text fw={600}>{qr.assetName}</Text>
          <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: "break-all" }} data-testid="qr-url">
            {mobileUrl}
          </Text>
          <Group justify="center" gap="xs">
            <Button onClick={() => void download()}>
              <Trans>Download PNG</Trans>
            </Button>
            <Button variant="default" onClick={() => void copyUrl()}>
              <Trans>Copy URL</Trans>
            </Button>
            <Button variant="default" onClick={regenerate} loading={generate.isPending}>
              <Trans>Regenerate</Trans>
            </Button>
            <Button variant="default" onClick={print}>
              <Trans>Print</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

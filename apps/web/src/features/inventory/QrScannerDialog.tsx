import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

type Scanner = import("qr-scanner").default;

/** The spec's texts (spec 02 "Add inventory"), in the screen's language when shown. */
const CAMERA_DENIED_MESSAGE = msg`Camera access denied or not available. Please check your permissions.`;
const SCANNER_LOAD_FAILED_MESSAGE = msg`Failed to load barcode scanning library. Please try again.`;

/**
 * The camera dialog of /inventory/add: Start Camera, Stop Camera, Rescan and a hint to
 * centre the code. qr-scanner is loaded only when the dialog opens. A decoded value is
 * handed to `onScan` once; Rescan starts listening again.
 */
export function QrScannerDialog({
  opened,
  onClose,
  onScan,
}: {
  opened: boolean;
  onClose: () => void;
  onScan: (value: string) => void;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const [running, setRunning] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  async function start() {
    setError(null);
    setScanned(null);
    if (!video.current) return;
    try {
      if (!scanner.current) {
        let QrScanner: typeof import("qr-scanner").default;
        try {
          QrScanner = (await import("qr-scanner")).default;
        } catch {
          setError(i18n._(SCANNER_LOAD_FAILED_MESSAGE));
          return;
        }
        scanner.current = new QrScanner(
          video.current,
          (result) => {
            scanner.current?.stop();
            setRunning(false);
            setScanned(result.data);
            onScanRef.current(result.data);
          },
          {
            returnDetailedScanResult: true,
            preferredCamera: "environment",
            highlightScanRegion: true,
            maxScansPerSecond: 10,
          },
        );
      }
      await scanner.current.start();
      setRunning(true);
    } catch {
      setRunning(false);
      setError(i18n._(CAMERA_DENIED_MESSAGE));
    }
  }

  function stop() {
    scanner.current?.stop();
    setRunning(false);
  }

  useEffect(() => {
    if (opened) return;
    scanner.current?.destroy();
    scanner.current = null;
    setRunning(false);
    setScanned(null);
    setError(null);
  }, [opened]);
  useEffect(
    () => () => {
      scanner.current?.destroy();
      scanner.current = null;
    },
    [],
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t`Scan QR Code`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Position the QR code in the centre of the camera view.</Trans>
        </Text>
        <div
          style={{
            position: "relative",
            width: "100%",
            aspectRatio: "4 / 3",
            background: "var(--mantine-color-dark-7)",
            borderRadius: 8,
            overflow: "hidden",
          }}
        >
          <video
            ref={video}
            data-testid="qr-video"
            muted
            playsInline
            style={{ width: "100%", height: "100%", objectFit: "cover" }}
          />
        </div>
        {error ? <Alert color="red">{error}</Alert> : null}
        {scanned ? (
          <Text size="sm" data-testid="qr-scanned">
            {t`Scanned: ${scanned}`}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {running ? (
            <Button variant="default" onClick={stop}>
              <Trans>Stop Camera</Trans>
            </Button>
          ) : scanned ? (
            <Button variant="default" onClick={() => void start()}>
              <Trans>Rescan</Trans>
            </Button>
          ) : (
            <Button onClick={() => void start()}>
              <Trans>Start Camera</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

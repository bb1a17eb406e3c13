import { Trans, useLingui } from "@lingui/react/macro";
import { QR_CAMERA_IDEAL, QR_SCANNER_PAUSE_MS } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Alert, Button, Dialog, Field, Stack } from "../ui";
import { mobileScanTarget } from "./scanTarget";

const SCAN_EVERY_MS = 250;
type ScanStatus = "point" | "read" | "invalid";
type ScanError = "camera" | "scanner";

/**
 * Continuous counting (issue 14): the back camera at 1280×720 (ideal), a read every
 * 250 ms with qr-scanner (loaded only when the dialog opens), then a 2-second pause so one
 * label is not read twice; a recognised label opens that asset's options (the PIN session
 * carries over). A code typed from the label does the same.
 */
export function ScanNextDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  const [error, setError] = useState<ScanError | null>(null);
  const [status, setStatus] = useState<ScanStatus>("point");
  const [manual, setManual] = useState("");
  const openManual = () => {
    const target = mobileScanTarget(manual);
    if (!target) return;
    setManual("");
    onClose();
    void navigate({ href: target });
  };

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    setError(null);
    setStatus("point");
    (async () => {
      let scanner: typeof import("qr-scanner").default;
      try {
        scanner = (await import("qr-scanner")).default;
      } catch {
        if (!stopped) setError("scanner");
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: {
            facingMode: "environment",
            width: { ideal: QR_CAMERA_IDEAL.width },
            height: { ideal: QR_CAMERA_IDEAL.height },
          },
        });
      } catch {
        if (!stopped) setError("camera");
        return;
      }
      const el = video.current;
      if (stopped || !el) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const engine = scanner.createQrEngine();
      const tick = async () => {
        if (stopped) return;
        let wait = SCAN_EVERY_MS;
        try {
          const result = await scanner.scanImage(el, { qrEngine: engine, returnDetailedScanResult: true });
          const target = mobileScanTarget(result.data);
          wait = QR_SCANNER_PAUSE_MS;
          if (target) {
            setStatus("read");
            stopped = true;
            void navigate({ href: target });
            onClose();
            return;
          }
          setStatus("invalid");
        } catch {
          // No code in this frame.
        }
        timer = setTimeout(tick, wait);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [opened, navigate, onClose]);

  return (
    <Dialog opened={opened} onClose={onClose} title={t`Scan next`} className="ph-dialog ph-dialog-full">
      {error ? (
        <Alert tone="red" role="alert">
          {error === "camera" ? (
            <Trans>Camera access denied or not available. Please check your permissions.</Trans>
          ) : (
            <Trans>Failed to load barcode scanning library. Please try again.</Trans>
          )}
        </Alert>
      ) : (
        <>
          <video ref={video} className="ph-video" playsInline muted />
          <p className="ph-text ph-small" aria-live="polite">
            {status === "point" ? (
              <Trans>Point the camera at the next label</Trans>
            ) : status === "read" ? (
              <Trans>Label read, opening the asset…</Trans>
            ) : (
              <Trans>Invalid QR Code</Trans>
            )}
          </p>
        </>
      )}
      {/* Spec 01 §5 manual QR entry: Continue disabled while empty. */}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          openManual();
        }}
      >
        <Stack gap={8}>
          <Field label={t`Or type the code on the label`}>
            {(ids) => (
              <input
                {...ids}
                className="ph-input"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={manual}
                onChange={(e) => setManual(e.currentTarget.value)}
                data-testid="manual-code"
              />
            )}
          </Field>
          <Button type="submit" full disabled={manual.trim() === ""} data-testid="manual-continue">
            <Trans>Continue</Trans>
          </Button>
        </Stack>
      </form>
      <Button variant="default" full onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </Dialog>
  );
}

import { CAMERA_ERROR_MESSAGE, QR_CAMERA_IDEAL, QR_SCANNER_PAUSE_MS } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Alert, Button, Dialog, Field, Stack } from "../ui";
import { mobileScanTarget } from "./scanTarget";

export const CAMERA_ERROR = CAMERA_ERROR_MESSAGE;
export const SCANNER_LOAD_ERROR = "Failed to load barcode scanning library. Please try again.";
const SCAN_EVERY_MS = 250;
const POINT_AT_LABEL = "Point the camera at the next label";

/**
 * Continuous counting (issue 14): the back camera at 1280×720 (ideal), a read every
 * 250 ms with qr-scanner (loaded only when the dialog opens), then a 2-second pause so one
 * label is not read twice; a recognised label opens that asset's options (the PIN session
 * carries over). A code typed from the label does the same.
 */
export function ScanNextDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState(POINT_AT_LABEL);
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
    setStatus(POINT_AT_LABEL);
    (async () => {
      let scanner: typeof import("qr-scanner").default;
      try {
        scanner = (await import("qr-scanner")).default;
      } catch {
        if (!stopped) setError(SCANNER_LOAD_ERROR);
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
        if (!stopped) setError(CAMERA_ERROR);
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
            setStatus("Label read, opening the asset…");
            stopped = true;
            void navigate({ href: target });
            onClose();
            return;
          }
          setStatus("Invalid QR Code");
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
    <Dialog opened={opened} onClose={onClose} title="Scan next" className="ph-dialog ph-dialog-full">
      {error ? (
        <Alert tone="red" role="alert">
          {error}
        </Alert>
      ) : (
        <>
          <video ref={video} className="ph-video" playsInline muted />
          <p className="ph-text ph-small" aria-live="polite">
            {status}
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
          <Field label="Or type the code on the label">
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
            Continue
          </Button>
        </Stack>
      </form>
      <Button variant="default" full onClick={onClose}>
        Close
      </Button>
    </Dialog>
  );
}

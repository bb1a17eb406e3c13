import { lazy, Suspense, useState } from "react";

// The phone's dialogs (the camera scanner, the after-count dialog with the asset selector)
// are not needed for the first paint of the PIN, options or count screen: they load right
// after it, in the background, so they still work once the connection is gone. qr-scanner
// itself loads only when 'Scan next' opens the camera.
const loadScanNext = () => import("./ScanNextDialog");
const loadSubmitDialog = () => import("./MobileSubmitDialog");
const ScanNextDialog = lazy(async () => ({ default: (await loadScanNext()).ScanNextDialog }));

/** Starts loading the dialogs' code (idempotent: the browser fetches each chunk once). */
export function preloadPhoneDialogs(): void {
  void loadScanNext().catch(() => undefined);
  void loadSubmitDialog().catch(() => undefined);
}

/** `ScanNextDialog`, mounted from the first time it opens. */
export function LazyScanNextDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ScanNextDialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}

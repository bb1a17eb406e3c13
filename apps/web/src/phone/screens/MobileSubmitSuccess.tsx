import { lazy, Suspense, useEffect, useState } from "react";
import { LazyScanNextDialog, preloadPhoneDialogs } from "./lazyDialogs";
import { QueuedCountsNotice } from "./QueuedCountsNotice";

export type MobileSubmitOutcome =
  | { status: "sent"; previous: number; quantity: number; changed: boolean }
  | { status: "queued"; sessionEnded: boolean };

const MobileSubmitDialog = lazy(async () => ({ default: (await import("./MobileSubmitDialog")).MobileSubmitDialog }));

/**
 * Spec 02 "Mobile asset workflow": after a mobile submit a dialog offers 'Next Asset' (the
 * mobile asset selector) or 'Done' (back to the mobile asset page, or /inventory without
 * a mobile flow). A count kept offline says so ('waiting to send'). The dialog's code loads
 * after the count screen has painted (the phone's JavaScript budget), still while online.
 */
export function MobileSubmitSuccess({
  outcome,
  assetId,
  onClose,
}: {
  outcome: MobileSubmitOutcome | null;
  assetId: string | null;
  onClose: () => void;
}) {
  const [scanning, setScanning] = useState(false);
  // Mounted from the first outcome on (its chunk loads once; the <dialog> opens and closes).
  const [shown, setShown] = useState(false);
  if (outcome !== null && !shown) setShown(true);
  useEffect(() => preloadPhoneDialogs(), []);
  return (
    <>
      <QueuedCountsNotice />
      {shown ? (
        <Suspense fallback={null}>
          <MobileSubmitDialog
            outcome={outcome}
            assetId={assetId}
            onClose={onClose}
            onScanNext={() => setScanning(true)}
          />
        </Suspense>
      ) : null}
      <LazyScanNextDialog opened={scanning} onClose={() => setScanning(false)} />
    </>
  );
}

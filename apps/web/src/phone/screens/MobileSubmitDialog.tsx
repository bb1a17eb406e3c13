import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Dialog, Stack } from "../ui";
import { MobileAssetSelector } from "./MobileAssetSelector";
import type { MobileSubmitOutcome } from "./MobileSubmitSuccess";

/** The dialog of `MobileSubmitSuccess` ('Next Asset', 'Scan next', 'Done'), in its own chunk. */
export function MobileSubmitDialog({
  outcome,
  assetId,
  onClose,
  onScanNext,
}: {
  outcome: MobileSubmitOutcome | null;
  assetId: string | null;
  onClose: () => void;
  onScanNext: () => void;
}) {
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const close = () => {
    setChoosing(false);
    onClose();
  };
  const done = () => {
    close();
    void navigate(assetId ? { to: "/mobile/asset/$assetId", params: { assetId } } : { to: "/inventory" });
  };
  return (
    <Dialog
      opened={outcome !== null}
      onClose={close}
      title={choosing ? "Next Asset" : outcome?.status === "queued" ? "Saved on this phone" : "Count submitted"}
      className={choosing ? "ph-dialog ph-dialog-full" : "ph-dialog"}
    >
      {choosing ? (
        <MobileAssetSelector
          onPick={(asset) => {
            close();
            void navigate({ to: "/mobile/asset/$assetId", params: { assetId: asset.id } });
          }}
        />
      ) : (
        <Stack data-testid="mobile-success">
          {outcome?.status === "sent" ? (
            <p className="ph-text">
              {outcome.changed
                ? `Stock changed from ${outcome.previous} to ${outcome.quantity}.`
                : `Stock unchanged at ${outcome.quantity}.`}
            </p>
          ) : (
            <p className="ph-text">
              {outcome?.sessionEnded
                ? "Your PIN session has ended. The count is kept on this phone and sent after you enter your PIN again."
                : "No connection: this count is waiting to send and goes out when the connection returns."}
            </p>
          )}
          <Button size="lg" full onClick={() => setChoosing(true)} data-testid="next-asset">
            Next Asset
          </Button>
          <Button
            size="lg"
            variant="default"
            full
            onClick={() => {
              close();
              onScanNext();
            }}
          >
            Scan next
          </Button>
          <Button size="lg" variant="default" full onClick={done} data-testid="mobile-done">
            Done
          </Button>
        </Stack>
      )}
    </Dialog>
  );
}

import { Button, Modal, Stack, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
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
  const done = () => {
    onClose();
    void navigate(assetId ? { to: "/mobile/asset/$assetId", params: { assetId } } : { to: "/inventory" });
  };
  return (
    <Modal
      opened={outcome !== null}
      onClose={onClose}
      title={choosing ? "Next Asset" : outcome?.status === "queued" ? "Saved on this phone" : "Count submitted"}
      fullScreen={choosing}
      centered
    >
      {choosing ? (
        <MobileAssetSelector
          onPick={(asset) => {
            onClose();
            setChoosing(false);
            void navigate({ to: "/mobile/asset/$assetId", params: { assetId: asset.id } });
          }}
        />
      ) : (
        <Stack gap="md" data-testid="mobile-success">
          {outcome?.status === "sent" ? (
            <Text>
              {outcome.changed
                ? `Stock changed from ${outcome.previous} to ${outcome.quantity}.`
                : `Stock unchanged at ${outcome.quantity}.`}
            </Text>
          ) : (
            <Text>
              {outcome?.sessionEnded
                ? "Your PIN session has ended. The count is kept on this phone and sent after you enter your PIN again."
                : "No connection: this count is waiting to send and goes out when the connection returns."}
            </Text>
          )}
          <Button size="lg" onClick={() => setChoosing(true)} data-testid="next-asset">
            Next Asset
          </Button>
          <Button
            size="lg"
            variant="light"
            onClick={() => {
              onClose();
              onScanNext();
            }}
          >
            Scan next
          </Button>
          <Button size="lg" variant="default" onClick={done} data-testid="mobile-done">
            Done
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

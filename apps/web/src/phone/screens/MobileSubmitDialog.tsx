import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { formatNumber } from "../../i18n/format";
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
  const { t } = useLingui();
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
      title={choosing ? t`Next Asset` : outcome?.status === "queued" ? t`Saved on this phone` : t`Count submitted`}
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
              {outcome.changed ? (
                <Trans>
                  Stock changed from {formatNumber(outcome.previous)} to {formatNumber(outcome.quantity)}.
                </Trans>
              ) : (
                <Trans>Stock unchanged at {formatNumber(outcome.quantity)}.</Trans>
              )}
            </p>
          ) : (
            <p className="ph-text">
              {outcome?.sessionEnded ? (
                <Trans>
                  Your PIN session has ended. The count is kept on this phone and sent after you enter your PIN again.
                </Trans>
              ) : (
                <Trans>No connection: this count is waiting to send and goes out when the connection returns.</Trans>
              )}
            </p>
          )}
          <Button size="lg" full onClick={() => setChoosing(true)} data-testid="next-asset">
            <Trans>Next Asset</Trans>
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
            <Trans>Scan next</Trans>
          </Button>
          <Button size="lg" variant="default" full onClick={done} data-testid="mobile-done">
            <Trans>Done</Trans>
          </Button>
        </Stack>
      )}
    </Dialog>
  );
}

import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Button, Dimmed, Stack, Title } from "../ui";
import { LazyScanNextDialog } from "./lazyDialogs";
import { PhonePushButton } from "./PhonePushButton";
import { QueuedCountsNotice } from "./QueuedCountsNotice";
import { recentAssets } from "./recentAssets";

/**
 * /mobile, the phone app's start page (its web manifest's start_url: the app a phone
 * installs): the counts waiting to send, the assets opened last on this phone (their options
 * and count screens open without signal for the session that opened them) and 'Scan a label'.
 */
export function PhoneHome() {
  const [scanning, setScanning] = useState(false);
  const [recent] = useState(recentAssets);
  return (
    <Stack gap={16} data-testid="phone-home">
      <Title>
        <Trans>Stockroom counts</Trans>
      </Title>
      <QueuedCountsNotice />
      <Button size="lg" full onClick={() => setScanning(true)} data-testid="scan-next">
        <Trans>Scan a label</Trans>
      </Button>
      <Stack gap={6}>
        <h2 className="ph-section-title">
          <Trans>Recent assets</Trans>
        </h2>
        {recent.length === 0 ? (
          <Dimmed>
            <Trans>Scan an asset's label to start counting.</Trans>
          </Dimmed>
        ) : (
          recent.map((asset) => (
            <Link
              key={asset.id}
              to="/mobile/asset/$assetId"
              params={{ assetId: asset.id }}
              className="ph-asset-row"
              data-testid="recent-asset"
            >
              <span className="ph-asset-name">{asset.name}</span>
            </Link>
          ))
        )}
      </Stack>
      <PhonePushButton />
      <LazyScanNextDialog opened={scanning} onClose={() => setScanning(false)} />
    </Stack>
  );
}

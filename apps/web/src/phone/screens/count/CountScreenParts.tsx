import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatNumber } from "../../../i18n/format";
import { Alert, Badge, Button, Dimmed, Stack, Title } from "../../ui";
import type { AssetContext, Loaded } from "./CountForm";

/** Spec 01 §2: the count screen of a mobile QR visit has a minimal layout headed "Mobile". */
export function MobileHeader() {
  return (
    // Not a heading: the screen below has the page's one h1.
    <header className="ph-count-header">
      <Trans>Mobile</Trans>
    </header>
  );
}

/** A count screen that cannot show its form: why, and the way back to the asset's options. */
export function Unavailable({ title, text, assetId }: { title: string; text: string; assetId: string | null }) {
  return (
    <>
      <MobileHeader />
      <Title>{title}</Title>
      <p className="ph-text">{text}</p>
      {assetId ? (
        <Link to="/mobile/asset/$assetId" params={{ assetId }} className="ph-btn ph-btn-default" data-size="md">
          <Trans>Back to the asset</Trans>
        </Link>
      ) : null}
    </>
  );
}

/** The asset the count is for, or (a form opened without one) the choice of it. */
export function CountAsset({
  data,
  chosenAsset,
  chooseAsset,
}: {
  data: Loaded;
  chosenAsset: string | null;
  chooseAsset: (id: string | null) => void;
}) {
  const { t } = useLingui();
  const asset = data.asset;
  if (asset) {
    return (
      <div className="ph-card ph-count-asset" data-testid="submit-asset">
        <div className="ph-grow">
          <p className="ph-text ph-strong">{asset.name}</p>
          <Dimmed>
            {asset.assetTypeName}
            {asset.purpose === "intake" ? (
              <>
                {" · "}
                <Trans>intake form</Trans>
              </>
            ) : asset.purpose === "inventory" ? (
              <>
                {" · "}
                <Trans>inventory form</Trans>
              </>
            ) : asset.purpose ? (
              ` · ${asset.purpose}`
            ) : (
              ""
            )}
          </Dimmed>
        </div>
        <Badge data-testid="current-stock">
          <Trans>Current stock: {formatNumber(asset.quantity)}</Trans>
        </Badge>
      </div>
    );
  }
  return (
    <div className="ph-field">
      <label className="ph-label" htmlFor="submit-asset-select">
        <Trans>Asset</Trans>
      </label>
      <select
        id="submit-asset-select"
        className="ph-select"
        value={chosenAsset ?? ""}
        onChange={(e) => chooseAsset(e.currentTarget.value || null)}
        data-testid="submit-asset-select"
      >
        <option value="">
          {data.assetChoices.length ? t`Choose the asset this submission is for` : t`No assets use this form`}
        </option>
        {data.assetChoices.map((a) => (
          <option key={a.id} value={a.id}>
            {`${a.name} (${a.assetTypeName})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Which entry the count makes: this month's, updated (the default action, continue), or a
 * new one ('Create New Entry Instead' / 'Edit Existing Entry Instead').
 */
export function EntryMode({
  asset,
  action,
  setAction,
}: {
  asset: AssetContext;
  action: string | undefined;
  setAction: (next: string | undefined) => void;
}) {
  const { t } = useLingui();
  if (asset.editMode && asset.existingSubmission) {
    return (
      <Alert tone="blue" title={t`Editing this month's entry`} data-testid="edit-mode">
        <Stack gap={8}>
          <p className="ph-text">
            <Trans>
              This form was already submitted for {asset.name} this month. Saving updates that entry and adjusts the
              stock accordingly.
            </Trans>
          </p>
          <Button variant="default" onClick={() => setAction("new")}>
            <Trans>Create New Entry Instead</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (asset.existingSubmission && action === "new") {
    return (
      <Alert tone="blue" data-testid="new-entry-mode">
        <Stack gap={8}>
          <p className="ph-text">
            <Trans>You are adding a new entry for this month.</Trans>
          </p>
          <Button variant="default" onClick={() => setAction(undefined)}>
            <Trans>Edit Existing Entry Instead</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}

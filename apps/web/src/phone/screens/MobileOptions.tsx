import { Trans, useLingui } from "@lingui/react/macro";
import { can, type MobileWorkflowType } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { RouterOutputs } from "../../trpc";
import { Alert, Badge, Button, Stack, Title } from "../ui";
import { LazyScanNextDialog, preloadPhoneDialogs } from "./lazyDialogs";
import { QueuedCountsNotice } from "./QueuedCountsNotice";
import { rememberAsset } from "./recentAssets";

export type MobileOptionsData = Extract<RouterOutputs["mobile"]["page"], { state: "options" }>;

/**
 * Spec 01 "Mobile QR page", options state: asset name, type name, a welcome line, the
 * barcode, one button per workflow option (sub-label, or "Not configured" and disabled),
 * "View full asset details"; plus 'Scan next' for continuous counting.
 */
/** The spec's option labels (core's MOBILE_OPTIONS), in the screen's language. */
function useOptionTexts(): Record<MobileWorkflowType, { label: string; subLabel: string }> {
  const { t } = useLingui();
  return {
    intake: { label: t`Intake`, subLabel: t`Add new items` },
    inventory: { label: t`Inventory`, subLabel: t`Count inventory` },
    continue_inventory: { label: t`Continue Inventory`, subLabel: t`Update this month` },
  };
}

export function MobileOptions({ data }: { data: MobileOptionsData }) {
  const { t } = useLingui();
  const optionTexts = useOptionTexts();
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const { asset, session } = data;
  // A viewer (signed in, or by PIN) only looks: the options that count are shown, disabled, and say why.
  const readOnly = !can(session.role, "submitForm");
  // Load the count screen's code now, while there is signal: a count may be made without it.
  useEffect(() => {
    void import("./count/PhoneSubmitPage").catch(() => undefined);
    preloadPhoneDialogs();
  }, []);

  const choose = (option: MobileOptionsData["options"][number]) => {
    if (!option.formId || readOnly) return;
    rememberAsset({ id: asset.id, name: asset.name });
    void navigate({
      to: "/forms/submit/$id",
      params: { id: option.formId },
      search: { fromMobileQR: "true", type: option.type, action: option.action },
      state: {
        fromMobileQR: true,
        assetId: asset.id,
        assetName: asset.name,
        assetTypeId: asset.assetTypeId,
        formType: option.type,
        forceNewEntry: option.action === "new",
        prefillData: {},
        calculationFormulas: option.calculationFormulas,
        authSession: { via: session.via, expiresAt: session.expiresAt?.toISOString() ?? null },
      },
    });
  };

  return (
    <Stack gap={16} data-testid="mobile-options">
      <Stack gap={6}>
        <Title>{asset.name}</Title>
        <div className="ph-row">
          <Badge>{asset.assetTypeName}</Badge>
          {asset.barcode ? <span className="ph-dimmed ph-mono">{asset.barcode}</span> : null}
        </div>
        <p className="ph-text">
          <Trans>Welcome, {session.fullName?.trim() || t`User`}</Trans>
        </p>
      </Stack>
      <QueuedCountsNotice />
      {readOnly ? (
        <Alert tone="blue" data-testid="mobile-read-only">
          <Trans>
            Viewers have read-only access to this organization. You can look at this asset, but not count or change it.
          </Trans>
        </Alert>
      ) : null}
      <Stack gap={10}>
        {data.options.map((option) => (
          <Button
            key={option.type}
            variant="default"
            className="ph-option"
            disabled={!option.formId || readOnly}
            onClick={() => choose(option)}
            data-testid={`mobile-option-${option.type}`}
          >
            <span className="ph-option-label">{optionTexts[option.type]?.label ?? option.label}</span>
            <span className="ph-option-sub">
              {!option.formId
                ? t`Not configured`
                : readOnly
                  ? t`Read-only`
                  : (optionTexts[option.type]?.subLabel ?? option.subLabel)}
            </span>
          </Button>
        ))}
      </Stack>
      <Button size="lg" full onClick={() => setScanning(true)} data-testid="scan-next">
        <Trans>Scan next</Trans>
      </Button>
      <a className="ph-link ph-center" href={`/assets/${asset.id}`}>
        <Trans>View full asset details</Trans>
      </a>
      <LazyScanNextDialog opened={scanning} onClose={() => setScanning(false)} />
    </Stack>
  );
}

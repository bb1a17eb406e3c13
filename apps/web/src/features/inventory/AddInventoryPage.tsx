import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useOrgAccess } from "../../lib/orgAccess";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink, ButtonLink } from "../../ui/RouterLinks";
import { ChoiceCard } from "./ChoiceCard";
import { OrganizationRequired } from "./OrganizationRequired";
import { QrScannerDialog } from "./QrScannerDialog";

/**
 * /inventory/add (spec 02 "Add inventory"): 'Scan QR Code' (camera dialog, or 'Enter
 * Manually' with Continue disabled while empty) and 'Select Asset Type'. A scan or a typed
 * value — such as the code printed under a label's QR — goes to /assets/scan/{encoded code}.
 */
export function AddInventoryPage({
  assetId,
  formId,
}: {
  assetId?: string | undefined;
  formId?: string | undefined;
} = {}) {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const navigate = useNavigate();
  // ?assetId= (and ?formId=): the asset is chosen already; go on to its form or its action chooser.
  useEffect(() => {
    if (!assetId) return;
    if (formId)
      void navigate({ to: "/forms/submit/$id", params: { id: formId }, search: { asset_id: assetId }, replace: true });
    else void navigate({ to: "/inventory/action/$assetId", params: { assetId }, replace: true });
  }, [assetId, formId, navigate]);
  const [scanning, setScanning] = useState(false);
  const [manual, setManual] = useState(false);
  const [code, setCode] = useState("");
  if (!hasOrganization) return <OrganizationRequired />;

  function go(value: string) {
    const trimmed = value.trim();
    if (trimmed === "") return;
    setScanning(false);
    void navigate({ to: "/assets/scan/$qrCode", params: { qrCode: trimmed } });
  }

  return (
    <Stack gap="lg">
      <BackLink to="/inventory">
        <Trans>← Back to Inventory</Trans>
      </BackLink>
      <PageHeader title={t`Add Inventory`} description={t`Scan an asset's QR code or pick the asset by its type.`} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ChoiceCard title={t`Scan QR Code`} text={t`Use the camera to scan the code on the asset's label.`}>
          <Group gap="xs">
            <Button onClick={() => setScanning(true)}>
              <Trans>Scan QR Code</Trans>
            </Button>
            <Button variant="default" onClick={() => setManual((m) => !m)} aria-expanded={manual}>
              <Trans>Enter Manually</Trans>
            </Button>
          </Group>
          {manual ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                go(code);
              }}
            >
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t`QR code value`}
                  description={t`The code printed under the label's QR code`}
                  placeholder={t`e.g. 00Z8 or PNT-000042`}
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  style={{ flex: "1 1 220px" }}
                  data-autofocus
                />
                <Button type="submit" disabled={code.trim() === ""}>
                  <Trans>Continue</Trans>
                </Button>
              </Group>
            </form>
          ) : null}
        </ChoiceCard>
        <ChoiceCard
          title={t`Select Asset Type`}
          text={t`Browse the asset types and choose the asset from a list.`}
          action={
            <ButtonLink variant="light" to="/inventory/browse-assets">
              <Trans>Select Asset Type</Trans>
            </ButtonLink>
          }
        />
      </SimpleGrid>
      <QrScannerDialog opened={scanning} onClose={() => setScanning(false)} onScan={go} />
    </Stack>
  );
}

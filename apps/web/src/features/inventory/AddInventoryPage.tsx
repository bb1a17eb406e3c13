import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useSession } from "../../lib/session";
import { OrganizationRequired } from "./OrganizationRequired";
import { QrScannerDialog } from "./QrScannerDialog";

/**
 * /inventory/add (spec 02 "Add inventory"): 'Scan QR Code' (camera dialog, or 'Enter
 * Manually' with Continue disabled while empty) and 'Select Asset Type'. A scan or a typed
 * value goes to /assets/scan/{encoded code}.
 */
export function AddInventoryPage({
  assetId,
  formId,
}: {
  assetId?: string | undefined;
  formId?: string | undefined;
} = {}) {
  const membership = useSession()?.membership ?? null;
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
  if (!membership) return <OrganizationRequired />;

  function go(value: string) {
    const trimmed = value.trim();
    if (trimmed === "") return;
    setScanning(false);
    void navigate({ to: "/assets/scan/$qrCode", params: { qrCode: trimmed } });
  }

  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/inventory" {...props} />}>
        ← Back to Inventory
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Add Inventory
        </Title>
        <Text c="dimmed">Scan an asset's QR code or pick the asset by its type.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Scan QR Code
            </Title>
            <Text size="sm" c="dimmed">
              Use the camera to scan the code on the asset's label.
            </Text>
            <Group gap="xs">
              <Button onClick={() => setScanning(true)}>Scan QR Code</Button>
              <Button variant="default" onClick={() => setManual((m) => !m)} aria-expanded={manual}>
                Enter Manually
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
                    label="QR code value"
                    placeholder="Barcode, asset ID or QR value"
                    value={code}
                    onChange={(e) => setCode(e.currentTarget.value)}
                    style={{ flex: "1 1 220px" }}
                    data-autofocus
                  />
                  <Button type="submit" disabled={code.trim() === ""}>
                    Continue
                  </Button>
                </Group>
              </form>
            ) : null}
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Select Asset Type
            </Title>
            <Text size="sm" c="dimmed">
              Browse the asset types and choose the asset from a list.
            </Text>
            <Group>
              <Button variant="light" renderRoot={(props) => <Link to="/inventory/browse-assets" {...props} />}>
                Select Asset Type
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
      <QrScannerDialog opened={scanning} onClose={() => setScanning(false)} onScan={go} />
    </Stack>
  );
}

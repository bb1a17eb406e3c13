import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { WORKFLOW_NOT_CONFIGURED_LABEL } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { RouterOutputs } from "../../trpc";
import { LazyScanNextDialog, preloadPhoneDialogs } from "./lazyDialogs";
import { QueuedCountsNotice } from "./QueuedCountsNotice";
import { rememberAsset } from "./recentAssets";

export type MobileOptionsData = Extract<RouterOutputs["mobile"]["page"], { state: "options" }>;

/**
 * Spec 01 "Mobile QR page", options state: asset name, type name, a welcome line, the
 * barcode, one button per workflow option (sub-label, or "Not configured" and disabled),
 * "View full asset details"; plus 'Scan next' for continuous counting.
 */
export function MobileOptions({ data }: { data: MobileOptionsData }) {
  const navigate = useNavigate();
  const [scanning, setScanning] = useState(false);
  const { asset, session } = data;
  // Load the form screen's code now, while there is signal: a count may be made without it.
  useEffect(() => {
    void import("../forms/FormSubmitPage");
    preloadPhoneDialogs();
  }, []);

  const choose = (option: MobileOptionsData["options"][number]) => {
    if (!option.formId) return;
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
    <Stack gap="md" data-testid="mobile-options">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {asset.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{asset.assetTypeName}</Badge>
          {asset.barcode ? (
            <Text size="sm" ff="monospace" c="dimmed">
              {asset.barcode}
            </Text>
          ) : null}
        </Group>
        <Text size="sm">Welcome, {session.fullName?.trim() || "User"}</Text>
      </Stack>
      <QueuedCountsNotice />
      <Stack gap="sm">
        {data.options.map((option) => (
          <Card key={option.type} withBorder padding={0}>
            <Button
              variant={option.formId ? "light" : "default"}
              size="xl"
              fullWidth
              h="auto"
              py="sm"
              disabled={!option.formId}
              onClick={() => choose(option)}
              data-testid={`mobile-option-${option.type}`}
              styles={{ label: { flexDirection: "column", alignItems: "flex-start", whiteSpace: "normal" } }}
              justify="flex-start"
            >
              <Text fw={700} fz="lg" inherit>
                {option.label}
              </Text>
              <Text fz="sm" fw={400} inherit>
                {option.formId ? option.subLabel : WORKFLOW_NOT_CONFIGURED_LABEL}
              </Text>
            </Button>
          </Card>
        ))}
      </Stack>
      <Button size="lg" variant="filled" onClick={() => setScanning(true)} data-testid="scan-next">
        Scan next
      </Button>
      <Anchor href={`/assets/${asset.id}`} ta="center">
        View full asset details
      </Anchor>
      <LazyScanNextDialog opened={scanning} onClose={() => setScanning(false)} />
    </Stack>
  );
}

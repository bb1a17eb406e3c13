import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { ASSET_NOT_FOUND_FOR_QR_MESSAGE, NO_QR_CODE_MESSAGE, QR_LOOKUP_ERROR_MESSAGE } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { coreText } from "../../lib/inventoryText";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc, trpcErrorCode } from "../../trpc";
import { ButtonLink } from "../../ui/RouterLinks";
import { OrganizationRequired } from "./OrganizationRequired";

/**
 * /assets/scan/{qrCode}: looks the scanned value up (barcode, asset_id or id; base64 JSON
 * payloads are read by core on the server) and goes on to the action chooser, or to the
 * item in edit mode when it was counted this month.
 */
export function ScanLookupPage({ qrCode }: { qrCode: string }) {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const navigate = useNavigate();
  const empty = qrCode.trim() === "";
  const lookup = trpc.inventory.items.lookupQr.useQuery(
    { code: qrCode },
    { enabled: !empty && hasOrganization, retry: false },
  );
  useEffect(() => {
    if (lookup.data) void navigate({ href: lookup.data.destination, replace: true });
  }, [lookup.data, navigate]);
  if (!hasOrganization) return <OrganizationRequired />;

  let message: string | null = null;
  if (empty) message = NO_QR_CODE_MESSAGE;
  else if (lookup.isError) {
    const code = trpcErrorCode(lookup.error);
    message =
      code === "NOT_FOUND"
        ? ASSET_NOT_FOUND_FOR_QR_MESSAGE
        : code === "BAD_REQUEST"
          ? NO_QR_CODE_MESSAGE
          : QR_LOOKUP_ERROR_MESSAGE;
  }
  if (message === null) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">
            <Trans>Looking up asset...</Trans>
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={560} mx="auto" py="lg">
      <Title order={1} size="h3">
        <Trans>QR Code Lookup</Trans>
      </Title>
      <Alert color="red" title={coreText(message)}>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>{t`Scanned value: ${qrCode || "—"}`}</Text>
      </Alert>
      <Group gap="xs">
        <ButtonLink to="/inventory/add">
          <Trans>Try Another Scan</Trans>
        </ButtonLink>
        <ButtonLink variant="default" to="/inventory/browse-assets">
          <Trans>Browse Assets</Trans>
        </ButtonLink>
      </Group>
    </Stack>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { stockLevel } from "@stockroom/core";
import { quantityText, stockLevelText, unitText } from "../../lib/inventoryText";
import { useOrgAccess } from "../../lib/orgAccess";
import { InventoryEventsTable } from "../../ui/InventoryEventsTable";
import { PageHeader } from "../../ui/PageHeader";
import { AnchorLink, BackLink, ButtonLink } from "../../ui/RouterLinks";
import { InventoryGate } from "./InventoryGate";
import { useAssetInventory } from "./useAssetInventory";

const LEVEL_COLOURS = { out: "red", low: "orange", normal: "blue", high: "green" } as const;

/** /assets/{assetId}/inventory (spec 02 "Asset inventory overview"): stock level badge and the latest 10 events. */
export function AssetInventoryOverviewPage({ assetId }: { assetId: string }) {
  const { t } = useLingui();
  const { canWrite } = useOrgAccess();
  const load = useAssetInventory(assetId);
  return (
    <InventoryGate load={load} loadError={t`Failed to load asset data`} leaveTo="/assets">
      {({ summary, events }) => {
        const quantity = summary.current_quantity ?? 0;
        return (
          <Stack gap="lg">
            <BackLink to="/assets/$id" params={{ id: assetId }}>
              <Trans>← Back to Asset</Trans>
            </BackLink>
            <PageHeader
              title={t`${summary.asset_name} — Inventory`}
              description={summary.asset_type_name}
              actions={
                summary.has_inventory && canWrite ? (
                  <>
                    <ButtonLink to="/assets/$assetId/inventory/check" params={{ assetId }}>
                      <Trans>Record Check</Trans>
                    </ButtonLink>
                    <ButtonLink variant="default" to="/assets/$assetId/inventory/history" params={{ assetId }}>
                      <Trans>History</Trans>
                    </ButtonLink>
                  </>
                ) : null
              }
            />
            {!summary.has_inventory ? (
              <Card withBorder padding="lg">
                <Stack align="center" gap="sm">
                  <Text c="dimmed">
                    <Trans>This asset has no inventory item.</Trans>
                  </Text>
                  {canWrite ? (
                    <ButtonLink to="/assets/$assetId/inventory/create" params={{ assetId }}>
                      <Trans>Create Inventory</Trans>
                    </ButtonLink>
                  ) : null}
                </Stack>
              </Card>
            ) : (
              <>
                <Card withBorder padding="lg">
                  <Group gap="xl">
                    <Stack gap={2}>
                      <Text size="xs" c="dimmed">
                        <Trans>Current stock</Trans>
                      </Text>
                      <Text fz="xl" fw={700} data-testid="overview-quantity">
                        {`${quantityText(quantity)} ${unitText(summary.asset_type_name, summary.unit_type)}`}
                      </Text>
                    </Stack>
                    <Badge
                      size="lg"
                      color={LEVEL_COLOURS[stockLevel(quantity)]}
                      variant="light"
                      data-testid="stock-level"
                    >
                      {stockLevelText(quantity)}
                    </Badge>
                    {summary.inventory_item_id ? (
                      <AnchorLink to="/inventory/item/$id" params={{ id: summary.inventory_item_id }}>
                        <Trans>Open inventory item</Trans>
                      </AnchorLink>
                    ) : null}
                  </Group>
                </Card>
                <Card withBorder padding="lg">
                  <Title order={2} size="h5" mb="sm">
                    <Trans>Recent events</Trans>
                  </Title>
                  <InventoryEventsTable events={events} extra="condition" />
                </Card>
              </>
            )}
          </Stack>
        );
      }}
    </InventoryGate>
  );
}

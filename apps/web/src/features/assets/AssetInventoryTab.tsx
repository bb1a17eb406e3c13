import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import { formatMoney, stockLevelLabel } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { Fact } from "../../ui/Fact";
import { InventoryEventsTable } from "../../ui/InventoryEventsTable";
import { SectionCard } from "../../ui/SectionCard";
import type { AssetDetail } from "./assetFormValues";
import { textOf } from "./assetText";

/** Tab 'inventory': the item's stock and the 3 latest records, then 'more' (spec 02 §9). */
export function AssetInventoryTab({ asset }: { asset: AssetDetail }) {
  const { t } = useLingui();
  if (!asset.inventoryItemId) {
    return (
      <Card withBorder padding="lg">
        <Stack align="center" gap="sm">
          <Text c="dimmed">
            <Trans>This asset has no inventory item.</Trans>
          </Text>
          <Button
            renderRoot={(props) => (
              <Link to="/assets/$assetId/inventory/create" params={{ assetId: asset.id }} {...props} />
            )}
          >
            <Trans>Create Inventory</Trans>
          </Button>
        </Stack>
      </Card>
    );
  }
  const quantity = asset.quantity ?? 0;
  const more = asset.historyCount - asset.recentHistory.length;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <Group gap="xl">
            <Fact label={t`Current stock`}>
              <Text fz="xl" fw={700} data-testid="asset-stock">
                {quantity}
              </Text>
            </Fact>
            <Fact label={t`Stock level`}>
              <Text>{stockLevelLabel(quantity)}</Text>
            </Fact>
            <Fact label={t`Location`}>
              <Text>{textOf(asset.inventoryLocation)}</Text>
            </Fact>
            <Fact label={t`Price`}>
              <Text>{asset.currentPrice === null ? "—" : formatMoney(asset.currentPrice, asset.currency)}</Text>
            </Fact>
          </Group>
          <Button
            variant="light"
            renderRoot={(props) => <Link to="/assets/$assetId/inventory" params={{ assetId: asset.id }} {...props} />}
          >
            <Trans>Inventory Overview</Trans>
          </Button>
        </Group>
      </Card>
      <SectionCard title={t`Recent Records`}>
        <InventoryEventsTable events={asset.recentHistory} extra="by" testId="recent-history" />
        {more > 0 ? (
          <Anchor
            mt="sm"
            display="inline-block"
            renderRoot={(props) => (
              <Link to="/assets/$assetId/inventory/history" params={{ assetId: asset.id }} {...props} />
            )}
          >
            {t`View ${more} more`}
          </Anchor>
        ) : null}
      </SectionCard>
    </Stack>
  );
}

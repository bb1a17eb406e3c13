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
  if (!asset.inventoryItemId) {
    return (
      <Card withBorder padding="lg">
        <Stack align="center" gap="sm">
          <Text c="dimmed">This asset has no inventory item.</Text>
          <Button
            renderRoot={(props) => (
              <Link to="/assets/$assetId/inventory/create" params={{ assetId: asset.id }} {...props} />
            )}
          >
            Create Inventory
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
            <Fact label="Current stock">
              <Text fz="xl" fw={700} data-testid="asset-stock">
                {quantity}
              </Text>
            </Fact>
            <Fact label="Stock level">
              <Text>{stockLevelLabel(quantity)}</Text>
            </Fact>
            <Fact label="Location">
              <Text>{textOf(asset.inventoryLocation)}</Text>
            </Fact>
            <Fact label="Price">
              <Text>{asset.currentPrice === null ? "—" : formatMoney(asset.currentPrice, asset.currency)}</Text>
            </Fact>
          </Group>
          <Button
            variant="light"
            renderRoot={(props) => <Link to="/assets/$assetId/inventory" params={{ assetId: asset.id }} {...props} />}
          >
            Inventory Overview
          </Button>
        </Group>
      </Card>
      <SectionCard title="Recent Records">
        <InventoryEventsTable events={asset.recentHistory} extra="by" testId="recent-history" />
        {more > 0 ? (
          <Anchor
            mt="sm"
            display="inline-block"
            renderRoot={(props) => (
              <Link to="/assets/$assetId/inventory/history" params={{ assetId: asset.id }} {...props} />
            )}
          >
            {`View ${more} more`}
          </Anchor>
        ) : null}
      </SectionCard>
    </Stack>
  );
}

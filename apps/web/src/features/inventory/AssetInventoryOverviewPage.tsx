import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ASSET_NOT_FOUND_MESSAGE, inventoryEventLabel, stockLevel, stockLevelLabel, unitLabel } from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { useSession } from "../../lib/session";
import { OrganizationRequired } from "./OrganizationRequired";
import { useAssetInventory } from "./useAssetInventory";

const LEVEL_COLOURS = { out: "red", low: "orange", normal: "blue", high: "green" } as const;

/** /assets/{assetId}/inventory (spec 02 "Asset inventory overview"): stock level badge and the latest 10 events. */
export function AssetInventoryOverviewPage({ assetId }: { assetId: string }) {
  const membership = useSession()?.membership ?? null;
  const format = useDateFormat();
  const navigate = useNavigate();
  const { canWrite } = useOrgAccess();
  const { query, notFound } = useAssetInventory(assetId, membership !== null);
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ color: "red", title: "Error", message: ASSET_NOT_FOUND_MESSAGE });
    void navigate({ to: "/assets", replace: true });
  }, [notFound, navigate]);
  if (!membership) return <OrganizationRequired />;
  if (query.isPending || notFound) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">Failed to load asset data</Alert>;
  const { summary, events } = query.data;
  const quantity = summary.current_quantity ?? 0;
  const level = stockLevel(quantity);
  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/assets/$id" params={{ id: assetId }} {...props} />}>
        ← Back to Asset
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">{`${summary.asset_name} — Inventory`}</Title>
          <Text c="dimmed">{summary.asset_type_name}</Text>
        </Stack>
        {summary.has_inventory && canWrite ? (
          <Group gap="xs">
            <Button
              renderRoot={(props) => <Link to="/assets/$assetId/inventory/check" params={{ assetId }} {...props} />}
            >
              Record Check
            </Button>
            <Button
              variant="default"
              renderRoot={(props) => <Link to="/assets/$assetId/inventory/history" params={{ assetId }} {...props} />}
            >
              History
            </Button>
          </Group>
        ) : null}
      </Group>
      {!summary.has_inventory ? (
        <Card withBorder padding="lg">
          <Stack align="center" gap="sm">
            <Text c="dimmed">This asset has no inventory item.</Text>
            {canWrite ? (
              <Button
                renderRoot={(props) => <Link to="/assets/$assetId/inventory/create" params={{ assetId }} {...props} />}
              >
                Create Inventory
              </Button>
            ) : null}
          </Stack>
        </Card>
      ) : (
        <>
          <Card withBorder padding="lg">
            <Group gap="xl">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  Current stock
                </Text>
                <Text fz="xl" fw={700} data-testid="overview-quantity">
                  {`${quantity} ${unitLabel(summary.asset_type_name, summary.unit_type)}`}
                </Text>
              </Stack>
              <Badge size="lg" color={LEVEL_COLOURS[level]} variant="light" data-testid="stock-level">
                {stockLevelLabel(quantity)}
              </Badge>
              {summary.inventory_item_id ? (
                <Anchor
                  renderRoot={(props) => (
                    <Link to="/inventory/item/$id" params={{ id: summary.inventory_item_id ?? "" }} {...props} />
                  )}
                >
                  Open inventory item
                </Anchor>
              ) : null}
            </Group>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} size="h5" mb="sm">
              Recent events
            </Title>
            {events.length === 0 ? (
              <Text size="sm" c="dimmed">
                No inventory records yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Event</Table.Th>
                      <Table.Th ta="right">Quantity</Table.Th>
                      <Table.Th>Condition</Table.Th>
                      <Table.Th>Notes</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {events.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td>{format.dateTime(e.checkDate)}</Table.Td>
                        <Table.Td>{inventoryEventLabel(e.eventType)}</Table.Td>
                        <Table.Td ta="right">{e.quantity}</Table.Td>
                        <Table.Td tt="capitalize">{e.condition ?? "—"}</Table.Td>
                        <Table.Td>{e.notes ?? "—"}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}

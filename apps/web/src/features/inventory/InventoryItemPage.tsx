import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  DEFAULT_CURRENCY,
  type InventoryItemSearch,
  inventoryEventLabel,
  isEntityId,
  monthKey,
  stockLevelLabel,
  unitLabel,
} from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { useSession } from "../../lib/session";
import { isNotFoundError, type RouterOutputs, trpc } from "../../trpc";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { Fact } from "../../ui/Fact";
import { OrganizationRequired } from "./OrganizationRequired";
import { RecordCheckDialog } from "./RecordCheckDialog";
import { UsageSummary } from "./UsageSummary";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

type ItemDetail = RouterOutputs["inventory"]["items"]["get"];

function text(value: string | null | undefined): string {
  return value?.trim() ? value : "—";
}

/** /inventory/item/{id} (?month=YYYY-MM&edit=1, ?tab=history): spec 02 "Inventory item detail". */
export function InventoryItemPage({
  id,
  search,
  onSearchChange,
}: {
  id: string;
  search: InventoryItemSearch;
  onSearchChange: (next: InventoryItemSearch) => void;
}) {
  const membership = useSession()?.membership ?? null;
  const valid = isEntityId(id);
  const query = trpc.inventory.items.get.useQuery(
    { id },
    { enabled: valid && membership !== null, retry: (n, e) => !isNotFoundError(e) && n < 2 },
  );
  if (!membership) return <OrganizationRequired />;
  if (!valid || (query.isError && isNotFoundError(query.error))) {
    return (
      <Stack gap="md">
        <Alert color="red" title="Inventory item not found">
          It may have been deleted.
        </Alert>
        <Group>
          <Button renderRoot={(props) => <Link to="/inventory" {...props} />}>Back to Inventory</Button>
        </Group>
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">Failed to load inventory item</Alert>;
  return <ItemDetailView detail={query.data} search={search} onSearchChange={onSearchChange} />;
}

function ItemDetailView({
  detail,
  search,
  onSearchChange,
}: {
  detail: ItemDetail;
  search: InventoryItemSearch;
  onSearchChange: (next: InventoryItemSearch) => void;
}) {
  const { item, events, monthEnds } = detail;
  const format = useDateFormat();
  const { canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const remove = trpc.inventory.items.delete.useMutation();
  const [checkOpen, setCheckOpen] = useState(search.edit === 1 && canWrite);
  const month = search.month ?? monthKey(new Date());
  const unit = unitLabel(item.assetTypeName, item.unitType);

  function closeCheck() {
    setCheckOpen(false);
    if (search.edit) onSearchChange({ ...search, edit: undefined });
  }

  function confirmDelete() {
    modals.openConfirmModal({
      title: "Delete inventory item?",
      children: <Text size="sm">{`"${item.name}" will be removed from inventory. Its history is kept.`}</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(
          { id: item.id },
          {
            onSuccess: () => {
              feedback.saved("Inventory item deleted successfully");
              void navigate({ to: "/inventory" });
            },
            onError: (error) => feedback.failed(error, "Failed to delete inventory item"),
          },
        ),
    });
  }

  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/inventory" {...props} />}>
        ← Back to Inventory
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {item.name}
          </Title>
          <Group gap="xs">
            <AssetTypeTag name={item.assetTypeName} color={item.assetTypeColor} />
            <Badge variant="outline" color="gray" tt="capitalize">
              {item.status}
            </Badge>
          </Group>
        </Stack>
        {canWrite ? (
          <Group gap="xs">
            <Button onClick={() => setCheckOpen(true)}>Record Check</Button>
            <Button
              variant="default"
              renderRoot={(props) => <Link to="/inventory/edit/$id" params={{ id: item.id }} {...props} />}
            >
              Edit
            </Button>
            <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>

      <Tabs
        value={search.tab === "history" ? "history" : "details"}
        onChange={(tab) => onSearchChange({ ...search, tab: tab === "history" ? "history" : undefined })}
      >
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            <Card withBorder padding="lg">
              <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg">
                <Fact label="Current quantity">
                  <Text fz="xl" fw={700} data-testid="item-quantity">
                    {`${item.quantity} ${unit}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {stockLevelLabel(item.quantity)}
                  </Text>
                </Fact>
                <Fact label="Description">
                  <Text>{text(item.description)}</Text>
                </Fact>
                <Fact label="SKU">
                  <Text>{text(item.sku)}</Text>
                </Fact>
                <Fact label="Barcode">
                  <Text ff="monospace">{text(item.barcode)}</Text>
                </Fact>
                <Fact label="Location">
                  <Text>{text(item.location)}</Text>
                </Fact>
                <Fact label="Category">
                  <Text>{text(item.category)}</Text>
                </Fact>
                <Fact label="Current price">
                  <Text>
                    {item.currentPrice === null ? "—" : `${item.currentPrice} ${item.currency || DEFAULT_CURRENCY}`}
                  </Text>
                </Fact>
                <Fact label="Created">
                  <Text>{format.dateTime(item.createdAt)}</Text>
                </Fact>
                <Fact label="Last updated">
                  <Text>{format.dateTime(item.updatedAt)}</Text>
                </Fact>
                <Fact label="Asset">
                  <Anchor renderRoot={(props) => <Link to="/assets/$id" params={{ id: item.assetId }} {...props} />}>
                    {item.assetName}
                  </Anchor>
                </Fact>
              </SimpleGrid>
            </Card>
            <UsageSummary
              entries={monthEnds}
              month={month}
              unit={unit}
              onMonthChange={(m) => onSearchChange({ ...search, month: m === monthKey(new Date()) ? undefined : m })}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <Card withBorder padding="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h5">
                Recent events
              </Title>
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link to="/inventory/$inventoryItemId/history" params={{ inventoryItemId: item.id }} {...props} />
                )}
              >
                Open full history
              </Anchor>
            </Group>
            {events.length === 0 ? (
              <Text size="sm" c="dimmed">
                No inventory records yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table data-testid="item-events">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Event</Table.Th>
                      <Table.Th ta="right">Quantity</Table.Th>
                      <Table.Th>Notes</Table.Th>
                      <Table.Th>By</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {events.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td>{format.dateTime(e.checkDate)}</Table.Td>
                        <Table.Td>{inventoryEventLabel(e.eventType)}</Table.Td>
                        <Table.Td ta="right">{e.quantity}</Table.Td>
                        <Table.Td>{e.notes ?? "—"}</Table.Td>
                        <Table.Td>{e.createdByName ?? "—"}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </Tabs.Panel>
      </Tabs>
      <RecordCheckDialog
        opened={checkOpen}
        onClose={closeCheck}
        itemId={item.id}
        currentQuantity={item.quantity}
        month={search.edit ? month : undefined}
      />
    </Stack>
  );
}

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
  Timeline,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { inventoryEventLabel, stockLevelLabel } from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { failureText } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { type RouterOutputs, trpc } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { Fact } from "../../ui/Fact";
import { PageLoader } from "../../ui/LoadingScreen";
import { AssetQrPanel } from "./AssetQrPanel";
import { useAssetPageQuery } from "./useAssetPageQuery";

type AssetDetail = RouterOutputs["assets"]["get"];

function textOf(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** /assets/{id}: tabs details, inventory, qr-code, forms and history; Settings and Delete (spec 02 §2). */
export function AssetDetailPage({ id }: { id: string }) {
  const { query, notFound } = useAssetPageQuery(id);

  if (query.isPending || notFound) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title="Error">
        Failed to load asset data
      </Alert>
    );
  }
  return <AssetDetail asset={query.data} />;
}

function AssetDetail({ asset }: { asset: AssetDetail }) {
  const format = useDateFormat();
  const { canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const remove = trpc.assets.delete.useMutation();
  const restore = trpc.assets.restore.useMutation();

  function confirmDelete() {
    modals.openConfirmModal({
      title: "Delete asset?",
      children: (
        <Text size="sm">
          "{asset.name}" will be removed from the asset list. Its inventory history is kept and the asset can be
          restored.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(
          { id: asset.id },
          {
            onSuccess: () => {
              notifications.show({
                color: "green",
                title: "Asset Deleted",
                message: `"${asset.name}" has been deleted.`,
              });
              void utils.assets.invalidate();
              void utils.assetTypes.invalidate();
              void navigate({ to: "/assets" });
            },
            onError: (error) =>
              notifications.show({
                color: "red",
                title: "Error",
                message: failureText(error, "Failed to delete asset"),
              }),
          },
        ),
    });
  }

  function handleRestore() {
    restore.mutate(
      { id: asset.id },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            title: "Asset Restored",
            message: `"${asset.name}" has been restored.`,
          });
          void utils.assets.invalidate();
          void utils.assetTypes.invalidate();
        },
        onError: (error) =>
          notifications.show({ color: "red", title: "Error", message: failureText(error, "Failed to restore asset") }),
      },
    );
  }

  const m = asset.metadata;
  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/assets" {...props} />}>
        ← Back to Assets
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {asset.name}
            </Title>
            <AssetStatusBadge status={asset.status} />
            {asset.isDeleted ? (
              <Badge color="red" variant="light">
                Deleted
              </Badge>
            ) : null}
          </Group>
          <AssetTypeTag name={asset.assetType.name} color={asset.assetType.color} />
        </Stack>
        {canWrite && !asset.isDeleted ? (
          <Group gap="xs">
            <Button
              variant="default"
              renderRoot={(props) => <Link to="/assets/$id/edit" params={{ id: asset.id }} {...props} />}
            >
              Settings
            </Button>
            <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>

      {asset.isDeleted ? (
        <Alert color="yellow" title="This asset has been deleted">
          <Group justify="space-between">
            <Text size="sm">It no longer appears in the asset list. Restore it to use it again.</Text>
            {canWrite ? (
              <Button size="xs" onClick={handleRestore} loading={restore.isPending}>
                Restore Asset
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}

      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="inventory">Inventory</Tabs.Tab>
          <Tabs.Tab value="qr-code">QR Code</Tabs.Tab>
          <Tabs.Tab value="forms">Forms</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            <Card withBorder padding="lg">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                <Fact label="Description">
                  <Text>{textOf(asset.description)}</Text>
                </Fact>
                <Fact label="Asset ID / Barcode">
                  <Text ff="monospace">{textOf(asset.assetId ?? asset.barcode)}</Text>
                </Fact>
                <Fact label="Serial number">
                  <Text>{textOf(asset.serialNumber)}</Text>
                </Fact>
                <Fact label="Acquisition date">
                  <Text>{asset.acquisitionDate ?? "—"}</Text>
                </Fact>
                <Fact label="Location">
                  <Text>{textOf(m.location)}</Text>
                </Fact>
                <Fact label="Location details">
                  <Text>{textOf(m.location_details)}</Text>
                </Fact>
                <Fact label="Cost">
                  <Text>{m.cost === undefined ? "—" : `${textOf(m.cost)} ${textOf(m.currency)}`}</Text>
                </Fact>
                <Fact label="Unit type">
                  <Text>{textOf(m.unit_type)}</Text>
                </Fact>
                <Fact label="Distributor">
                  <Text>{textOf(m.distributor)}</Text>
                </Fact>
                <Fact label="Parent asset">
                  {asset.parentAssetId ? (
                    <Anchor
                      renderRoot={(props) => (
                        <Link to="/assets/$id" params={{ id: asset.parentAssetId ?? "" }} {...props} />
                      )}
                    >
                      {asset.parentAssetName ?? "Parent asset"}
                    </Anchor>
                  ) : (
                    <Text>None</Text>
                  )}
                </Fact>
                <Fact label="Created">
                  <Text>
                    {format.dateTime(asset.createdAt)}
                    {asset.createdByName ? ` by ${asset.createdByName}` : ""}
                  </Text>
                </Fact>
                <Fact label="Updated">
                  <Text>{format.dateTime(asset.updatedAt)}</Text>
                </Fact>
              </SimpleGrid>
            </Card>
            {asset.assetType.conversionFields.length > 0 ? (
              <Card withBorder padding="lg">
                <Title order={2} fz="h5" mb="sm">
                  Conversion Values
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                  {asset.assetType.conversionFields.map((f) => (
                    <Fact key={f.field_name} label={f.label}>
                      <Text data-testid={`conversion-${f.field_name}`}>{textOf(m[f.field_name])}</Text>
                    </Fact>
                  ))}
                </SimpleGrid>
              </Card>
            ) : null}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="inventory" pt="md">
          <InventoryTab asset={asset} />
        </Tabs.Panel>

        <Tabs.Panel value="qr-code" pt="md">
          <AssetQrPanel assetId={asset.id} />
        </Tabs.Panel>

        <Tabs.Panel value="forms" pt="md">
          <FormsTab assetId={asset.id} />
        </Tabs.Panel>

        <Tabs.Panel value="history" pt="md">
          <HistoryTab assetId={asset.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The item's stock and the 3 latest records, then 'more' (spec 02 §9). */
function InventoryTab({ asset }: { asset: AssetDetail }) {
  const format = useDateFormat();
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
              <Text>{asset.currentPrice === null ? "—" : `${asset.currentPrice} ${asset.currency ?? ""}`}</Text>
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
      <Card withBorder padding="lg">
        <Title order={2} fz="h5" mb="sm">
          Recent Records
        </Title>
        {asset.recentHistory.length === 0 ? (
          <Text c="dimmed" size="sm">
            No inventory records yet.
          </Text>
        ) : (
          <Table data-testid="recent-history">
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
              {asset.recentHistory.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{format.dateTime(h.checkDate)}</Table.Td>
                  <Table.Td>{inventoryEventLabel(h.eventType)}</Table.Td>
                  <Table.Td ta="right">{h.quantity}</Table.Td>
                  <Table.Td>{h.notes ?? "—"}</Table.Td>
                  <Table.Td>{h.createdByName ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {asset.historyCount > asset.recentHistory.length ? (
          <Anchor
            mt="sm"
            display="inline-block"
            renderRoot={(props) => (
              <Link to="/assets/$assetId/inventory/history" params={{ assetId: asset.id }} {...props} />
            )}
          >
            {`View ${asset.historyCount - asset.recentHistory.length} more`}
          </Anchor>
        ) : null}
      </Card>
    </Stack>
  );
}

/** What a tab shows while its query loads or after it failed; null once there is data. */
function tabQueryState(query: { isPending: boolean; isError: boolean; error: unknown }) {
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">{failureText(query.error, "Failed to load asset data")}</Alert>;
  return null;
}

/** Submissions (latest first, with form and submitter names) and pending forms. */
function FormsTab({ assetId }: { assetId: string }) {
  const format = useDateFormat();
  const query = trpc.assets.formActivity.useQuery({ id: assetId });
  const pending = tabQueryState(query);
  if (pending || !query.data) return pending;
  const { submissions, pendingForms } = query.data;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Title order={2} fz="h5" mb="sm">
          Pending Forms
        </Title>
        {pendingForms.length === 0 ? (
          <Text size="sm" c="dimmed">
            No forms are due for this asset.
          </Text>
        ) : (
          <Stack gap="xs">
            {pendingForms.map((f) => (
              <Group key={f.formId} justify="space-between">
                <Group gap="xs">
                  <Text fw={500}>{f.formName}</Text>
                  <Text size="sm" c="dimmed">
                    due {format.day(f.dueDate)}
                  </Text>
                  {f.isOverdue ? (
                    <Badge color="red" size="sm">
                      Overdue
                    </Badge>
                  ) : null}
                </Group>
                <Button
                  size="xs"
                  renderRoot={(props) => (
                    <Link to="/forms/submit/$id" params={{ id: f.formId }} search={{ asset_id: assetId }} {...props} />
                  )}
                >
                  Submit
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} fz="h5" mb="sm">
          Submissions
        </Title>
        {submissions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No forms have been submitted for this asset yet.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Form</Table.Th>
                <Table.Th>Submitted by</Table.Th>
                <Table.Th>Month</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {submissions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.formName}</Table.Td>
                  <Table.Td>{s.submittedByName ?? "—"}</Table.Td>
                  <Table.Td>{s.monthYear}</Table.Td>
                  <Table.Td>{format.dateTime(s.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}

const TIMELINE_KINDS = {
  change: { label: "Asset", color: "gray" },
  submission: { label: "Form", color: "violet" },
  stock: { label: "Stock", color: "blue" },
} as const;

/** What happened to the asset, newest first: edits, form submissions and stock changes. */
function HistoryTab({ assetId }: { assetId: string }) {
  const format = useDateFormat();
  const query = trpc.assets.inventoryActivity.useQuery({ id: assetId });
  const pending = tabQueryState(query);
  if (pending || !query.data) return pending;
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No changes recorded yet.
      </Text>
    );
  }
  return (
    <Card withBorder padding="lg">
      <Timeline bulletSize={12} lineWidth={2} data-testid="asset-timeline">
        {query.data.map((entry) => (
          <Timeline.Item
            key={`${entry.kind}-${entry.id}`}
            title={
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" variant="light" color={TIMELINE_KINDS[entry.kind].color}>
                  {TIMELINE_KINDS[entry.kind].label}
                </Badge>
                <Text size="sm" fw={500}>
                  {entry.description}
                </Text>
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              {format.dateTime(entry.createdAt)}
              {entry.actorName ? ` · ${entry.actorName}` : ""}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

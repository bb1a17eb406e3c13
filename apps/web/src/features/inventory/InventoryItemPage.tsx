import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import type { InventoryItemSearch } from "@stockroom/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { getQueryKey } from "@trpc/react-query";
import { useState } from "react";
import { confirmAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { inventoryStatusText, moneyText, quantityText, stockLevelText, unitText } from "../../lib/inventoryText";
import { useOrgAccess } from "../../lib/orgAccess";
import { useOrgMonth } from "../../lib/orgMonth";
import { type RouterOutputs, trpc } from "../../trpc";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { Fact } from "../../ui/Fact";
import { InventoryEventsTable } from "../../ui/InventoryEventsTable";
import { PageHeader } from "../../ui/PageHeader";
import { AnchorLink, BackLink, ButtonLink } from "../../ui/RouterLinks";
import { ReorderPointCard } from "../reorder/ReorderPointCard";
import { InventoryGate } from "./InventoryGate";
import { RecordCheckDialog } from "./RecordCheckDialog";
import { UsageSummary } from "./UsageSummary";
import { useInventoryItem } from "./useAssetInventory";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

type ItemDetail = RouterOutputs["inventory"]["items"]["get"];
type SearchProps = { search: InventoryItemSearch; onSearchChange: (next: InventoryItemSearch) => void };

/** /inventory/item/{id} (?month=YYYY-MM&edit=1, ?tab=history): spec 02 "Inventory item detail". */
export function InventoryItemPage({ id, ...searchProps }: { id: string } & SearchProps) {
  const { t } = useLingui();
  const load = useInventoryItem(id);
  const missing = (
    <Stack gap="md" align="flex-start">
      <Alert color="red" title={t`Inventory item not found`} w="100%">
        <Trans>It may have been deleted.</Trans>
      </Alert>
      <ButtonLink to="/inventory">
        <Trans>Back to Inventory</Trans>
      </ButtonLink>
    </Stack>
  );
  return (
    <InventoryGate load={load} loadError={t`Failed to load inventory item`} missing={missing}>
      {(detail) => <ItemDetailView detail={detail} {...searchProps} />}
    </InventoryGate>
  );
}

function ItemDetailView({ detail, search, onSearchChange }: { detail: ItemDetail } & SearchProps) {
  const { t } = useLingui();
  const { item, events, monthEnds } = detail;
  const { canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const remove = trpc.inventory.items.delete.useMutation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [checkOpen, setCheckOpen] = useState(search.edit === 1 && canWrite);
  const currentMonth = useOrgMonth();
  const month = search.month ?? currentMonth;
  const unit = unitText(item.assetTypeName, item.unitType);

  function closeCheck() {
    setCheckOpen(false);
    if (search.edit) onSearchChange({ ...search, edit: undefined });
  }

  const confirmDelete = () =>
    confirmAction({
      title: t`Delete inventory item?`,
      message: t`"${item.name}" will be removed from inventory. Its history is kept.`,
      confirmLabel: t`Delete`,
      danger: true,
      run: () => remove.mutateAsync({ id: item.id }),
      success: { title: t`Success`, message: t`Inventory item deleted successfully` },
      failure: (error) => ({ message: failureText(error, t`Failed to delete inventory item`) }),
      onDone: async () => {
        // Leave the page before refreshing: a refresh while it is still mounted would ask
        // for the deleted item again (a 404). Then forget its cached detail.
        await utils.inventory.items.get.cancel({ id: item.id });
        await navigate({ to: "/inventory" });
        queryClient.removeQueries({ queryKey: getQueryKey(trpc.inventory.items.get, { id: item.id }, "query") });
        feedback.refresh();
      },
    });

  return (
    <Stack gap="lg">
      <BackLink to="/inventory">
        <Trans>← Back to Inventory</Trans>
      </BackLink>
      <PageHeader
        title={<span style={{ overflowWrap: "anywhere" }}>{item.name}</span>}
        actions={
          canWrite ? (
            <>
              <Button onClick={() => setCheckOpen(true)}>
                <Trans>Record Check</Trans>
              </Button>
              <ButtonLink variant="default" to="/inventory/edit/$id" params={{ id: item.id }}>
                <Trans>Edit</Trans>
              </ButtonLink>
              <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
                <Trans>Delete</Trans>
              </Button>
            </>
          ) : null
        }
      />
      <Group gap="xs" mt={-12}>
        <AssetTypeTag name={item.assetTypeName} color={item.assetTypeColor} />
        <Badge variant="outline" color="gray" tt="capitalize">
          {inventoryStatusText(item.status)}
        </Badge>
      </Group>

      <Tabs
        value={search.tab === "history" ? "history" : "details"}
        onChange={(tab) => onSearchChange({ ...search, tab: tab === "history" ? "history" : undefined })}
      >
        <Tabs.List>
          <Tabs.Tab value="details">
            <Trans>Details</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="history">
            <Trans>History</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            <ItemFacts item={item} unit={unit} />
            <ReorderPointCard
              key={`${item.id}:${item.reorderMinimum}`}
              itemId={item.id}
              reorder={detail.reorder}
              reorderMinimum={item.reorderMinimum}
              unit={unit}
            />
            <UsageSummary
              entries={monthEnds}
              month={month}
              unit={unit}
              onMonthChange={(m) => onSearchChange({ ...search, month: m === currentMonth ? undefined : m })}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <Card withBorder padding="lg">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h5">
                <Trans>Recent events</Trans>
              </Title>
              <AnchorLink size="sm" to="/inventory/$inventoryItemId/history" params={{ inventoryItemId: item.id }}>
                <Trans>Open full history</Trans>
              </AnchorLink>
            </Group>
            <InventoryEventsTable events={events} extra="by" testId="item-events" />
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

/** The item's details card: quantity with its stock level, the descriptive fields, dates and the asset. */
function ItemFacts({ item, unit }: { item: ItemDetail["item"]; unit: string }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const texts: [string, string, string | null][] = [
    ["description", t`Description`, item.description],
    ["sku", t`SKU`, item.sku],
    ["barcode", t`Barcode`, item.barcode],
    ["location", t`Location`, item.location],
    ["category", t`Category`, item.category],
    ["price", t`Current price`, item.currentPrice === null ? null : moneyText(item.currentPrice, item.currency)],
    ["created", t`Created`, format.dateTime(item.createdAt)],
    ["updated", t`Last updated`, format.dateTime(item.updatedAt)],
  ];
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg">
        <Fact label={t`Current quantity`}>
          <Text fz="xl" fw={700} data-testid="item-quantity">
            {`${quantityText(item.quantity)} ${unit}`}
          </Text>
          <Text size="xs" c="dimmed">
            {stockLevelText(item.quantity)}
          </Text>
        </Fact>
        {texts.map(([key, label, value]) => (
          <Fact key={key} label={label}>
            <Text ff={key === "barcode" ? "monospace" : undefined}>{value?.trim() ? value : "—"}</Text>
          </Fact>
        ))}
        <Fact label={t`Asset`}>
          <AnchorLink to="/assets/$id" params={{ id: item.assetId }}>
            {item.assetName}
          </AnchorLink>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

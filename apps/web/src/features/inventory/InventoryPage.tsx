import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Box, Button, Center, ColorSwatch, Group, Loader, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { DEFAULT_ASSET_TYPE_COLOR, type InventoryPageSearch, isEntityId } from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useSearchBox } from "../../lib/listState";
import { useSession } from "../../lib/session";
import { trpc } from "../../trpc";
import { AssetTypeFilterBar } from "../../ui/AssetTypeFilterBar";
import { ListPager } from "../../ui/ListPager";
import { PageHeader } from "../../ui/PageHeader";
import { ButtonLink } from "../../ui/RouterLinks";
import { InventoryCard } from "./InventoryCard";
import { NoOrganizationSelected } from "./OrganizationRequired";
import { MonthlyHistoryTab } from "./snapshots/MonthlyHistoryTab";

/**
 * /inventory (spec 02 "Inventory page"): tabs Current Inventory and Monthly History; the
 * card grid is one page of asset-with-inventory summaries from the server (search, type
 * filter, ?assetId=), so an organization with 20,000 assets sends 24 cards at a time.
 * Search, type, tab and page live in the URL.
 */
export function InventoryPage({
  search,
  onSearchChange,
}: {
  search: InventoryPageSearch;
  onSearchChange: (next: InventoryPageSearch) => void;
}) {
  const { t } = useLingui();
  const membership = useSession()?.membership ?? null;
  if (!membership) return <NoOrganizationSelected />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Inventory`}
        description={t`Track and manage assets for ${membership.organization.name}`}
        actions={
          <>
            <ButtonLink variant="default" to="/inventory/browse-assets">
              <Trans>Browse Assets</Trans>
            </ButtonLink>
            <ButtonLink to="/inventory/add">
              <Trans>Add Inventory</Trans>
            </ButtonLink>
          </>
        }
      />
      <Tabs
        value={search.tab === "monthly" ? "monthly" : "current"}
        onChange={(tab) => onSearchChange({ ...search, tab: tab === "monthly" ? "monthly" : undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="current">
            <Trans>Current Inventory</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="monthly">
            <Trans>Monthly History</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="current" pt="md">
          <CurrentInventory search={search} onSearchChange={onSearchChange} />
        </Tabs.Panel>
        <Tabs.Panel value="monthly" pt="md">
          <MonthlyHistoryTab search={search} onSearchChange={onSearchChange} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function CurrentInventory({
  search,
  onSearchChange,
}: {
  search: InventoryPageSearch;
  onSearchChange: (next: InventoryPageSearch) => void;
}) {
  const { t } = useLingui();
  const searchBox = useSearchBox(search.search, (text) => onSearchChange({ ...search, search: text, page: undefined }));

  const types = trpc.assetTypes.options.useQuery();
  const assetTypeId = search.assetType && isEntityId(search.assetType) ? search.assetType : null;
  const assetId = search.assetId && isEntityId(search.assetId) ? search.assetId : null;
  const page = search.page ?? 1;
  const filter = { search: search.search ?? "", assetTypeId, assetId };
  const list = trpc.inventory.items.list.useQuery({ ...filter, page }, { placeholderData: keepPreviousData });
  const colours = new Map((types.data ?? []).map((item) => [item.id, item.color || DEFAULT_ASSET_TYPE_COLOR]));

  return (
    <Stack gap="md">
      <AssetTypeFilterBar
        searchLabel={t`Search inventory`}
        searchPlaceholder={t`Search inventory...`}
        searchBox={searchBox}
        types={types.data}
        typeId={assetTypeId}
        onTypeChange={(assetType) => onSearchChange({ ...search, assetType, page: undefined })}
        selectProps={{
          leftSection: assetTypeId ? (
            <ColorSwatch size={12} color={colours.get(assetTypeId) ?? DEFAULT_ASSET_TYPE_COLOR} />
          ) : null,
          renderOption: ({ option }) => (
            <Group gap="xs" wrap="nowrap">
              {option.value ? (
                <ColorSwatch size={12} color={colours.get(option.value) ?? DEFAULT_ASSET_TYPE_COLOR} />
              ) : (
                <Box w={12} />
              )}
              <Text size="sm">{option.label}</Text>
            </Group>
          ),
        }}
      >
        <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
          <Trans>Refresh</Trans>
        </Button>
      </AssetTypeFilterBar>
      {assetId ? (
        <Group gap="xs">
          <Text size="sm">
            <Trans>Showing one asset.</Trans>
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => onSearchChange({ ...search, assetId: undefined })}>
            <Trans>Show all</Trans>
          </Button>
        </Group>
      ) : null}

      {list.isPending ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">
              <Trans>Loading Inventory...</Trans>
            </Text>
          </Stack>
        </Center>
      ) : list.isError ? (
        <Alert color="red" title={t`Error`}>
          <Trans>Failed to load inventory data</Trans>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap={4}>
            <Text fw={600}>
              <Trans>No assets found</Trans>
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>Add assets to start tracking inventory.</Trans>
            </Text>
          </Stack>
        </Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" data-testid="inventory-grid">
            {list.data.items.map((item) => (
              <InventoryCard key={item.asset_id} item={item} />
            ))}
          </SimpleGrid>
          <ListPager
            list={list.data}
            noun={t`assets`}
            onPageChange={(p) => onSearchChange({ ...search, page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </Stack>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { type AssetPickerSearch, isEntityId } from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { quantityText } from "../../lib/inventoryText";
import { useSearchBox } from "../../lib/listState";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc, trpcErrorCode } from "../../trpc";
import { ListPager } from "../../ui/ListPager";
import { PageLoader } from "../../ui/LoadingScreen";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink } from "../../ui/RouterLinks";
import { OrganizationRequired } from "./OrganizationRequired";

/**
 * /inventory/asset-type/{id}: the type's assets, searchable by name, description or
 * asset_id, 20 a page with 5 page buttons; 'Not counted this month' is the monthly pick
 * list. Choosing an asset opens the action chooser.
 */
export function TypeAssetsPage({
  assetTypeId,
  search,
  onSearchChange,
}: {
  assetTypeId: string;
  search: AssetPickerSearch;
  onSearchChange: (next: AssetPickerSearch) => void;
}) {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const searchBox = useSearchBox(search.search, (text) => onSearchChange({ ...search, search: text, page: undefined }));
  const page = search.page ?? 1;
  const valid = isEntityId(assetTypeId);
  const filter = { assetTypeId, search: search.search ?? "", monthly: search.mode === "monthly" };
  const list = trpc.inventory.items.typeAssets.useQuery(
    { ...filter, page },
    { enabled: valid && hasOrganization, placeholderData: keepPreviousData, retry: false },
  );
  if (!hasOrganization) return <OrganizationRequired />;
  const typeMissing = !valid || (list.isError && trpcErrorCode(list.error) === "NOT_FOUND");

  return (
    <Stack gap="lg">
      <BackLink to="/inventory/browse-assets">
        <Trans>← Back to Asset Types</Trans>
      </BackLink>
      <PageHeader
        title={list.data ? list.data.assetType.name : t`Assets`}
        description={t`Choose the asset to add inventory for.`}
      />
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label={t`Search assets`}
          placeholder={t`Search by name, description or asset ID...`}
          value={searchBox.value}
          onChange={searchBox.onChange}
          style={{ flex: "1 1 260px" }}
        />
        <SegmentedControl
          aria-label={t`Which assets`}
          value={search.mode === "monthly" ? "monthly" : "all"}
          onChange={(mode) =>
            onSearchChange({ ...search, mode: mode === "monthly" ? "monthly" : undefined, page: undefined })
          }
          data={[
            { value: "all", label: t`All assets` },
            { value: "monthly", label: t`Not counted this month` },
          ]}
        />
      </Group>
      {typeMissing ? (
        <Alert color="red">
          <Trans>Failed to load asset type details</Trans>
        </Alert>
      ) : list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red">
          <Trans>Failed to load assets for this type.</Trans>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap={4} maw={420}>
            <Text fw={600}>
              <Trans>No assets found</Trans>
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {search.search
                ? t`No assets match your search.`
                : t`Assets must be created in the Assets section first before inventory can be added.`}
            </Text>
          </Stack>
        </Center>
      ) : (
        <>
          <Stack gap="xs" data-testid="type-assets">
            {list.data.items.map((a) => (
              <UnstyledButton
                key={a.id}
                renderRoot={(props) => <Link to="/inventory/action/$assetId" params={{ assetId: a.id }} {...props} />}
              >
                <Card withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} truncate="end">
                        {a.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate="end">
                        {[a.assetCode, a.description].filter(Boolean).join(" · ") || "—"}
                      </Text>
                    </Stack>
                    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                      {a.countedThisMonth ? (
                        <Badge variant="light" color="green" c="green.9">
                          <Trans>Counted</Trans>
                        </Badge>
                      ) : null}
                      {a.inventoryItemId ? (
                        <Badge variant="light">{quantityText(a.quantity ?? 0)}</Badge>
                      ) : (
                        <Badge variant="light" color="yellow" c="yellow.9">
                          <Trans>No Inventory</Trans>
                        </Badge>
                      )}
                    </Group>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </Stack>
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

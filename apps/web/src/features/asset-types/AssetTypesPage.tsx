import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Switch, Tabs, TextInput } from "@mantine/core";
import type { AssetTypesSearch } from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useListState, useSearchBox } from "../../lib/listState";
import { useOrgAccess } from "../../lib/orgAccess";
import { appSettingsAtom } from "../../state/appSettingsAtom";
import { errorMessage, trpc } from "../../trpc";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { AssetTypeDialog, type AssetTypeDialogMode } from "./AssetTypeDialog";
import { type AssetTypeRow, AssetTypesTable } from "./AssetTypesTable";

const route = getRouteApi("/_app/asset-types");
const listRoute = { fullPath: "/asset-types", useSearch: route.useSearch };

/**
 * /asset-types: Active and Archived tabs, search, sort headers, the 'has assets' filter and
 * pages, all in the URL; create, archive, restore. An organization has tens of types, not
 * thousands: the server sends a tab's whole sorted list and the page is cut here.
 */
export function AssetTypesPage() {
  const { t } = useLingui();
  const { hasOrganization, canWrite } = useOrgAccess();
  const [search, setSearch] = useListState<AssetTypesSearch>(listRoute);
  const searchBox = useSearchBox(search.search, (next) => setSearch({ search: next }));
  const pageSize = useAtomValue(appSettingsAtom).tableRows;
  const [dialog, setDialog] = useState<AssetTypeDialogMode | null>(null);

  const archived = search.tab === "archived";
  // deleted_at sorts only the Archived tab; elsewhere the list's default applies.
  const sort = !archived && search.sort === "deleted_at" ? undefined : search.sort;
  const list = trpc.assetTypes.list.useQuery(
    { archived, sort, direction: search.dir, hasAssets: search.hasAssets ?? false },
    { enabled: hasOrganization, placeholderData: keepPreviousData },
  );

  if (!hasOrganization) return <NoOrganization />;

  const matching = matchingTypes(list.data ?? [], search.search);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(search.page ?? 1, pageCount);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Asset Types`}
        description={t`Categories of assets, with a colour, barcode settings and conversion fields.`}
        actions={
          canWrite ? (
            <Button onClick={() => setDialog({ kind: "create" })}>
              <Trans>Create Asset Type</Trans>
            </Button>
          ) : null
        }
      />

      <Tabs
        value={archived ? "archived" : "active"}
        onChange={(tab) => setSearch({ tab: tab === "archived" ? "archived" : undefined })}
      >
        <Tabs.List>
          <Tabs.Tab value="active">
            <Trans>Active</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="archived">
            <Trans>Archived</Trans>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <Group gap="md" align="center">
        <TextInput
          aria-label={t`Search asset types`}
          placeholder={t`Search asset types...`}
          value={searchBox.value}
          onChange={searchBox.onChange}
          style={{ flex: "1 1 240px", maxWidth: 360 }}
        />
        <Switch
          label={t`Has assets`}
          checked={search.hasAssets ?? false}
          onChange={(e) => setSearch({ hasAssets: e.currentTarget.checked || undefined })}
        />
      </Group>

      <AssetTypesTable
        records={matching.slice((page - 1) * pageSize, page * pageSize)}
        totalRecords={matching.length}
        page={page}
        pageSize={pageSize}
        search={{ ...search, sort }}
        fetching={list.isPending || list.isPlaceholderData}
        error={
          list.isError
            ? {
                message: archived
                  ? t`Failed to load archived asset types: ${errorMessage(list.error, t`Unknown error`)}`
                  : t`Failed to load active asset types: ${errorMessage(list.error, t`Unknown error`)}`,
                onRetry: () => void list.refetch(),
              }
            : null
        }
        canWrite={canWrite}
        onSearchChange={setSearch}
      />

      <AssetTypeDialog opened={dialog !== null} mode={dialog ?? { kind: "create" }} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** The types whose name or description holds the search term (any case). */
function matchingTypes(rows: AssetTypeRow[], term: string | undefined): AssetTypeRow[] {
  const needle = term?.toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => `${row.name}\n${row.description ?? ""}`.toLowerCase().includes(needle));
}

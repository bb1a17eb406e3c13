import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  ASSET_PAGE_SIZES,
  type AssetSort,
  type AssetsSearch,
  DEFAULT_ASSET_PAGE_SIZE,
  formatListTotal,
} from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useEffect, useLayoutEffect } from "react";
import { failureText } from "../../lib/failureText";
import { dropFirstPaint } from "../../lib/firstPaint";
import { useDateFormat } from "../../lib/formatDate";
import type { RouterOutputs } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { DataTable, type DataTableColumn, sortStatusOf } from "../../ui/DataTable";
import { OnDemandMenu } from "../../ui/OnDemandMenu";
import { DEFAULT_ASSET_SORT } from "./assetsListQuery";

type AssetRow = RouterOutputs["assets"]["list"]["items"][number];
/** What the table reads of the list query. */
interface ListQuery {
  data: RouterOutputs["assets"]["list"] | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export type AssetsSearchChange = (patch: Partial<AssetsSearch>, options?: { keepPage?: boolean }) => void;

/** The grid of spec 02 §2: Name, Type, Status, Barcode / Serial, Location, Stock, Created and actions. */
export function AssetsTable({
  search,
  onSearchChange,
  list,
  canWrite,
}: {
  search: AssetsSearch;
  onSearchChange: AssetsSearchChange;
  list: ListQuery;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const format = useDateFormat();
  const page = search.page ?? 1;
  const pageSize = search.size ?? DEFAULT_ASSET_PAGE_SIZE;
  const archived = search.archived === true;
  const data = list.data;

  // The server's drawing of this screen (lib/firstPaint.ts) gives way in the frame the app
  // draws its own rows (or says why it has none).
  const settled = data !== undefined || list.isError;
  useLayoutEffect(() => {
    if (settled) dropFirstPaint();
  }, [settled]);

  // A link to a page past the end (the list shrank since) shows the last page instead.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > data.pageCount) {
      onSearchChange({ page: data.pageCount > 1 ? data.pageCount : undefined });
    }
  }, [data, page, onSearchChange]);

  const sortStatus = sortStatusOf<AssetRow>(search.sort, search.dir, DEFAULT_ASSET_SORT);
  const onSort = (next: { columnAccessor: unknown; direction: "asc" | "desc" }) => {
    const column = next.columnAccessor as AssetSort;
    // A newly chosen column starts ascending, except Created, which starts with the newest.
    const direction = column === sortStatus.columnAccessor ? next.direction : column === "created_at" ? "desc" : "asc";
    onSearchChange({ sort: column === "name" ? undefined : column, dir: direction === "desc" ? "desc" : undefined });
  };

  const columns: DataTableColumn<AssetRow>[] = [
    {
      accessor: "name",
      title: t`Name`,
      sortable: true,
      render: (asset) => (
        <>
          <Anchor renderRoot={(props) => <Link to="/assets/$id" params={{ id: asset.id }} {...props} />} fw={500}>
            {asset.name}
          </Anchor>
          {asset.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {asset.description}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      accessor: "asset_type",
      title: t`Type`,
      sortable: true,
      render: (asset) => <AssetTypeTag name={asset.assetTypeName} color={asset.assetTypeColor} />,
    },
    {
      accessor: "status",
      title: t`Status`,
      sortable: true,
      render: (asset) => <AssetStatusBadge status={asset.status} />,
    },
    {
      accessor: "barcode",
      title: t`Barcode / Serial`,
      render: (asset) => (
        <>
          <Text size="sm" ff="monospace">
            {asset.assetId ?? asset.barcode ?? "—"}
          </Text>
          {asset.serialNumber ? (
            <Text size="xs" c="dimmed">
              <Trans>SN {asset.serialNumber}</Trans>
            </Text>
          ) : null}
        </>
      ),
    },
    { accessor: "location", title: t`Location`, render: (asset) => <Text size="sm">{asset.location || "—"}</Text> },
    { accessor: "quantity", title: t`Stock`, textAlign: "right", render: (asset) => asset.quantity ?? "—" },
    {
      accessor: "created_at",
      title: t`Created`,
      sortable: true,
      noWrap: true,
      render: (asset) => <Text size="sm">{format.date(asset.createdAt)}</Text>,
    },
    {
      accessor: "actions",
      title: (
        <VisuallyHidden>
          <Trans>Actions</Trans>
        </VisuallyHidden>
      ),
      width: 60,
      render: (asset) => <AssetRowMenu asset={asset} canEdit={canWrite && !archived} />,
    },
  ];

  const term = search.search;
  const total = formatListTotal(data ?? { total: 0, totalIsExact: true });
  return (
    <DataTable<AssetRow>
      label={t`Assets`}
      data-testid="assets-table"
      records={data?.items ?? []}
      columns={columns}
      customRowAttributes={() => ({ "data-testid": "asset-row" })}
      fetching={list.isPending || list.isPlaceholderData}
      sortStatus={sortStatus}
      onSortStatusChange={onSort}
      totalRecords={data?.total ?? 0}
      page={page}
      onPageChange={(p) => onSearchChange({ page: p > 1 ? p : undefined })}
      recordsPerPage={pageSize}
      recordsPerPageOptions={[...ASSET_PAGE_SIZES]}
      onRecordsPerPageChange={(n) => onSearchChange({ size: n === DEFAULT_ASSET_PAGE_SIZE ? undefined : n })}
      paginationWithEdges
      paginationText={({ from, to }) => t`Showing ${from}–${to} of ${total}`}
      empty={{
        title: term ? t`No assets found matching "${term}"` : t`No assets found`,
        action:
          canWrite && !term && !archived ? (
            <Button variant="light" renderRoot={(props) => <Link to="/assets/new" {...props} />}>
              <Trans>Add Asset</Trans>
            </Button>
          ) : null,
      }}
      error={
        list.isError
          ? {
              message: t`Error loading assets: ${failureText(list.error, t`Failed to load assets.`)}`,
              onRetry: () => void list.refetch(),
            }
          : null
      }
    />
  );
}

/**
 * The row's '⋯' menu: details, edit (live assets, writers only), QR code, inventory history.
 * The Menu mounts when the person opens it (OnDemandMenu): a page of rows renders their
 * triggers only.
 */
function AssetRowMenu({ asset, canEdit }: { asset: AssetRow; canEdit: boolean }) {
  const { t } = useLingui();
  return (
    <OnDemandMenu
      position="bottom-end"
      withinPortal
      target={
        <UnstyledButton aria-label={t`Actions for ${asset.name}`} px="xs">
          ⋯
        </UnstyledButton>
      }
    >
      <Menu.Item renderRoot={(props) => <Link to="/assets/$id" params={{ id: asset.id }} {...props} />}>
        <Trans>View details</Trans>
      </Menu.Item>
      {canEdit ? (
        <Menu.Item renderRoot={(props) => <Link to="/assets/$id/edit" params={{ id: asset.id }} {...props} />}>
          <Trans>Edit</Trans>
        </Menu.Item>
      ) : null}
      <Menu.Item renderRoot={(props) => <Link to="/assets/$id/qr" params={{ id: asset.id }} {...props} />}>
        <Trans>QR code</Trans>
      </Menu.Item>
      <Menu.Item
        renderRoot={(props) => (
          <Link to="/assets/$assetId/inventory/history" params={{ assetId: asset.id }} {...props} />
        )}
      >
        <Trans>Inventory history</Trans>
      </Menu.Item>
    </OnDemandMenu>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, ColorSwatch, Group, Menu, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { ASSET_TYPE_RESTORE_FAILED_MESSAGE, ASSET_TYPES_DEFAULT_SORT, type AssetTypesSearch } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { confirmAction } from "../../lib/confirmAction";
import { useDateFormat } from "../../lib/formatDate";
import { errorMessage, type RouterOutputs, trpc, trpcErrorCode } from "../../trpc";
import { DataTable, type DataTableColumn, sortStatusOf } from "../../ui/DataTable";
import { AnchorLink } from "../../ui/RouterLinks";
import { barcodeStatusText } from "./BarcodeSettingsFields";

export type AssetTypeRow = RouterOutputs["assetTypes"]["list"][number];

export const RESTORE_ERROR_TITLE = "Error Restoring Asset Type";

/**
 * One page of the asset type list. Column ids are the server's sort keys, so a sort header
 * writes straight into the URL (`sort`, `dir`).
 */
export function AssetTypesTable({
  records,
  totalRecords,
  page,
  pageSize,
  search,
  fetching,
  error,
  canWrite,
  onSearchChange,
}: {
  records: AssetTypeRow[];
  totalRecords: number;
  page: number;
  pageSize: number;
  search: AssetTypesSearch;
  fetching: boolean;
  error: { message: string; onRetry: () => void } | null;
  canWrite: boolean;
  onSearchChange: (patch: Partial<AssetTypesSearch>, options?: { keepPage?: boolean }) => void;
}) {
  const { t } = useLingui();
  const format = useDateFormat();
  const actions = useAssetTypeActions();
  const archived = search.tab === "archived";
  const tabName = archived ? "archived" : "active";

  const columns: DataTableColumn<AssetTypeRow>[] = [
    {
      accessor: "name",
      title: t`Name`,
      sortable: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={row.color} size={16} aria-hidden="true" />
          <AnchorLink to="/asset-types/$id" params={{ id: row.id }} fw={500}>
            {row.name}
          </AnchorLink>
          {row.hasForm ? (
            <Badge size="xs" variant="light">
              <Trans>Forms</Trans>
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: "description",
      title: t`Description`,
      render: (row) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.description || "—"}
        </Text>
      ),
    },
    { accessor: "asset_count", title: t`Assets`, sortable: true, textAlign: "right", render: (row) => row.assetCount },
    { accessor: "barcodes", title: t`Barcodes`, render: (row) => <Text size="sm">{barcodeStatusText(row)}</Text> },
    { accessor: "created_at", title: t`Created`, sortable: true, render: (row) => format.date(row.createdAt) },
    {
      accessor: "deleted_at",
      title: t`Archived`,
      sortable: true,
      hidden: !archived,
      render: (row) => (row.deletedAt ? format.date(row.deletedAt) : "—"),
    },
    {
      accessor: "actions",
      title: (
        <VisuallyHidden>
          <Trans>Actions</Trans>
        </VisuallyHidden>
      ),
      width: 60,
      render: (row) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Tooltip label={t`Actions`} openDelay={700}>
              <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${row.name}`}>
                ⋯
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: row.id }} {...props} />}>
              <Trans>View details</Trans>
            </Menu.Item>
            {canWrite && !archived ? (
              <>
                <Menu.Item
                  renderRoot={(props) => <Link to="/asset-types/edit/$id" params={{ id: row.id }} {...props} />}
                >
                  <Trans>Edit</Trans>
                </Menu.Item>
                <Menu.Item color="red" onClick={() => actions.archive(row)}>
                  <Trans>Archive</Trans>
                </Menu.Item>
              </>
            ) : null}
            {canWrite && archived ? (
              <Menu.Item onClick={() => actions.restore(row)}>
                <Trans>Restore</Trans>
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <DataTable<AssetTypeRow>
      label={t`Asset types`}
      data-testid="asset-types-table"
      aria-label={archived ? t`Archived asset types` : t`Active asset types`}
      records={records}
      columns={columns}
      fetching={fetching}
      error={error}
      customRowAttributes={() => ({ "data-testid": "asset-type-row" })}
      sortStatus={sortStatusOf(search.sort, search.dir, ASSET_TYPES_DEFAULT_SORT)}
      onSortStatusChange={(status) =>
        onSearchChange({
          sort: status.columnAccessor as AssetTypesSearch["sort"],
          dir: status.direction,
        })
      }
      totalRecords={totalRecords}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={(next) => onSearchChange({ page: next }, { keepPage: true })}
      getPaginationControlProps={(control) => ({ "aria-label": t`${control} page` })}
      empty={{
        title: t`No ${tabName} asset types found`,
        description: search.search ? t`Nothing matches "${search.search}".` : undefined,
      }}
    />
  );
}

/** Archive and restore, each behind a confirmation, with the spec's toasts. */
function useAssetTypeActions() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const archive = trpc.assetTypes.archive.useMutation();
  const restore = trpc.assetTypes.restore.useMutation();
  const refresh = () => utils.assetTypes.invalidate();
  return {
    archive: (row: AssetTypeRow) =>
      confirmAction({
        title: t`Archive asset type?`,
        message: t`"${row.name}" will be archived and no longer offered for new assets. It can be restored later.`,
        confirmLabel: t`Archive`,
        danger: true,
        run: () => archive.mutateAsync({ id: row.id }),
        success: { title: t`Asset Type Archived`, message: t`"${row.name}" has been archived.` },
        failure: (error) => {
          const detail = errorMessage(error, "");
          return { message: t`Failed to archive asset type. ${detail}`.trim() };
        },
        onDone: refresh,
      }),
    restore: (row: AssetTypeRow) =>
      confirmAction({
        title: t`Restore asset type?`,
        message: t`"${row.name}" will be active again and offered for new assets.`,
        confirmLabel: t`Restore`,
        run: () => restore.mutateAsync({ id: row.id }),
        success: { title: t`Asset Type Restored`, message: t`"${row.name}" has been restored.` },
        failure: (error) => ({
          title: RESTORE_ERROR_TITLE,
          message:
            trpcErrorCode(error) === "CONFLICT"
              ? errorMessage(error, ASSET_TYPE_RESTORE_FAILED_MESSAGE)
              : ASSET_TYPE_RESTORE_FAILED_MESSAGE,
        }),
        onDone: refresh,
      }),
  };
}

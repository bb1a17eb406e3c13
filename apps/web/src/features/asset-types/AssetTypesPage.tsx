import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  ColorSwatch,
  Group,
  Menu,
  Select,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { ASSET_TYPE_RESTORE_FAILED_MESSAGE, type SortDirection } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { errorMessage, type RouterInputs, type RouterOutputs, trpc, trpcErrorCode } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { PageHeader } from "../../ui/PageHeader";
import { AssetTypeDialog, type AssetTypeDialogMode } from "./AssetTypeDialog";
import { barcodeStatusText } from "./BarcodeSettingsFields";

type Tab = "active" | "archived";
type Sort = RouterInputs["assetTypes"]["list"]["sort"] & string;
export type AssetTypeRow = RouterOutputs["assetTypes"]["list"][number];

const SORT_LABELS: Record<Sort, string> = {
  name: "Name",
  asset_count: "Asset count",
  created_at: "Date created",
  deleted_at: "Date archived",
};

export const RESTORE_ERROR_TITLE = "Error Restoring Asset Type";

/** /asset-types: Active and Archived tabs, sorting, the 'has assets' filter, create, archive, restore. */
export function AssetTypesPage() {
  const format = useDateFormat();
  const { hasOrganization, canWrite } = useOrgAccess();
  const [tab, setTab] = useState<Tab>("active");
  const [sort, setSort] = useState<Sort>("created_at");
  const [direction, setDirection] = useState<SortDirection>("desc");
  const [hasAssets, setHasAssets] = useState(false);
  const [dialog, setDialog] = useState<AssetTypeDialogMode | null>(null);
  const utils = trpc.useUtils();

  const effectiveSort: Sort = tab === "active" && sort === "deleted_at" ? "created_at" : sort;
  const list = trpc.assetTypes.list.useQuery(
    { archived: tab === "archived", sort: effectiveSort, direction, hasAssets },
    { enabled: hasOrganization },
  );
  const archive = trpc.assetTypes.archive.useMutation();
  const restore = trpc.assetTypes.restore.useMutation();

  if (!hasOrganization) {
    return (
      <Alert color="red" title="Error">
        No organization selected
      </Alert>
    );
  }

  function confirmArchive(row: AssetTypeRow) {
    modals.openConfirmModal({
      title: "Archive asset type?",
      children: (
        <Text size="sm">
          "{row.name}" will be archived and no longer offered for new assets. It can be restored later.
        </Text>
      ),
      labels: { confirm: "Archive", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        archive.mutate(
          { id: row.id },
          {
            onSuccess: () => {
              notifications.show({
                color: "green",
                title: "Asset Type Archived",
                message: `"${row.name}" has been archived.`,
              });
              void utils.assetTypes.invalidate();
            },
            onError: (error) =>
              notifications.show({
                color: "red",
                title: "Error",
                message: `Failed to archive asset type. ${errorMessage(error, "")}`.trim(),
              }),
          },
        ),
    });
  }

  function confirmRestore(row: AssetTypeRow) {
    modals.openConfirmModal({
      title: "Restore asset type?",
      children: <Text size="sm">"{row.name}" will be active again and offered for new assets.</Text>,
      labels: { confirm: "Restore", cancel: "Cancel" },
      onConfirm: () =>
        restore.mutate(
          { id: row.id },
          {
            onSuccess: () => {
              notifications.show({
                color: "green",
                title: "Asset Type Restored",
                message: `"${row.name}" has been restored.`,
              });
              void utils.assetTypes.invalidate();
            },
            onError: (error) =>
              notifications.show({
                color: "red",
                title: RESTORE_ERROR_TITLE,
                message:
                  trpcErrorCode(error) === "CONFLICT"
                    ? errorMessage(error, ASSET_TYPE_RESTORE_FAILED_MESSAGE)
                    : ASSET_TYPE_RESTORE_FAILED_MESSAGE,
              }),
          },
        ),
    });
  }

  const sortOptions = (Object.keys(SORT_LABELS) as Sort[])
    .filter((s) => tab === "archived" || s !== "deleted_at")
    .map((s) => ({ value: s, label: SORT_LABELS[s] }));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Asset Types"
        description="Categories of assets, with a colour, barcode settings and conversion fields."
        actions={canWrite ? <Button onClick={() => setDialog({ kind: "create" })}>Create Asset Type</Button> : null}
      />

      <Tabs value={tab} onChange={(v) => setTab(v === "archived" ? "archived" : "active")}>
        <Tabs.List>
          <Tabs.Tab value="active">Active</Tabs.Tab>
          <Tabs.Tab value="archived">Archived</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <Group gap="md" align="flex-end">
        <Select
          label="Sort by"
          w={200}
          data={sortOptions}
          value={effectiveSort}
          allowDeselect={false}
          onChange={(v) => v && setSort(v as Sort)}
        />
        <Select
          label="Order"
          w={160}
          data={[
            { value: "asc", label: "Ascending" },
            { value: "desc", label: "Descending" },
          ]}
          value={direction}
          allowDeselect={false}
          onChange={(v) => v && setDirection(v as SortDirection)}
        />
        <Switch label="Has assets" checked={hasAssets} onChange={(e) => setHasAssets(e.currentTarget.checked)} mb={8} />
      </Group>

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" title="Error">
          {`Failed to load ${tab} asset types: ${errorMessage(list.error, "Unknown error")}`}
        </Alert>
      ) : list.data.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="dimmed">{`No ${tab} asset types found`}</Text>
        </Card>
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="asset-types-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Assets</Table.Th>
                  <Table.Th>Barcodes</Table.Th>
                  <Table.Th>{tab === "archived" ? "Archived" : "Created"}</Table.Th>
                  <Table.Th w={60}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((row) => (
                  <Table.Tr key={row.id} data-testid="asset-type-row">
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <ColorSwatch color={row.color} size={16} aria-hidden="true" />
                        <Link to="/asset-types/$id" params={{ id: row.id }}>
                          <Text fw={500}>{row.name}</Text>
                        </Link>
                        {row.hasForm ? (
                          <Badge size="xs" variant="light">
                            Forms
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {row.description || "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{row.assetCount}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{barcodeStatusText(row)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {format.date(tab === "archived" && row.deletedAt ? row.deletedAt : row.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Tooltip label="Actions" openDelay={700}>
                            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${row.name}`}>
                              ⋯
                            </ActionIcon>
                          </Tooltip>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: row.id }} {...props} />}
                          >
                            View details
                          </Menu.Item>
                          {canWrite && tab === "active" ? (
                            <>
                              <Menu.Item
                                renderRoot={(props) => (
                                  <Link to="/asset-types/edit/$id" params={{ id: row.id }} {...props} />
                                )}
                              >
                                Edit
                              </Menu.Item>
                              <Menu.Item color="red" onClick={() => confirmArchive(row)}>
                                Archive
                              </Menu.Item>
                            </>
                          ) : null}
                          {canWrite && tab === "archived" ? (
                            <Menu.Item onClick={() => confirmRestore(row)}>Restore</Menu.Item>
                          ) : null}
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}

      <AssetTypeDialog opened={dialog !== null} mode={dialog ?? { kind: "create" }} onClose={() => setDialog(null)} />
    </Stack>
  );
}

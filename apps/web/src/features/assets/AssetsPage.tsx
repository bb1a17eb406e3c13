import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  Pagination,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ASSET_PAGE_SIZES, DEFAULT_ASSET_PAGE_SIZE, type SortDirection } from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { failureText } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { type RouterInputs, trpc } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { PageLoader } from "../../ui/LoadingScreen";
import { PageHeader } from "../../ui/PageHeader";

type ListInput = RouterInputs["assets"]["list"];
type Sort = NonNullable<ListInput["sort"]>;
type Status = NonNullable<ListInput["status"]>;

/** Spec 02 §2: status filter All, Active, Maintenance, Retired. */
const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "maintenance", label: "Maintenance" },
  { value: "retired", label: "Retired" },
];
const PAGE_SIZES = ASSET_PAGE_SIZES.map(String);
const SEARCH_DEBOUNCE_MS = 300;

function SortHeader({
  label,
  column,
  sort,
  direction,
  onSort,
}: {
  label: string;
  column: Sort;
  sort: Sort;
  direction: SortDirection;
  onSort: (column: Sort) => void;
}) {
  const active = sort === column;
  return (
    <Table.Th aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        {label} {active ? (direction === "asc" ? "▲" : "▼") : ""}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * /assets 'Asset Management': search, status and type filters, sorting and paging on the
 * server (an organization can hold tens of thousands of assets; one page travels at a time).
 */
export function AssetsPage({ initialAssetTypeId }: { initialAssetTypeId?: string | undefined }) {
  const format = useDateFormat();
  const { hasOrganization, canWrite } = useOrgAccess();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<Status>("all");
  const [assetTypeId, setAssetTypeId] = useState<string | null>(initialAssetTypeId ?? null);
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState<Sort>("name");
  const [direction, setDirection] = useState<SortDirection>("asc");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_ASSET_PAGE_SIZE);

  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: hasOrganization });
  const list = trpc.assets.list.useQuery(
    { search: debouncedSearch, status, assetTypeId, archived, sort, direction, page, pageSize },
    { enabled: hasOrganization, placeholderData: keepPreviousData },
  );

  if (!hasOrganization) {
    return (
      <Alert color="red" title="Error">
        No organization selected
      </Alert>
    );
  }

  // Any change of what is listed starts again at the first page.
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const onSort = (column: Sort) => {
    if (column === sort) setDirection(direction === "asc" ? "desc" : "asc");
    else {
      setSort(column);
      setDirection(column === "created_at" ? "desc" : "asc");
    }
    setPage(1);
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <PageLoader />;
  } else if (list.isError) {
    body = (
      <Alert color="red" data-testid="assets-error">
        {`Error loading assets: ${failureText(list.error, "Failed to load assets.")}`}
      </Alert>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <Card withBorder padding="xl">
        <Stack align="center" gap="xs">
          <Text c="dimmed" data-testid="assets-empty">
            {debouncedSearch ? `No assets found matching "${debouncedSearch}"` : "No assets found"}
          </Text>
          {canWrite && !debouncedSearch && !archived ? (
            <Button variant="light" renderRoot={(props) => <Link to="/assets/new" {...props} />}>
              Add Asset
            </Button>
          ) : null}
        </Stack>
      </Card>
    );
  } else {
    const { items, total, totalIsExact } = list.data;
    const first = (page - 1) * pageSize + 1;
    body = (
      <Stack gap="sm">
        <Card withBorder padding={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="assets-table">
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label="Name" column="name" sort={sort} direction={direction} onSort={onSort} />
                  <SortHeader label="Type" column="asset_type" sort={sort} direction={direction} onSort={onSort} />
                  <SortHeader label="Status" column="status" sort={sort} direction={direction} onSort={onSort} />
                  <Table.Th>Barcode / Serial</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th ta="right">Stock</Table.Th>
                  <SortHeader label="Created" column="created_at" sort={sort} direction={direction} onSort={onSort} />
                  <Table.Th w={60}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((asset) => (
                  <Table.Tr key={asset.id} data-testid="asset-row">
                    <Table.Td>
                      <Anchor
                        renderRoot={(props) => <Link to="/assets/$id" params={{ id: asset.id }} {...props} />}
                        fw={500}
                      >
                        {asset.name}
                      </Anchor>
                      {asset.description ? (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {asset.description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <AssetTypeTag name={asset.assetTypeName} color={asset.assetTypeColor} />
                    </Table.Td>
                    <Table.Td>
                      <AssetStatusBadge status={asset.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {asset.assetId ?? asset.barcode ?? "—"}
                      </Text>
                      {asset.serialNumber ? (
                        <Text size="xs" c="dimmed">
                          SN {asset.serialNumber}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{asset.location || "—"}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{asset.quantity ?? "—"}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.date(asset.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <UnstyledButton aria-label={`Actions for ${asset.name}`} px="xs">
                            ⋯
                          </UnstyledButton>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            renderRoot={(props) => <Link to="/assets/$id" params={{ id: asset.id }} {...props} />}
                          >
                            View details
                          </Menu.Item>
                          {canWrite && !archived ? (
                            <Menu.Item
                              renderRoot={(props) => (
                                <Link to="/assets/$id/edit" params={{ id: asset.id }} {...props} />
                              )}
                            >
                              Edit
                            </Menu.Item>
                          ) : null}
                          <Menu.Item
                            renderRoot={(props) => <Link to="/assets/$id/qr" params={{ id: asset.id }} {...props} />}
                          >
                            QR code
                          </Menu.Item>
                          <Menu.Item
                            renderRoot={(props) => (
                              <Link to="/assets/$assetId/inventory/history" params={{ assetId: asset.id }} {...props} />
                            )}
                          >
                            Inventory history
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="assets-range">
            {`Showing ${first}–${first + items.length - 1} of ${totalIsExact ? total : `${total.toLocaleString("en-US")}+`}`}
          </Text>
          <Group gap="sm">
            <Select
              aria-label="Rows per page"
              w={90}
              size="xs"
              data={PAGE_SIZES}
              value={String(pageSize)}
              allowDeselect={false}
              onChange={(v) => v && refilter(setPageSize)(Number(v))}
            />
            <Pagination total={list.data.pageCount} value={page} onChange={setPage} size="sm" withEdges />
          </Group>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Asset Management"
        description="Everything your organization tracks, with its type, status and stock."
        actions={
          <>
            <Button variant="default" renderRoot={(props) => <Link to="/asset-types" {...props} />}>
              Asset Types
            </Button>
            <Button variant="default" renderRoot={(props) => <Link to="/assets/qr-manager" {...props} />}>
              QR Manager
            </Button>
            {canWrite ? <Button renderRoot={(props) => <Link to="/assets/new" {...props} />}>Add Asset</Button> : null}
          </>
        }
      />

      <Group gap="md" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, description, serial number or asset ID"
          w={340}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Status"
          w={160}
          data={STATUS_OPTIONS}
          value={status}
          allowDeselect={false}
          onChange={(v) => v && refilter(setStatus)(v as Status)}
        />
        <Select
          label="Type"
          w={220}
          placeholder="All types"
          clearable
          data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={assetTypeId}
          onChange={refilter(setAssetTypeId)}
        />
        <Switch
          label="Show deleted"
          checked={archived}
          onChange={(e) => refilter(setArchived)(e.currentTarget.checked)}
          mb={8}
        />
      </Group>

      {body}
    </Stack>
  );
}

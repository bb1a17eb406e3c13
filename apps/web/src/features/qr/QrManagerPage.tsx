import "mantine-datatable/styles.css";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  ASSET_STATUSES,
  clampSkip,
  mobileAssetUrl,
  PAPER_SIZES,
  type PaperSize,
  PRINT_QR_SIZES,
  printPageCount,
  printSheetLayout,
  QR_IMAGE_SIZES,
  type QrImageSize,
  type QrManagerSearch,
  qrDownloadFileName,
  qrManagerSearch,
  qrManagerSearchParams,
} from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { DataTable } from "mantine-datatable";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { downloadBlob } from "../../lib/download";
import { useOrgAccess } from "../../lib/orgAccess";
import { type RouterOutputs, trpc } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { LabelOriginNotice } from "../../ui/LabelOriginNotice";
import { PageLoader } from "../../ui/LoadingScreen";
import { buildQrZip, qrZipFileName } from "./bulkDownload";
import { LabelQr, qrPngBytes } from "./labelQr";
import { openPrintSheet, POPUP_BLOCKED_MESSAGE } from "./printSheet";

type QrLabel = RouterOutputs["assets"]["qrLabels"]["items"][number];

const SEARCH_DEBOUNCE_MS = 300;
const STATUS_OPTIONS = ASSET_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));
const SIZE_OPTIONS = (Object.keys(QR_IMAGE_SIZES) as QrImageSize[]).map((size) => ({
  value: size,
  label: `${size.charAt(0).toUpperCase()}${size.slice(1)} ${QR_IMAGE_SIZES[size]}`,
}));
const PAPER_LABELS: Record<PaperSize, string> = { letter: "Letter", a4: "A4", legal: "Legal" };
const PAPER_OPTIONS = (Object.keys(PAPER_SIZES) as PaperSize[]).map((paper) => ({
  value: paper,
  label: `${PAPER_LABELS[paper]} (${PAPER_SIZES[paper].width} × ${PAPER_SIZES[paper].height} in)`,
}));
const PRINT_SIZE_OPTIONS = PRINT_QR_SIZES.map((inches) => ({ value: String(inches), label: `${inches} in` }));

/**
 * The QR code manager (spec 02 §2 "QR code manager … and print", §9): the organization's
 * assets as QR labels — search, status and asset type filters in the URL, grid or list,
 * selection, one ZIP of PNGs, a PNG each, and print sheets laid out in inches by core.
 */
export function QrManagerPage({
  title,
  rawSearch,
  onSearchChange,
}: {
  title: string;
  /** The route's query string values, read here with core's schema. */
  rawSearch: Record<string, unknown>;
  onSearchChange: (next: Record<string, string | string[]>) => void;
}) {
  const { hasOrganization } = useOrgAccess();
  const search = useMemo(() => qrManagerSearch.parse(rawSearch), [rawSearch]);
  // Only what differs from the defaults goes in the URL; the schema fills in the rest.
  const set = (patch: Partial<QrManagerSearch>) => onSearchChange(qrManagerSearchParams({ ...search, ...patch }));

  const [text, setText] = useState(search.q);
  const [debouncedText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is written to the URL
  useEffect(() => {
    if (debouncedText !== search.q) set({ q: debouncedText });
  }, [debouncedText]);

  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: hasOrganization });
  const labels = trpc.assets.qrLabels.useQuery(
    { search: search.q, statuses: search.status, assetTypeIds: search.type },
    { enabled: hasOrganization, placeholderData: keepPreviousData },
  );
  const origin = trpc.assets.labelOrigin.useQuery(undefined, { enabled: hasOrganization, staleTime: Infinity });
  const [originChoice, setOriginChoice] = useState<string | null>(null);
  const labelOrigin = originChoice ?? origin.data?.origin ?? null;

  // Selected labels by id: a selection survives a change of filters.
  const [selected, setSelected] = useState<Map<string, QrLabel>>(new Map());
  const [skip, setSkip] = useState(0);
  const [zipProgress, setZipProgress] = useState<{ done: number; total: number } | null>(null);

  const layout = useMemo(
    () => printSheetLayout({ qrSize: search.printSize, paper: search.paper, showNames: search.names }),
    [search.printSize, search.paper, search.names],
  );
  const usedSkip = clampSkip(skip, layout);
  const items = labels.data?.items ?? [];
  const pixels = QR_IMAGE_SIZES[search.size];

  if (!hasOrganization) {
    return (
      <Alert color="red" title="Error">
        No organization selected
      </Alert>
    );
  }

  const qrValue = (asset: { id: string }) => mobileAssetUrl(labelOrigin ?? window.location.origin, asset.id);
  const toggle = (asset: QrLabel, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(asset.id, asset);
      else next.delete(asset.id);
      return next;
    });
  const selectAll = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const asset of items) next.set(asset.id, asset);
      return next;
    });
  // In the order the list shows them, then any chosen under other filters.
  const selectedList = (): QrLabel[] => {
    const shown = items.filter((a) => selected.has(a.id));
    const shownIds = new Set(shown.map((a) => a.id));
    return [...shown, ...[...selected.values()].filter((a) => !shownIds.has(a.id))];
  };
  const noSelection = () =>
    notifications.show({
      color: "yellow",
      title: "No Assets Selected",
      message: "Select at least one asset first.",
    });

  async function downloadOne(asset: QrLabel) {
    try {
      downloadBlob(qrDownloadFileName(asset.name), await qrPngBytes(qrValue(asset), pixels), "image/png");
      notifications.show({ color: "green", title: "QR Code Downloaded", message: qrDownloadFileName(asset.name) });
    } catch {
      notifications.show({ color: "red", title: "Download Failed", message: "The QR code could not be saved." });
    }
  }

  async function downloadZip() {
    const chosen = selectedList();
    if (chosen.length === 0) return noSelection();
    setZipProgress({ done: 0, total: chosen.length });
    try {
      const zip = await buildQrZip(
        chosen.map((asset) => ({ name: asset.name, value: qrValue(asset) })),
        (done, total) => setZipProgress({ done, total }),
      );
      downloadBlob(qrZipFileName(), zip, "application/zip");
      notifications.show({
        color: "green",
        title: "QR Codes Downloaded",
        message: `${chosen.length} QR code${chosen.length === 1 ? "" : "s"} in one ZIP file.`,
      });
    } catch {
      notifications.show({ color: "red", title: "Download Failed", message: "The ZIP file could not be made." });
    } finally {
      setZipProgress(null);
    }
  }

  function print() {
    const chosen = selectedList();
    if (chosen.length === 0) return noSelection();
    try {
      const win = openPrintSheet(
        chosen.map((asset) => ({ id: asset.id, name: asset.name, value: qrValue(asset) })),
        { layout, showNames: search.names, skip: usedSkip },
      );
      if (!win) {
        notifications.show({ color: "red", title: "Error", message: POPUP_BLOCKED_MESSAGE });
        return;
      }
      notifications.show({ color: "green", title: "QR Codes Printed", message: "The print sheet has opened." });
    } catch {
      notifications.show({ color: "red", title: "Error", message: "Failed to generate print document" });
    }
  }

  const selectedCount = selected.size;
  const pages = printPageCount(selectedCount, layout, usedSkip);

  let body: ReactNode;
  if (labels.isPending) body = <PageLoader />;
  else if (labels.isError) body = <Alert color="red">Failed to load assets</Alert>;
  else if (items.length === 0) {
    body = (
      <Card withBorder padding="xl">
        <Text c="dimmed" ta="center" data-testid="qr-empty">
          {search.q ? `No assets found matching "${search.q}"` : "No assets found"}
        </Text>
      </Card>
    );
  } else if (search.view === "grid") {
    body = (
      <div
        data-testid="qr-grid"
        style={{
          display: "grid",
          gap: "var(--mantine-spacing-md)",
          // Two columns on a phone (codes shrink to fit), as many as fit at full size elsewhere.
          gridTemplateColumns: `repeat(auto-fill, minmax(min(calc(50% - 8px), ${Math.max(pixels, 160) + 26}px), 1fr))`,
          opacity: labels.isPlaceholderData ? 0.6 : 1,
        }}
      >
        {items.map((asset) => {
          const on = selected.has(asset.id);
          return (
            <Card
              key={asset.id}
              withBorder
              padding="xs"
              data-testid="qr-card"
              data-asset-id={asset.id}
              style={
                on
                  ? { borderColor: "var(--mantine-color-blue-6)", boxShadow: "0 0 0 1px var(--mantine-color-blue-6)" }
                  : undefined
              }
            >
              <Stack gap="xs" align="center">
                <Group justify="space-between" w="100%" wrap="nowrap" gap="xs">
                  <Checkbox
                    aria-label={`Select ${asset.name}`}
                    checked={on}
                    onChange={(e) => toggle(asset, e.currentTarget.checked)}
                  />
                  <AssetStatusBadge status={asset.status} />
                </Group>
                <div style={{ width: pixels, maxWidth: "100%", aspectRatio: "1" }} data-qr-value={qrValue(asset)}>
                  <div style={{ width: "100%", height: "100%" }} className="qr-svg-fit">
                    <LabelQr value={qrValue(asset)} size={pixels} title={`QR code for ${asset.name}`} />
                  </div>
                </div>
                <Text fw={600} ta="center" lineClamp={2} style={{ wordBreak: "break-word" }} data-testid="qr-card-name">
                  {asset.name}
                </Text>
                <Group gap="xs" justify="center" wrap="wrap">
                  <AssetTypeTag name={asset.assetTypeName} color={asset.assetTypeColor} />
                  {asset.barcode ? (
                    <Text size="xs" ff="monospace" c="dimmed">
                      {asset.barcode}
                    </Text>
                  ) : null}
                </Group>
                <Button
                  size="xs"
                  variant="default"
                  fullWidth
                  onClick={() => void downloadOne(asset)}
                  aria-label={`Download PNG of ${asset.name}`}
                >
                  Download PNG
                </Button>
              </Stack>
            </Card>
          );
        })}
      </div>
    );
  } else {
    body = (
      <DataTable<QrLabel>
        data-testid="qr-table"
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        minHeight={150}
        records={items}
        idAccessor="id"
        selectedRecords={items.filter((a) => selected.has(a.id))}
        onSelectedRecordsChange={(records) =>
          setSelected((current) => {
            const next = new Map(current);
            for (const asset of items) next.delete(asset.id);
            for (const asset of records) next.set(asset.id, asset);
            return next;
          })
        }
        allRecordsSelectionCheckboxProps={{ "aria-label": "Select all listed assets" }}
        getRecordSelectionCheckboxProps={(asset) => ({ "aria-label": `Select ${asset.name}` })}
        style={{ opacity: labels.isPlaceholderData ? 0.6 : 1 }}
        columns={[
          {
            accessor: "qr",
            title: "QR",
            width: 64,
            render: (asset) => (
              <div style={{ width: 48, height: 48 }} data-qr-value={qrValue(asset)}>
                <LabelQr value={qrValue(asset)} size={48} title={`QR code for ${asset.name}`} />
              </div>
            ),
          },
          { accessor: "name", title: "Name", render: (asset) => <Text fw={500}>{asset.name}</Text> },
          {
            accessor: "assetTypeName",
            title: "Type",
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (asset) => <AssetTypeTag name={asset.assetTypeName} color={asset.assetTypeColor} />,
          },
          {
            accessor: "status",
            title: "Status",
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (asset) => <AssetStatusBadge status={asset.status} />,
          },
          {
            accessor: "barcode",
            title: "Barcode",
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (asset) => (
              <Text size="sm" ff="monospace">
                {asset.barcode ?? asset.assetId ?? "—"}
              </Text>
            ),
          },
          {
            accessor: "actions",
            title: "",
            textAlign: "right",
            render: (asset) => (
              <Button
                size="xs"
                variant="default"
                onClick={() => void downloadOne(asset)}
                aria-label={`Download PNG of ${asset.name}`}
              >
                PNG
              </Button>
            ),
          },
        ]}
      />
    );
  }

  return (
    <Stack gap="lg">
      <style>{".qr-svg-fit > svg { width: 100%; height: 100%; display: block; }"}</style>
      <Stack gap={4}>
        <Anchor size="sm" renderRoot={(props) => <Link to="/assets" {...props} />} w="fit-content">
          ← Back to Assets
        </Anchor>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          Choose assets, then print their QR labels on sheets or download the codes.
        </Text>
      </Stack>

      {origin.data && labelOrigin ? (
        <LabelOriginNotice origin={origin.data} value={labelOrigin} onChange={setOriginChoice} />
      ) : null}

      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="md" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Name, description, serial number or asset ID"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: "1 1 240px" }}
              data-testid="qr-search"
            />
            <MultiSelect
              label="Status"
              placeholder={search.status.length ? undefined : "All statuses"}
              data={STATUS_OPTIONS}
              value={search.status}
              onChange={(v) => set({ status: v as QrManagerSearch["status"] })}
              clearable
              style={{ flex: "1 1 200px" }}
              data-testid="qr-status-filter"
            />
            <MultiSelect
              label="Asset type"
              placeholder={search.type.length ? undefined : "All types"}
              data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              value={search.type}
              onChange={(v) => set({ type: v })}
              clearable
              searchable
              style={{ flex: "1 1 200px" }}
              error={types.isError ? "Failed to load asset types" : undefined}
              data-testid="qr-type-filter"
            />
          </Group>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="qr-view-label">
                View
              </Text>
              <SegmentedControl
                aria-labelledby="qr-view-label"
                data={[
                  { value: "grid", label: "Grid" },
                  { value: "list", label: "List" },
                ]}
                value={search.view}
                onChange={(v) => set({ view: v as QrManagerSearch["view"] })}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="qr-size-label">
                QR size
              </Text>
              <SegmentedControl
                aria-labelledby="qr-size-label"
                data={SIZE_OPTIONS}
                value={search.size}
                onChange={(v) => set({ size: v as QrImageSize })}
              />
            </Stack>
          </Group>
        </Stack>
      </Card>

      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" data-testid="qr-selection-count">
              {`${selectedCount} selected · ${items.length}${labels.data?.truncated ? "+" : ""} listed`}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Button variant="default" size="sm" onClick={selectAll} disabled={items.length === 0}>
                Select all
              </Button>
              <Button variant="default" size="sm" onClick={() => setSelected(new Map())} disabled={selectedCount === 0}>
                Clear
              </Button>
              <Button size="sm" onClick={() => void downloadZip()} loading={zipProgress !== null}>
                Download ZIP
              </Button>
            </Group>
          </Group>
          {zipProgress ? (
            <Stack gap={4} data-testid="zip-progress">
              <Progress
                value={(zipProgress.done / zipProgress.total) * 100}
                aria-label="ZIP progress"
                transitionDuration={100}
              />
              <Text size="xs" c="dimmed">{`${zipProgress.done} of ${zipProgress.total} QR codes`}</Text>
            </Stack>
          ) : null}
          <Title order={2} fz="h5" mt="xs">
            Print sheet
          </Title>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label="Print size"
              data={PRINT_SIZE_OPTIONS}
              value={String(search.printSize)}
              allowDeselect={false}
              onChange={(v) => v && set({ printSize: Number(v) })}
              w={120}
              data-testid="qr-print-size"
            />
            <Select
              label="Paper"
              data={PAPER_OPTIONS}
              value={search.paper}
              allowDeselect={false}
              onChange={(v) => v && set({ paper: v as PaperSize })}
              w={220}
              data-testid="qr-paper"
            />
            <NumberInput
              label="Skip the first N labels"
              title="Labels already used on a partly used first sheet"
              min={0}
              max={Math.max(0, layout.perPage - 1)}
              value={usedSkip}
              onChange={(v) => setSkip(typeof v === "number" ? v : Number(v) || 0)}
              w={200}
              data-testid="qr-skip"
            />
            <Switch
              label="Show names"
              checked={search.names}
              onChange={(e) => set({ names: e.currentTarget.checked })}
              mb={8}
            />
            <Button onClick={print} variant="filled" color="dark">
              Print
            </Button>
          </Group>
          <Text size="xs" c="dimmed" data-testid="qr-sheet-summary">
            {`${layout.columns} × ${layout.rows} labels per sheet (${layout.perPage})` +
              (selectedCount
                ? ` · ${selectedCount} label${selectedCount === 1 ? "" : "s"} on ${pages} sheet${pages === 1 ? "" : "s"}`
                : "")}
          </Text>
        </Stack>
      </Card>

      {labels.data?.truncated ? (
        <Alert color="blue" data-testid="qr-truncated">
          Showing the first {items.length} assets by name. Narrow the search or filters to find the rest.
        </Alert>
      ) : null}
      {labels.isFetching && !labels.isPending ? <Loader size="xs" aria-label="Loading" /> : null}
      {body}
    </Stack>
  );
}

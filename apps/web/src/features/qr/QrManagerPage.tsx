import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Card, Loader, Stack, Text } from "@mantine/core";
import {
  labelCodeText,
  mobileAssetUrl,
  parseNumberText,
  printPageCount,
  printSheetLayout,
  QR_IMAGE_SIZES,
  type QrManagerSearch,
  qrManagerSearch,
  qrManagerSearchParams,
} from "@stockroom/core";
import { keepPreviousData } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useSearchBox } from "../../lib/listState";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { LabelOriginNotice } from "../../ui/LabelOriginNotice";
import { PageLoader } from "../../ui/LoadingScreen";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink } from "../../ui/RouterLinks";
import { type QrLabel, QrLabelGrid, QrLabelTable } from "./QrLabelViews";
import { QrFilters, QrPrintPanel } from "./QrPanels";
import { useQrDownloads } from "./useQrDownloads";

/** The screen's two names: /assets/qr-manager and /barcode-tools (the reports menu's name). */
const TITLES: Record<QrManagerName, MessageDescriptor> = {
  manager: msg`QR Manager`,
  print: msg`QR Print Manager`,
};
export type QrManagerName = "manager" | "print";

/**
 * The QR code manager (spec 02 §2 "QR code manager … and print", §9): the organization's
 * assets as QR labels — search, status and asset type filters in the URL, grid or list,
 * selection, one ZIP of PNGs, a PNG each, and print sheets laid out in inches by core.
 */
export function QrManagerPage({
  name,
  rawSearch,
  onSearchChange,
}: {
  /** Which of the screen's two names its heading shows. */
  name: QrManagerName;
  /** The route's query string values, read here with core's schema. */
  rawSearch: Record<string, unknown>;
  onSearchChange: (next: Record<string, string | string[]>) => void;
}) {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const search = useMemo(() => qrManagerSearch.parse(rawSearch), [rawSearch]);
  // Only what differs from the defaults goes in the URL; the schema fills in the rest.
  const set = (patch: Partial<QrManagerSearch>) => onSearchChange(qrManagerSearchParams({ ...search, ...patch }));
  const searchBox = useSearchBox(search.q || undefined, (q) => set({ q: q ?? "" }));

  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: hasOrganization });
  const labels = trpc.assets.qrLabels.useQuery(
    { search: search.q, statuses: search.status, assetTypeIds: search.type },
    { enabled: hasOrganization, placeholderData: keepPreviousData },
  );
  const origin = trpc.assets.labelOrigin.useQuery(undefined, { enabled: hasOrganization, staleTime: Infinity });
  const [originChoice, setOriginChoice] = useState<string | null>(null);
  const labelOrigin = originChoice ?? origin.data?.origin ?? null;
  const qrValue = (asset: { id: string }) => mobileAssetUrl(labelOrigin ?? window.location.origin, asset.id);
  const pixels = QR_IMAGE_SIZES[search.size];
  const downloads = useQrDownloads(qrValue, pixels);

  // Selected labels by id: a selection survives a change of filters.
  const [selected, setSelected] = useState<ReadonlyMap<string, QrLabel>>(new Map());
  const [skip, setSkip] = useState("0");
  const layout = useMemo(
    () => printSheetLayout({ qrSize: search.printSize, paper: search.paper, showNames: search.names }),
    [search.printSize, search.paper, search.names],
  );
  // What was typed, read by core's rule: out of the sheet's range is a message, not a clamp.
  const skipRead = parseNumberText(skip, {
    what: "Labels to skip",
    whole: true,
    min: 0,
    max: Math.max(0, layout.perPage - 1),
  });
  const skipError = skipRead.ok ? null : skipRead.message;
  const usedSkip = skipRead.ok ? (skipRead.value ?? 0) : 0;
  const items = labels.data?.items ?? [];

  if (!hasOrganization) return <NoOrganization />;

  /** `listed` keep only the `chosen` of them; labels chosen under other filters stay. */
  const choose = (listed: QrLabel[], chosen: QrLabel[]) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const asset of listed) next.delete(asset.id);
      for (const asset of chosen) next.set(asset.id, asset);
      return next;
    });
  // In the order the list shows them, then any chosen under other filters.
  const selectedList = (): QrLabel[] => {
    const shown = items.filter((a) => selected.has(a.id));
    const shownIds = new Set(shown.map((a) => a.id));
    return [...shown, ...[...selected.values()].filter((a) => !shownIds.has(a.id))];
  };

  const viewProps = {
    items,
    selected,
    onSelect: choose,
    qrValue,
    // What the label prints under its QR at the chosen print size (issue 20).
    labelCode: (asset: QrLabel) => labelCodeText(asset, search.printSize),
    onDownload: (asset: QrLabel) => void downloads.downloadOne(asset),
    stale: labels.isPlaceholderData,
  };
  let body: ReactNode;
  if (labels.isPending) body = <PageLoader />;
  else if (labels.isError)
    body = (
      <Alert color="red">
        <Trans>Failed to load assets</Trans>
      </Alert>
    );
  else if (items.length === 0) {
    body = (
      <Card withBorder padding="xl">
        <Text c="dimmed" ta="center" data-testid="qr-empty">
          {search.q ? t`No assets found matching "${search.q}"` : t`No assets found`}
        </Text>
      </Card>
    );
  } else if (search.view === "grid") body = <QrLabelGrid {...viewProps} pixels={pixels} />;
  else body = <QrLabelTable {...viewProps} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to="/assets">
          <Trans>← Back to Assets</Trans>
        </BackLink>
        <PageHeader
          title={i18n._(TITLES[name])}
          description={t`Choose assets, then print their QR labels on sheets or download the codes.`}
        />
      </Stack>

      {origin.data && labelOrigin ? (
        <LabelOriginNotice origin={origin.data} value={labelOrigin} onChange={setOriginChoice} />
      ) : null}

      <QrFilters
        search={search}
        set={set}
        searchBox={searchBox}
        types={{
          options: (types.data ?? []).map((item) => ({ value: item.id, label: item.name })),
          failed: types.isError,
        }}
      />

      <QrPrintPanel
        search={search}
        set={set}
        counts={{
          selected: selected.size,
          listed: items.length,
          listedExactly: labels.data?.totalIsExact ?? true,
          pages: printPageCount(selected.size, layout, usedSkip),
        }}
        zipProgress={downloads.zipProgress}
        layout={layout}
        skip={skip}
        skipError={skipError}
        onSkipChange={setSkip}
        onSelectAll={() => choose([], items)}
        onClear={() => setSelected(new Map())}
        onZip={() => void downloads.downloadZip(selectedList())}
        onPrint={() =>
          skipError === null && downloads.print(selectedList(), { layout, showNames: search.names, skip: usedSkip })
        }
      />

      {labels.data?.hasNextPage ? (
        <Alert color="blue" data-testid="qr-truncated">
          <Trans>Showing the first {items.length} assets by name. Narrow the search or filters to find the rest.</Trans>
        </Alert>
      ) : null}
      {labels.isFetching && !labels.isPending ? <Loader size="xs" aria-label={t`Loading`} /> : null}
      {body}
    </Stack>
  );
}

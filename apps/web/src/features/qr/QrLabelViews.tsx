import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { DataTable } from "../../ui/DataTable";
import { LabelQr } from "../../ui/LabelQr";

export type QrLabel = RouterOutputs["assets"]["qrLabels"]["items"][number];

export interface QrLabelViewProps {
  items: QrLabel[];
  selected: ReadonlyMap<string, QrLabel>;
  /** Which of the listed labels are chosen now (the others keep their choice). */
  onSelect: (listed: QrLabel[], chosen: QrLabel[]) => void;
  /** The URL each code encodes. */
  qrValue: (asset: QrLabel) => string;
  /** The code printed under each QR, to type into Enter Manually. */
  labelCode: (asset: QrLabel) => string;
  onDownload: (asset: QrLabel) => void;
  /** Older results shown while new ones load. */
  stale: boolean;
}

const downloadLabel = (asset: QrLabel) => i18n._(msg`Download PNG of ${asset.name}`);

/** The grid view: a card per asset with its code at the chosen size, its tags and 'Download PNG'. */
export function QrLabelGrid({
  items,
  selected,
  onSelect,
  qrValue,
  labelCode,
  onDownload,
  stale,
  pixels,
}: QrLabelViewProps & { pixels: number }) {
  const { t } = useLingui();
  return (
    <div
      data-testid="qr-grid"
      style={{
        display: "grid",
        gap: "var(--mantine-spacing-md)",
        // Two columns on a phone (codes shrink to fit), as many as fit at full size elsewhere.
        gridTemplateColumns: `repeat(auto-fill, minmax(min(calc(50% - 8px), ${Math.max(pixels, 160) + 26}px), 1fr))`,
        opacity: stale ? 0.6 : 1,
      }}
    >
      <style>{".qr-svg-fit > svg { width: 100%; height: 100%; display: block; }"}</style>
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
                  aria-label={t`Select ${asset.name}`}
                  checked={on}
                  onChange={(e) => onSelect([asset], e.currentTarget.checked ? [asset] : [])}
                />
                <AssetStatusBadge status={asset.status} />
              </Group>
              <div style={{ width: pixels, maxWidth: "100%", aspectRatio: "1" }} data-qr-value={qrValue(asset)}>
                <div style={{ width: "100%", height: "100%" }} className="qr-svg-fit">
                  <LabelQr value={qrValue(asset)} size={pixels} title={t`QR code for ${asset.name}`} />
                </div>
              </div>
              <Text fw={600} ta="center" lineClamp={2} style={{ wordBreak: "break-word" }} data-testid="qr-card-name">
                {asset.name}
              </Text>
              <Group gap="xs" justify="center" wrap="wrap">
                <AssetTypeTag name={asset.assetTypeName} color={asset.assetTypeColor} />
                <Text size="xs" ff="monospace" c="dimmed" data-testid="qr-card-code">
                  {labelCode(asset)}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="default"
                fullWidth
                // A long label ("Télécharger le PNG") wraps on a phone's narrow card instead of being cut.
                h="auto"
                py={4}
                styles={{ label: { whiteSpace: "normal", textAlign: "center" } }}
                onClick={() => onDownload(asset)}
                aria-label={downloadLabel(asset)}
              >
                <Trans>Download PNG</Trans>
              </Button>
            </Stack>
          </Card>
        );
      })}
    </div>
  );
}

/** The list view (ui/DataTable): a small code, name, type, status, label code and a PNG button per row. */
export function QrLabelTable({ items, selected, onSelect, qrValue, labelCode, onDownload, stale }: QrLabelViewProps) {
  const { t } = useLingui();
  const fromSm = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
  return (
    <DataTable<QrLabel>
      label={t`QR labels`}
      data-testid="qr-table"
      withTableBorder
      borderRadius="sm"
      striped={false}
      minHeight={150}
      records={items}
      idAccessor="id"
      selectedRecords={items.filter((a) => selected.has(a.id))}
      onSelectedRecordsChange={(records) => onSelect(items, records)}
      allRecordsSelectionCheckboxProps={{ "aria-label": t`Select all listed assets` }}
      getRecordSelectionCheckboxProps={(asset) => ({ "aria-label": t`Select ${asset.name}` })}
      style={{ opacity: stale ? 0.6 : 1 }}
      columns={[
        {
          accessor: "qr",
          title: t`QR`,
          width: 64,
          render: (asset) => (
            <div style={{ width: 48, height: 48 }} data-qr-value={qrValue(asset)}>
              <LabelQr value={qrValue(asset)} size={48} title={t`QR code for ${asset.name}`} />
            </div>
          ),
        },
        { accessor: "name", title: t`Name`, render: (asset) => <Text fw={500}>{asset.name}</Text> },
        {
          accessor: "assetTypeName",
          title: t`Type`,
          visibleMediaQuery: fromSm,
          render: (asset) => <AssetTypeTag name={asset.assetTypeName} color={asset.assetTypeColor} />,
        },
        {
          accessor: "status",
          title: t`Status`,
          visibleMediaQuery: fromSm,
          render: (asset) => <AssetStatusBadge status={asset.status} />,
        },
        {
          accessor: "barcode",
          title: t`Label code`,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (asset) => (
            <Text size="sm" ff="monospace">
              {labelCode(asset)}
            </Text>
          ),
        },
        {
          accessor: "actions",
          title: "",
          textAlign: "right",
          render: (asset) => (
            <Button size="xs" variant="default" onClick={() => onDownload(asset)} aria-label={downloadLabel(asset)}>
              <Trans>PNG</Trans>
            </Button>
          ),
        },
      ]}
    />
  );
}

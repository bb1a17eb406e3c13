import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Card,
  Group,
  MultiSelect,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  ASSET_STATUSES,
  PAPER_SIZES,
  type PaperSize,
  PRINT_QR_SIZES,
  type PrintSheetLayout,
  QR_IMAGE_SIZES,
  type QrImageSize,
  type QrManagerSearch,
} from "@stockroom/core";
import type { ReactNode } from "react";
import { formatNumber } from "../../i18n/format";
import { assetStatusText, listTotalText } from "../../lib/inventoryText";
import { NumberField } from "../../ui/NumberField";

type SetSearch = (patch: Partial<QrManagerSearch>) => void;

const STATUS_OPTIONS = () => ASSET_STATUSES.map((s) => ({ value: s, label: assetStatusText(s) }));
const SIZE_TEXTS: Record<QrImageSize, MessageDescriptor> = {
  small: msg({ message: "Small", context: "QR image size" }),
  medium: msg({ message: "Medium", context: "QR image size" }),
  large: msg({ message: "Large", context: "QR image size" }),
};
const SIZE_OPTIONS = () =>
  (Object.keys(QR_IMAGE_SIZES) as QrImageSize[]).map((size) => ({
    value: size,
    label: `${i18n._(SIZE_TEXTS[size])} ${QR_IMAGE_SIZES[size]}`,
  }));
const PAPER_LABELS = (): Record<PaperSize, string> => ({
  letter: i18n._(msg`Letter`),
  a4: "A4",
  legal: i18n._(msg`Legal`),
});
const PAPER_OPTIONS = () =>
  (Object.keys(PAPER_SIZES) as PaperSize[]).map((paper) => {
    const name = PAPER_LABELS()[paper];
    const width = formatNumber(PAPER_SIZES[paper].width);
    const height = formatNumber(PAPER_SIZES[paper].height);
    return { value: paper, label: i18n._(msg`${name} (${width} × ${height} in)`) };
  });
const PRINT_SIZE_OPTIONS = () =>
  PRINT_QR_SIZES.map((size) => {
    const inches = formatNumber(size);
    return { value: String(size), label: i18n._(msg`${inches} in`) };
  });

/** A segmented control with a visible label above it. */
function LabelledSegments({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Search, status and asset type filters, the view and the on-screen QR size (all in the URL). */
export function QrFilters({
  search,
  set,
  searchBox,
  types,
}: {
  search: QrManagerSearch;
  set: SetSearch;
  searchBox: { value: string; onChange: (event: { currentTarget: { value: string } }) => void };
  types: { options: { value: string; label: string }[]; failed: boolean };
}) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t`Search`}
            placeholder={t`Name, description, serial number or asset ID`}
            value={searchBox.value}
            onChange={searchBox.onChange}
            style={{ flex: "1 1 240px" }}
            data-testid="qr-search"
          />
          <MultiSelect
            label={t`Status`}
            placeholder={search.status.length ? undefined : t`All statuses`}
            data={STATUS_OPTIONS()}
            value={search.status}
            onChange={(v) => set({ status: v as QrManagerSearch["status"] })}
            clearable
            style={{ flex: "1 1 200px" }}
            data-testid="qr-status-filter"
          />
          <MultiSelect
            label={t`Asset type`}
            placeholder={search.type.length ? undefined : t`All types`}
            data={types.options}
            value={search.type}
            onChange={(v) => set({ type: v })}
            clearable
            searchable
            style={{ flex: "1 1 200px" }}
            error={types.failed ? t`Failed to load asset types` : undefined}
            data-testid="qr-type-filter"
          />
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <LabelledSegments id="qr-view-label" label={t`View`}>
            <SegmentedControl
              aria-labelledby="qr-view-label"
              data={[
                { value: "grid", label: t`Grid` },
                { value: "list", label: t`List` },
              ]}
              value={search.view}
              onChange={(v) => set({ view: v as QrManagerSearch["view"] })}
            />
          </LabelledSegments>
          <LabelledSegments id="qr-size-label" label={t`QR size`}>
            <SegmentedControl
              aria-labelledby="qr-size-label"
              data={SIZE_OPTIONS()}
              value={search.size}
              onChange={(v) => set({ size: v as QrImageSize })}
            />
          </LabelledSegments>
        </Group>
      </Stack>
    </Card>
  );
}

/** The selection's actions (select all, clear, ZIP with progress) and the print sheet's settings. */
export function QrPrintPanel({
  search,
  set,
  counts,
  zipProgress,
  layout,
  skip,
  skipError,
  onSkipChange,
  onSelectAll,
  onClear,
  onZip,
  onPrint,
}: {
  search: QrManagerSearch;
  set: SetSearch;
  /** `listedExactly` false: the list stopped at its limit ("500+ listed"). */
  counts: { selected: number; listed: number; listedExactly: boolean; pages: number };
  zipProgress: { done: number; total: number } | null;
  layout: PrintSheetLayout;
  /** The text typed in 'Skip the first N labels', and core's message when it is not a count that fits. */
  skip: string;
  skipError: string | null;
  onSkipChange: (skip: string) => void;
  onSelectAll: () => void;
  onClear: () => void;
  onZip: () => void;
  onPrint: () => void;
}) {
  const { t } = useLingui();
  const { selected, listed } = counts;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" data-testid="qr-selection-count">
            {t`${selected} selected · ${listTotalText({ total: listed, totalIsExact: counts.listedExactly })} listed`}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" size="sm" onClick={onSelectAll} disabled={listed === 0}>
              <Trans>Select all</Trans>
            </Button>
            <Button variant="default" size="sm" onClick={onClear} disabled={selected === 0}>
              <Trans>Clear</Trans>
            </Button>
            <Button size="sm" onClick={onZip} loading={zipProgress !== null}>
              <Trans>Download ZIP</Trans>
            </Button>
          </Group>
        </Group>
        {zipProgress ? (
          <Stack gap={4} data-testid="zip-progress">
            <Progress
              value={(zipProgress.done / zipProgress.total) * 100}
              aria-label={t`ZIP progress`}
              transitionDuration={100}
            />
            <Text size="xs" c="dimmed">{t`${zipProgress.done} of ${zipProgress.total} QR codes`}</Text>
          </Stack>
        ) : null}
        <Title order={2} fz="h5" mt="xs">
          <Trans>Print sheet</Trans>
        </Title>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t`Print size`}
            data={PRINT_SIZE_OPTIONS()}
            value={String(search.printSize)}
            allowDeselect={false}
            onChange={(v) => v && set({ printSize: Number(v) })}
            w={120}
            data-testid="qr-print-size"
          />
          <Select
            label={t`Paper`}
            data={PAPER_OPTIONS()}
            value={search.paper}
            allowDeselect={false}
            onChange={(v) => v && set({ paper: v as PaperSize })}
            w={220}
            data-testid="qr-paper"
          />
          <NumberField
            label={t`Skip the first N labels`}
            title={t`Labels already used on a partly used first sheet`}
            whole
            value={skip}
            error={skipError}
            onChange={(e) => onSkipChange(e.currentTarget.value)}
            w={200}
            data-testid="qr-skip"
          />
          <Switch
            label={t`Show names`}
            checked={search.names}
            onChange={(e) => set({ names: e.currentTarget.checked })}
            mb={8}
          />
          <Button onClick={onPrint} variant="filled" color="dark" disabled={skipError !== null}>
            <Trans>Print</Trans>
          </Button>
        </Group>
        <Text size="xs" c="dimmed" data-testid="qr-sheet-summary">
          {selected
            ? t`${layout.columns} × ${layout.rows} labels per sheet (${layout.perPage}) · ${plural(selected, { one: "# label", other: "# labels" })} on ${plural(counts.pages, { one: "# sheet", other: "# sheets" })}`
            : t`${layout.columns} × ${layout.rows} labels per sheet (${layout.perPage})`}
        </Text>
      </Stack>
    </Card>
  );
}

import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Select, Stack, Switch, TextInput } from "@mantine/core";
import { BARCODE_PREFIX_MAX_LENGTH, type BarcodeType } from "@stockroom/core";

export type BarcodeSettingsValues = {
  enableBarcodes: boolean;
  barcodeType: BarcodeType;
  barcodePrefix: string;
};

export const BARCODE_TYPE_LABELS = (): Record<BarcodeType, string> => ({
  qr: i18n._(msg`QR Code`),
  code128: i18n._(msg`Code 128`),
  code39: i18n._(msg`Code 39`),
});

/** "Barcode settings (enable, type qr/code128/code39, prefix up to 10)". */
export function BarcodeSettingsFields({
  value,
  onChange,
  disabled,
  prefixError,
}: {
  value: BarcodeSettingsValues;
  onChange: (next: BarcodeSettingsValues) => void;
  disabled?: boolean;
  prefixError?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Switch
        label={t`Enable barcodes`}
        description={t`New assets of this type get a barcode (prefix + a number of the organization).`}
        checked={value.enableBarcodes}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, enableBarcodes: e.currentTarget.checked })}
      />
      <Select
        label={t`Barcode type`}
        data={Object.entries(BARCODE_TYPE_LABELS()).map(([v, label]) => ({ value: v, label }))}
        value={value.barcodeType}
        allowDeselect={false}
        disabled={disabled || !value.enableBarcodes}
        onChange={(v) => v && onChange({ ...value, barcodeType: v as BarcodeType })}
      />
      <TextInput
        label={t`Barcode prefix`}
        description={t`Optional, up to ${BARCODE_PREFIX_MAX_LENGTH} characters.`}
        value={value.barcodePrefix}
        maxLength={BARCODE_PREFIX_MAX_LENGTH}
        disabled={disabled || !value.enableBarcodes}
        error={prefixError}
        onChange={(e) => onChange({ ...value, barcodePrefix: e.currentTarget.value })}
      />
    </Stack>
  );
}

/** "Enabled (QR Code, prefix PNT-)" / "Disabled". */
export function barcodeStatusText(v: {
  enableBarcodes: boolean;
  barcodeType: string;
  barcodePrefix: string | null;
}): string {
  if (!v.enableBarcodes) return "Disabled";
  const type = BARCODE_TYPE_LABELS()[v.barcodeType as BarcodeType] ?? v.barcodeType;
  return v.barcodePrefix ? `Enabled (${type}, prefix ${v.barcodePrefix})` : `Enabled (${type})`;
}

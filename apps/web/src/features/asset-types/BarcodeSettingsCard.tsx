import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type BarcodeType, barcodeSettingsInput } from "@stockroom/core";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { trpc } from "../../trpc";
import { BarcodeSettingsFields, type BarcodeSettingsValues } from "./BarcodeSettingsFields";

/** Settings tab: the type's barcode settings ('Settings Saved' / 'Failed to save barcode settings'). */
export function BarcodeSettingsCard({
  assetTypeId,
  initial,
  canWrite,
}: {
  assetTypeId: string;
  initial: { enableBarcodes: boolean; barcodeType: string; barcodePrefix: string | null };
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const form = useZodForm<BarcodeSettingsValues>(barcodeSettingsInput, {
    initialValues: {
      enableBarcodes: initial.enableBarcodes,
      barcodeType: initial.barcodeType as BarcodeType,
      barcodePrefix: initial.barcodePrefix ?? "",
    },
  });
  const save = trpc.assetTypes.updateBarcodeSettings.useMutation();

  const handleSave = form.onSubmit((values) =>
    save.mutate(
      { id: assetTypeId, ...barcodeSettingsInput.parse(values) },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            title: t`Settings Saved`,
            message: t`Barcode settings have been updated.`,
          });
          void utils.assetTypes.invalidate();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          notifications.show({ color: "red", title: t`Error`, message: t`Failed to save barcode settings` });
        },
      },
    ),
  );

  return (
    <Card withBorder padding="lg" component="form" onSubmit={handleSave} noValidate>
      <Title order={2} fz="h4">
        <Trans>Barcode Settings</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>New assets of this type get a barcode: the prefix followed by the organization's next number.</Trans>
      </Text>
      <BarcodeSettingsFields
        value={form.values}
        onChange={form.setValues}
        disabled={!canWrite}
        prefixError={form.errors.barcodePrefix as string | undefined}
      />
      {canWrite ? (
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save Barcode Settings</Trans>
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

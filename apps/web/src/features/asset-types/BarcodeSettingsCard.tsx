import { Button, Card, Group, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type BarcodeType, barcodeSettingsInput } from "@stockroom/core";
import { useState } from "react";
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
  const utils = trpc.useUtils();
  const [value, setValue] = useState<BarcodeSettingsValues>({
    enableBarcodes: initial.enableBarcodes,
    barcodeType: initial.barcodeType as BarcodeType,
    barcodePrefix: initial.barcodePrefix ?? "",
  });
  const [prefixError, setPrefixError] = useState<string | undefined>();
  const save = trpc.assetTypes.updateBarcodeSettings.useMutation();

  function handleSave() {
    const parsed = barcodeSettingsInput.safeParse(value);
    if (!parsed.success) {
      setPrefixError(parsed.error.issues[0]?.message);
      return;
    }
    setPrefixError(undefined);
    save.mutate(
      { id: assetTypeId, ...parsed.data },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            title: "Settings Saved",
            message: "Barcode settings have been updated.",
          });
          void utils.assetTypes.invalidate();
        },
        onError: () => notifications.show({ color: "red", title: "Error", message: "Failed to save barcode settings" }),
      },
    );
  }

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4">
        Barcode Settings
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        New assets of this type get a barcode: the prefix followed by the organization's next number.
      </Text>
      <BarcodeSettingsFields value={value} onChange={setValue} disabled={!canWrite} prefixError={prefixError} />
      {canWrite ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={handleSave} loading={save.isPending}>
            Save Barcode Settings
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

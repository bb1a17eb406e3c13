import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { DEFAULT_BARCODE_TYPE } from "@stockroom/core";
import type { RouterOutputs } from "../../trpc";
import { AssetTypeFields } from "./AssetTypeFields";
import { type AssetTypeFormValues, emptyAssetTypeValues, useAssetTypeForm } from "./useAssetTypeForm";
import { useOpenSession } from "./useOpenSession";
import { useSaveAssetType } from "./useSaveAssetType";

export type CreatedAssetType = RouterOutputs["assetTypes"]["create"];

export type AssetTypeDialogMode =
  | { kind: "create" }
  /** From the asset form: name, description and colour only (barcodes off, type qr, no prefix). */
  | { kind: "inline" }
  | { kind: "edit"; id: string; values: AssetTypeFormValues };

/** Create or edit an asset type in a dialog (spec 02 §2 "Asset type dialog"). */
export function AssetTypeDialog({
  opened,
  mode,
  onClose,
  onSaved,
}: {
  opened: boolean;
  mode: AssetTypeDialogMode;
  onClose: () => void;
  onSaved?: (saved: { id: string; name: string }) => void;
}) {
  const title = mode.kind === "edit" ? "Edit Asset Type" : "Create Asset Type";
  const session = useOpenSession(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {session > 0 ? <AssetTypeDialogBody key={session} mode={mode} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function AssetTypeDialogBody({
  mode,
  onClose,
  onSaved,
}: {
  mode: AssetTypeDialogMode;
  onClose: () => void;
  onSaved?: ((saved: { id: string; name: string }) => void) | undefined;
}) {
  const { t } = useLingui();
  const state = useAssetTypeForm(mode.kind === "edit" ? mode.values : emptyAssetTypeValues(), {
    id: mode.kind === "edit" ? mode.id : undefined,
  });
  const { save, saving } = useSaveAssetType(state);

  const handleSubmit = state.onSubmit((data) =>
    save(
      // From the asset form: barcodes off, type qr, no prefix.
      mode.kind === "inline"
        ? { ...data, enableBarcodes: false, barcodeType: DEFAULT_BARCODE_TYPE, barcodePrefix: "" }
        : data,
      {
        id: mode.kind === "edit" ? mode.id : undefined,
        fallback: mode.kind === "inline" ? t`Failed to create asset type` : t`Failed to save asset type`,
        onSaved: (saved) => {
          onSaved?.(saved);
          onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {mode.kind === "inline" ? (
          <Text size="sm" c="dimmed">
            <Trans>Barcodes can be turned on later in the asset type's settings.</Trans>
          </Text>
        ) : null}
        <AssetTypeFields form={state} section={mode.kind === "inline" ? "basic" : "all"} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {mode.kind === "edit" ? t`Save Changes` : t`Create Asset Type`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

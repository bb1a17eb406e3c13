import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type BarcodeType, DEFAULT_BARCODE_TYPE } from "@stockroom/core";
import type { FormEvent } from "react";
import { saveFailureText } from "../../lib/failureText";
import { type RouterOutputs, trpc } from "../../trpc";
import { AssetTypeFields } from "./AssetTypeFields";
import { type AssetTypeFormValues, emptyAssetTypeValues, useAssetTypeForm } from "./useAssetTypeForm";
import { useOpenSession } from "./useOpenSession";

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
  const utils = trpc.useUtils();
  const form = useAssetTypeForm(mode.kind === "edit" ? mode.values : emptyAssetTypeValues(), {
    id: mode.kind === "edit" ? mode.id : undefined,
  });
  const create = trpc.assetTypes.create.useMutation();
  const update = trpc.assetTypes.update.useMutation();
  const saving = create.isPending || update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    const done = (saved: { id: string; name: string }, message: string) => {
      notifications.show({ color: "green", title: "Success", message });
      void utils.assetTypes.invalidate();
      onSaved?.(saved);
      onClose();
    };
    if (mode.kind === "edit") {
      update.mutate(
        { id: mode.id, ...data },
        {
          onSuccess: (saved) => done(saved, "Asset type updated successfully"),
          onError: (error) =>
            notifications.show({
              color: "red",
              title: "Error",
              message: saveFailureText(error, "Failed to save asset type"),
            }),
        },
      );
      return;
    }
    const input =
      mode.kind === "inline"
        ? { ...data, enableBarcodes: false, barcodeType: DEFAULT_BARCODE_TYPE as BarcodeType, barcodePrefix: "" }
        : data;
    create.mutate(input, {
      onSuccess: (saved) => done(saved, "Asset type created successfully"),
      onError: (error) =>
        notifications.show({
          color: "red",
          title: "Error",
          message: saveFailureText(
            error,
            mode.kind === "inline" ? "Failed to create asset type" : "Failed to save asset type",
          ),
        }),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {mode.kind === "inline" ? (
          <Text size="sm" c="dimmed">
            Barcodes can be turned on later in the asset type's settings.
          </Text>
        ) : null}
        <AssetTypeFields form={form} section={mode.kind === "inline" ? "basic" : "all"} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {mode.kind === "edit" ? "Save Changes" : "Create Asset Type"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

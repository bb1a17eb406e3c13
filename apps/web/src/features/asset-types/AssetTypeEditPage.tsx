import { Anchor, Button, Card, Group, Stack, Tabs, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { saveFailureText } from "../../lib/failureText";
import { trpc } from "../../trpc";
import { AssetTypeFields } from "./AssetTypeFields";
import { type AssetTypeDetail, AssetTypeLoader } from "./AssetTypeLoader";
import { type AssetTypeFormValues, useAssetTypeForm } from "./useAssetTypeForm";

/** /asset-types/edit/{id}: tabs Basic Information and Barcode Settings; 'Save Changes' returns to the detail. */
export function AssetTypeEditPage({ id }: { id: string }) {
  return <AssetTypeLoader id={id}>{(type) => <EditForm type={type} />}</AssetTypeLoader>;
}

function EditForm({ type }: { type: AssetTypeDetail }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const initial: AssetTypeFormValues = {
    name: type.name,
    description: type.description ?? "",
    color: type.color,
    enableBarcodes: type.enableBarcodes,
    barcodeType: type.barcodeType as AssetTypeFormValues["barcodeType"],
    barcodePrefix: type.barcodePrefix ?? "",
  };
  const form = useAssetTypeForm(initial, { id: type.id });
  const update = trpc.assetTypes.update.useMutation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    update.mutate(
      { id: type.id, ...data },
      {
        onSuccess: () => {
          notifications.show({ color: "green", title: "Success", message: "Asset type updated successfully" });
          void utils.assetTypes.invalidate();
          void navigate({ to: "/asset-types/$id", params: { id: type.id } });
        },
        onError: (error) =>
          notifications.show({
            color: "red",
            title: "Error",
            message: saveFailureText(error, "Failed to update asset type"),
          }),
      },
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <Anchor size="sm" renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: type.id }} {...props} />}>
        ← Back to {type.name}
      </Anchor>
      <Title order={1} fz="h2">
        Edit Asset Type
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Card withBorder padding="lg">
          <Tabs defaultValue="basic">
            <Tabs.List>
              <Tabs.Tab value="basic">Basic Information</Tabs.Tab>
              <Tabs.Tab value="barcode">Barcode Settings</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="basic" pt="md">
              <AssetTypeFields form={form} section="basic" />
            </Tabs.Panel>
            <Tabs.Panel value="barcode" pt="md">
              <AssetTypeFields form={form} section="barcode" />
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end" mt="lg">
            <Button
              variant="default"
              renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: type.id }} {...props} />}
            >
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Card>
      </form>
    </Stack>
  );
}

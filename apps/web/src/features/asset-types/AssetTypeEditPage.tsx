import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { AssetTypeFields } from "./AssetTypeFields";
import { AssetTypeFormLayout } from "./AssetTypeFormLayout";
import { type AssetTypeDetail, AssetTypeLoader } from "./AssetTypeLoader";
import { type AssetTypeFormValues, useAssetTypeForm } from "./useAssetTypeForm";
import { useSaveAssetType } from "./useSaveAssetType";

/** /asset-types/edit/{id}: tabs Basic Information and Barcode Settings; 'Save Changes' returns to the detail. */
export function AssetTypeEditPage({ id }: { id: string }) {
  return <AssetTypeLoader id={id}>{(type) => <EditForm type={type} />}</AssetTypeLoader>;
}

function EditForm({ type }: { type: AssetTypeDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const state = useAssetTypeForm(
    {
      name: type.name,
      description: type.description ?? "",
      color: type.color,
      enableBarcodes: type.enableBarcodes,
      barcodeType: type.barcodeType as AssetTypeFormValues["barcodeType"],
      barcodePrefix: type.barcodePrefix ?? "",
    },
    { id: type.id },
  );
  const { save, saving } = useSaveAssetType(state);

  return (
    <AssetTypeFormLayout
      title={t`Edit Asset Type`}
      back={{ id: type.id }}
      backLabel={t`Back to ${type.name}`}
      submitLabel={t`Save Changes`}
      saving={saving}
      onSubmit={state.onSubmit((data) =>
        save(data, {
          id: type.id,
          fallback: t`Failed to update asset type`,
          onSaved: () => void navigate({ to: "/asset-types/$id", params: { id: type.id } }),
        }),
      )}
    >
      <Tabs defaultValue="basic">
        <Tabs.List>
          <Tabs.Tab value="basic">
            <Trans>Basic Information</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="barcode">
            <Trans>Barcode Settings</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <AssetTypeFields form={state} section="basic" />
        </Tabs.Panel>
        <Tabs.Panel value="barcode" pt="md">
          <AssetTypeFields form={state} section="barcode" />
        </Tabs.Panel>
      </Tabs>
    </AssetTypeFormLayout>
  );
}

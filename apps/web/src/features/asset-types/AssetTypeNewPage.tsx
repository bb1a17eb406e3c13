import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useOrgAccess } from "../../lib/orgAccess";
import { NoOrganization } from "../../ui/NoOrganization";
import { AssetTypeFields } from "./AssetTypeFields";
import { AssetTypeFormLayout } from "./AssetTypeFormLayout";
import { emptyAssetTypeValues, useAssetTypeForm } from "./useAssetTypeForm";
import { useSaveAssetType } from "./useSaveAssetType";

/** /asset-types/new: the create form as a page; on success, the new type's detail. */
export function AssetTypeNewPage() {
  const { t } = useLingui();
  const { hasOrganization, canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const state = useAssetTypeForm(emptyAssetTypeValues());
  const { save, saving } = useSaveAssetType(state);

  if (!hasOrganization) return <NoOrganization />;
  if (!canWrite) {
    return (
      <Alert color="yellow" title={t`Read-only access`}>
        <Trans>Viewers cannot create asset types.</Trans>
      </Alert>
    );
  }

  return (
    <AssetTypeFormLayout
      title={t`New Asset Type`}
      back={{}}
      backLabel={t`Back to Asset Types`}
      submitLabel={t`Create Asset Type`}
      saving={saving}
      onSubmit={state.onSubmit((data) =>
        save(data, {
          fallback: t`Failed to save asset type`,
          onSaved: (created) => void navigate({ to: "/asset-types/$id", params: { id: created.id } }),
        }),
      )}
    >
      <AssetTypeFields form={state} autoFocus />
    </AssetTypeFormLayout>
  );
}

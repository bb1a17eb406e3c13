import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Group, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  assetFormInput,
  type ConversionFieldInput,
  conversionFieldDefaults,
  conversionNumberValues,
  VALIDATION_ERROR_TITLE,
} from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { failureText } from "../../lib/failureText";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { AssetTypeDialog } from "../asset-types/AssetTypeDialog";
import {
  AdditionalDetailsCard,
  AssetInformationCard,
  ConversionValuesCard,
  RelationshipsCard,
} from "./AssetFormSections";
import { type AssetDetail, type AssetFormValues, assetFormValuesOf, emptyAssetValues } from "./assetFormValues";
import { assetPageFallback } from "./assetPageFallback";
import { useAssetPageQuery } from "./useAssetPageQuery";

/** /assets/new and /assets/{id}/edit (spec 02 §2 "Add/edit form", §5 "Asset form"). */
export function AssetFormPage({ assetId }: { assetId?: string | undefined }) {
  const { t } = useLingui();
  const { hasOrganization, canWrite } = useOrgAccess();
  const { query: existing, notFound } = useAssetPageQuery(assetId, { enabled: hasOrganization });

  if (!hasOrganization) {
    return (
      <NoOrganization title={t`No Organization Selected`}>
        <Trans>Please select an organization to add assets.</Trans>
      </NoOrganization>
    );
  }
  if (!canWrite) {
    return (
      <Alert color="yellow" title={t`Read-only access`}>
        <Trans>Viewers cannot add or edit assets.</Trans>
      </Alert>
    );
  }
  if (assetId) {
    const fallback = assetPageFallback(existing, notFound);
    if (fallback || !existing.data) return fallback;
    if (existing.data.isDeleted) {
      return (
        <Alert color="yellow" title={t`This asset has been deleted`}>
          <Trans>
            Restore it from its page before editing.{" "}
            <Anchor renderRoot={(props) => <Link to="/assets/$id" params={{ id: existing.data.id }} {...props} />}>
              Go to the asset
            </Anchor>
          </Trans>
        </Alert>
      );
    }
    return <AssetForm asset={existing.data} />;
  }
  return <AssetForm asset={null} />;
}

const NO_FIELDS: readonly ConversionFieldInput[] = [];

function AssetForm({ asset }: { asset: AssetDetail | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [typeDialogOpen, setTypeDialogOpen] = useState(false);
  const types = trpc.assetTypes.options.useQuery();
  const create = trpc.assets.create.useMutation();
  const update = trpc.assets.update.useMutation();

  // A type's conversion fields (an archived current type still shows its own).
  const fieldsOf = useCallback(
    (typeId: string): readonly ConversionFieldInput[] =>
      types.data?.find((item) => item.id === typeId)?.conversionFields ??
      (asset && asset.assetType.id === typeId ? asset.assetType.conversionFields : NO_FIELDS),
    [types.data, asset],
  );
  const schema = useMemo(() => assetFormInput(fieldsOf), [fieldsOf]);
  const form = useZodForm<AssetFormValues>(schema, {
    initialValues: asset ? assetFormValuesOf(asset) : emptyAssetValues(),
  });
  const typeId = form.getValues().asset_type_id;
  const selectedType = types.data?.find((item) => item.id === typeId);
  const conversionFields = fieldsOf(typeId);

  // New conversion fields start at their defaults (1 for convert_*, else the default or 0).
  const seededFor = useRef<string | null>(asset ? typeId : null);
  useEffect(() => {
    if (!selectedType || seededFor.current === selectedType.id) return;
    seededFor.current = selectedType.id;
    const defaults = conversionFieldDefaults(selectedType.conversionFields);
    form.setFieldValue("conversion_values", { ...defaults, ...form.getValues().conversion_values });
  }, [selectedType, form]);

  function save(values: AssetFormValues) {
    const parsed = schema.parse(values);
    // Only the current type's conversion values travel.
    const names = new Set(conversionFields.map((f) => f.field_name));
    const data = {
      ...parsed,
      conversion_values: conversionNumberValues(
        conversionFields,
        Object.fromEntries(Object.entries(parsed.conversion_values).filter(([k]) => names.has(k))),
      ),
    };
    const onError = (fallback: string) => (error: unknown) => {
      applyServerErrors(form, error);
      notifications.show({ color: "red", title: t`Error`, message: failureText(error, fallback) });
    };
    if (asset) {
      update.mutate(
        { id: asset.id, values: data },
        {
          onSuccess: () => {
            notifications.show({ color: "green", title: t`Success`, message: t`Asset updated successfully` });
            void utils.assets.invalidate();
            void navigate({ to: "/assets/$id", params: { id: asset.id } });
          },
          onError: onError(t`Failed to update asset`),
        },
      );
      return;
    }
    create.mutate(data, {
      onSuccess: (created) => {
        notifications.show({
          color: "green",
          title: t`Success`,
          message: t`Asset "${created.name}" created with initial inventory`,
        });
        void utils.assets.invalidate();
        void utils.assetTypes.invalidate();
        void navigate({ to: "/assets/$id", params: { id: created.id } });
      },
      onError: onError(t`Failed to create asset`),
    });
  }

  function showFirstProblem(errors: Record<string, unknown>) {
    const first = Object.values(errors).find((e) => typeof e === "string" && e !== "");
    notifications.show({
      color: "red",
      title: VALIDATION_ERROR_TITLE,
      message: typeof first === "string" ? first : t`Please check the form.`,
    });
  }

  // Back and Cancel return to the asset (edit) or the list (create).
  const back = (props: Record<string, unknown>) =>
    asset ? <Link to="/assets/$id" params={{ id: asset.id }} {...props} /> : <Link to="/assets" {...props} />;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor size="sm" renderRoot={back}>
        <Trans>← Back to</Trans> {asset ? asset.name : t`Assets`}
      </Anchor>
      <PageHeader title={asset ? t`Edit Asset` : t`Add New Asset`} />
      <form onSubmit={form.onSubmit(save, showFirstProblem)} noValidate>
        <Stack gap="md">
          <AssetInformationCard form={form} types={types} onNewType={() => setTypeDialogOpen(true)} />
          {conversionFields.length > 0 ? (
            <ConversionValuesCard form={form} typeName={selectedType?.name} fields={conversionFields} />
          ) : null}
          <RelationshipsCard form={form} asset={asset} />
          <AdditionalDetailsCard form={form} asset={asset} />
          <Group justify="flex-end">
            <Button variant="default" renderRoot={back}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {asset ? t`Save Changes` : t`Create Asset`}
            </Button>
          </Group>
        </Stack>
      </form>

      <AssetTypeDialog
        opened={typeDialogOpen}
        mode={{ kind: "inline" }}
        onClose={() => setTypeDialogOpen(false)}
        onSaved={(saved) => {
          void utils.assetTypes.options.invalidate().then(() => form.setFieldValue("asset_type_id", saved.id));
        }}
      />
    </Stack>
  );
}

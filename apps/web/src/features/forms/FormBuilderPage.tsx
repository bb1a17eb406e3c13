import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useOrgAccess } from "../../lib/orgAccess";
import { useSession } from "../../lib/session";
import { PageLoader } from "../../ui/LoadingScreen";
import { NoOrganization } from "../../ui/NoOrganization";
import { AssetTypePickerDialog } from "./AssetTypePickerDialog";
import { ExistingFormBuilder } from "./ExistingFormBuilder";
import { FormBuilder } from "./FormBuilder";
import { FormLoadError } from "./FormUnavailable";
import { newFormDraft } from "./formDraft";
import { useFormForEditing, useSaveFormDraft } from "./useFormDraftSave";

function BuilderNoOrganization() {
  const { t } = useLingui();
  return (
    <NoOrganization title={t`No Organization Selected`} color="yellow">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Please ensure you're connected to an organization before creating or editing a form.</Trans>
        </Text>
        <Button w="fit-content" variant="default" renderRoot={(props) => <Link to="/forms" {...props} />}>
          <Trans>Back to Forms</Trans>
        </Button>
      </Stack>
    </NoOrganization>
  );
}

// Core's ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE ('Asset Type Required: Please select …'), as a title and a message.
const notifyTypeRequired = () =>
  notifications.show({
    color: "yellow",
    title: i18n._(msg`Asset Type Required`),
    message: i18n._(msg`Please select an asset type to continue creating your form`),
  });

/**
 * /forms/new (query assetType and purpose): a new form starts as 'New Inventory Form'
 * with Item Name and Quantity and is linked to the chosen asset type on save. Without an
 * asset type the picker opens first ('Asset Type Required' when closed without one).
 */
export function NewFormPage({ assetTypeId, purpose }: { assetTypeId: string | null; purpose: string | null }) {
  const { t } = useLingui();
  const { hasOrganization, canWrite } = useOrgAccess();
  const organizationName = useSession()?.membership?.organization.name ?? null;
  const navigate = useNavigate();
  const [picking, setPicking] = useState(assetTypeId === null);
  const initial = useMemo(() => newFormDraft(purpose), [purpose]);
  const create = useSaveFormDraft(
    { assetTypeId: assetTypeId ?? "" },
    () => ({ title: t`Success`, message: t`Form created successfully` }),
    () => navigate({ to: "/forms" }),
  );

  if (!hasOrganization) return <BuilderNoOrganization />;

  return (
    <>
      <FormBuilder
        key={assetTypeId ?? "none"}
        heading={t`Create Form`}
        organizationName={organizationName}
        formId={null}
        initial={initial}
        assetTypeId={assetTypeId}
        linkedTypes={null}
        onChangeType={() => setPicking(true)}
        canWrite={canWrite}
        onCancel={() => void navigate({ to: "/forms" })}
        onSave={async (draft) => {
          if (!assetTypeId) {
            notifyTypeRequired();
            setPicking(true);
            return;
          }
          await create(draft);
        }}
      />
      <AssetTypePickerDialog
        opened={picking}
        onPick={(type) => {
          setPicking(false);
          void navigate({
            to: "/forms/new",
            search: { assetType: type.id, ...(purpose ? { purpose } : {}) },
            replace: true,
          });
        }}
        onCancel={() => {
          setPicking(false);
          notifyTypeRequired();
          if (!assetTypeId) void navigate({ to: "/forms" });
        }}
      />
    </>
  );
}

/** /forms/edit/{id}: the builder on a saved form; saving returns to /forms. */
export function EditFormPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const navigate = useNavigate();
  const query = useFormForEditing(id);
  const save = useSaveFormDraft(
    { id },
    () => ({ title: t`Success`, message: t`Form updated successfully` }),
    () => navigate({ to: "/forms" }),
  );

  if (!hasOrganization) return <BuilderNoOrganization />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <FormLoadError />;
  const form = query.data;
  if (form.deletedAt) {
    return (
      <Alert color="yellow" title={t`Archived form`}>
        <Trans>This form is archived. Restore it from the Archived Forms tab to edit it.</Trans>
      </Alert>
    );
  }
  return <ExistingFormBuilder form={form} onCancel={() => void navigate({ to: "/forms" })} onSave={save} />;
}

import { Alert, Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE,
  defaultNewForm,
  FORM_NOT_FOUND_MESSAGE,
  FORM_PURPOSES,
  type FormPurpose,
} from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { failureText } from "../../lib/failureText";
import { useOrgAccess } from "../../lib/orgAccess";
import { useSession } from "../../lib/session";
import { isNotFoundError, retryUnlessNotFound, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { AssetTypePickerDialog } from "./AssetTypePickerDialog";
import { FormBuilder, type FormDraft } from "./FormBuilder";
import { type FormDetail, type FormField, normalizeField } from "./formTypes";

function NoOrganization() {
  return (
    <Alert color="yellow" title="No Organization Selected">
      <Stack gap="sm">
        <Text size="sm">Please ensure you're connected to an organization before creating or editing a form.</Text>
        <Button w="fit-content" variant="default" renderRoot={(props) => <Link to="/forms" {...props} />}>
          Back to Forms
        </Button>
      </Stack>
    </Alert>
  );
}

export function purposeOf(value: unknown): FormPurpose {
  return (FORM_PURPOSES as readonly unknown[]).includes(value) ? (value as FormPurpose) : "other";
}

function draftPayload(draft: FormDraft) {
  return {
    name: draft.title,
    description: draft.description,
    purpose: draft.purpose,
    form_data: { fields: draft.fields },
    validation_rules: draft.rules.map((r) => ({ ...r, error_message: r.error_message ?? null })),
    dependencies: draft.dependencies,
  };
}

/**
 * /forms/new (query assetType and purpose): a new form starts as 'New Inventory Form'
 * with Item Name and Quantity and is linked to the chosen asset type on save. Without an
 * asset type the picker opens first ('Asset Type Required' when closed without one).
 */
export function NewFormPage({ assetTypeId, purpose }: { assetTypeId: string | null; purpose: string | null }) {
  const { hasOrganization, canWrite } = useOrgAccess();
  const organizationName = useSession()?.membership?.organization.name ?? null;
  const navigate = useNavigate();
  const create = trpc.forms.create.useMutation();
  const utils = trpc.useUtils();
  const [picking, setPicking] = useState(assetTypeId === null);
  const initial = useMemo<FormDraft>(() => {
    const base = defaultNewForm();
    return {
      title: base.title,
      description: "",
      purpose: purposeOf(purpose),
      fields: base.fields.map((f) => normalizeField(f)).filter((f): f is FormField => f !== null),
      rules: [],
      dependencies: [],
    };
  }, [purpose]);

  if (!hasOrganization) return <NoOrganization />;
  const [requiredTitle, requiredMessage] = ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE.split(": ");

  return (
    <>
      <FormBuilder
        key={assetTypeId ?? "none"}
        heading="Create Form"
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
            notifications.show({ color: "yellow", title: requiredTitle, message: requiredMessage });
            setPicking(true);
            return;
          }
          try {
            await create.mutateAsync({ ...draftPayload(draft), asset_type_id: assetTypeId });
            await utils.forms.invalidate();
            notifications.show({ color: "green", title: "Success", message: "Form created successfully" });
            await navigate({ to: "/forms" });
          } catch (err) {
            notifications.show({ color: "red", title: "Error", message: failureText(err, "Failed to save form") });
          }
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
          notifications.show({ color: "yellow", title: requiredTitle, message: requiredMessage });
          if (!assetTypeId) void navigate({ to: "/forms" });
        }}
      />
    </>
  );
}

/** The stored form as the builder's starting point. */
export function draftOf(form: FormDetail): FormDraft {
  return {
    title: form.name,
    description: form.description ?? "",
    purpose: purposeOf(form.purpose),
    fields: form.fields ?? [],
    rules: form.rules.map((r) => ({ ...r })),
    dependencies: form.dependencies.map((d) => ({ ...d })),
  };
}

/** Loads a form for editing; a missing one says so and goes back to /forms. */
export function useFormForEditing(id: string) {
  const navigate = useNavigate();
  const query = trpc.forms.get.useQuery({ id }, { retry: retryUnlessNotFound });
  const notFound = query.isError && isNotFoundError(query.error);
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ color: "red", title: FORM_NOT_FOUND_MESSAGE, message: `Could not find form with ID: ${id}` });
    void navigate({ to: "/forms" });
  }, [notFound, id, navigate]);
  return query;
}

/** Saves the builder's draft over an existing form. */
export function useSaveFormDraft(id: string, onSaved: () => Promise<void> | void) {
  const update = trpc.forms.update.useMutation();
  const utils = trpc.useUtils();
  return async (draft: FormDraft) => {
    try {
      await update.mutateAsync({ id, ...draftPayload(draft) });
      await utils.forms.invalidate();
      notifications.show({ color: "green", title: "Success", message: "Form updated successfully" });
      await onSaved();
    } catch (err) {
      notifications.show({ color: "red", title: "Error", message: failureText(err, "Failed to save form") });
    }
  };
}

/** /forms/edit/{id}: the builder on a saved form; saving returns to /forms. */
export function EditFormPage({ id }: { id: string }) {
  const { hasOrganization, canWrite } = useOrgAccess();
  const organizationName = useSession()?.membership?.organization.name ?? null;
  const navigate = useNavigate();
  const query = useFormForEditing(id);
  const save = useSaveFormDraft(id, () => navigate({ to: "/forms" }));

  if (!hasOrganization) return <NoOrganization />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title="Error">
        Failed to load form data
      </Alert>
    );
  }
  const form = query.data;
  if (form.deletedAt) {
    return (
      <Alert color="yellow" title="Archived form">
        This form is archived. Restore it from the Archived Forms tab to edit it.
      </Alert>
    );
  }
  return (
    <FormBuilder
      key={`${form.id}-${form.version}`}
      heading="Edit Form"
      organizationName={organizationName}
      formId={form.id}
      initial={draftOf(form)}
      assetTypeId={form.links[0]?.assetTypeId ?? null}
      linkedTypes={form.links}
      canWrite={canWrite}
      onCancel={() => void navigate({ to: "/forms" })}
      onSave={save}
    />
  );
}

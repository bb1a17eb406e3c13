import { useLingui } from "@lingui/react/macro";
import { useOrgAccess } from "../../lib/orgAccess";
import { useSession } from "../../lib/session";
import { FormBuilder } from "./FormBuilder";
import { draftOf, type FormDraft } from "./formDraft";
import type { FormDetail } from "./formTypes";

/** The builder on a saved form (/forms/edit/{id} and the detail page's edit mode). */
export function ExistingFormBuilder({
  form,
  saveLabel,
  onCancel,
  onSave,
}: {
  form: FormDetail;
  saveLabel?: string;
  onCancel: () => void;
  onSave: (draft: FormDraft) => Promise<void>;
}) {
  const { t } = useLingui();
  const { canWrite } = useOrgAccess();
  const organizationName = useSession()?.membership?.organization.name ?? null;
  return (
    <FormBuilder
      key={`${form.id}-${form.version}`}
      heading={t`Edit Form`}
      organizationName={organizationName}
      formId={form.id}
      initial={draftOf(form)}
      assetTypeId={form.links[0]?.assetTypeId ?? null}
      linkedTypes={form.links}
      canWrite={canWrite}
      {...(saveLabel ? { saveLabel } : {})}
      onCancel={onCancel}
      onSave={onSave}
    />
  );
}

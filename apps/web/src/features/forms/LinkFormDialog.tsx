import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Loader, Modal, Select, Stack } from "@mantine/core";
import { FORM_PURPOSES, type FormLinkInput, type FormPurpose, formLinkInput } from "@stockroom/core";
import { useZodForm } from "../../lib/form";
import { trpc } from "../../trpc";
import { PURPOSE_LABELS } from "./formDraft";

/**
 * 'Link Form' on an asset type's Forms tab: an active form and the purpose it is linked
 * for (fixed for the intake and inventory slots), checked with core's `formLinkInput`.
 */
export function LinkFormDialog({
  assetTypeId,
  initialPurpose,
  fixedPurpose,
  onClose,
  onLink,
  busy,
}: {
  assetTypeId: string;
  initialPurpose: FormPurpose;
  fixedPurpose: boolean;
  onClose: () => void;
  onLink: (input: FormLinkInput) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const forms = trpc.forms.list.useQuery({ archived: false });
  const form = useZodForm<{ assetTypeId: string; formId: string | null; purpose: FormPurpose }>(formLinkInput, {
    initialValues: { assetTypeId, formId: null, purpose: initialPurpose },
    validateInputOnBlur: false,
  });
  return (
    <Modal opened onClose={onClose} title={t`Link Form`} centered>
      <form onSubmit={form.onSubmit((values) => onLink(formLinkInput.parse(values)))}>
        <Stack gap="sm">
          {forms.isPending ? (
            <Loader size="sm" />
          ) : (
            <Select
              label={t`Form`}
              placeholder={t`Choose a form`}
              searchable
              data={(forms.data?.forms ?? []).map((f) => ({ value: f.id, label: f.name }))}
              {...form.getInputProps("formId")}
              data-testid="link-form-select"
            />
          )}
          <Select
            label={t`Purpose`}
            data={FORM_PURPOSES.map((p) => ({ value: p, label: PURPOSE_LABELS()[p] }))}
            disabled={fixedPurpose}
            allowDeselect={false}
            {...form.getInputProps("purpose")}
            data-testid="link-form-purpose"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!form.values.formId} loading={busy} data-testid="link-form-confirm">
              <Trans>Link Form</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

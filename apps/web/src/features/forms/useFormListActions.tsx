import { useLingui } from "@lingui/react/macro";
import { Alert, Stack, Text } from "@mantine/core";
import { LINKED_FORM_ARCHIVE_WARNING } from "@stockroom/core";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { trpc } from "../../trpc";
import { coreText } from "./coreMessages";
import { exportFormDefinition } from "./exportFormDefinition";
import type { FormListItem } from "./formTypes";

/**
 * The forms list's row actions (spec 02 "Forms"): Archive and Restore after a confirmation
 * ('Form Archived' / 'Form Restored', failure 'Failed to {action} form. {message}'),
 * Duplicate and Export (the definition as JSON).
 */
export function useFormListActions() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const archive = trpc.forms.archive.useMutation();
  const restore = trpc.forms.restore.useMutation();
  const duplicate = trpc.forms.duplicate.useMutation();
  const refresh = () => utils.forms.list.invalidate();

  const archiveOrRestore = (form: FormListItem, action: "archive" | "restore") =>
    confirmAction({
      title: action === "archive" ? t`Archive Form` : t`Restore Form`,
      message: (
        <Stack gap="xs">
          <Text size="sm">
            {/* core's formArchiveConfirmMessage, one message per action */}
            {action === "archive"
              ? t`Are you sure you want to archive "${form.name}"?`
              : t`Are you sure you want to restore "${form.name}"?`}
          </Text>
          {action === "archive" && form.links.length > 0 ? (
            <Alert color="yellow" variant="light">
              {coreText(LINKED_FORM_ARCHIVE_WARNING)}
            </Alert>
          ) : null}
        </Stack>
      ),
      confirmLabel: action === "archive" ? t`Archive` : t`Restore`,
      danger: action === "archive",
      run: () => (action === "archive" ? archive : restore).mutateAsync({ id: form.id }),
      success: {
        title: action === "archive" ? t`Form Archived` : t`Form Restored`,
        message: action === "archive" ? t`"${form.name}" has been archived.` : t`"${form.name}" has been restored.`,
      },
      failure: (error) => ({
        message: (action === "archive"
          ? t`Failed to archive form. ${failureText(error, "")}`
          : t`Failed to restore form. ${failureText(error, "")}`
        ).trim(),
      }),
      onDone: refresh,
    });

  return {
    archive: (form: FormListItem) => archiveOrRestore(form, "archive"),
    restore: (form: FormListItem) => archiveOrRestore(form, "restore"),
    duplicate: (form: FormListItem) =>
      void runAction({
        run: () => duplicate.mutateAsync({ id: form.id }),
        success: (copy) => ({ title: t`Form Duplicated`, message: t`"${copy.name}" was created.` }),
        failure: (error) => ({ message: failureText(error, t`Failed to duplicate form`) }),
        onDone: refresh,
      }),
    exportDefinition: (form: FormListItem) =>
      void runAction({
        run: async () => exportFormDefinition(await utils.forms.get.fetch({ id: form.id })),
        failure: (error) => ({ message: failureText(error, t`Failed to export form`) }),
      }),
  };
}

export type FormListActions = ReturnType<typeof useFormListActions>;

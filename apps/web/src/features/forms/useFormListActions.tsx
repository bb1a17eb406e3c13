import { Alert, Stack, Text } from "@mantine/core";
import { formArchiveConfirmMessage, LINKED_FORM_ARCHIVE_WARNING } from "@stockroom/core";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { trpc } from "../../trpc";
import { exportFormDefinition } from "./exportFormDefinition";
import type { FormListItem } from "./formTypes";

/**
 * The forms list's row actions (spec 02 "Forms"): Archive and Restore after a confirmation
 * ('Form Archived' / 'Form Restored', failure 'Failed to {action} form. {message}'),
 * Duplicate and Export (the definition as JSON).
 */
export function useFormListActions() {
  const utils = trpc.useUtils();
  const archive = trpc.forms.archive.useMutation();
  const restore = trpc.forms.restore.useMutation();
  const duplicate = trpc.forms.duplicate.useMutation();
  const refresh = () => utils.forms.list.invalidate();

  const archiveOrRestore = (form: FormListItem, action: "archive" | "restore") =>
    confirmAction({
      title: action === "archive" ? "Archive Form" : "Restore Form",
      message: (
        <Stack gap="xs">
          <Text size="sm">{formArchiveConfirmMessage(action, form.name)}</Text>
          {action === "archive" && form.links.length > 0 ? (
            <Alert color="yellow" variant="light">
              {LINKED_FORM_ARCHIVE_WARNING}
            </Alert>
          ) : null}
        </Stack>
      ),
      confirmLabel: action === "archive" ? "Archive" : "Restore",
      danger: action === "archive",
      run: () => (action === "archive" ? archive : restore).mutateAsync({ id: form.id }),
      success: {
        title: action === "archive" ? "Form Archived" : "Form Restored",
        message: `"${form.name}" has been ${action === "archive" ? "archived" : "restored"}.`,
      },
      failure: (error) => ({ message: `Failed to ${action} form. ${failureText(error, "")}`.trim() }),
      onDone: refresh,
    });

  return {
    archive: (form: FormListItem) => archiveOrRestore(form, "archive"),
    restore: (form: FormListItem) => archiveOrRestore(form, "restore"),
    duplicate: (form: FormListItem) =>
      void runAction({
        run: () => duplicate.mutateAsync({ id: form.id }),
        success: (copy) => ({ title: "Form Duplicated", message: `"${copy.name}" was created.` }),
        failure: (error) => ({ message: failureText(error, "Failed to duplicate form") }),
        onDone: refresh,
      }),
    exportDefinition: (form: FormListItem) =>
      void runAction({
        run: async () => exportFormDefinition(await utils.forms.get.fetch({ id: form.id })),
        failure: (error) => ({ message: failureText(error, "Failed to export form") }),
      }),
  };
}

export type FormListActions = ReturnType<typeof useFormListActions>;

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Button, FileButton, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  CLEAR_FIELDS_CONFIRM_MESSAGE,
  exportFormFields,
  INVALID_JSON_FILE_MESSAGE,
  importFormFields,
} from "@stockroom/core";
import { confirmAction } from "../../lib/confirmAction";
import { downloadText, safeFileName } from "../../lib/download";
import { coreText } from "./coreMessages";
import { type FormField, normalizeField } from "./formTypes";

/**
 * Bulk Operations (spec 02 §2): export all fields or the mappable ones as JSON, import a
 * JSON array of fields (appended with new field_N ids: 'Imported {n} fields', or
 * 'Invalid JSON file'), and Clear All Fields after a confirmation.
 */
export function BulkOperationsDialog({
  opened,
  onClose,
  formName,
  fields,
  onFieldsChange,
}: {
  opened: boolean;
  onClose: () => void;
  formName: string;
  fields: readonly FormField[];
  onFieldsChange: (fields: FormField[]) => void;
}) {
  const { t } = useLingui();
  const base = safeFileName(formName, "form").replace(/\s+/g, "_");

  const importFile = async (file: File | null) => {
    if (!file) return;
    const result = importFormFields(await file.text(), fields);
    // Every imported entry must also be a field the renderer understands.
    const normalized = result.ok ? result.fields.map(normalizeField) : [];
    if (!result.ok || normalized.some((f) => f === null)) {
      notifications.show({ color: "red", title: t`Error`, message: coreText(INVALID_JSON_FILE_MESSAGE) });
      return;
    }
    onFieldsChange(normalized as FormField[]);
    // core's importedFieldsMessage ('Imported {n} fields', the spec's wording).
    const count = result.imported;
    notifications.show({ color: "green", title: t`Fields Imported`, message: t`Imported ${count} fields` });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Bulk Operations`} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Plural value={fields.length} one="# field in this form." other="# fields in this form." />
        </Text>
        <Button
          variant="light"
          disabled={fields.length === 0}
          onClick={() => downloadText(`${base}_fields.json`, exportFormFields(fields))}
        >
          <Trans>Export All Fields (JSON)</Trans>
        </Button>
        <Button
          variant="light"
          disabled={!fields.some((f) => f.mappable)}
          onClick={() => downloadText(`${base}_mappable_fields.json`, exportFormFields(fields, true))}
        >
          <Trans>Export Mappable Fields Only</Trans>
        </Button>
        <FileButton onChange={importFile} accept="application/json,.json">
          {(props) => (
            <Button variant="default" {...props} data-testid="import-fields">
              <Trans>Import Fields (JSON)</Trans>
            </Button>
          )}
        </FileButton>
        <Button
          color="red"
          variant="light"
          disabled={fields.length === 0}
          onClick={() =>
            confirmAction({
              title: t`Clear All Fields`,
              message: coreText(CLEAR_FIELDS_CONFIRM_MESSAGE),
              confirmLabel: t`Clear All Fields`,
              danger: true,
              run: async () => onFieldsChange([]),
              success: { title: t`Fields Cleared`, message: t`All fields have been removed` },
              onDone: onClose,
            })
          }
        >
          <Trans>Clear All Fields</Trans>
        </Button>
      </Stack>
    </Modal>
  );
}

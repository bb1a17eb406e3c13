import { Button, FileButton, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  CLEAR_FIELDS_CONFIRM_MESSAGE,
  countLabel,
  exportFormFields,
  INVALID_JSON_FILE_MESSAGE,
  importedFieldsMessage,
  importFormFields,
} from "@stockroom/core";
import { confirmAction } from "../../lib/confirmAction";
import { downloadText, safeFileName } from "../../lib/download";
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
  const base = safeFileName(formName, "form").replace(/\s+/g, "_");

  const importFile = async (file: File | null) => {
    if (!file) return;
    const result = importFormFields(await file.text(), fields);
    // Every imported entry must also be a field the renderer understands.
    const normalized = result.ok ? result.fields.map(normalizeField) : [];
    if (!result.ok || normalized.some((f) => f === null)) {
      notifications.show({ color: "red", title: "Error", message: INVALID_JSON_FILE_MESSAGE });
      return;
    }
    onFieldsChange(normalized as FormField[]);
    notifications.show({ color: "green", title: "Fields Imported", message: importedFieldsMessage(result.imported) });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Bulk Operations" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {countLabel(fields.length, "field")} in this form.
        </Text>
        <Button
          variant="light"
          disabled={fields.length === 0}
          onClick={() => downloadText(`${base}_fields.json`, exportFormFields(fields))}
        >
          Export All Fields (JSON)
        </Button>
        <Button
          variant="light"
          disabled={!fields.some((f) => f.mappable)}
          onClick={() => downloadText(`${base}_mappable_fields.json`, exportFormFields(fields, true))}
        >
          Export Mappable Fields Only
        </Button>
        <FileButton onChange={importFile} accept="application/json,.json">
          {(props) => (
            <Button variant="default" {...props} data-testid="import-fields">
              Import Fields (JSON)
            </Button>
          )}
        </FileButton>
        <Button
          color="red"
          variant="light"
          disabled={fields.length === 0}
          onClick={() =>
            confirmAction({
              title: "Clear All Fields",
              message: CLEAR_FIELDS_CONFIRM_MESSAGE,
              confirmLabel: "Clear All Fields",
              danger: true,
              run: async () => onFieldsChange([]),
              success: { title: "Fields Cleared", message: "All fields have been removed" },
              onDone: onClose,
            })
          }
        >
          Clear All Fields
        </Button>
      </Stack>
    </Modal>
  );
}

import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import {
  CONVERSION_FIELD_SAVE_DEBOUNCE_MS,
  type ConversionFieldInput,
  conversionFieldDefaults,
  duplicateConversionField,
} from "@stockroom/core";
import { useEffect, useRef, useState } from "react";
import { trpc } from "../../trpc";
import { IconCopy, IconPencil, IconTrash } from "../../ui/icons";
import { ConversionFieldDialog } from "./ConversionFieldDialog";
import { type ConversionValue, ConversionValueInput } from "./ConversionValueInput";
import { moveItem, SortableList } from "./SortableList";

interface Row {
  key: string;
  field: ConversionFieldInput;
}

let nextKey = 0;
const rowOf = (field: ConversionFieldInput): Row => ({ key: `cf-${++nextKey}`, field });

function GripIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="9" cy="6" r="1.6" />
      <circle cx="15" cy="6" r="1.6" />
      <circle cx="9" cy="12" r="1.6" />
      <circle cx="15" cy="12" r="1.6" />
      <circle cx="9" cy="18" r="1.6" />
      <circle cx="15" cy="18" r="1.6" />
    </svg>
  );
}

/**
 * The conversion fields card of an asset type (spec 02 §2): a sortable list with add,
 * edit, duplicate and delete, and a preview. Every change is saved as a whole list one
 * second after the last one ('Conversion Fields Updated' / 'Failed to save conversion
 * fields'); a change still waiting when the screen closes is saved then.
 */
export function ConversionFieldsEditor({
  assetTypeId,
  initialFields,
  canWrite,
}: {
  assetTypeId: string;
  initialFields: readonly ConversionFieldInput[];
  canWrite: boolean;
}) {
  const utils = trpc.useUtils();
  const [rows, setRows] = useState<Row[]>(() => initialFields.map(rowOf));
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [status, setStatus] = useState<"saved" | "pending" | "saving">("saved");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<ConversionFieldInput[] | null>(null);

  const save = useRef(async (fields: ConversionFieldInput[]) => {
    setStatus("saving");
    try {
      await utils.client.assetTypes.updateConversionFields.mutate({ id: assetTypeId, fields });
      notifications.show({
        color: "green",
        title: "Conversion Fields Updated",
        message: "Your changes have been saved.",
      });
      void utils.assetTypes.get.invalidate({ id: assetTypeId });
      void utils.assetTypes.options.invalidate();
      setStatus((s) => (s === "saving" ? "saved" : s));
    } catch {
      notifications.show({ color: "red", title: "Error", message: "Failed to save conversion fields" });
      setStatus("saved");
    }
  }).current;

  // A change still waiting when the editor goes away is saved right away.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (pending.current) void save(pending.current);
    },
    [save],
  );

  function commit(next: Row[]) {
    setRows(next);
    const fields = next.map((r) => r.field);
    // The cached detail follows at once, so the tab shows this list if it is reopened before the save.
    utils.assetTypes.get.setData({ id: assetTypeId }, (old) => (old ? { ...old, conversionFields: fields } : old));
    pending.current = fields;
    setStatus("pending");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      pending.current = null;
      void save(fields);
    }, CONVERSION_FIELD_SAVE_DEBOUNCE_MS);
  }

  const names = rows.map((r) => r.field.field_name);

  function saveField(field: ConversionFieldInput) {
    if (!editing) return;
    if (editing.index === null) commit([...rows, rowOf(field)]);
    else commit(rows.map((r, i) => (i === editing.index ? { ...r, field } : r)));
    setEditing(null);
  }

  function duplicate(index: number) {
    const original = rows[index];
    if (!original) return;
    const copy = rowOf(duplicateConversionField(original.field, names));
    commit([...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)]);
  }

  function confirmDelete(index: number) {
    const row = rows[index];
    if (!row) return;
    modals.openConfirmModal({
      title: "Delete conversion field?",
      children: (
        <Text size="sm">
          Are you sure you want to delete "{row.field.label}"? Values already stored on assets are kept.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => commit(rows.filter((r) => r.key !== row.key)),
    });
  }

  const editingField = editing && editing.index !== null ? (rows[editing.index]?.field ?? null) : null;
  const otherNames = editing ? names.filter((_, i) => i !== editing.index) : names;

  return (
    <Card withBorder padding="lg" data-testid="conversion-fields-card">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="h4">
            Conversion Fields
          </Title>
          <Text size="sm" c="dimmed">
            Values every asset of this type carries (fields named convert_… start at 1). Drag to reorder.
          </Text>
        </div>
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="conversion-fields-status" data-status={status}>
            {status === "pending" ? "Unsaved changes…" : status === "saving" ? "Saving…" : ""}
          </Text>
          <Button variant="default" size="xs" onClick={() => setPreviewOpen(true)} disabled={rows.length === 0}>
            Preview
          </Button>
          {canWrite ? (
            <Button size="xs" onClick={() => setEditing({ index: null })}>
              Add Field
            </Button>
          ) : null}
        </Group>
      </Group>

      {rows.length === 0 ? (
        <Paper withBorder p="lg" bg="gray.0">
          <Text ta="center" c="dimmed" size="sm">
            No conversion fields yet.
          </Text>
        </Paper>
      ) : (
        <SortableList
          items={rows}
          getKey={(r) => r.key}
          getLabel={(r) => r.field.label}
          disabled={!canWrite}
          onReorder={(from, to) => commit(moveItem(rows, from, to))}
          renderItem={(row, handle, { dragging }) => {
            const index = rows.indexOf(row);
            return (
              <Paper
                withBorder
                p="sm"
                radius="md"
                bg={dragging ? "blue.0" : undefined}
                data-field-name={row.field.field_name}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    {handle ? (
                      <UnstyledButton {...handle} aria-label={`Drag to reorder ${row.field.label}`} c="dimmed" p={4}>
                        <GripIcon />
                      </UnstyledButton>
                    ) : null}
                    <div>
                      <Group gap={6}>
                        <Text fw={500}>{row.field.label}</Text>
                        {row.field.required ? (
                          <Badge size="xs" color="red" variant="light">
                            Required
                          </Badge>
                        ) : null}
                        {row.field.mappable ? (
                          <Badge size="xs" variant="light">
                            Mappable
                          </Badge>
                        ) : null}
                      </Group>
                      <Group gap={6}>
                        <Code>{row.field.field_name}</Code>
                        <Text size="xs" c="dimmed">
                          {row.field.type}
                        </Text>
                      </Group>
                    </div>
                  </Group>
                  {canWrite ? (
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Edit" openDelay={700}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${row.field.label}`}
                          onClick={() => setEditing({ index })}
                        >
                          <IconPencil />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Duplicate" openDelay={700}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Duplicate ${row.field.label}`}
                          onClick={() => duplicate(index)}
                        >
                          <IconCopy />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete" openDelay={700}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${row.field.label}`}
                          onClick={() => confirmDelete(index)}
                        >
                          <IconTrash />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  ) : null}
                </Group>
              </Paper>
            );
          }}
        />
      )}

      <ConversionFieldDialog
        opened={editing !== null}
        field={editingField}
        otherNames={otherNames}
        onClose={() => setEditing(null)}
        onSave={saveField}
      />
      <Modal opened={previewOpen} onClose={() => setPreviewOpen(false)} title="Conversion Fields Preview" size="lg">
        {previewOpen ? <ConversionFieldsPreview fields={rows.map((r) => r.field)} /> : null}
      </Modal>
    </Card>
  );
}

/** The fields as the asset form will show them, with their defaults. */
function ConversionFieldsPreview({ fields }: { fields: ConversionFieldInput[] }) {
  const [values, setValues] = useState<Record<string, ConversionValue>>(() => conversionFieldDefaults(fields));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        This is how the fields appear on an asset of this type. Nothing entered here is saved.
      </Text>
      {fields.map((field) => (
        <ConversionValueInput
          key={field.field_name}
          field={field}
          value={values[field.field_name]}
          onChange={(v) => setValues((current) => ({ ...current, [field.field_name]: v }))}
        />
      ))}
    </Stack>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Modal, Paper, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  CONVERSION_FIELD_SAVE_DEBOUNCE_MS,
  type ConversionFieldInput,
  duplicateConversionField,
} from "@stockroom/core";
import { useEffect, useRef, useState } from "react";
import { confirmAction } from "../../lib/confirmAction";
import { trpc } from "../../trpc";
import { moveItem, SortableList } from "../../ui/SortableList";
import { ConversionFieldDialog } from "./ConversionFieldDialog";
import { ConversionFieldRow } from "./ConversionFieldRow";
import { ConversionFieldsPreview } from "./ConversionFieldsPreview";

interface Row {
  key: string;
  field: ConversionFieldInput;
}

let nextKey = 0;
const rowOf = (field: ConversionFieldInput): Row => ({ key: `cf-${++nextKey}`, field });

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
  const { t } = useLingui();
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
        title: t`Conversion Fields Updated`,
        message: t`Your changes have been saved.`,
      });
      void utils.assetTypes.get.invalidate({ id: assetTypeId });
      void utils.assetTypes.options.invalidate();
      setStatus((s) => (s === "saving" ? "saved" : s));
    } catch {
      notifications.show({ color: "red", title: t`Error`, message: t`Failed to save conversion fields` });
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
    confirmAction({
      title: t`Delete conversion field?`,
      message: t`Are you sure you want to delete "${row.field.label}"? Values already stored on assets are kept.`,
      confirmLabel: t`Delete`,
      danger: true,
      // The list is saved a second later, with its own toast.
      run: async () => commit(rows.filter((r) => r.key !== row.key)),
    });
  }

  const editingField = editing && editing.index !== null ? (rows[editing.index]?.field ?? null) : null;
  const otherNames = editing ? names.filter((_, i) => i !== editing.index) : names;

  return (
    <Card withBorder padding="lg" data-testid="conversion-fields-card">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} fz="h4">
            <Trans>Conversion Fields</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Values every asset of this type carries (fields named convert_… start at 1). Drag to reorder.</Trans>
          </Text>
        </div>
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="conversion-fields-status" data-status={status}>
            {status === "pending" ? t`Unsaved changes…` : status === "saving" ? t`Saving…` : ""}
          </Text>
          <Button variant="default" size="xs" onClick={() => setPreviewOpen(true)} disabled={rows.length === 0}>
            <Trans>Preview</Trans>
          </Button>
          {canWrite ? (
            <Button size="xs" onClick={() => setEditing({ index: null })}>
              <Trans>Add Field</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>

      {rows.length === 0 ? (
        <Paper withBorder p="lg" bg="gray.0">
          <Text ta="center" c="dimmed" size="sm">
            <Trans>No conversion fields yet.</Trans>
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
              <ConversionFieldRow
                field={row.field}
                handle={handle}
                dragging={dragging}
                canWrite={canWrite}
                onEdit={() => setEditing({ index })}
                onDuplicate={() => duplicate(index)}
                onDelete={() => confirmDelete(index)}
              />
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
      <Modal opened={previewOpen} onClose={() => setPreviewOpen(false)} title={t`Conversion Fields Preview`} size="lg">
        {previewOpen ? <ConversionFieldsPreview fields={rows.map((r) => r.field)} /> : null}
      </Modal>
    </Card>
  );
}

import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Menu,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  canSaveForm,
  checkFormBuilderSave,
  FORM_PURPOSES,
  type FormPurpose,
  type RendererFieldType,
} from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { trpc } from "../../trpc";
import { moveItem, SortableList } from "../../ui/SortableList";
import { AssetTypeBanner } from "./AssetTypeBanner";
import { BulkOperationsDialog } from "./BulkOperationsDialog";
import { FieldPropertiesPanel } from "./FieldPropertiesPanel";
import { groupLinks } from "./FormsListPage";
import {
  BUILDER_TYPE_OPTIONS,
  createField,
  FIELD_TYPE_LABELS,
  type FieldDependency,
  type FormField,
  type FormLink,
  type FormRule,
} from "./formTypes";
import { TestValuesCard } from "./TestValuesCard";

export interface FormDraft {
  title: string;
  description: string;
  purpose: FormPurpose;
  fields: FormField[];
  rules: FormRule[];
  dependencies: FieldDependency[];
}

const PURPOSE_LABELS: Record<FormPurpose, string> = {
  intake: "Intake",
  inventory: "Inventory",
  adjustment: "Adjustment",
  transfer: "Transfer",
  audit: "Audit",
  other: "Other",
};

function FieldRow({
  field,
  index,
  count,
  selected,
  handle,
  onSelect,
  onMove,
  onDelete,
}: {
  field: FormField;
  index: number;
  count: number;
  selected: boolean;
  handle: Record<string, unknown> | null;
  onSelect: () => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  return (
    <Card
      withBorder
      padding="xs"
      radius="sm"
      data-testid="builder-field"
      data-field-id={field.id}
      style={{ borderColor: selected ? "var(--mantine-color-blue-5)" : undefined }}
    >
      <Group gap="xs" wrap="nowrap">
        {handle ? (
          <ActionIcon variant="subtle" color="gray" aria-label={`Drag ${field.label}`} {...handle}>
            ⠿
          </ActionIcon>
        ) : null}
        <UnstyledButton onClick={onSelect} style={{ flex: 1, minWidth: 0 }} aria-pressed={selected}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} truncate="end">
              {field.label}
            </Text>
            {field.required ? (
              <Text span c="red" size="sm">
                *
              </Text>
            ) : null}
          </Group>
          <Group gap={4}>
            <Badge size="xs" variant="light">
              {FIELD_TYPE_LABELS[field.type]}
            </Badge>
            {field.mappable ? (
              <Badge size="xs" variant="light" color="grape">
                Mappable
              </Badge>
            ) : null}
            {field.inventory_action !== "none" ? (
              <Badge size="xs" variant="light" color="orange">
                Stock: {field.inventory_action}
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move ${field.label} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move ${field.label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${field.label}`} onClick={onDelete}>
          ×
        </ActionIcon>
      </Group>
    </Card>
  );
}

/**
 * The form builder (create and edit): title, description, purpose, the asset type banner,
 * the field list (drag, move up/down, delete, 'Add Field', 'Add specific field type'),
 * Bulk Operations, the Field Properties panel with the formula builder, and test values.
 * The page decides what saving means (create or update) through `onSave`.
 */
export function FormBuilder({
  heading,
  organizationName,
  formId,
  initial,
  assetTypeId,
  linkedTypes,
  onChangeType,
  saveLabel = "Save Form",
  onSave,
  onCancel,
  canWrite = true,
}: {
  heading: string;
  organizationName: string | null;
  formId: string | null;
  initial: FormDraft;
  assetTypeId: string | null;
  linkedTypes: readonly FormLink[] | null;
  onChangeType?: (() => void) | undefined;
  saveLabel?: string;
  onSave: (draft: FormDraft) => Promise<void>;
  onCancel: () => void;
  canWrite?: boolean;
}) {
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [purpose, setPurpose] = useState<FormPurpose>(initial.purpose);
  const [fields, setFields] = useState<FormField[]>(initial.fields);
  const [rules, setRules] = useState<FormRule[]>(initial.rules);
  const [dependencies, setDependencies] = useState<FieldDependency[]>(initial.dependencies);
  const [selectedId, setSelectedId] = useState<string | null>(initial.fields[0]?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [testValues, setTestValues] = useState<Record<string, unknown>>({});

  const context = trpc.forms.builderContext.useQuery({ assetTypeId, formId });
  const mappable = useMemo(
    () =>
      (context.data?.mappableFields ?? []).map((m) => ({
        name: m.name,
        label: m.label,
        formName: m.formName,
        source: m.source,
      })),
    [context.data],
  );

  const selected = fields.find((f) => f.id === selectedId) ?? null;

  const addField = (type: RendererFieldType) => {
    const field = createField(type, fields);
    setFields([...fields, field]);
    setSelectedId(field.id);
  };
  const updateField = (id: string, patch: Partial<FormField>) =>
    setFields((current) => current.map((f) => (f.id === id ? { ...f, ...patch } : f)));
  const removeField = (id: string) => {
    setFields((current) => current.filter((f) => f.id !== id));
    setRules((current) => current.filter((r) => r.field_id !== id));
    setDependencies((current) => current.filter((d) => d.target_field_id !== id && d.source_field_id !== id));
    if (selectedId === id) setSelectedId(null);
  };
  const replaceFields = (next: FormField[]) => {
    const ids = new Set(next.map((f) => f.id));
    setFields(next);
    setRules((current) => current.filter((r) => ids.has(r.field_id)));
    setDependencies((current) => current.filter((d) => ids.has(d.target_field_id) && ids.has(d.source_field_id)));
    if (selectedId && !ids.has(selectedId)) setSelectedId(next[0]?.id ?? null);
  };

  const save = async () => {
    const check = checkFormBuilderSave({ title, organizationId: organizationName === null ? null : "current" });
    if (!check.ok) {
      notifications.show({ color: "red", title: check.title, message: check.message });
      return;
    }
    setSaving(true);
    try {
      await onSave({ title: title.trim(), description, purpose, fields, rules, dependencies });
    } finally {
      setSaving(false);
    }
  };

  const ownMappable = fields.filter((f) => f.mappable).map((f) => f.label);
  const chips = linkedTypes ? groupLinks(linkedTypes) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {heading}
          </Title>
          {organizationName ? (
            <Text size="sm" c="dimmed">
              Organization: {organizationName}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {canWrite ? (
            <Button
              onClick={save}
              loading={saving}
              disabled={!canSaveForm({ saving, title, fieldCount: fields.length })}
              data-testid="save-form"
            >
              {saveLabel}
            </Button>
          ) : null}
        </Group>
      </Group>

      {context.data?.assetType ? (
        <AssetTypeBanner type={context.data.assetType} ownMappableLabels={ownMappable} onChangeType={onChangeType} />
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <TextInput
                  label="Form Title"
                  required
                  value={title}
                  onChange={(e) => setTitle(e.currentTarget.value)}
                  data-testid="form-title"
                />
                <Textarea
                  label="Description"
                  autosize
                  minRows={2}
                  value={description}
                  onChange={(e) => setDescription(e.currentTarget.value)}
                />
                <Select
                  label="Purpose"
                  data={FORM_PURPOSES.map((p) => ({ value: p, label: PURPOSE_LABELS[p] }))}
                  value={purpose}
                  allowDeselect={false}
                  onChange={(v) => v && setPurpose(v as FormPurpose)}
                  data-testid="form-purpose"
                />
                {chips ? (
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      Linked asset types
                    </Text>
                    {chips.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        Not linked to any asset types
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {chips.map((c) => (
                          <Badge
                            key={c.id}
                            variant="light"
                            color="gray"
                            renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: c.id }} {...props} />}
                            style={{ cursor: "pointer" }}
                          >
                            {c.name} ({c.purposes.join(", ")})
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Stack>
                ) : null}
              </Stack>
            </Card>

            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} fz="h4">
                    Fields ({fields.length})
                  </Title>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setBulkOpen(true)}>
                      Bulk Operations
                    </Button>
                    <Button size="xs" onClick={() => addField("text")} data-testid="add-field">
                      Add Field
                    </Button>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button size="xs" variant="light" data-testid="add-specific-field">
                          Add specific field type
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {BUILDER_TYPE_OPTIONS.map((o) => (
                          <Menu.Item key={o.value} onClick={() => addField(o.value)}>
                            {o.label}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </Group>
                {fields.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No fields yet. Add a field to start building the form.
                  </Text>
                ) : (
                  <SortableList
                    items={fields}
                    getKey={(f) => f.id}
                    getLabel={(f) => f.label}
                    onReorder={(from, to) => setFields((current) => moveItem(current, from, to))}
                    renderItem={(field, handle) => {
                      const index = fields.indexOf(field);
                      return (
                        <FieldRow
                          field={field}
                          index={index}
                          count={fields.length}
                          selected={field.id === selectedId}
                          handle={handle as Record<string, unknown> | null}
                          onSelect={() => setSelectedId(field.id)}
                          onMove={(to) => setFields((current) => moveItem(current, index, to))}
                          onDelete={() => removeField(field.id)}
                        />
                      );
                    }}
                  />
                )}
              </Stack>
            </Card>
            <TestValuesCard
              formId={formId}
              fields={fields}
              mappable={mappable}
              values={testValues}
              onValuesChange={setTestValues}
              canWrite={canWrite}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: "sticky", top: 72 }}>
            <FieldPropertiesPanel
              field={selected}
              fields={fields}
              rules={selected ? rules.filter((r) => r.field_id === selected.id) : []}
              dependencies={selected ? dependencies.filter((d) => d.target_field_id === selected.id) : []}
              mappable={mappable}
              testValues={testValues}
              onChange={(patch) => selected && updateField(selected.id, patch)}
              onRulesChange={(next) =>
                selected && setRules((current) => [...current.filter((r) => r.field_id !== selected.id), ...next])
              }
              onDependenciesChange={(next) =>
                selected &&
                setDependencies((current) => [...current.filter((d) => d.target_field_id !== selected.id), ...next])
              }
              onRemove={() => selected && removeField(selected.id)}
            />
          </div>
        </Grid.Col>
      </Grid>

      <BulkOperationsDialog
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
        formName={title || "form"}
        fields={fields}
        onFieldsChange={replaceFields}
      />
      {!canWrite ? (
        <Text size="sm" c="dimmed">
          Viewers can look at forms but not change them.{" "}
          <Anchor component={Link} to="/forms">
            Back to Forms
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}

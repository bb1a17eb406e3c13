import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { RendererFieldType } from "@stockroom/core";
import { type DragHandleProps, SortableList } from "../../ui/SortableList";
import { BUILDER_TYPE_OPTIONS, FIELD_TYPE_LABELS, type FormField, inventoryActionWord } from "./formTypes";

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
  handle: DragHandleProps | null;
  onSelect: () => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
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
          <ActionIcon variant="subtle" color="gray" aria-label={t`Drag ${field.label}`} {...handle}>
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
              {FIELD_TYPE_LABELS()[field.type]}
            </Badge>
            {field.mappable ? (
              <Badge size="xs" variant="light" color="grape">
                <Trans>Mappable</Trans>
              </Badge>
            ) : null}
            {field.inventory_action !== "none" ? (
              <Badge size="xs" variant="light" color="orange">
                {t`Stock: ${inventoryActionWord(field.inventory_action)}`}
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
        {(["up", "down"] as const).map((direction) => (
          <ActionIcon
            key={direction}
            variant="subtle"
            color="gray"
            aria-label={direction === "up" ? t`Move ${field.label} up` : t`Move ${field.label} down`}
            disabled={direction === "up" ? index === 0 : index === count - 1}
            onClick={() => onMove(direction === "up" ? index - 1 : index + 1)}
          >
            {direction === "up" ? "↑" : "↓"}
          </ActionIcon>
        ))}
        <ActionIcon variant="subtle" color="red" aria-label={t`Delete ${field.label}`} onClick={onDelete}>
          ×
        </ActionIcon>
      </Group>
    </Card>
  );
}

/**
 * The builder's Fields card (spec 02 builder): 'Bulk Operations', 'Add Field', 'Add specific
 * field type', and the field list with drag reorder, move up/down and delete.
 */
export function BuilderFieldList({
  fields,
  selectedId,
  onSelect,
  onAdd,
  onMove,
  onDelete,
  onBulk,
}: {
  fields: readonly FormField[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: (type: RendererFieldType) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (index: number) => void;
  onBulk: () => void;
}) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            <Trans>Fields ({fields.length})</Trans>
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onBulk}>
              <Trans>Bulk Operations</Trans>
            </Button>
            <Button size="xs" onClick={() => onAdd("text")} data-testid="add-field">
              <Trans>Add Field</Trans>
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="light" data-testid="add-specific-field">
                  <Trans>Add specific field type</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {BUILDER_TYPE_OPTIONS().map((o) => (
                  <Menu.Item key={o.value} onClick={() => onAdd(o.value)}>
                    {o.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No fields yet. Add a field to start building the form.</Trans>
          </Text>
        ) : (
          <SortableList
            items={fields}
            getKey={(f) => f.id}
            getLabel={(f) => f.label}
            onReorder={onMove}
            renderItem={(field, handle) => {
              const index = fields.indexOf(field);
              return (
                <FieldRow
                  field={field}
                  index={index}
                  count={fields.length}
                  selected={field.id === selectedId}
                  handle={handle}
                  onSelect={() => onSelect(field.id)}
                  onMove={(to) => onMove(index, to)}
                  onDelete={() => onDelete(index)}
                />
              );
            }}
          />
        )}
      </Stack>
    </Card>
  );
}

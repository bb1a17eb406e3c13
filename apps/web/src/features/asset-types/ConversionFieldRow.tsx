import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Code, Group, Paper, Text, Tooltip, UnstyledButton } from "@mantine/core";
import type { ConversionFieldInput } from "@stockroom/core";
import { IconCopy, IconPencil, IconTrash } from "../../ui/icons";
import type { DragHandleProps } from "../../ui/SortableList";

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

/** One conversion field in the sortable list: drag handle, label, badges, name, type and actions. */
export function ConversionFieldRow({
  field,
  handle,
  dragging,
  canWrite,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  field: ConversionFieldInput;
  handle: DragHandleProps | null;
  dragging: boolean;
  canWrite: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const actions = [
    { label: t`Edit`, icon: <IconPencil />, onClick: onEdit, color: undefined },
    { label: t`Duplicate`, icon: <IconCopy />, onClick: onDuplicate, color: undefined },
    { label: t`Delete`, icon: <IconTrash />, onClick: onDelete, color: "red" },
  ];
  return (
    <Paper withBorder p="sm" radius="md" bg={dragging ? "blue.0" : undefined} data-field-name={field.field_name}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {handle ? (
            <UnstyledButton {...handle} aria-label={t`Drag to reorder ${field.label}`} c="dimmed" p={4}>
              <GripIcon />
            </UnstyledButton>
          ) : null}
          <div>
            <Group gap={6}>
              <Text fw={500}>{field.label}</Text>
              {field.required ? (
                <Badge size="xs" color="red" variant="light">
                  <Trans>Required</Trans>
                </Badge>
              ) : null}
              {field.mappable ? (
                <Badge size="xs" variant="light">
                  <Trans>Mappable</Trans>
                </Badge>
              ) : null}
            </Group>
            <Group gap={6}>
              <Code>{field.field_name}</Code>
              <Text size="xs" c="dimmed">
                {field.type}
              </Text>
            </Group>
          </div>
        </Group>
        {canWrite ? (
          <Group gap={4} wrap="nowrap">
            {actions.map((action) => (
              <Tooltip key={action.label} label={action.label} openDelay={700}>
                <ActionIcon
                  variant="subtle"
                  color={action.color}
                  aria-label={`${action.label} ${field.label}`}
                  onClick={action.onClick}
                >
                  {action.icon}
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import {
  DEPENDENCY_ACTIONS,
  DEPENDENCY_CONDITIONS,
  type DependencyAction,
  type DependencyCondition,
} from "@stockroom/core";
import type { BuilderForm } from "./formDraft";
import type { FormField } from "./formTypes";

const CONDITION_LABELS: Record<DependencyCondition, string> = {
  equals: "equals",
  not_equals: "does not equal",
  contains: "contains",
  not_contains: "does not contain",
  greater_than: "is greater than",
  less_than: "is less than",
};
const DEPENDENCY_ACTION_LABELS: Record<DependencyAction, string> = {
  show: "Show only when",
  require: "Require when",
  disable: "Disable when",
};

/**
 * A field's conditional logic: rules 'Show only when' / 'Require when' / 'Disable when'
 * another field meets a condition, kept in the builder's `dependencies` list.
 */
export function FieldDependencyEditor({ form, field }: { form: BuilderForm; field: FormField }) {
  const sources = form.values.fields.filter((f) => f.id !== field.id).map((f) => ({ value: f.id, label: f.label }));
  // Positions in the whole list, so the form's list helpers and paths address them.
  const own = form.values.dependencies
    .map((dependency, index) => ({ dependency, index }))
    .filter(({ dependency }) => dependency.target_field_id === field.id);
  const path = (index: number, key: string) => `dependencies.${index}.${key}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Conditional logic
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={sources.length === 0}
          onClick={() =>
            form.insertListItem("dependencies", {
              target_field_id: field.id,
              source_field_id: sources[0]?.value ?? "",
              condition: "equals",
              condition_value: "",
              action: "show",
            })
          }
        >
          Add rule
        </Button>
      </Group>
      {own.map(({ dependency: d, index }) => (
        <Stack
          key={`${d.source_field_id}-${index}`}
          gap={4}
          p="xs"
          style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 4 }}
        >
          <Group gap={4} grow>
            <Select
              size="xs"
              aria-label="Action"
              data={DEPENDENCY_ACTIONS.map((a) => ({ value: a, label: DEPENDENCY_ACTION_LABELS[a] }))}
              allowDeselect={false}
              {...form.getInputProps(path(index, "action"))}
            />
            <Select
              size="xs"
              aria-label="Source field"
              data={sources}
              allowDeselect={false}
              {...form.getInputProps(path(index, "source_field_id"))}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <Select
              size="xs"
              aria-label="Condition"
              data={DEPENDENCY_CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))}
              allowDeselect={false}
              style={{ flex: 1 }}
              {...form.getInputProps(path(index, "condition"))}
            />
            <TextInput
              size="xs"
              aria-label="Value"
              value={d.condition_value === undefined || d.condition_value === null ? "" : String(d.condition_value)}
              onChange={(e) =>
                form.setFieldValue(path(index, "condition_value") as never, e.currentTarget.value as never)
              }
              style={{ flex: 1 }}
            />
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label="Remove rule"
              onClick={() => form.removeListItem("dependencies", index)}
            >
              ×
            </ActionIcon>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

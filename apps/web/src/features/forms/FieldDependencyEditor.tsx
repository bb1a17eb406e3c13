import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import {
  DEPENDENCY_ACTIONS,
  DEPENDENCY_CONDITIONS,
  type DependencyAction,
  type DependencyCondition,
} from "@stockroom/core";
import type { BuilderForm } from "./formDraft";
import type { FormField } from "./formTypes";

const CONDITION_LABELS = (): Record<DependencyCondition, string> => ({
  equals: i18n._(msg`equals`),
  not_equals: i18n._(msg`does not equal`),
  contains: i18n._(msg`contains`),
  not_contains: i18n._(msg`does not contain`),
  greater_than: i18n._(msg`is greater than`),
  less_than: i18n._(msg`is less than`),
});
const DEPENDENCY_ACTION_LABELS = (): Record<DependencyAction, string> => ({
  show: i18n._(msg`Show only when`),
  require: i18n._(msg`Require when`),
  disable: i18n._(msg`Disable when`),
});

/**
 * A field's conditional logic: rules 'Show only when' / 'Require when' / 'Disable when'
 * another field meets a condition, kept in the builder's `dependencies` list.
 */
export function FieldDependencyEditor({ form, field }: { form: BuilderForm; field: FormField }) {
  const { t } = useLingui();
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
          <Trans>Conditional logic</Trans>
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
          <Trans>Add rule</Trans>
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
              aria-label={t`Action`}
              data={DEPENDENCY_ACTIONS.map((a) => ({ value: a, label: DEPENDENCY_ACTION_LABELS()[a] }))}
              allowDeselect={false}
              {...form.getInputProps(path(index, "action"))}
            />
            <Select
              size="xs"
              aria-label={t`Source field`}
              data={sources}
              allowDeselect={false}
              {...form.getInputProps(path(index, "source_field_id"))}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <Select
              size="xs"
              aria-label={t`Condition`}
              data={DEPENDENCY_CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS()[c] }))}
              allowDeselect={false}
              style={{ flex: 1 }}
              {...form.getInputProps(path(index, "condition"))}
            />
            <TextInput
              size="xs"
              aria-label={t`Value`}
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
              aria-label={t`Remove rule`}
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

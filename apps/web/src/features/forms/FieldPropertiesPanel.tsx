import {
  ActionIcon,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  DEPENDENCY_ACTIONS,
  DEPENDENCY_CONDITIONS,
  type DependencyAction,
  type DependencyCondition,
  INVENTORY_ACTION_FIELD_TYPES,
  INVENTORY_ACTIONS,
  type InventoryAction,
  parseBuilderOptions,
  RENDERER_FIELD_TYPES,
  type RendererFieldType,
} from "@stockroom/core";
import { useEffect, useState } from "react";
import { FormulaBuilder, type MappableReference } from "./FormulaBuilder";
import { BUILDER_TYPE_OPTIONS, type FieldDependency, type FormField, type FormRule, optionPairs } from "./formTypes";

const ACTION_LABELS: Record<InventoryAction, string> = {
  none: "None",
  add: "Add to stock",
  subtract: "Subtract from stock",
  set: "Set stock to this value",
};
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

function isRendererType(value: string | null): value is RendererFieldType {
  return value !== null && (RENDERER_FIELD_TYPES as readonly string[]).includes(value);
}

/** The options text box: typed freely, split on commas (and trimmed) into options as it changes. */
function OptionsEditor({ field, onChange }: { field: FormField; onChange: (options: string[]) => void }) {
  const [text, setText] = useState(() =>
    optionPairs(field)
      .map((o) => o.label)
      .join(", "),
  );
  // Another field selected: show its options.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets only when the field changes.
  useEffect(
    () =>
      setText(
        optionPairs(field)
          .map((o) => o.label)
          .join(", "),
      ),
    [field.id],
  );
  return (
    <TextInput
      label="Options"
      description="Separate options with commas"
      placeholder="Excellent, Good, Fair, Poor"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(parseBuilderOptions(e.currentTarget.value));
      }}
      data-testid="field-options"
    />
  );
}

function RuleEditor({
  field,
  rules,
  onChange,
}: {
  field: FormField;
  rules: readonly FormRule[];
  onChange: (rules: FormRule[]) => void;
}) {
  const find = (type: FormRule["rule_type"]) => rules.find((r) => r.rule_type === type);
  const message = rules.find((r) => r.error_message)?.error_message ?? "";
  const update = (type: FormRule["rule_type"], value: string | number | null) => {
    const rest = rules.filter((r) => r.rule_type !== type);
    const next =
      value === null || value === ""
        ? rest
        : [...rest, { field_id: field.id, rule_type: type, rule_value: value, error_message: message || null }];
    onChange(next);
  };
  const numeric = field.type === "number" || field.type === "calculated" || field.type === "current_inventory";
  const toNumber = (v: string | number) => (v === "" ? null : Number(v));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Validation
      </Text>
      <Group grow>
        <NumberInput
          label={numeric ? "Minimum" : "Min length"}
          size="xs"
          value={(find("min")?.rule_value as number | undefined) ?? ""}
          onChange={(v) => update("min", toNumber(v))}
        />
        <NumberInput
          label={numeric ? "Maximum" : "Max length"}
          size="xs"
          value={(find("max")?.rule_value as number | undefined) ?? ""}
          onChange={(v) => update("max", toNumber(v))}
        />
      </Group>
      {!numeric ? (
        <TextInput
          label="Pattern"
          size="xs"
          placeholder="^[A-Z]{3}-\d+$"
          value={String(find("pattern")?.rule_value ?? "")}
          onChange={(e) => update("pattern", e.currentTarget.value)}
        />
      ) : null}
      {rules.length > 0 ? (
        <TextInput
          label="Custom error message"
          size="xs"
          value={message}
          onChange={(e) => {
            const text = e.currentTarget.value;
            onChange(rules.map((r) => ({ ...r, error_message: text || null })));
          }}
        />
      ) : null}
    </Stack>
  );
}

function DependencyEditor({
  field,
  fields,
  dependencies,
  onChange,
}: {
  field: FormField;
  fields: readonly FormField[];
  dependencies: readonly FieldDependency[];
  onChange: (dependencies: FieldDependency[]) => void;
}) {
  const sources = fields.filter((f) => f.id !== field.id).map((f) => ({ value: f.id, label: f.label }));
  const replace = (index: number, patch: Partial<FieldDependency>) =>
    onChange(dependencies.map((d, i) => (i === index ? { ...d, ...patch } : d)));
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
            onChange([
              ...dependencies,
              {
                target_field_id: field.id,
                source_field_id: sources[0]?.value ?? "",
                condition: "equals",
                condition_value: "",
                action: "show",
              },
            ])
          }
        >
          Add rule
        </Button>
      </Group>
      {dependencies.map((d, index) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: a dependency has no id of its own; its place in the list is its identity.
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
              value={d.action}
              onChange={(v) => v && replace(index, { action: v as DependencyAction })}
              allowDeselect={false}
            />
            <Select
              size="xs"
              aria-label="Source field"
              data={sources}
              value={d.source_field_id}
              onChange={(v) => v && replace(index, { source_field_id: v })}
              allowDeselect={false}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <Select
              size="xs"
              aria-label="Condition"
              data={DEPENDENCY_CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }))}
              value={d.condition}
              onChange={(v) => v && replace(index, { condition: v as DependencyCondition })}
              allowDeselect={false}
              style={{ flex: 1 }}
            />
            <TextInput
              size="xs"
              aria-label="Value"
              value={d.condition_value === undefined || d.condition_value === null ? "" : String(d.condition_value)}
              onChange={(e) => replace(index, { condition_value: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label="Remove rule"
              onClick={() => onChange(dependencies.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The Field Properties side panel (spec 02 §2): label, type, placeholder (not for
 * checkboxes), Required, Mappable, Inventory Action (number and calculated fields),
 * description, options (dropdowns and radios), the formula builder for calculated
 * fields, validation rules, conditional logic and 'Remove Field'.
 */
export function FieldPropertiesPanel({
  field,
  fields,
  rules,
  dependencies,
  mappable,
  testValues,
  onChange,
  onRulesChange,
  onDependenciesChange,
  onRemove,
}: {
  field: FormField | null;
  fields: readonly FormField[];
  rules: readonly FormRule[];
  dependencies: readonly FieldDependency[];
  mappable: readonly MappableReference[];
  testValues: Readonly<Record<string, unknown>>;
  onChange: (patch: Partial<FormField>) => void;
  onRulesChange: (rules: FormRule[]) => void;
  onDependenciesChange: (dependencies: FieldDependency[]) => void;
  onRemove: () => void;
}) {
  if (!field) {
    return (
      <Card withBorder padding="lg" data-testid="field-properties">
        <Title order={2} fz="h5">
          No Field Selected
        </Title>
        <Text size="sm" c="dimmed" mt="xs">
          Select a field from the list to edit its properties, or add a new field.
        </Text>
      </Card>
    );
  }
  const hasAction = (INVENTORY_ACTION_FIELD_TYPES as readonly string[]).includes(field.type);
  const calculated = field.type === "calculated" || field.type === "formula";
  const hasOptions = field.type === "select" || field.type === "radio";
  return (
    <Card withBorder padding="lg" data-testid="field-properties">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h5">
            Field Properties
          </Title>
          <Text size="xs" c="dimmed" ff="monospace">
            {field.id}
          </Text>
        </Group>
        <TextInput
          label="Label"
          value={field.label}
          onChange={(e) => onChange({ label: e.currentTarget.value })}
          data-testid="field-label"
        />
        <Select
          label="Type"
          data={BUILDER_TYPE_OPTIONS}
          value={field.type}
          allowDeselect={false}
          onChange={(v) => {
            if (!isRendererType(v)) return;
            const patch: Partial<FormField> = { type: v };
            if (!(INVENTORY_ACTION_FIELD_TYPES as readonly string[]).includes(v)) patch.inventory_action = "none";
            onChange(patch);
          }}
          data-testid="field-type"
        />
        {field.type !== "checkbox" ? (
          <TextInput
            label="Placeholder"
            value={field.placeholder ?? ""}
            onChange={(e) => onChange({ placeholder: e.currentTarget.value })}
          />
        ) : null}
        <Switch
          label="Required"
          checked={field.required}
          onChange={(e) => onChange({ required: e.currentTarget.checked })}
          data-testid="field-required"
        />
        <Switch
          label="Mappable"
          description="Saved on the asset and usable in other forms' formulas"
          checked={field.mappable}
          onChange={(e) => onChange({ mappable: e.currentTarget.checked })}
          data-testid="field-mappable"
        />
        {hasAction ? (
          <Select
            label="Inventory Action"
            description="What a submitted value does to the item's stock"
            data={INVENTORY_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
            value={field.inventory_action}
            allowDeselect={false}
            onChange={(v) => v && onChange({ inventory_action: v as InventoryAction })}
            data-testid="field-inventory-action"
          />
        ) : null}
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={field.description ?? ""}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
        {hasOptions ? <OptionsEditor field={field} onChange={(options) => onChange({ options })} /> : null}
        {calculated ? (
          <FormulaBuilder
            field={field}
            fields={fields}
            mappable={mappable}
            testValues={testValues}
            onChange={(formula) => onChange({ formula })}
          />
        ) : null}
        <Divider />
        <RuleEditor field={field} rules={rules} onChange={onRulesChange} />
        <Divider />
        <DependencyEditor field={field} fields={fields} dependencies={dependencies} onChange={onDependenciesChange} />
        <Divider />
        <Button color="red" variant="light" onClick={onRemove}>
          Remove Field
        </Button>
      </Stack>
    </Card>
  );
}

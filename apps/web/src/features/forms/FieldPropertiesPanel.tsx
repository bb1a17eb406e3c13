import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Divider, Group, Select, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import {
  INVENTORY_ACTION_FIELD_TYPES,
  INVENTORY_ACTIONS,
  type InventoryAction,
  parseBuilderOptions,
  RENDERER_FIELD_TYPES,
  type RendererFieldType,
} from "@stockroom/core";
import { useState } from "react";
import { FieldDependencyEditor } from "./FieldDependencyEditor";
import { FieldRuleEditor } from "./FieldRuleEditor";
import { FormulaBuilder, type MappableReference } from "./FormulaBuilder";
import type { BuilderForm } from "./formDraft";
import { BUILDER_TYPE_OPTIONS, type FormField, optionPairs } from "./formTypes";

const ACTION_LABELS = (): Record<InventoryAction, string> => ({
  none: i18n._(msg`None`),
  add: i18n._(msg`Add to stock`),
  subtract: i18n._(msg`Subtract from stock`),
  set: i18n._(msg`Set stock to this value`),
});

function isRendererType(value: string | null): value is RendererFieldType {
  return value !== null && (RENDERER_FIELD_TYPES as readonly string[]).includes(value);
}
function hasInventoryAction(type: string): boolean {
  return (INVENTORY_ACTION_FIELD_TYPES as readonly string[]).includes(type);
}

/**
 * The options text box: typed freely, split on commas (and trimmed) into options as it
 * changes. The panel is keyed by the field, so another field starts from its own options.
 */
function OptionsEditor({ field, onChange }: { field: FormField; onChange: (options: string[]) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(() =>
    optionPairs(field)
      .map((o) => o.label)
      .join(", "),
  );
  return (
    <TextInput
      label={t`Options`}
      description={t`Separate options with commas`}
      placeholder={t`Excellent, Good, Fair, Poor`}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(parseBuilderOptions(e.currentTarget.value));
      }}
      data-testid="field-options"
    />
  );
}

function FieldProperties({
  form,
  index,
  field,
  mappable,
  testValues,
  onRemove,
}: {
  form: BuilderForm;
  index: number;
  field: FormField;
  mappable: readonly MappableReference[];
  testValues: Readonly<Record<string, unknown>>;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const path = (key: keyof FormField) => `fields.${index}.${key}`;
  const patch = (change: Partial<FormField>) => form.replaceListItem("fields", index, { ...field, ...change });
  const calculated = field.type === "calculated" || field.type === "formula";
  const hasOptions = field.type === "select" || field.type === "radio";
  return (
    <Card withBorder padding="lg" data-testid="field-properties">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h5">
            <Trans>Field Properties</Trans>
          </Title>
          <Text size="xs" c="dimmed" ff="monospace">
            {field.id}
          </Text>
        </Group>
        <TextInput label={t`Label`} {...form.getInputProps(path("label"))} data-testid="field-label" />
        <Select
          label={t`Type`}
          data={BUILDER_TYPE_OPTIONS()}
          value={field.type}
          allowDeselect={false}
          error={form.errors[path("type")]}
          onChange={(v) => {
            if (!isRendererType(v)) return;
            patch(hasInventoryAction(v) ? { type: v } : { type: v, inventory_action: "none" });
          }}
          data-testid="field-type"
        />
        {field.type !== "checkbox" ? (
          <TextInput
            label={t`Placeholder`}
            {...form.getInputProps(path("placeholder"))}
            value={field.placeholder ?? ""}
          />
        ) : null}
        <Switch
          label={t`Required`}
          {...form.getInputProps(path("required"), { type: "checkbox" })}
          data-testid="field-required"
        />
        <Switch
          label={t`Mappable`}
          description={t`Saved on the asset and usable in other forms' formulas`}
          {...form.getInputProps(path("mappable"), { type: "checkbox" })}
          data-testid="field-mappable"
        />
        {hasInventoryAction(field.type) ? (
          <Select
            label={t`Inventory Action`}
            description={t`What a submitted value does to the item's stock`}
            data={INVENTORY_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS()[a] }))}
            allowDeselect={false}
            {...form.getInputProps(path("inventory_action"))}
            data-testid="field-inventory-action"
          />
        ) : null}
        <Textarea
          label={t`Description`}
          autosize
          minRows={2}
          {...form.getInputProps(path("description"))}
          value={field.description ?? ""}
        />
        {hasOptions ? <OptionsEditor field={field} onChange={(options) => patch({ options })} /> : null}
        {calculated ? (
          <FormulaBuilder
            field={field}
            fields={form.values.fields}
            mappable={mappable}
            testValues={testValues}
            onChange={(formula) => patch({ formula })}
          />
        ) : null}
        <Divider />
        <FieldRuleEditor form={form} field={field} />
        <Divider />
        <FieldDependencyEditor form={form} field={field} />
        <Divider />
        <Button color="red" variant="light" onClick={onRemove}>
          <Trans>Remove Field</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * The Field Properties side panel (spec 02 builder): label, type, placeholder (not for
 * checkboxes), Required, Mappable, Inventory Action (number and calculated fields),
 * description, options (dropdowns and radios), the formula builder for calculated
 * fields, validation rules, conditional logic and 'Remove Field' — bound to field `index`
 * of the builder's form. With no field selected: 'No Field Selected'.
 */
export function FieldPropertiesPanel({
  form,
  index,
  mappable,
  testValues,
  onRemove,
}: {
  form: BuilderForm;
  index: number;
  mappable: readonly MappableReference[];
  testValues: Readonly<Record<string, unknown>>;
  onRemove: () => void;
}) {
  const field = index >= 0 ? form.values.fields[index] : undefined;
  if (!field) {
    return (
      <Card withBorder padding="lg" data-testid="field-properties">
        <Title order={2} fz="h5">
          <Trans>No Field Selected</Trans>
        </Title>
        <Text size="sm" c="dimmed" mt="xs">
          <Trans>Select a field from the list to edit its properties, or add a new field.</Trans>
        </Text>
      </Card>
    );
  }
  return (
    <FieldProperties
      key={field.id}
      form={form}
      index={index}
      field={field}
      mappable={mappable}
      testValues={testValues}
      onRemove={onRemove}
    />
  );
}

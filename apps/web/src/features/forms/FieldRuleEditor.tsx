import { Trans, useLingui } from "@lingui/react/macro";
import { Group, Stack, Text, TextInput } from "@mantine/core";
import { NumberField } from "../../ui/NumberField";
import type { BuilderForm } from "./formDraft";
import type { FormField, FormRule } from "./formTypes";

/**
 * A field's validation rules (min, max, pattern and one custom error message) in the
 * builder's `rules` list; an empty box removes its rule.
 */
export function FieldRuleEditor({ form, field }: { form: BuilderForm; field: FormField }) {
  const { t } = useLingui();
  const all = form.values.rules;
  const rules = all.filter((r) => r.field_id === field.id);
  const setRules = (next: FormRule[]) =>
    form.setFieldValue("rules", [...all.filter((r) => r.field_id !== field.id), ...next]);
  const find = (type: FormRule["rule_type"]) => rules.find((r) => r.rule_type === type);
  const message = rules.find((r) => r.error_message)?.error_message ?? "";
  const update = (type: FormRule["rule_type"], value: string | number | null) => {
    const rest = rules.filter((r) => r.rule_type !== type);
    setRules(
      value === null || value === ""
        ? rest
        : [...rest, { field_id: field.id, rule_type: type, rule_value: value, error_message: message || null }],
    );
  };
  const numeric = field.type === "number" || field.type === "calculated" || field.type === "current_inventory";
  // The box keeps the text as typed; the builder's schema (core's formValidationRule) reads it.
  const errorOf = (type: FormRule["rule_type"]) => {
    const rule = find(type);
    const error = rule ? form.errors[`rules.${all.indexOf(rule)}.rule_value`] : undefined;
    return error ? String(error) : undefined;
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        <Trans>Validation</Trans>
      </Text>
      <Group grow>
        <NumberField
          label={numeric ? t`Minimum` : t`Min length`}
          size="xs"
          whole={!numeric}
          value={find("min")?.rule_value ?? ""}
          error={errorOf("min")}
          onChange={(e) => update("min", e.currentTarget.value)}
        />
        <NumberField
          label={numeric ? t`Maximum` : t`Max length`}
          size="xs"
          whole={!numeric}
          value={find("max")?.rule_value ?? ""}
          error={errorOf("max")}
          onChange={(e) => update("max", e.currentTarget.value)}
        />
      </Group>
      {!numeric ? (
        <TextInput
          label={t`Pattern`}
          size="xs"
          placeholder="^[A-Z]{3}-\d+$"
          value={String(find("pattern")?.rule_value ?? "")}
          onChange={(e) => update("pattern", e.currentTarget.value)}
        />
      ) : null}
      {rules.length > 0 ? (
        <TextInput
          label={t`Custom error message`}
          size="xs"
          value={message}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setRules(rules.map((r) => ({ ...r, error_message: text || null })));
          }}
        />
      ) : null}
    </Stack>
  );
}

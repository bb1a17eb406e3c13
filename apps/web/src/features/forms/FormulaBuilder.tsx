import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { braceToBracketNotation, bracketToBraceNotation, formulaPreview, validateFormula } from "@stockroom/core";
import { coreText, formulaErrorText, formulaNumberText } from "./coreMessages";
import type { FormField } from "./formTypes";

/** A formula as typed: field ids in braces, the same in every language. */
const FORMULA_PLACEHOLDER = "{field_1} * {field_2}";

export interface MappableReference {
  name: string;
  label: string;
  formName: string | null;
  source: "conversion" | "form";
}

/**
 * The calculated field's formula: reference buttons for the form's fields ({field_N})
 * and the mappable fields ({mapped.name}), bracket notation ([Label]) turned into braces
 * when the box is left, live validation (Valid / Invalid with the spec's messages) and a
 * preview against the builder's test values — all from core's formula engine.
 */
export function FormulaBuilder({
  field,
  fields,
  mappable,
  testValues,
  onChange,
}: {
  field: FormField;
  fields: readonly FormField[];
  mappable: readonly MappableReference[];
  testValues: Readonly<Record<string, unknown>>;
  onChange: (formula: string) => void;
}) {
  const { t } = useLingui();
  const formula = field.formula ?? "";
  const others = fields.filter((f) => f.id !== field.id);
  const context = {
    fields: fields.map((f) => ({ id: f.id, label: f.label })),
    mappedFields: mappable.map((m) => ({ name: m.name, label: m.label, formName: m.formName })),
  };
  const validation =
    formula.trim() === ""
      ? null
      : validateFormula(formula, { fieldIds: fields.map((f) => f.id), mappedFieldNames: mappable.map((m) => m.name) });
  const mappedValues = Object.fromEntries(mappable.map((m) => [m.name, testValues[`mapped.${m.name}`] ?? 0] as const));
  const preview = formulaPreview(formula === "" ? null : formula, { fields: testValues, mapped: mappedValues });

  const insert = (reference: string) => onChange(`${formula}${formula && !/\s$/.test(formula) ? " " : ""}${reference}`);

  return (
    <Stack gap="xs" data-testid="formula-builder">
      <Textarea
        label={t`Formula`}
        description={t`Use + - * / and parentheses. Click a field to insert it, or type [Field Label].`}
        placeholder={FORMULA_PLACEHOLDER}
        autosize
        minRows={2}
        value={formula}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={() => {
          const converted = bracketToBraceNotation(formula, context);
          if (converted !== formula) onChange(converted);
        }}
        data-testid="formula-input"
        styles={{ input: { fontFamily: "monospace" } }}
      />
      {formula.includes("{") ? (
        <Text size="xs" c="dimmed">
          {t`Reads as: ${braceToBracketNotation(formula, context)}`}
        </Text>
      ) : null}
      {others.length > 0 ? (
        <Group gap={4}>
          {others.map((f) => (
            <Button key={f.id} size="compact-xs" variant="light" onClick={() => insert(`{${f.id}}`)}>
              {f.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {mappable.length > 0 ? (
        <Group gap={4}>
          {mappable.map((m) => (
            <Button
              key={`${m.source}-${m.formName ?? ""}-${m.name}`}
              size="compact-xs"
              variant="outline"
              color="grape"
              onClick={() => insert(`{mapped.${m.name}}`)}
              title={m.formName ? `${m.label} (${m.formName})` : t`${m.label} (asset)`}
            >
              {m.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {validation ? (
        <Group gap="xs">
          <Badge color={validation.isValid ? "green" : "red"} variant="light" data-testid="formula-status">
            {coreText(validation.status)}
          </Badge>
          {validation.errors.map((error) => (
            <Text key={error} size="xs" c="red">
              {formulaErrorText(error)}
            </Text>
          ))}
        </Group>
      ) : null}
      <Paper withBorder p="xs" radius="sm">
        <Text size="xs" c="dimmed">
          <Trans>Preview with test values</Trans>
        </Text>
        <Text size="sm" ff="monospace" data-testid="formula-preview">
          {preview.state === "ok" ? formulaNumberText(preview.display) : coreText(preview.message)}
        </Text>
      </Paper>
    </Stack>
  );
}

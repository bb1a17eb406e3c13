import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Autocomplete, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  ASSET_FORMULA_TYPES,
  type AssetFormulaType,
  type CalculationFormulaDraft,
  type CalculationFormulaForm,
  formulaPreview,
} from "@stockroom/core";
import { IconClose } from "../../ui/icons";

export type CalculationFormulaValues = Record<CalculationFormulaForm, CalculationFormulaDraft[]>;

const FORMULA_TYPE_LABELS = (): Record<AssetFormulaType, string> => ({
  basic: i18n._(msg`Basic (copy a value)`),
  multiply: i18n._(msg`Multiply`),
  add: i18n._(msg`Add`),
  subtract: i18n._(msg`Subtract`),
  divide: i18n._(msg`Divide`),
  custom: i18n._(msg`Custom formula`),
});

/** One formula of the card: target, type, description and the operands its type uses. */
export function CalculationFormulaFields({
  form,
  tab,
  index,
  fieldNames,
  canWrite,
}: {
  form: UseFormReturnType<CalculationFormulaValues>;
  tab: CalculationFormulaForm;
  index: number;
  fieldNames: string[];
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const entry = form.values[tab][index];
  if (!entry) return null;
  const path = `${tab}.${index}` as const;
  const input = (name: keyof CalculationFormulaDraft) => ({
    ...form.getInputProps(`${path}.${name}`),
    disabled: !canWrite,
  });
  const preview = entry.formulaType === "custom" ? formulaPreview(entry.customFormula, () => 1) : null;
  return (
    <Paper withBorder p="sm" data-testid="formula-entry">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Autocomplete label={t`Target field`} required data={fieldNames} {...input("targetField")} />
        <Select
          label={t`Formula type`}
          data={ASSET_FORMULA_TYPES.map((item) => ({ value: item, label: FORMULA_TYPE_LABELS()[item] }))}
          allowDeselect={false}
          {...input("formulaType")}
        />
        <TextInput label={t`Description`} {...input("description")} />
      </SimpleGrid>
      {entry.formulaType === "custom" ? (
        <TextInput
          mt="xs"
          label={t`Custom formula`}
          description={
            preview && preview.state !== "ok"
              ? preview.message
              : t`Use {field_name} for values; + - * / and parentheses.`
          }
          {...input("customFormula")}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          <TextInput
            label={t`Base value`}
            description={t`A number or a field name (default: the target's value)`}
            {...input("baseValue")}
          />
          {entry.formulaType === "multiply" || entry.formulaType === "divide" ? (
            <TextInput label={entry.formulaType === "divide" ? t`Divisor` : t`Multiplier`} {...input("multiplier")} />
          ) : null}
          {entry.formulaType === "add" || entry.formulaType === "subtract" ? (
            <TextInput label={entry.formulaType === "add" ? t`Addend` : t`Subtrahend`} {...input("addend")} />
          ) : null}
        </SimpleGrid>
      )}
      {canWrite ? (
        <Group justify="flex-end" mt="xs">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Remove formula`}
            onClick={() => form.removeListItem(tab, index)}
          >
            <IconClose />
          </ActionIcon>
        </Group>
      ) : null}
    </Paper>
  );
}

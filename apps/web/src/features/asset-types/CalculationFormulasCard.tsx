import {
  ActionIcon,
  Autocomplete,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  ASSET_FORMULA_TYPES,
  type AssetFormulaType,
  type CalculationFormulaForm,
  formulaPreview,
} from "@stockroom/core";
import { useState } from "react";
import { type RouterOutputs, trpc } from "../../trpc";
import { IconClose } from "../../ui/icons";

type Entry = RouterOutputs["assetTypes"]["get"]["calculationFormulas"]["intake"][number];

interface DraftEntry {
  key: number;
  targetField: string;
  formulaType: AssetFormulaType;
  description: string;
  baseValue: string;
  multiplier: string;
  addend: string;
  customFormula: string;
}

const FORMULA_TYPE_LABELS: Record<AssetFormulaType, string> = {
  basic: "Basic (copy a value)",
  multiply: "Multiply",
  add: "Add",
  subtract: "Subtract",
  divide: "Divide",
  custom: "Custom formula",
};

let nextKey = 0;
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));
function draftOf(e: Entry): DraftEntry {
  return {
    key: ++nextKey,
    targetField: e.targetField,
    formulaType: e.formulaType,
    description: e.description,
    baseValue: text(e.baseValue),
    multiplier: text(e.multiplier),
    addend: text(e.addend),
    customFormula: e.customFormula ?? "",
  };
}

/** An operand as typed: empty → none, a number → that number, anything else → a field name. */
function operand(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/**
 * Settings tab: the Calculation Formulas card. Two tabs ('Intake Form Formulas',
 * 'Inventory Form Formulas') edited locally and saved together.
 */
export function CalculationFormulasCard({
  assetTypeId,
  initial,
  fieldNames,
  canWrite,
}: {
  assetTypeId: string;
  initial: { intake: Entry[]; inventory: Entry[] };
  fieldNames: string[];
  canWrite: boolean;
}) {
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<CalculationFormulaForm>("intake");
  const [drafts, setDrafts] = useState<Record<CalculationFormulaForm, DraftEntry[]>>(() => ({
    intake: initial.intake.map(draftOf),
    inventory: initial.inventory.map(draftOf),
  }));
  const save = trpc.assetTypes.updateCalculationFormulas.useMutation();

  const update = (form: CalculationFormulaForm, key: number, patch: Partial<DraftEntry>) =>
    setDrafts((d) => ({ ...d, [form]: d[form].map((e) => (e.key === key ? { ...e, ...patch } : e)) }));
  const add = (form: CalculationFormulaForm) =>
    setDrafts((d) => ({
      ...d,
      [form]: [
        ...d[form],
        {
          key: ++nextKey,
          targetField: "",
          formulaType: "multiply",
          description: "",
          baseValue: "",
          multiplier: "",
          addend: "",
          customFormula: "",
        },
      ],
    }));
  const remove = (form: CalculationFormulaForm, key: number) =>
    setDrafts((d) => ({ ...d, [form]: d[form].filter((e) => e.key !== key) }));

  function handleSave() {
    const toInput = (entries: DraftEntry[]) =>
      entries.map((e) => ({
        targetField: e.targetField,
        formulaType: e.formulaType,
        description: e.description,
        baseValue: operand(e.baseValue),
        multiplier: operand(e.multiplier),
        addend: operand(e.addend),
        customFormula: e.formulaType === "custom" ? e.customFormula : null,
      }));
    save.mutate(
      { id: assetTypeId, intake: toInput(drafts.intake), inventory: toInput(drafts.inventory) },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            title: "Calculation Formulas Saved",
            message: "Both formula sets have been saved.",
          });
          void utils.assetTypes.get.invalidate({ id: assetTypeId });
        },
        onError: () =>
          notifications.show({ color: "red", title: "Save Failed", message: "Could not save calculation formulas" }),
      },
    );
  }

  const renderEntries = (form: CalculationFormulaForm) => (
    <Stack gap="sm" pt="md">
      {drafts[form].length === 0 ? (
        <Text size="sm" c="dimmed">
          No formulas yet.
        </Text>
      ) : null}
      {drafts[form].map((e) => {
        const preview = e.formulaType === "custom" ? formulaPreview(e.customFormula, () => 1) : null;
        return (
          <Paper key={e.key} withBorder p="sm" data-testid="formula-entry">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Autocomplete
                label="Target field"
                required
                data={fieldNames}
                value={e.targetField}
                disabled={!canWrite}
                onChange={(v) => update(form, e.key, { targetField: v })}
              />
              <Select
                label="Formula type"
                data={ASSET_FORMULA_TYPES.map((t) => ({ value: t, label: FORMULA_TYPE_LABELS[t] }))}
                value={e.formulaType}
                allowDeselect={false}
                disabled={!canWrite}
                onChange={(v) => v && update(form, e.key, { formulaType: v as AssetFormulaType })}
              />
              <TextInput
                label="Description"
                value={e.description}
                disabled={!canWrite}
                onChange={(ev) => update(form, e.key, { description: ev.currentTarget.value })}
              />
            </SimpleGrid>
            {e.formulaType === "custom" ? (
              <TextInput
                mt="xs"
                label="Custom formula"
                description={
                  preview && preview.state !== "ok"
                    ? preview.message
                    : "Use {field_name} for values; + - * / and parentheses."
                }
                value={e.customFormula}
                disabled={!canWrite}
                onChange={(ev) => update(form, e.key, { customFormula: ev.currentTarget.value })}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                <TextInput
                  label="Base value"
                  description="A number or a field name (default: the target's value)"
                  value={e.baseValue}
                  disabled={!canWrite}
                  onChange={(ev) => update(form, e.key, { baseValue: ev.currentTarget.value })}
                />
                {e.formulaType === "multiply" || e.formulaType === "divide" ? (
                  <TextInput
                    label={e.formulaType === "divide" ? "Divisor" : "Multiplier"}
                    value={e.multiplier}
                    disabled={!canWrite}
                    onChange={(ev) => update(form, e.key, { multiplier: ev.currentTarget.value })}
                  />
                ) : null}
                {e.formulaType === "add" || e.formulaType === "subtract" ? (
                  <TextInput
                    label={e.formulaType === "add" ? "Addend" : "Subtrahend"}
                    value={e.addend}
                    disabled={!canWrite}
                    onChange={(ev) => update(form, e.key, { addend: ev.currentTarget.value })}
                  />
                ) : null}
              </SimpleGrid>
            )}
            {canWrite ? (
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Remove formula"
                  onClick={() => remove(form, e.key)}
                >
                  <IconClose />
                </ActionIcon>
              </Group>
            ) : null}
          </Paper>
        );
      })}
      {canWrite ? (
        <Group>
          <Button variant="default" size="xs" onClick={() => add(form)}>
            Add Formula
          </Button>
        </Group>
      ) : null}
    </Stack>
  );

  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4">
        Calculation Formulas
      </Title>
      <Text size="sm" c="dimmed">
        Values computed when an intake or inventory form is submitted for an asset of this type.
      </Text>
      <Tabs value={tab} onChange={(v) => setTab(v === "inventory" ? "inventory" : "intake")} mt="sm">
        <Tabs.List>
          <Tabs.Tab value="intake">Intake Form Formulas</Tabs.Tab>
          <Tabs.Tab value="inventory">Inventory Form Formulas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="intake">{renderEntries("intake")}</Tabs.Panel>
        <Tabs.Panel value="inventory">{renderEntries("inventory")}</Tabs.Panel>
      </Tabs>
      {canWrite ? (
        <Group justify="flex-end" mt="md">
          <Button onClick={handleSave} loading={save.isPending}>
            Save Formulas
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

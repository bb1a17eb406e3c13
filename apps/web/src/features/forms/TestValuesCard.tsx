import { Trans, useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  findFormulaReferences,
  isCalculatedField,
  readNumberValue,
  recalculateFormFields,
  renderFormulaValue,
  testValueSetSaveInput,
} from "@stockroom/core";
import { useState } from "react";
import { runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { useZodForm } from "../../lib/form";
import { trpc } from "../../trpc";
import { NumberField } from "../../ui/NumberField";
import { formulaNumberText } from "./coreMessages";
import type { MappableReference } from "./FormulaBuilder";
import type { FormField } from "./formTypes";

const testValueSetName = testValueSetSaveInput.pick({ name: true });

/**
 * Mock values for previewing the form's formulas, with named test value sets saved on
 * the server (for this form, or shared when the form is not saved yet). A set without a
 * name is not saved.
 */
export function TestValuesCard({
  formId,
  fields,
  mappable,
  values,
  onValuesChange,
  canWrite,
}: {
  formId: string | null;
  fields: readonly FormField[];
  mappable: readonly MappableReference[];
  values: Record<string, unknown>;
  onValuesChange: (values: Record<string, unknown>) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const sets = trpc.forms.testValueSets.list.useQuery({ formId });
  const save = trpc.forms.testValueSets.save.useMutation();
  const remove = trpc.forms.testValueSets.delete.useMutation();
  const [selected, setSelected] = useState<string | null>(null);
  // "Test value set name required, otherwise nothing saved": Save Set waits for a name.
  const nameForm = useZodForm<{ name: string }>(testValueSetName, {
    initialValues: { name: "" },
    validateInputOnBlur: false,
  });

  const calculated = fields.filter(isCalculatedField);
  const inputs = fields.filter((f) => f.type === "number" || f.type === "current_inventory");
  const mappedUsed = mappable.filter((m) =>
    calculated.some((f) =>
      findFormulaReferences(f.formula ?? "").some((r) => r.kind === "mapped" && r.name === m.name),
    ),
  );
  // Each box keeps its text; core's rule reads it (a message under the box, never a guess).
  const boxes = [
    ...inputs.map((f) => ({ key: f.id, label: f.label })),
    ...mappedUsed.map((m) => ({ key: `mapped.${m.name}`, label: t`${m.label} (mapped)` })),
  ];
  const typed = new Map(boxes.map((b) => [b.key, readNumberValue(values[b.key] ?? "", { what: b.label })] as const));
  const invalid = [...typed.values()].some((r) => !r.ok);
  const numbers: Record<string, unknown> = { ...values };
  for (const [key, read] of typed) if (read.ok) numbers[key] = read.value ?? "";
  const mappedValues = Object.fromEntries(mappedUsed.map((m) => [m.name, numbers[`mapped.${m.name}`] ?? 0] as const));
  const results = recalculateFormFields(fields, numbers, { mapped: mappedValues }).values;
  const messageOf = (key: string) => {
    const read = typed.get(key);
    return read && !read.ok ? read.message : undefined;
  };
  const text = (key: string) => {
    const v = values[key];
    return typeof v === "number" || typeof v === "string" ? v : "";
  };

  const setValue = (key: string, v: string) => onValuesChange({ ...values, [key]: v });

  const saveSet = nameForm.onSubmit(({ name }) =>
    invalid
      ? undefined
      : runAction({
          run: () => save.mutateAsync({ formId, name: name.trim(), values: numbers }),
          success: (saved) => ({ title: t`Test Values Saved`, message: t`"${saved.name}" was saved.` }),
          failure: (error) => ({ message: failureText(error, t`Failed to save test values`) }),
          onDone: async (saved) => {
            await utils.forms.testValueSets.list.invalidate();
            setSelected(saved.id);
            nameForm.reset();
          },
        }),
  );

  if (calculated.length === 0) return null;

  return (
    <Card withBorder padding="lg" data-testid="test-values">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          <Trans>Test Values</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Try the formulas with mock values.</Trans>
        </Text>
        <Group gap="xs" align="flex-end">
          <Select
            label={t`Saved sets`}
            placeholder={sets.data?.length ? t`Load a set` : t`No saved sets`}
            data={(sets.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={selected}
            onChange={(id) => {
              setSelected(id);
              const set = sets.data?.find((s) => s.id === id);
              if (set) onValuesChange({ ...set.values });
            }}
            style={{ flex: 1 }}
          />
          {selected && canWrite ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Delete test value set`}
              onClick={() =>
                void runAction({
                  run: () => remove.mutateAsync({ id: selected }),
                  failure: (error) => ({ message: failureText(error, t`Failed to delete test values`) }),
                  onDone: async () => {
                    setSelected(null);
                    await utils.forms.testValueSets.list.invalidate();
                  },
                })
              }
            >
              ×
            </ActionIcon>
          ) : null}
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          {inputs.map((f) => (
            <NumberField
              key={f.id}
              size="xs"
              label={f.label}
              value={text(f.id)}
              error={messageOf(f.id)}
              onChange={(e) => setValue(f.id, e.currentTarget.value)}
            />
          ))}
          {mappedUsed.map((m) => (
            <NumberField
              key={`mapped.${m.name}`}
              size="xs"
              label={t`${m.label} (mapped)`}
              value={text(`mapped.${m.name}`)}
              error={messageOf(`mapped.${m.name}`)}
              onChange={(e) => setValue(`mapped.${m.name}`, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {calculated.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>
                  <Text size="sm">{f.label}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" ff="monospace">
                    {formulaNumberText(renderFormulaValue(f.formula, { fields: results, mapped: mappedValues }))}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canWrite ? (
          <Group gap="xs" align="flex-end">
            <TextInput
              size="xs"
              label={t`Save these values as`}
              placeholder={t`Set name`}
              {...nameForm.getInputProps("name")}
              style={{ flex: 1 }}
            />
            <Button
              size="xs"
              variant="light"
              onClick={() => saveSet()}
              loading={save.isPending}
              disabled={nameForm.values.name.trim() === ""}
            >
              <Trans>Save Set</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type CalculationFormulaForm, calculationFormulaDraftOf, calculationFormulaDrafts } from "@stockroom/core";
import { useState } from "react";
import { applyServerErrors, useZodForm } from "../../lib/form";
import { type RouterOutputs, trpc } from "../../trpc";
import { CalculationFormulaFields, type CalculationFormulaValues } from "./CalculationFormulaFields";

type Entry = RouterOutputs["assetTypes"]["get"]["calculationFormulas"]["intake"][number];

let nextKey = 0;
const newKey = () => `formula-${++nextKey}`;

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
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<CalculationFormulaForm>("intake");
  const form = useZodForm<CalculationFormulaValues>(calculationFormulaDrafts, {
    initialValues: {
      intake: initial.intake.map((e) => calculationFormulaDraftOf(newKey(), e)),
      inventory: initial.inventory.map((e) => calculationFormulaDraftOf(newKey(), e)),
    },
  });
  const save = trpc.assetTypes.updateCalculationFormulas.useMutation();

  const handleSave = form.onSubmit((values) =>
    save.mutate(
      { id: assetTypeId, ...calculationFormulaDrafts.parse(values) },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            title: t`Calculation Formulas Saved`,
            message: t`Both formula sets have been saved.`,
          });
          void utils.assetTypes.get.invalidate({ id: assetTypeId });
        },
        onError: (error) => {
          applyServerErrors(form, error);
          notifications.show({ color: "red", title: t`Save Failed`, message: t`Could not save calculation formulas` });
        },
      },
    ),
  );

  const renderEntries = (list: CalculationFormulaForm) => (
    <Stack gap="sm" pt="md">
      {form.values[list].length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No formulas yet.</Trans>
        </Text>
      ) : null}
      {form.values[list].map((entry, index) => (
        <CalculationFormulaFields
          key={entry.key}
          form={form}
          tab={list}
          index={index}
          fieldNames={fieldNames}
          canWrite={canWrite}
        />
      ))}
      {canWrite ? (
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => form.insertListItem(list, calculationFormulaDraftOf(newKey()))}
          >
            <Trans>Add Formula</Trans>
          </Button>
        </Group>
      ) : null}
    </Stack>
  );

  return (
    <Card withBorder padding="lg" component="form" onSubmit={handleSave} noValidate>
      <Title order={2} fz="h4">
        <Trans>Calculation Formulas</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Values computed when an intake or inventory form is submitted for an asset of this type.</Trans>
      </Text>
      <Tabs value={tab} onChange={(v) => setTab(v === "inventory" ? "inventory" : "intake")} mt="sm">
        <Tabs.List>
          <Tabs.Tab value="intake">
            <Trans>Intake Form Formulas</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="inventory">
            <Trans>Inventory Form Formulas</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="intake">{renderEntries("intake")}</Tabs.Panel>
        <Tabs.Panel value="inventory">{renderEntries("inventory")}</Tabs.Panel>
      </Tabs>
      {canWrite ? (
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save Formulas</Trans>
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

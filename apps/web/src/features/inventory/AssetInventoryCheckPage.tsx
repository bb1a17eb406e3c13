import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { FALLBACK_FORM_CONDITIONS, fallbackInventoryCheckInput } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useZodForm } from "../../lib/form";
import { useDateFormat } from "../../lib/formatDate";
import { conditionText, locationText, quantityText } from "../../lib/inventoryText";
import { type RouterOutputs, trpc } from "../../trpc";
import { Fact } from "../../ui/Fact";
import { NumberField } from "../../ui/NumberField";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink, ButtonLink } from "../../ui/RouterLinks";
import { InventoryFormCard } from "./InventoryFormCard";
import { InventoryGate } from "./InventoryGate";
import { useAssetInventory } from "./useAssetInventory";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

type AssetInventory = RouterOutputs["inventory"]["items"]["forAsset"];

const CONDITION_OPTIONS = () => FALLBACK_FORM_CONDITIONS.map((c) => ({ value: c, label: conditionText(c) }));

/**
 * /assets/{assetId}/inventory/check and /assets/{assetId}/inventory-check: a check with the
 * asset type's inventory form (the form submit page), or the fallback form (quantity,
 * condition, location, notes); the last known state is shown next to it.
 */
export function AssetInventoryCheckPage({ assetId }: { assetId: string }) {
  const { t } = useLingui();
  const load = useAssetInventory(assetId);
  return (
    <InventoryGate load={load} loadError={t`Failed to load inventory form`} leaveTo="/assets">
      {(data) => <InventoryCheck assetId={assetId} data={data} />}
    </InventoryGate>
  );
}

function InventoryCheck({ assetId, data }: { assetId: string; data: AssetInventory }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const { summary, inventoryForm, lastKnownState: last } = data;
  return (
    <Stack gap="lg" maw={720}>
      <BackLink to="/assets/$assetId/inventory" params={{ assetId }}>
        <Trans>← Back to Asset Inventory</Trans>
      </BackLink>
      <PageHeader title={t`Inventory Check`} description={`${summary.asset_name} · ${summary.asset_type_name}`} />
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          <Trans>Last known state</Trans>
        </Title>
        {last ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Fact label={t`Quantity`}>
              <Text data-testid="last-quantity">{quantityText(last.quantity)}</Text>
            </Fact>
            <Fact label={t`Condition`}>
              <Text tt="capitalize">{last.condition ? conditionText(last.condition) : "—"}</Text>
            </Fact>
            <Fact label={t`Location`}>
              <Text>{locationText(last.location)}</Text>
            </Fact>
            <Fact label={t`Checked`}>
              <Text>{format.dateTime(last.checkDate)}</Text>
            </Fact>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No inventory records yet.</Trans>
          </Text>
        )}
      </Card>
      {!summary.has_inventory ? (
        <Alert color="yellow" title={t`No inventory item`}>
          <Group justify="space-between">
            <Text size="sm">
              <Trans>Set up inventory for this asset before recording a check.</Trans>
            </Text>
            <ButtonLink size="xs" to="/assets/$assetId/inventory/create" params={{ assetId }}>
              <Trans>Create Inventory</Trans>
            </ButtonLink>
          </Group>
        </Alert>
      ) : inventoryForm ? (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t`This asset type records checks with the form "${inventoryForm.name}".`}</Text>
            <ButtonLink
              to="/forms/submit/$id"
              params={{ id: inventoryForm.id }}
              search={{ asset_id: assetId, type: "inventory" }}
            >
              <Trans>Open Inventory Form</Trans>
            </ButtonLink>
          </Stack>
        </Card>
      ) : (
        <FallbackCheckForm assetId={assetId} location={last?.location ?? summary.asset_location ?? ""} />
      )}
    </Stack>
  );
}

/** The fallback form: quantity (required, min 0), condition, location (the last known one), notes. */
function FallbackCheckForm({ assetId, location }: { assetId: string; location: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const check = trpc.inventory.items.checkAsset.useMutation();
  const form = useZodForm<{ quantity: string; condition: string | null; location: string; notes: string }>(
    fallbackInventoryCheckInput,
    { initialValues: { quantity: "", condition: null, location, notes: "" } },
  );
  const submit = form.onSubmit(
    (values) =>
      void feedback.save(() => check.mutateAsync({ assetId, ...fallbackInventoryCheckInput.parse(values) }), {
        success: t`Inventory check recorded successfully`,
        failure: t`Failed to save inventory check`,
        form,
        onDone: () => void navigate({ to: "/assets/$assetId/inventory", params: { assetId } }),
      }),
  );
  return (
    <InventoryFormCard onSubmit={submit} submitLabel={t`Save Check`} loading={check.isPending}>
      <NumberField label={t`Quantity`} whole withAsterisk {...form.getInputProps("quantity")} />
      <Select label={t`Condition`} data={CONDITION_OPTIONS()} clearable {...form.getInputProps("condition")} />
      <TextInput label={t`Location`} {...form.getInputProps("location")} />
      <Textarea label={t`Notes`} autosize minRows={2} {...form.getInputProps("notes")} />
    </InventoryFormCard>
  );
}

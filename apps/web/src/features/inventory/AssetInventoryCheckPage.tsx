import { Alert, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { FALLBACK_FORM_CONDITIONS, fallbackInventoryCheckInput, locationDisplay } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useZodForm } from "../../lib/form";
import { useDateFormat } from "../../lib/formatDate";
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

const CONDITION_OPTIONS = FALLBACK_FORM_CONDITIONS.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }));

/**
 * /assets/{assetId}/inventory/check and /assets/{assetId}/inventory-check: a check with the
 * asset type's inventory form (the form submit page), or the fallback form (quantity,
 * condition, location, notes); the last known state is shown next to it.
 */
export function AssetInventoryCheckPage({ assetId }: { assetId: string }) {
  const load = useAssetInventory(assetId);
  return (
    <InventoryGate load={load} loadError="Failed to load inventory form" leaveTo="/assets">
      {(data) => <InventoryCheck assetId={assetId} data={data} />}
    </InventoryGate>
  );
}

function InventoryCheck({ assetId, data }: { assetId: string; data: AssetInventory }) {
  const format = useDateFormat();
  const { summary, inventoryForm, lastKnownState: last } = data;
  return (
    <Stack gap="lg" maw={720}>
      <BackLink to="/assets/$assetId/inventory" params={{ assetId }}>
        ← Back to Asset Inventory
      </BackLink>
      <PageHeader title="Inventory Check" description={`${summary.asset_name} · ${summary.asset_type_name}`} />
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          Last known state
        </Title>
        {last ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Fact label="Quantity">
              <Text data-testid="last-quantity">{last.quantity}</Text>
            </Fact>
            <Fact label="Condition">
              <Text tt="capitalize">{last.condition ?? "—"}</Text>
            </Fact>
            <Fact label="Location">
              <Text>{locationDisplay(last.location)}</Text>
            </Fact>
            <Fact label="Checked">
              <Text>{format.dateTime(last.checkDate)}</Text>
            </Fact>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No inventory records yet.
          </Text>
        )}
      </Card>
      {!summary.has_inventory ? (
        <Alert color="yellow" title="No inventory item">
          <Group justify="space-between">
            <Text size="sm">Set up inventory for this asset before recording a check.</Text>
            <ButtonLink size="xs" to="/assets/$assetId/inventory/create" params={{ assetId }}>
              Create Inventory
            </ButtonLink>
          </Group>
        </Alert>
      ) : inventoryForm ? (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{`This asset type records checks with the form "${inventoryForm.name}".`}</Text>
            <ButtonLink
              to="/forms/submit/$id"
              params={{ id: inventoryForm.id }}
              search={{ asset_id: assetId, type: "inventory" }}
            >
              Open Inventory Form
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
        success: "Inventory check recorded successfully",
        failure: "Failed to save inventory check",
        form,
        onDone: () => void navigate({ to: "/assets/$assetId/inventory", params: { assetId } }),
      }),
  );
  return (
    <InventoryFormCard onSubmit={submit} submitLabel="Save Check" loading={check.isPending}>
      <NumberField label="Quantity" whole withAsterisk {...form.getInputProps("quantity")} />
      <Select label="Condition" data={CONDITION_OPTIONS} clearable {...form.getInputProps("condition")} />
      <TextInput label="Location" {...form.getInputProps("location")} />
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps("notes")} />
    </InventoryFormCard>
  );
}

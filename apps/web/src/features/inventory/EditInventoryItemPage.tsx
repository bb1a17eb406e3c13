import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { INVENTORY_ITEM_NOT_FOUND_MESSAGE, inventoryItemEditInput } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useZodForm } from "../../lib/form";
import { coreText } from "../../lib/inventoryText";
import { type RouterOutputs, trpc } from "../../trpc";
import { NumberField } from "../../ui/NumberField";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink, ButtonLink } from "../../ui/RouterLinks";
import { InventoryFormCard } from "./InventoryFormCard";
import { InventoryGate } from "./InventoryGate";
import { useInventoryItem } from "./useAssetInventory";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

type Item = RouterOutputs["inventory"]["items"]["get"]["item"];

/** /inventory/edit/{id}: name, description, sku, barcode, quantity, location, category (spec 02). */
export function EditInventoryItemPage({ id }: { id: string }) {
  const { t } = useLingui();
  const load = useInventoryItem(id);
  return (
    <InventoryGate
      load={load}
      loadError={t`Failed to load inventory item`}
      missing={<Alert color="red">{coreText(INVENTORY_ITEM_NOT_FOUND_MESSAGE)}</Alert>}
    >
      {({ item }) => <EditItemForm item={item} />}
    </InventoryGate>
  );
}

function EditItemForm({ item }: { item: Item }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const update = trpc.inventory.items.update.useMutation();
  const form = useZodForm<{
    name: string;
    description: string;
    sku: string;
    barcode: string;
    quantity: string;
    location: string;
    category: string;
  }>(inventoryItemEditInput, {
    initialValues: {
      name: item.name,
      description: item.description ?? "",
      sku: item.sku ?? "",
      barcode: item.barcode ?? "",
      quantity: String(item.quantity),
      location: item.location ?? "",
      category: item.category ?? "",
    },
  });
  const back = { to: "/inventory/item/$id", params: { id: item.id } } as const;
  const submit = form.onSubmit(
    (values) =>
      void feedback.save(() => update.mutateAsync({ id: item.id, values: inventoryItemEditInput.parse(values) }), {
        success: t`Inventory Updated`,
        failure: t`Failed to update inventory item`,
        form,
        onDone: () => void navigate(back),
      }),
  );

  return (
    <Stack gap="lg" maw={640}>
      <BackLink {...back}>
        <Trans>← Back to Item</Trans>
      </BackLink>
      <PageHeader title={t`Edit Inventory Item`} />
      <InventoryFormCard
        onSubmit={submit}
        submitLabel={t`Save Changes`}
        loading={update.isPending}
        cancel={
          <ButtonLink variant="default" {...back}>
            <Trans>Cancel</Trans>
          </ButtonLink>
        }
      >
        <TextInput label={t`Name`} withAsterisk {...form.getInputProps("name")} />
        <Textarea label={t`Description`} autosize minRows={2} {...form.getInputProps("description")} />
        <Group grow align="flex-start">
          <TextInput label={t`SKU`} {...form.getInputProps("sku")} />
          <TextInput label={t`Barcode`} {...form.getInputProps("barcode")} />
        </Group>
        <NumberField label={t`Quantity`} whole withAsterisk {...form.getInputProps("quantity")} />
        <Group grow align="flex-start">
          <TextInput label={t`Location`} {...form.getInputProps("location")} />
          <TextInput label={t`Category`} {...form.getInputProps("category")} />
        </Group>
      </InventoryFormCard>
    </Stack>
  );
}

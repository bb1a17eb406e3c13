import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { inventoryItemEditInput, isEntityId } from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { useSession } from "../../lib/session";
import { isNotFoundError, trpc } from "../../trpc";
import { OrganizationRequired } from "./OrganizationRequired";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

/** /inventory/edit/{id}: name, description, sku, barcode, quantity, location, category (spec 02). */
export function EditInventoryItemPage({ id }: { id: string }) {
  const membership = useSession()?.membership ?? null;
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const valid = isEntityId(id);
  const query = trpc.inventory.items.get.useQuery(
    { id },
    { enabled: valid && membership !== null, retry: (n, e) => !isNotFoundError(e) && n < 2 },
  );
  const update = trpc.inventory.items.update.useMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: "",
      description: "",
      sku: "",
      barcode: "",
      quantity: 0 as number | string,
      location: "",
      category: "",
    },
    validate: zod4Resolver(inventoryItemEditInput),
  });
  const item = query.data?.item;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded item
  useEffect(() => {
    if (!item) return;
    form.setValues({
      name: item.name,
      description: item.description ?? "",
      sku: item.sku ?? "",
      barcode: item.barcode ?? "",
      quantity: item.quantity,
      location: item.location ?? "",
      category: item.category ?? "",
    });
    form.resetDirty();
  }, [item?.id]);

  if (!membership) return <OrganizationRequired />;
  if (!valid || (query.isError && isNotFoundError(query.error))) {
    return <Alert color="red">Inventory item not found</Alert>;
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">Failed to load inventory item</Alert>;

  const submit = form.onSubmit((values) => {
    update.mutate(
      { id, values: inventoryItemEditInput.parse(values) },
      {
        onSuccess: () => {
          feedback.saved("Inventory Updated");
          void navigate({ to: "/inventory/item/$id", params: { id } });
        },
        onError: (error) => feedback.failed(error, "Failed to update inventory item"),
      },
    );
  });

  return (
    <Stack gap="lg" maw={640}>
      <Anchor size="sm" renderRoot={(props) => <Link to="/inventory/item/$id" params={{ id }} {...props} />}>
        ← Back to Item
      </Anchor>
      <Title order={1} size="h2">
        Edit Inventory Item
      </Title>
      <Card withBorder padding="lg">
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps("description")} />
            <Group grow align="flex-start">
              <TextInput label="SKU" {...form.getInputProps("sku")} />
              <TextInput label="Barcode" {...form.getInputProps("barcode")} />
            </Group>
            <NumberInput label="Quantity" min={0} allowDecimal={false} {...form.getInputProps("quantity")} />
            <Group grow align="flex-start">
              <TextInput label="Location" {...form.getInputProps("location")} />
              <TextInput label="Category" {...form.getInputProps("category")} />
            </Group>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                renderRoot={(props) => <Link to="/inventory/item/$id" params={{ id }} {...props} />}
              >
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save Changes
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

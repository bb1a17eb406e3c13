import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  ASSET_NOT_FOUND_MESSAGE,
  DEFAULT_INVENTORY_STATUS,
  INVENTORY_EXISTS_DETAIL,
  INVENTORY_STATUSES,
  inventoryCreateInput,
} from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { useSession } from "../../lib/session";
import { trpc, trpcErrorCode } from "../../trpc";
import { OrganizationRequired } from "./OrganizationRequired";
import { useAssetInventory } from "./useAssetInventory";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

/**
 * Where a new item leads: /inventory/add/{assetId} → the item; /inventory/add-for-asset/{assetId}
 * → the asset; /assets/{assetId}/inventory/create → the overview.
 */
export type CreateInventoryMode = "add" | "add-for-asset" | "asset-create";

const STATUS_OPTIONS = INVENTORY_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }));

/**
 * Sets up the inventory of an asset (spec 02 "Add inventory for an asset", create route):
 * initial quantity (whole number ≥ 0), location, status, notes. An asset that already has an
 * item goes to it (add routes) or says so with 'View Existing Inventory Item' (create route).
 */
export function CreateInventoryPage({ assetId, mode }: { assetId: string; mode: CreateInventoryMode }) {
  const membership = useSession()?.membership ?? null;
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const { query, notFound } = useAssetInventory(assetId, membership !== null);
  const create = trpc.inventory.items.createForAsset.useMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: {
      quantity: 0 as number | string,
      location: "",
      status: DEFAULT_INVENTORY_STATUS as string,
      notes: "",
    },
    validate: zod4Resolver(inventoryCreateInput),
  });
  const existingId = query.data?.summary.inventory_item_id ?? null;
  useEffect(() => {
    if (existingId && mode !== "asset-create") {
      void navigate({ to: "/inventory/item/$id", params: { id: existingId }, replace: true });
    }
  }, [existingId, mode, navigate]);
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ color: "red", title: "Error", message: ASSET_NOT_FOUND_MESSAGE });
    void navigate({ to: mode === "asset-create" ? "/assets" : "/inventory/add", replace: true });
  }, [notFound, mode, navigate]);

  if (!membership) return <OrganizationRequired />;
  if (query.isPending || notFound || (existingId && mode !== "asset-create")) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">Failed to load asset details</Alert>;
  const { summary } = query.data;
  const back =
    mode === "asset-create" ? (
      <Anchor
        size="sm"
        renderRoot={(props) => <Link to="/assets/$assetId/inventory" params={{ assetId }} {...props} />}
      >
        ← Back to Asset Inventory
      </Anchor>
    ) : (
      <Anchor
        size="sm"
        renderRoot={(props) => <Link to="/inventory/action/$assetId" params={{ assetId }} {...props} />}
      >
        ← Back
      </Anchor>
    );

  if (existingId) {
    return (
      <Stack gap="lg" maw={640}>
        {back}
        <Title order={1} size="h2">
          Create Inventory
        </Title>
        <Alert color="yellow" title="Inventory already exists for this asset">
          <Stack gap="sm">
            <Text size="sm">{INVENTORY_EXISTS_DETAIL}</Text>
            <Group>
              <Button
                size="xs"
                renderRoot={(props) => <Link to="/inventory/item/$id" params={{ id: existingId }} {...props} />}
              >
                View Existing Inventory Item
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    const parsed = inventoryCreateInput.parse(values);
    create.mutate(
      { assetId, ...parsed },
      {
        onSuccess: (r) => {
          feedback.saved("Inventory created successfully");
          if (mode === "add") void navigate({ to: "/inventory/item/$id", params: { id: r.inventoryItemId } });
          else if (mode === "add-for-asset") void navigate({ to: "/assets/$id", params: { id: assetId } });
          else void navigate({ to: "/assets/$assetId/inventory", params: { assetId } });
        },
        onError: (error) => {
          if (trpcErrorCode(error) === "CONFLICT") void query.refetch();
          feedback.failed(error, "Failed to create inventory");
        },
      },
    );
  });

  return (
    <Stack gap="lg" maw={640}>
      {back}
      <Stack gap={2}>
        <Title order={1} size="h2">
          Create Inventory
        </Title>
        <Text c="dimmed">{`${summary.asset_name} · ${summary.asset_type_name}`}</Text>
      </Stack>
      <Card withBorder padding="lg">
        <form onSubmit={submit}>
          <Stack gap="sm">
            <NumberInput
              label="Initial quantity"
              min={0}
              allowDecimal={false}
              withAsterisk
              {...form.getInputProps("quantity")}
            />
            <TextInput label="Location" {...form.getInputProps("location")} />
            <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps("status")} />
            <Textarea label="Notes" autosize minRows={2} {...form.getInputProps("notes")} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Create Inventory
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

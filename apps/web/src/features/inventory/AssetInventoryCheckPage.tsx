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
  SimpleGrid,
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
  FALLBACK_FORM_CONDITIONS,
  fallbackInventoryCheckInput,
  locationDisplay,
} from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { useDateFormat } from "../../lib/formatDate";
import { useSession } from "../../lib/session";
import { trpc } from "../../trpc";
import { Fact } from "../../ui/Fact";
import { OrganizationRequired } from "./OrganizationRequired";
import { useAssetInventory } from "./useAssetInventory";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

const CONDITION_OPTIONS = FALLBACK_FORM_CONDITIONS.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }));

/**
 * /assets/{assetId}/inventory/check and /assets/{assetId}/inventory-check: a check with the
 * asset type's inventory form (the form submit page), or the fallback form (quantity,
 * condition, location, notes); the last known state is shown next to it.
 */
export function AssetInventoryCheckPage({ assetId }: { assetId: string }) {
  const membership = useSession()?.membership ?? null;
  const format = useDateFormat();
  const navigate = useNavigate();
  const feedback = useInventoryWriteFeedback();
  const { query, notFound } = useAssetInventory(assetId, membership !== null);
  const check = trpc.inventory.items.checkAsset.useMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { quantity: "" as number | string, condition: null as string | null, location: "", notes: "" },
    validate: zod4Resolver(fallbackInventoryCheckInput),
  });
  const last = query.data?.lastKnownState ?? null;
  const lastLocation = last?.location ?? query.data?.summary.asset_location ?? "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill the location once the asset is loaded
  useEffect(() => {
    if (query.data && form.values.location === "") form.setFieldValue("location", lastLocation ?? "");
  }, [query.data?.summary.asset_id]);
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ color: "red", title: "Error", message: ASSET_NOT_FOUND_MESSAGE });
    void navigate({ to: "/assets", replace: true });
  }, [notFound, navigate]);

  if (!membership) return <OrganizationRequired />;
  if (query.isPending || notFound) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">Failed to load inventory form</Alert>;
  const { summary, inventoryForm } = query.data;

  const submit = form.onSubmit((values) => {
    const parsed = fallbackInventoryCheckInput.parse(values);
    check.mutate(
      { assetId, ...parsed },
      {
        onSuccess: () => {
          feedback.saved("Inventory check recorded successfully");
          void navigate({ to: "/assets/$assetId/inventory", params: { assetId } });
        },
        onError: (error) => feedback.failed(error, "Failed to save inventory check"),
      },
    );
  });

  return (
    <Stack gap="lg" maw={720}>
      <Anchor
        size="sm"
        renderRoot={(props) => <Link to="/assets/$assetId/inventory" params={{ assetId }} {...props} />}
      >
        ← Back to Asset Inventory
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Inventory Check
        </Title>
        <Text c="dimmed">{`${summary.asset_name} · ${summary.asset_type_name}`}</Text>
      </Stack>
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
            <Button
              size="xs"
              renderRoot={(props) => <Link to="/assets/$assetId/inventory/create" params={{ assetId }} {...props} />}
            >
              Create Inventory
            </Button>
          </Group>
        </Alert>
      ) : inventoryForm ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text>{`This asset type records checks with the form "${inventoryForm.name}".`}</Text>
            <Group>
              <Button
                renderRoot={(props) => (
                  <Link
                    to="/forms/submit/$id"
                    params={{ id: inventoryForm.id }}
                    search={{ asset_id: assetId, type: "inventory" }}
                    {...props}
                  />
                )}
              >
                Open Inventory Form
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg">
          <form onSubmit={submit}>
            <Stack gap="sm">
              <NumberInput label="Quantity" min={0} withAsterisk {...form.getInputProps("quantity")} />
              <Select label="Condition" data={CONDITION_OPTIONS} clearable {...form.getInputProps("condition")} />
              <TextInput label="Location" {...form.getInputProps("location")} />
              <Textarea label="Notes" autosize minRows={2} {...form.getInputProps("notes")} />
              <Group justify="flex-end">
                <Button type="submit" loading={check.isPending}>
                  Save Check
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}

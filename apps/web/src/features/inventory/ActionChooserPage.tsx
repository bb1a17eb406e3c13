import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { NO_INTAKE_FORM_TITLE, scanDestination } from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useSession } from "../../lib/session";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { OrganizationRequired } from "./OrganizationRequired";
import { useAssetInventory } from "./useAssetInventory";

/**
 * /inventory/action/{assetId} (spec 02 "Action chooser"): 'Add New Items' (the type's intake
 * form, or a warning and the basic inventory form) and 'Monthly Inventory' (the count: the
 * item in edit mode when it was already counted this month, else the type's inventory form
 * or the basic one).
 */
export function ActionChooserPage({ assetId }: { assetId: string }) {
  const membership = useSession()?.membership ?? null;
  const navigate = useNavigate();
  const { query, notFound } = useAssetInventory(assetId, membership !== null);
  if (!membership) return <OrganizationRequired />;
  if (notFound) {
    return (
      <Stack gap="md" maw={560} mx="auto" py="lg">
        <Alert color="red" title="Asset Not Found">
          The selected asset no longer exists. It may have been deleted. Start over from Add Inventory.
        </Alert>
        <Group>
          <Button renderRoot={(props) => <Link to="/inventory/add" {...props} />}>Add Inventory</Button>
        </Group>
      </Stack>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">Failed to load asset details</Alert>;
  const { summary, intakeForm, inventoryForm } = query.data;
  const basicCheck = () => void navigate({ to: "/assets/$assetId/inventory/check", params: { assetId } });

  function addNewItems() {
    if (intakeForm) {
      void navigate({
        to: "/forms/submit/$id",
        params: { id: intakeForm.id },
        search: { asset_id: assetId, type: "intake" },
      });
      return;
    }
    notifications.show({
      color: "yellow",
      title: NO_INTAKE_FORM_TITLE,
      message: "Using the basic inventory form.",
    });
    basicCheck();
  }

  function monthlyInventory() {
    const counted = scanDestination({
      assetId,
      inventoryItemId: summary.inventory_item_id,
      hasCheckThisMonth: summary.counted_this_month === true,
      now: new Date(),
      from: "chooser",
    });
    if (summary.inventory_item_id && summary.counted_this_month) {
      void navigate({ href: counted });
      return;
    }
    if (!summary.inventory_item_id) {
      void navigate({ to: "/inventory/add/$assetId", params: { assetId } });
      return;
    }
    if (inventoryForm) {
      void navigate({
        to: "/forms/submit/$id",
        params: { id: inventoryForm.id },
        search: { asset_id: assetId, type: "inventory" },
      });
      return;
    }
    basicCheck();
  }

  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link to="/inventory/add" {...props} />}>
        ← Back to Add Inventory
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {summary.asset_name}
        </Title>
        <Group gap="xs">
          <AssetTypeTag name={summary.asset_type_name} color={summary.asset_type_color} />
          {summary.has_inventory ? (
            <Text size="sm" c="dimmed">{`Current stock: ${summary.current_quantity ?? 0}`}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              No inventory yet
            </Text>
          )}
        </Group>
      </Stack>
      <Text>What would you like to do?</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h4">
              Add New Items
            </Title>
            <Text size="sm" c="dimmed">
              Record items received into stock (intake).
            </Text>
            {intakeForm ? (
              <Text size="sm">{`Form: ${intakeForm.name}`}</Text>
            ) : (
              <Alert color="yellow" title="No intake form configured" p="sm">
                <Text size="sm">
                  This asset type has no intake form; the basic inventory form will be used. Please contact an
                  administrator to set one up.
                </Text>
              </Alert>
            )}
            <Group mt="auto">
              <Button onClick={addNewItems}>Add New Items</Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h4">
              Monthly Inventory
            </Title>
            <Text size="sm" c="dimmed">
              Count what is on hand for this month.
            </Text>
            <Text size="sm">{inventoryForm ? `Form: ${inventoryForm.name}` : "Form: basic inventory form"}</Text>
            {summary.counted_this_month ? (
              <Badge color="green" variant="light" c="green.9">
                Already counted this month
              </Badge>
            ) : null}
            <Group mt="auto">
              <Button variant="light" onClick={monthlyInventory}>
                Monthly Inventory
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

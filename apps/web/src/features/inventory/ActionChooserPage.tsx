import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { NO_INTAKE_FORM_TITLE, scanDestination } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { coreText, quantityText } from "../../lib/inventoryText";
import { AssetTypeTag } from "../../ui/AssetTypeTag";
import { PageHeader } from "../../ui/PageHeader";
import { BackLink, ButtonLink } from "../../ui/RouterLinks";
import { ChoiceCard } from "./ChoiceCard";
import { InventoryGate } from "./InventoryGate";
import { useAssetInventory } from "./useAssetInventory";

/**
 * /inventory/action/{assetId} (spec 02 "Action chooser"): 'Add New Items' (the type's intake
 * form, or a warning and the basic inventory form) and 'Monthly Inventory' (the count: the
 * item in edit mode when it was already counted this month, else the type's inventory form
 * or the basic one).
 */
export function ActionChooserPage({ assetId }: { assetId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const load = useAssetInventory(assetId);
  const missing = (
    <Stack gap="md" maw={560} mx="auto" py="lg">
      <Alert color="red" title={t`Asset Not Found`}>
        <Trans>The selected asset no longer exists. It may have been deleted. Start over from Add Inventory.</Trans>
      </Alert>
      <ButtonLink to="/inventory/add" w="fit-content">
        <Trans>Add Inventory</Trans>
      </ButtonLink>
    </Stack>
  );
  return (
    <InventoryGate load={load} loadError={t`Failed to load asset details`} missing={missing}>
      {({ summary, intakeForm, inventoryForm }) => {
        const basicCheck = () => void navigate({ to: "/assets/$assetId/inventory/check", params: { assetId } });
        const openForm = (form: { id: string }, type: "intake" | "inventory") =>
          void navigate({ to: "/forms/submit/$id", params: { id: form.id }, search: { asset_id: assetId, type } });

        function addNewItems() {
          if (intakeForm) return openForm(intakeForm, "intake");
          notifications.show({
            color: "yellow",
            title: coreText(NO_INTAKE_FORM_TITLE),
            message: t`Using the basic inventory form.`,
          });
          basicCheck();
        }

        function monthlyInventory() {
          if (summary.inventory_item_id && summary.counted_this_month) {
            const href = scanDestination({
              assetId,
              inventoryItemId: summary.inventory_item_id,
              hasCheckThisMonth: true,
              now: new Date(),
              from: "chooser",
            });
            return void navigate({ href });
          }
          if (!summary.inventory_item_id) return void navigate({ to: "/inventory/add/$assetId", params: { assetId } });
          if (inventoryForm) return openForm(inventoryForm, "inventory");
          basicCheck();
        }

        return (
          <Stack gap="lg">
            <BackLink to="/inventory/add">
              <Trans>← Back to Add Inventory</Trans>
            </BackLink>
            <Stack gap={4}>
              <PageHeader title={summary.asset_name} />
              <Group gap="xs">
                <AssetTypeTag name={summary.asset_type_name} color={summary.asset_type_color} />
                <Text size="sm" c="dimmed">
                  {summary.has_inventory
                    ? t`Current stock: ${quantityText(summary.current_quantity ?? 0)}`
                    : t`No inventory yet`}
                </Text>
              </Group>
            </Stack>
            <Text>
              <Trans>What would you like to do?</Trans>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ChoiceCard
                title={t`Add New Items`}
                text={t`Record items received into stock (intake).`}
                action={
                  <Button onClick={addNewItems}>
                    <Trans>Add New Items</Trans>
                  </Button>
                }
              >
                {intakeForm ? (
                  <Text size="sm">{t`Form: ${intakeForm.name}`}</Text>
                ) : (
                  <Alert color="yellow" title={t`No intake form configured`} p="sm">
                    <Text size="sm">
                      <Trans>
                        This asset type has no intake form; the basic inventory form will be used. Please contact an
                        administrator to set one up.
                      </Trans>
                    </Text>
                  </Alert>
                )}
              </ChoiceCard>
              <ChoiceCard
                title={t`Monthly Inventory`}
                text={t`Count what is on hand for this month.`}
                action={
                  <Button variant="light" onClick={monthlyInventory}>
                    <Trans>Monthly Inventory</Trans>
                  </Button>
                }
              >
                <Text size="sm">{inventoryForm ? t`Form: ${inventoryForm.name}` : t`Form: basic inventory form`}</Text>
                {summary.counted_this_month ? (
                  <Badge color="green" variant="light" c="green.9">
                    <Trans>Already counted this month</Trans>
                  </Badge>
                ) : null}
              </ChoiceCard>
            </SimpleGrid>
          </Stack>
        );
      }}
    </InventoryGate>
  );
}

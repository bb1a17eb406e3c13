import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { locationText, monthDayText, quantityText, unitText } from "../../lib/inventoryText";
import type { RouterOutputs } from "../../trpc";
import { AssetStatusBadge } from "../../ui/AssetStatusBadge";
import { ButtonLink } from "../../ui/RouterLinks";

export type InventorySummary = RouterOutputs["inventory"]["items"]["list"]["items"][number];

/** The left border when the type has no colour: Mantine's blue. */
const FALLBACK_BORDER = "var(--mantine-color-blue-6)";

/** One card of the /inventory grid (spec 02 "Inventory page"). */
export function InventoryCard({ item }: { item: InventorySummary }) {
  const { t } = useLingui();
  const updated = item.last_check_date ?? item.updated_at;
  return (
    <Card
      withBorder
      padding="md"
      data-testid="inventory-card"
      style={{ borderLeft: `4px solid ${item.asset_type_color || FALLBACK_BORDER}` }}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2} title={item.asset_name} style={{ overflowWrap: "anywhere" }}>
              {item.asset_name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {item.asset_type_name}
            </Text>
          </Stack>
          {item.has_inventory ? (
            <Badge variant="light" color="blue" tt="none" style={{ flexShrink: 0 }} data-testid="inventory-quantity">
              {`${quantityText(item.current_quantity ?? 0)} ${unitText(item.asset_type_name, item.unit_type)}`}
            </Badge>
          ) : (
            <Badge variant="light" color="yellow" c="yellow.9" tt="none" style={{ flexShrink: 0 }}>
              <Trans>No Inventory</Trans>
            </Badge>
          )}
        </Group>
        <Text size="sm">{locationText(item.asset_location)}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {updated ? t`Updated ${monthDayText(updated)}` : t`No updates`}
          </Text>
          <AssetStatusBadge status={item.asset_status || "active"} />
        </Group>
        {item.asset_description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.asset_description}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto" pt="xs">
          <ButtonLink size="xs" variant="default" to="/assets/$id" params={{ id: item.asset_id }}>
            <Trans>View Asset</Trans>
          </ButtonLink>
          {item.has_inventory && item.inventory_item_id ? (
            <>
              <ButtonLink
                size="xs"
                variant="light"
                aria-label={t`Check ${item.asset_name}`}
                to="/assets/$assetId/inventory/check"
                params={{ assetId: item.asset_id }}
              >
                <Trans>Check</Trans>
              </ButtonLink>
              <ButtonLink
                size="xs"
                variant="subtle"
                aria-label={t`History of ${item.asset_name}`}
                to="/inventory/$inventoryItemId/history"
                params={{ inventoryItemId: item.inventory_item_id }}
              >
                <Trans>History</Trans>
              </ButtonLink>
            </>
          ) : (
            <ButtonLink
              size="xs"
              variant="light"
              to="/assets/$assetId/inventory/create"
              params={{ assetId: item.asset_id }}
            >
              <Trans>Add Inventory</Trans>
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

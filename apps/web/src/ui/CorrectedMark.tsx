import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Text } from "@mantine/core";

/**
 * Spec 02 §4: "the history row shows the corrected quantity marked as corrected". The one
 * mark of a corrected entry, on the history screen's cards, the item's History tab and the
 * asset's Inventory tab: a "Corrected" badge and the original quantity struck through.
 */
export function CorrectedBadge({ size = "md" }: { size?: "xs" | "sm" | "md" }) {
  return (
    <Badge color="violet" variant="light" size={size} data-testid="corrected-badge">
      <Trans>Corrected</Trans>
    </Badge>
  );
}

export function OriginalQuantity({ quantity }: { quantity: number | null | undefined }) {
  const { t } = useLingui();
  return (
    <Text size="xs" c="dimmed" td="line-through" data-testid="event-original-quantity" component="span">
      {t`was ${quantity ?? "?"}`}
    </Text>
  );
}

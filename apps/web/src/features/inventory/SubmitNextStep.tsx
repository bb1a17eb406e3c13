import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../trpc";

/**
 * After a form is submitted for an asset (desktop), the next step instead of the form
 * turning silently into its edit mode: back to the asset, the inventory list, or the next
 * asset of the same type not yet counted this month (the monthly pick list), with this form.
 */
export function SubmitNextStep({
  formId,
  asset,
  type,
  onSubmitAgain,
}: {
  formId: string;
  asset: { id: string; name: string; assetTypeId: string };
  type: string | undefined;
  onSubmitAgain: () => void;
}) {
  const { t } = useLingui();
  const pickList = trpc.inventory.items.typeAssets.useQuery({ assetTypeId: asset.assetTypeId, monthly: true });
  const next = pickList.data?.items.find((a) => a.id !== asset.id) ?? null;
  return (
    <Card withBorder padding="lg" data-testid="submit-next-step">
      <Stack gap="sm">
        <Text fw={600}>
          <Trans>What next?</Trans>
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            renderRoot={(props) => <Link to="/assets/$id" params={{ id: asset.id }} {...props} />}
          >
            {t`Back to ${asset.name}`}
          </Button>
          <Button variant="default" renderRoot={(props) => <Link to="/inventory" {...props} />}>
            <Trans>Inventory List</Trans>
          </Button>
          {next ? (
            <Button
              renderRoot={(props) => (
                <Link
                  to="/forms/submit/$id"
                  params={{ id: formId }}
                  search={{ asset_id: next.id, ...(type ? { type } : {}) }}
                  {...props}
                />
              )}
            >
              {t`Next asset: ${next.name}`}
            </Button>
          ) : null}
          <Button variant="subtle" onClick={onSubmitAgain}>
            <Trans>Edit this entry</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

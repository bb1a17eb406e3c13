import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Stack } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { PageHeader } from "../../ui/PageHeader";
import { AssetQrPanel } from "./AssetQrPanel";
import { assetPageFallback } from "./assetPageFallback";
import { useAssetPageQuery } from "./useAssetPageQuery";

/** /assets/{id}/qr: the asset's QR code on a page of its own. */
export function AssetQrPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { query, notFound } = useAssetPageQuery(id);
  const fallback = assetPageFallback(query, notFound);
  if (fallback || !query.data) return fallback;
  return (
    <Stack gap="lg" maw={640}>
      <Anchor size="sm" renderRoot={(props) => <Link to="/assets/$id" params={{ id }} {...props} />}>
        <Trans>← Back to {query.data.name}</Trans>
      </Anchor>
      <PageHeader title={t`QR Code`} />
      <AssetQrPanel assetId={id} />
    </Stack>
  );
}

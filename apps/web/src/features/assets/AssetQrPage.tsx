import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { PageLoader } from "../../ui/LoadingScreen";
import { AssetQrPanel } from "./AssetQrPanel";
import { useAssetPageQuery } from "./useAssetPageQuery";

/** /assets/{id}/qr: the asset's QR code on a page of its own. */
export function AssetQrPage({ id }: { id: string }) {
  const { query, notFound } = useAssetPageQuery(id);

  if (query.isPending || notFound) return <PageLoader />;
  if (query.isError) return <Alert color="red">Failed to load asset data</Alert>;
  return (
    <Stack gap="lg" maw={640}>
      <Anchor size="sm" renderRoot={(props) => <Link to="/assets/$id" params={{ id }} {...props} />}>
        ← Back to {query.data.name}
      </Anchor>
      <Title order={1} fz="h2">
        QR Code
      </Title>
      <AssetQrPanel assetId={id} />
    </Stack>
  );
}

import { Alert, Anchor, Center, Loader, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { trpc, trpcErrorCode } from "../../trpc";
import { AssetQrPanel } from "./AssetQrPanel";

/** /assets/{id}/qr: the asset's QR code on a page of its own. */
export function AssetQrPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = trpc.assets.get.useQuery({ id }, { retry: (n, e) => trpcErrorCode(e) !== "NOT_FOUND" && n < 1 });
  const notFound = query.isError && ["NOT_FOUND", "BAD_REQUEST"].includes(trpcErrorCode(query.error) ?? "");
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ color: "red", title: "Error", message: "Asset not found" });
    void navigate({ to: "/assets", replace: true });
  }, [notFound, navigate]);

  if (query.isPending || notFound) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">Failed to load asset data</Alert>;
  return (
    <Stack gap="lg" maw={640}>
      <Anchor size="sm" renderRoot={(props) => <Link to="/assets/$id" params={{ id }} {...props} />}>
        ← Back to {query.data.name}
      </Anchor>
      <Title order={2}>QR Code</Title>
      <AssetQrPanel assetId={id} />
    </Stack>
  );
}

import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { ASSET_NOT_FOUND_FOR_QR_MESSAGE, type MobileAssetRef } from "@stockroom/core";
import { useEffect, useState } from "react";
import { errorMessage, isNotFoundError, trpc } from "../../trpc";
import { LazyScanNextDialog } from "./lazyDialogs";
import { MobileFrame } from "./MobileFrame";
import { MobileOptions } from "./MobileOptions";
import { PinStep } from "./PinStep";
import { mobilePageStaleTime } from "./phonePageRef";

/**
 * /mobile/asset/{id} and /qr/{code} (spec 01 "Mobile QR page"): loading, then pin, then
 * options. A member of the asset's organization, or a live PIN session of it, skips the PIN.
 * One call opens the page and one (the PIN) opens the options.
 */
export function MobileAssetScreen({ assetRef }: { assetRef: MobileAssetRef }) {
  const utils = trpc.useUtils();
  const page = trpc.mobile.page.useQuery(assetRef, {
    retry: (n, e) => !isNotFoundError(e) && n < 1,
    // Stale at once, except the answer main.tsx fetched beside the session check.
    staleTime: mobilePageStaleTime,
    refetchOnWindowFocus: false,
  });
  const [scanning, setScanning] = useState(false);
  // A /qr/{code} visit also fills the cache of the asset's own page, so 'Done' opens offline.
  const opened = page.data?.state === "options" ? page.data : null;
  useEffect(() => {
    if (opened && "code" in assetRef) utils.mobile.page.setData({ assetId: opened.assetId }, opened);
  }, [opened, assetRef, utils]);

  if (page.isPending) {
    return (
      <MobileFrame>
        <Title order={1} fz="h2">
          Mobile Asset
        </Title>
        <Center py="xl" aria-live="polite">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">Loading asset...</Text>
          </Stack>
        </Center>
      </MobileFrame>
    );
  }
  if (page.isError && !page.data) {
    const qr = "code" in assetRef;
    const notFound = isNotFoundError(page.error);
    const title = qr ? (notFound ? ASSET_NOT_FOUND_FOR_QR_MESSAGE : "Error looking up asset") : "Asset Not Found";
    return (
      <MobileFrame>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Alert color="red" role="alert">
          {notFound
            ? errorMessage(page.error, qr ? ASSET_NOT_FOUND_FOR_QR_MESSAGE : "Asset Not Found")
            : errorMessage(page.error, qr ? "Failed to process QR code" : "Error looking up asset")}
        </Alert>
        <Group grow>
          <Button onClick={() => setScanning(true)}>Try Another Scan</Button>
          <Button component="a" href="/assets" variant="default">
            Browse Assets
          </Button>
        </Group>
        {notFound ? null : (
          <Button variant="subtle" onClick={() => void page.refetch()}>
            Retry
          </Button>
        )}
        <LazyScanNextDialog opened={scanning} onClose={() => setScanning(false)} />
      </MobileFrame>
    );
  }
  const data = page.data;
  if (!data) return null;
  return (
    <MobileFrame>
      {data.state === "pin" ? (
        <PinStep assetId={data.assetId} onOpened={(opened) => utils.mobile.page.setData(assetRef, opened)} />
      ) : (
        <MobileOptions data={data} />
      )}
    </MobileFrame>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { MobileAssetRef } from "@stockroom/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage, isNotFoundError, trpc } from "../../trpc";
import { keepPhonePage, phonePageAnswer, phonePageKey } from "../lib/phoneAnswers";
import { Alert, Button, ButtonLink, Loading, Stack, Title } from "../ui";
import { EnrollStep } from "./EnrollStep";
import { LazyScanNextDialog } from "./lazyDialogs";
import { MobileOptions } from "./MobileOptions";
import { PinStep } from "./PinStep";
import { mobilePageStaleTime } from "./phonePageRef";
import { QueuedCountsNotice } from "./QueuedCountsNotice";

/**
 * /mobile/asset/{id} and /qr/{code} (spec 01 "Mobile QR page"): loading, then pin, then
 * options. A member of the asset's organization, or a live PIN session of it, skips the PIN;
 * a phone not enrolled for the organization is asked to enroll first (issue 21).
 * One call opens the page and one (the PIN) opens the options. The phone router's root
 * renders the <main>; this renders its content.
 */
export function MobileAssetScreen({ assetRef }: { assetRef: MobileAssetRef }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  // Without a connection: the options this phone kept for its session (phone/lib/offlineAnswers.ts).
  const page = useQuery({
    queryKey: phonePageKey(assetRef),
    queryFn: ({ signal }) => phonePageAnswer(assetRef, signal),
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
      <>
        <Title>
          <Trans>Mobile Asset</Trans>
        </Title>
        <Loading text={t`Loading asset...`} />
      </>
    );
  }
  if (page.isError && !page.data) {
    const qr = "code" in assetRef;
    const notFound = isNotFoundError(page.error);
    const notFoundText = qr ? t`Asset not found for this QR code` : t`Asset Not Found`;
    const title = qr && !notFound ? t`Error looking up asset` : notFoundText;
    return (
      <>
        <Title>{title}</Title>
        <QueuedCountsNotice />
        <Alert tone="red" role="alert">
          {notFound
            ? errorMessage(page.error, notFoundText)
            : errorMessage(page.error, qr ? t`Failed to process QR code` : t`Error looking up asset`)}
        </Alert>
        <Stack gap={10}>
          <Button full onClick={() => setScanning(true)}>
            <Trans>Try Another Scan</Trans>
          </Button>
          <ButtonLink full href="/assets" variant="default">
            <Trans>Browse Assets</Trans>
          </ButtonLink>
          {notFound ? null : (
            <Button variant="subtle" full onClick={() => void page.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          )}
        </Stack>
        <LazyScanNextDialog opened={scanning} onClose={() => setScanning(false)} />
      </>
    );
  }
  const data = page.data;
  if (!data) return null;
  if (data.state === "enroll") return <EnrollStep onEnrolled={() => void page.refetch()} />;
  return data.state === "pin" ? (
    <PinStep
      assetRef={assetRef}
      onOpened={(opened) => {
        utils.mobile.page.setData(assetRef, opened);
        void keepPhonePage(assetRef, opened).catch(() => undefined);
      }}
    />
  ) : (
    <MobileOptions data={data} />
  );
}

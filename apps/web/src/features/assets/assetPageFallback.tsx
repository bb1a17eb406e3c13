import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { PageLoader } from "../../ui/LoadingScreen";

/**
 * What an asset page (detail, edit, QR) shows before it has its asset: the loader while it
 * loads or leaves for /assets ('Asset not found'), 'Failed to load asset data' after an
 * error; null once the asset is there.
 */
export function assetPageFallback(query: { isPending: boolean; isError: boolean }, notFound: boolean): ReactNode {
  if (query.isPending || notFound) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" title={i18n._(msg`Error`)}>
        <Trans>Failed to load asset data</Trans>
      </Alert>
    );
  }
  return null;
}

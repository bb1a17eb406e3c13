import { useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { errorMessage, isNotFoundError, type RouterOutputs, retryUnlessNotFound, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { AssetTypeNotFound } from "./AssetTypeNotFound";

export type AssetTypeDetail = RouterOutputs["assetTypes"]["get"];

/**
 * The asset type of an asset type page (detail, edit): a loader while it loads, 'Asset Type
 * Not Found' for one this organization does not have, the error, or the page with it.
 */
export function AssetTypeLoader({ id, children }: { id: string; children: (type: AssetTypeDetail) => ReactNode }) {
  const { t } = useLingui();
  const query = trpc.assetTypes.get.useQuery({ id }, { retry: retryUnlessNotFound });
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFoundError(query.error)) return <AssetTypeNotFound />;
    return (
      <Alert color="red" title={t`Error`}>
        {errorMessage(query.error, t`Failed to load asset type`)}
      </Alert>
    );
  }
  return children(query.data);
}

import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { ASSET_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { isNotFoundError, retryUnlessNotFound, trpc } from "../../trpc";

/**
 * The asset of an asset page (detail, QR, edit). One that does not exist for this
 * organization says 'Asset not found' and goes back to /assets; `notFound` is true while
 * the page leaves, so it keeps showing its loader.
 */
export function useAssetPageQuery(id: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = trpc.assets.get.useQuery(
    { id: id ?? "" },
    { enabled: Boolean(id) && enabled, retry: retryUnlessNotFound },
  );
  const notFound = query.isError && isNotFoundError(query.error);
  useEffect(() => {
    if (!notFound) return;
    notifications.show({ color: "red", title: t`Error`, message: ASSET_NOT_FOUND_MESSAGE });
    void navigate({ to: "/assets", replace: true });
  }, [notFound, navigate, t]);
  return { query, notFound };
}

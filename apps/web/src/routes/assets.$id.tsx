import { type AssetDetailSearch, type AssetDetailTab, assetDetailSearch } from "@stockroom/core";
import { createRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const AssetDetailPage = lazyScreen(() => import("../features/assets/AssetDetailPage"), "AssetDetailPage");

/** Asset detail (spec 02 §2); the open tab is kept in the URL (?tab=qr-code). */
export const assetDetailRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/assets/$id",
  validateSearch: (search: Record<string, unknown>): AssetDetailSearch => assetDetailSearch(search),
  component: withPreload(function AssetDetailsScreen() {
    const { id } = assetDetailRoute.useParams();
    const { tab } = assetDetailRoute.useSearch();
    const navigate = useNavigate();
    const onTabChange = useCallback(
      (next: AssetDetailTab) =>
        void navigate({
          to: "/assets/$id",
          params: { id },
          search: { tab: next === "details" ? undefined : next },
          replace: true,
        }),
      [navigate, id],
    );
    return <AssetDetailPage key={id} id={id} tab={tab ?? "details"} onTabChange={onTabChange} />;
  }, AssetDetailPage),
});

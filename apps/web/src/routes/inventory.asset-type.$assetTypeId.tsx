import { type AssetPickerSearch, assetPickerSearch } from "@stockroom/core";
import { createRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { lazyScreen } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

const TypeAssetsPage = lazyScreen(() => import("../features/inventory/TypeAssetsPage"), "TypeAssetsPage");

/** The assets of one type in the add flow (spec 02 §2); search, page and the monthly pick list in the URL. */
export const inventoryAssetTypeRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/asset-type/$assetTypeId",
  validateSearch: (search: Record<string, unknown>): AssetPickerSearch => assetPickerSearch(search),
  component: function Screen() {
    const { assetTypeId } = inventoryAssetTypeRoute.useParams();
    const search = inventoryAssetTypeRoute.useSearch();
    const navigate = useNavigate();
    const onSearchChange = useCallback(
      (next: AssetPickerSearch) =>
        void navigate({
          to: "/inventory/asset-type/$assetTypeId",
          params: { assetTypeId },
          search: assetPickerSearch({ ...next }),
          replace: true,
        }),
      [navigate, assetTypeId],
    );
    return (
      <TypeAssetsPage key={assetTypeId} assetTypeId={assetTypeId} search={search} onSearchChange={onSearchChange} />
    );
  },
});

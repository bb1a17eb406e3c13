import { type AssetPickerSearch, assetPickerSearch } from "@stockroom/core";
import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { useListState } from "../lib/listState";
import { appLayoutRoute } from "./_app";

const TypeAssetsPage = lazyScreen(() => import("../features/inventory/TypeAssetsPage"), "TypeAssetsPage");

/** The assets of one type in the add flow (spec 02 §2); search, page and the monthly pick list in the URL. */
export const inventoryAssetTypeRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/inventory/asset-type/$assetTypeId",
  validateSearch: (search: Record<string, unknown>): AssetPickerSearch => assetPickerSearch(search),
  component: withPreload(function Screen() {
    const { assetTypeId } = inventoryAssetTypeRoute.useParams();
    const [search, setSearch] = useListState(inventoryAssetTypeRoute);
    return <TypeAssetsPage key={assetTypeId} assetTypeId={assetTypeId} search={search} onSearchChange={setSearch} />;
  }, TypeAssetsPage),
});

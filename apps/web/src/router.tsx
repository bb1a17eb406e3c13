import { createRouter } from "@tanstack/react-router";
import { NotFoundPage } from "./features/errors/NotFoundPage";
import { RouteErrorComponent } from "./features/errors/RouteErrorComponent";
import { parseSearch, stringifySearch } from "./lib/search";
import { trpcUtils } from "./queryClient";
import { type RouterContext, rootRoute } from "./routes/__root";
import { appLayoutRoute } from "./routes/_app";
import { appSettingsRoute } from "./routes/app-settings";
import { assetTypesRoute } from "./routes/asset-types";
import { assetTypeDetailRoute } from "./routes/asset-types.$id";
import { assetTypeEditRoute } from "./routes/asset-types.edit.$id";
import { assetTypeNewRoute } from "./routes/asset-types.new";
import { assetsRoute } from "./routes/assets";
import { assetInventoryRoute } from "./routes/assets.$assetId.inventory";
import { assetInventoryCheckRoute } from "./routes/assets.$assetId.inventory.check";
import { assetInventoryCorrectRoute } from "./routes/assets.$assetId.inventory.correct.$historyId";
import { assetInventoryCreateRoute } from "./routes/assets.$assetId.inventory.create";
import { assetInventoryHistoryRoute } from "./routes/assets.$assetId.inventory.history";
import { assetInventoryCheckAltRoute } from "./routes/assets.$assetId.inventory-check";
import { assetDetailRoute } from "./routes/assets.$id";
import { assetEditRoute } from "./routes/assets.$id.edit";
import { assetQrRoute } from "./routes/assets.$id.qr";
import { assetImportRoute } from "./routes/assets.import";
import { assetNewRoute } from "./routes/assets.new";
import { assetQrManagerRoute } from "./routes/assets.qr-manager";
import { assetScanRoute } from "./routes/assets.scan.$qrCode";
import { barcodeToolsRoute } from "./routes/barcode-tools";
import { dataQualityRoute } from "./routes/data-quality";
import { formsRoute } from "./routes/forms";
import { formDetailRoute } from "./routes/forms.$id";
import { formEditRoute } from "./routes/forms.edit.$id";
import { formNewRoute } from "./routes/forms.new";
import { formPreviewRoute } from "./routes/forms.preview.$id";
import { formSubmitRoute } from "./routes/forms.submit.$id";
import { dashboardRoute } from "./routes/index";
import { inventoryRoute } from "./routes/inventory";
import { inventoryItemHistoryRoute } from "./routes/inventory.$inventoryItemId.history";
import { inventoryActionRoute } from "./routes/inventory.action.$assetId";
import { inventoryAddRoute } from "./routes/inventory.add";
import { inventoryAddForAssetIdRoute } from "./routes/inventory.add.$assetId";
import { inventoryAddForAssetRoute } from "./routes/inventory.add-for-asset.$assetId";
import { inventoryAssetTypeRoute } from "./routes/inventory.asset-type.$assetTypeId";
import { inventoryBrowseAssetsRoute } from "./routes/inventory.browse-assets";
import { inventoryEditRoute } from "./routes/inventory.edit.$id";
import { inventoryItemRoute } from "./routes/inventory.item.$id";
import { inventoryNewRedirectRoute } from "./routes/inventory.new";
import { inventoryReorderRoute } from "./routes/inventory.reorder";
import { inventoryScanRedirectRoute } from "./routes/inventory.scan";
import { invitationRoute } from "./routes/invitation";
import { loginRoute } from "./routes/login";
import { mobileAssetRoute } from "./routes/mobile.asset.$assetId";
import { mobileDiagnosticsRoute } from "./routes/mobile-test.asset.$assetId";
import { organizationMembersRoute } from "./routes/organization.members";
import { organizationAdminRoute } from "./routes/organization-admin";
import { organizationSetupRoute } from "./routes/organization-setup";
import { platformDashboardRoute } from "./routes/platform-dashboard";
import { profileRoute } from "./routes/profile";
import { qrLandingRoute } from "./routes/qr.$code";
import { reportsRoute } from "./routes/reports";
import { reportDetailRedirectRoute } from "./routes/reports.$id";
import { reportsNewRedirectRoute } from "./routes/reports.new";
import { resetPasswordRoute } from "./routes/reset-password";
import { scanRedirectRoute } from "./routes/scan";
import { systemAdminRedirectRoute } from "./routes/system-admin";
import { PageLoader } from "./ui/LoadingScreen";

/**
 * Every URL of spec 01 §2 and spec 02 §2. Public screens hang off the root; signed-in
 * screens off the pathless `_app` layout (guard + shell); redirects only redirect.
 */
export const routeTree = rootRoute.addChildren([
  // Public (spec 01 §2): no sign-in needed.
  loginRoute,
  invitationRoute,
  resetPasswordRoute,
  qrLandingRoute,
  mobileAssetRoute,
  mobileDiagnosticsRoute,
  // Redirects.
  organizationSetupRoute,
  inventoryNewRedirectRoute,
  inventoryScanRedirectRoute,
  scanRedirectRoute,
  reportsNewRedirectRoute,
  reportDetailRedirectRoute,
  systemAdminRedirectRoute,
  // Signed in.
  appLayoutRoute.addChildren([
    dashboardRoute,
    organizationAdminRoute,
    platformDashboardRoute,
    inventoryRoute,
    inventoryAddRoute,
    inventoryActionRoute,
    inventoryAddForAssetIdRoute,
    inventoryAddForAssetRoute,
    inventoryBrowseAssetsRoute,
    inventoryAssetTypeRoute,
    inventoryItemRoute,
    inventoryReorderRoute,
    inventoryItemHistoryRoute,
    inventoryEditRoute,
    formsRoute,
    formNewRoute,
    formEditRoute,
    formDetailRoute,
    formPreviewRoute,
    formSubmitRoute,
    assetTypesRoute,
    assetTypeNewRoute,
    assetTypeDetailRoute,
    assetTypeEditRoute,
    assetsRoute,
    assetNewRoute,
    assetDetailRoute,
    assetEditRoute,
    assetQrRoute,
    assetInventoryRoute,
    assetInventoryCheckRoute,
    assetInventoryHistoryRoute,
    assetInventoryCreateRoute,
    assetInventoryCorrectRoute,
    assetInventoryCheckAltRoute,
    assetScanRoute,
    assetQrManagerRoute,
    assetImportRoute,
    reportsRoute,
    dataQualityRoute,
    profileRoute,
    appSettingsRoute,
    organizationMembersRoute,
    barcodeToolsRoute,
  ]),
]);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    parseSearch,
    stringifySearch,
    // Unknown paths show the not-found page on its own, signed in or not.
    notFoundMode: "root",
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorComponent,
    defaultPendingComponent: PageLoader,
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

export const router = createAppRouter({
  auth: { getSession: () => trpcUtils.auth.session.getData() },
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

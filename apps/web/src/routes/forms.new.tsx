import { createRoute } from "@tanstack/react-router";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { searchString } from "../lib/search";
import { appLayoutRoute } from "./_app";

export interface NewFormSearch {
  assetType?: string;
  purpose?: string;
}

const NewFormPage = lazyScreen(() => import("../features/forms/FormBuilderPage"), "NewFormPage");

/** Form builder for a new form (spec 02 §2); query assetType and purpose are accepted. */
export const formNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/new",
  validateSearch: (search: Record<string, unknown>): NewFormSearch => {
    const assetType = searchString(search.assetType);
    const purpose = searchString(search.purpose);
    return { ...(assetType ? { assetType } : {}), ...(purpose ? { purpose } : {}) };
  },
  component: withPreload(function NewFormScreen() {
    const { assetType, purpose } = formNewRoute.useSearch();
    return <NewFormPage assetTypeId={assetType ?? null} purpose={purpose ?? null} />;
  }, NewFormPage),
});

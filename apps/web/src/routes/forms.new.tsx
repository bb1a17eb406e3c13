import { createRoute } from "@tanstack/react-router";
import { NewFormPage } from "../features/forms/FormBuilderPage";
import { searchString } from "../lib/search";
import { appLayoutRoute } from "./_app";

export interface NewFormSearch {
  assetType?: string;
  purpose?: string;
}

/** Form builder for a new form (spec 02 §2); query assetType and purpose are accepted. */
export const formNewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/new",
  validateSearch: (search: Record<string, unknown>): NewFormSearch => {
    const assetType = searchString(search.assetType);
    const purpose = searchString(search.purpose);
    return { ...(assetType ? { assetType } : {}), ...(purpose ? { purpose } : {}) };
  },
  component: function NewFormScreen() {
    const { assetType, purpose } = formNewRoute.useSearch();
    return <NewFormPage assetTypeId={assetType ?? null} purpose={purpose ?? null} />;
  },
});

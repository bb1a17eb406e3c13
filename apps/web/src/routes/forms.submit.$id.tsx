import { createRoute } from "@tanstack/react-router";
import { type SubmitSearch, submitSearch } from "../features/forms/submitSearch";
import { lazyScreen, withPreload } from "../lib/lazyScreen";
import { appLayoutRoute } from "./_app";

/** Form submission (spec 02 §2). Signed in; query asset_id, type, action. With fromMobileQR=true the address is the phone app's (_app.tsx loads it afresh). */
const FormSubmitPage = lazyScreen(() => import("../features/forms/FormSubmitPage"), "FormSubmitPage");

export const formSubmitRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "/forms/submit/$id",
  validateSearch: (search: Record<string, unknown>): SubmitSearch => submitSearch(search),
  component: withPreload(function SubmitFormScreen() {
    const { id } = formSubmitRoute.useParams();
    const search = formSubmitRoute.useSearch();
    return <FormSubmitPage key={id} id={id} search={search} />;
  }, FormSubmitPage),
});

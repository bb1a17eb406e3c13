import { apiTokensRouter } from "./routers/api-tokens";
import { assetTypesRouter } from "./routers/asset-types";
import { assetsRouter } from "./routers/assets";
import { authRouter } from "./routers/auth";
import { formsRouter } from "./routers/forms";
import { inventoryRouter } from "./routers/inventory";
import { mobileRouter } from "./routers/mobile";
import { organizationRouter } from "./routers/organization";
import { phonesRouter } from "./routers/phones";
import { platformRouter } from "./routers/platform";
import { profileRouter } from "./routers/profile";
import { reportsRouter } from "./routers/reports";
import { router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  organization: organizationRouter,
  profile: profileRouter,
  platform: platformRouter,
  assetTypes: assetTypesRouter,
  assets: assetsRouter,
  forms: formsRouter,
  inventory: inventoryRouter,
  reports: reportsRouter,
  mobile: mobileRouter,
  phones: phonesRouter,
  apiTokens: apiTokensRouter,
});

export type AppRouter = typeof appRouter;

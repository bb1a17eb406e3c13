import { apiTokensRouter } from "./routers/api-tokens";
import { assetTypesRouter } from "./routers/asset-types";
import { assetsRouter } from "./routers/assets";
import { authRouter } from "./routers/auth";
import { formsRouter } from "./routers/forms";
import { inventoryRouter } from "./routers/inventory";
import { mobileRouter } from "./routers/mobile";
import { notificationsRouter } from "./routers/notifications";
import { organizationRouter } from "./routers/organization";
import { phonesRouter } from "./routers/phones";
import { platformRouter } from "./routers/platform";
import { profileRouter } from "./routers/profile";
import { reportsRouter } from "./routers/reports";
import { webhooksRouter } from "./routers/webhooks";
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
  webhooks: webhooksRouter,
  notifications: notificationsRouter,
  apiTokens: apiTokensRouter,
});

export type AppRouter = typeof appRouter;

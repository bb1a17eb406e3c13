import type { DomainCases } from "../format";
import { apiTokensCases } from "./api-tokens";
import { assetTypesCases } from "./asset-types";
import { assetsCases } from "./assets";
import { authCases } from "./auth";
import { formsCases } from "./forms";
import { inventoryCases } from "./inventory";
import { mobileCases } from "./mobile";
import { notificationsCases } from "./notifications";
import { organizationCases } from "./organization";
import { phonesCases } from "./phones";
import { platformCases } from "./platform";
import { profileCases } from "./profile";
import { reportsCases } from "./reports";
import { webhooksCases } from "./webhooks";

/** Every domain's cases; a new domain file is added here. */
export const allCases: DomainCases = {
  ...authCases,
  ...profileCases,
  ...organizationCases,
  ...platformCases,
  ...assetTypesCases,
  ...assetsCases,
  ...formsCases,
  ...inventoryCases,
  ...reportsCases,
  ...mobileCases,
  ...phonesCases,
  ...webhooksCases,
  ...notificationsCases,
  ...apiTokensCases,
};

import {
  mobileAssetRef,
  mobileAssetSearchInput,
  mobileAuthenticateInput,
  mobileDiagnosticsInput,
} from "@stockroom/core";
import { authenticatePin } from "../services/mobile/authenticate-pin";
import { getMobileAssetOptions, resolveMobileAsset } from "../services/mobile/get-mobile-asset";
import { assetOrganization } from "../services/mobile/phone-target";
import { deletePinSession } from "../services/mobile/pin-session";
import { runMobileDiagnostics } from "../services/mobile/run-mobile-diagnostics";
import { searchMobileAssets } from "../services/mobile/search-mobile-assets";
import {
  choosePhonePrincipal,
  type PhonePrincipal,
  phonePrincipals,
  phoneProcedure,
  publicProcedure,
  router,
} from "../trpc";
import { orgContext, serviceContext } from "./service-context";

function sessionOf(principal: PhonePrincipal) {
  return { via: principal.via, role: principal.role, fullName: principal.fullName, expiresAt: principal.expiresAt };
}

/**
 * The phone workflow (spec 01 "Mobile QR page", §6; spec 02 "Mobile asset workflow"):
 * - page: public. Resolves /mobile/asset/{id} or /qr/{code}; a member of the asset's
 *   organization or its PIN session gets the options at once, anyone else the PIN state
 *   (the asset's id only, nothing of the organization's data). Someone signed in to another
 *   organization who typed a PIN of the asset's one goes on as that PIN session.
 * - authenticate: the PIN step; answers the options too, so the phone needs no second call.
 * - assets: the mobile asset selector. diagnostics: /mobile-test's server checks.
 */
export const mobileRouter = router({
  page: publicProcedure.input(mobileAssetRef).query(async ({ ctx, input }) => {
    const principals = await phonePrincipals(ctx);
    const orgIds = [principals.member?.orgId, principals.pin?.orgId].filter((id): id is string => Boolean(id));
    const asset = await resolveMobileAsset(ctx.db, input, orgIds);
    const principal = choosePhonePrincipal(principals, asset.organizationId);
    if (!principal || principal.orgId !== asset.organizationId) {
      return { state: "pin" as const, assetId: asset.id };
    }
    return {
      state: "options" as const,
      assetId: asset.id,
      session: sessionOf(principal),
      ...(await getMobileAssetOptions({ db: ctx.db, orgId: principal.orgId }, asset.id)),
    };
  }),

  authenticate: publicProcedure.input(mobileAuthenticateInput).mutation(async ({ ctx, input }) => {
    const opened = await authenticatePin(
      { db: ctx.db, pinSecret: ctx.config.pinSecret },
      { ...input, client: ctx.req.ip },
    );
    ctx.setPinCookie(opened.token, opened.expiresAt);
    const options = await getMobileAssetOptions({ db: ctx.db, orgId: opened.organizationId }, input.assetId);
    return {
      state: "options" as const,
      assetId: input.assetId,
      session: { via: "pin" as const, role: "user" as const, fullName: opened.fullName, expiresAt: opened.expiresAt },
      ...options,
    };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.pinToken) await deletePinSession(ctx.db, ctx.pinToken);
    ctx.clearPinCookie();
    return { ok: true };
  }),

  assets: phoneProcedure("readMobile")
    .input(mobileAssetSearchInput)
    .query(({ ctx, input }) => searchMobileAssets(orgContext(ctx), input)),

  diagnostics: phoneProcedure("submitForm", assetOrganization)
    .input(mobileDiagnosticsInput)
    .mutation(({ ctx, input }) => runMobileDiagnostics(serviceContext(ctx), input)),
});

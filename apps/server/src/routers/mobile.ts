import {
  ENROLLMENT_LOCKED_MESSAGE,
  MOBILE_PAGE_LIMIT_MESSAGE,
  mobileAssetRef,
  mobileAssetSearchInput,
  mobileAuthenticateInput,
  mobileDiagnosticsInput,
  mobileEnrollInput,
} from "@stockroom/core";
import { DomainError } from "../errors";
import { actingOrg, type PhonePrincipal, type UserPrincipal } from "../http/principal";
import { authenticatePin } from "../services/mobile/authenticate-pin";
import { getMobileAssetOptions, resolveMobileAsset } from "../services/mobile/get-mobile-asset";
import { enrollDeviceByCode, loadPhoneDevice } from "../services/mobile/phone-devices";
import { assetOrganization } from "../services/mobile/phone-target";
import { deletePinSession, pinSessionRole } from "../services/mobile/pin-session";
import { runMobileDiagnostics } from "../services/mobile/run-mobile-diagnostics";
import { searchMobileAssets } from "../services/mobile/search-mobile-assets";
import { phoneActing, phoneProcedure, publicProcedure, router } from "../trpc";
import { orgContext, serviceContext } from "./service-context";

/** The phone page's session line: who acts, with which role, until when (a sign-in: no end). */
function sessionOf(principal: UserPrincipal | PhonePrincipal, role: string) {
  return principal.kind === "phone"
    ? { via: "pin" as const, role, fullName: principal.fullName, expiresAt: principal.expiresAt as Date | null }
    : { via: "member" as const, role, fullName: principal.viewer.user.fullName, expiresAt: null as Date | null };
}

/**
 * The phone workflow (spec 01 "Mobile QR page", §6; spec 02 "Mobile asset workflow"; issue 21):
 * - page: public. A member of the asset's organization or its PIN session gets the options at
 *   once. Anyone else learns nothing about the label before a PIN: a phone enrolled for the
 *   label's organization gets the PIN state (no id, nothing else), every other phone the
 *   enrollment state, without the code even being looked up. Calls without a sign-in or PIN
 *   session are throttled per address.
 * - authenticate: the PIN step, on an enrolled phone only; answers the options too.
 * - enroll: an administrator's one-time code enrolls this phone.
 * - assets: the mobile asset selector. diagnostics: /mobile-test's server checks.
 */
export const mobileRouter = router({
  page: publicProcedure.input(mobileAssetRef).query(async ({ ctx, input }) => {
    const phone = await ctx.phone();
    const member = ctx.user?.usable ? ctx.user : null;
    if (!member && !phone) {
      const wait = await ctx.limiters.mobilePageByIp.hit(ctx.req.ip);
      if (wait > 0) throw new DomainError("TOO_MANY_REQUESTS", MOBILE_PAGE_LIMIT_MESSAGE, { retryAfter: wait });
    }
    const device = await loadPhoneDevice(ctx.db, ctx.deviceToken);
    const orgIds = [member?.org?.id, phone?.org.id, device?.organizationId].filter((id): id is string => Boolean(id));
    if (orgIds.length === 0) return { state: "enroll" as const };
    const asset = await resolveMobileAsset(ctx.db, input, orgIds);
    const principal = await phoneActing(ctx, async () => asset.organizationId);
    const acting = actingOrg(principal);
    if (!acting || principal.kind === "anonymous" || acting.id !== asset.organizationId) {
      return device?.organizationId === asset.organizationId ? { state: "pin" as const } : { state: "enroll" as const };
    }
    return {
      state: "options" as const,
      assetId: asset.id,
      session: sessionOf(principal, acting.role),
      ...(await getMobileAssetOptions({ db: ctx.db, orgId: acting.id }, asset.id)),
    };
  }),

  authenticate: publicProcedure.input(mobileAuthenticateInput).mutation(async ({ ctx, input }) => {
    const opened = await authenticatePin(
      { db: ctx.db, pinSecret: ctx.config.pinSecret },
      { ...input, deviceToken: ctx.deviceToken },
    );
    ctx.setPinCookie(opened.token, opened.expiresAt);
    const options = await getMobileAssetOptions({ db: ctx.db, orgId: opened.organizationId }, opened.assetId);
    return {
      state: "options" as const,
      assetId: opened.assetId,
      session: {
        via: "pin" as const,
        role: pinSessionRole({ memberRole: opened.role }),
        fullName: opened.fullName,
        expiresAt: opened.expiresAt as Date | null,
      },
      ...options,
    };
  }),

  enroll: publicProcedure.input(mobileEnrollInput).mutation(async ({ ctx, input }) => {
    // Counted when it starts (parallel guesses cannot slip through), forgiven when it enrolls.
    const wait = await ctx.limiters.enrollByIp.hit(ctx.req.ip);
    if (wait > 0) throw new DomainError("TOO_MANY_REQUESTS", ENROLLMENT_LOCKED_MESSAGE, { retryAfter: wait });
    const enrolled = await enrollDeviceByCode(ctx.db, input.code);
    await ctx.limiters.enrollByIp.forgive(ctx.req.ip);
    ctx.setDeviceCookie(enrolled.token);
    return { ok: true as const };
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

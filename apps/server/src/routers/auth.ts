import { passwordChangeInput, passwordResetInput, passwordResetRequestInput, signInInput } from "@stockroom/core";
import { TRPCError } from "@trpc/server";
import { DomainError } from "../errors";
import { changePassword } from "../services/auth/change-password";
import { loadViewer } from "../services/auth/load-viewer";
import { requestPasswordReset } from "../services/auth/request-password-reset";
import { resetPassword } from "../services/auth/reset-password";
import { signIn } from "../services/auth/sign-in";
import { enrollDeviceBySignIn } from "../services/mobile/phone-devices";
import { publicProcedure, router, signedInProcedure } from "../trpc";

function tooMany(seconds: number, what: string): never {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  // A DomainError so the one error map sends Retry-After, as every other limit does.
  throw new DomainError(
    "TOO_MANY_REQUESTS",
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    { retryAfter: seconds },
  );
}

export const authRouter = router({
  session: publicProcedure.query(({ ctx }) => ctx.viewer),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const byIp = ctx.req.ip;
    const byAccount = `${input.email.trim().toLowerCase()}\n${ctx.req.ip}`;
    const wait = Math.max(
      ...(await Promise.all([ctx.limiters.signInByIp.hit(byIp), ctx.limiters.signInByAccountAndIp.hit(byAccount)])),
    );
    if (wait > 0) tooMany(wait, "sign-in attempts");
    const { userId, sessionId } = await signIn(ctx, input);
    // Only failures count: a successful sign-in takes back its attempt.
    await Promise.all([ctx.limiters.signInByIp.forgive(byIp), ctx.limiters.signInByAccountAndIp.reset(byAccount)]);
    if (ctx.sessionId) await ctx.auth.invalidateSession(ctx.sessionId);
    ctx.setSessionCookie(sessionId);
    const viewer = await loadViewer(ctx.db, userId);
    if (!viewer) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
    // A full sign-in enrolls this browser as a phone of the member's organization (issue 21).
    const membership = viewer.membership;
    if (membership) {
      const device = await enrollDeviceBySignIn(ctx.db, {
        organizationId: membership.organizationId,
        userId,
        currentToken: ctx.deviceToken,
      });
      if (device) ctx.setDeviceCookie(device);
    }
    return viewer;
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await ctx.auth.invalidateSession(ctx.sessionId);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),

  /** Allowed while a password change is required (that is what it is for). */
  changePassword: signedInProcedure.input(passwordChangeInput).mutation(async ({ ctx, input }) => {
    await changePassword(ctx, ctx.viewer.user.id, input);
    ctx.clearSessionCookie();
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure.input(passwordResetRequestInput).mutation(async ({ ctx, input }) => {
    const wait = await ctx.limiters.resetByIp.hit(ctx.req.ip);
    if (wait > 0) tooMany(wait, "password reset requests");
    await requestPasswordReset(ctx, input, ctx.req.linkOrigin);
    return { ok: true as const };
  }),

  resetPassword: publicProcedure.input(passwordResetInput).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, input);
    return { ok: true as const };
  }),
});

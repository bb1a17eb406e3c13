import { apiTokenCreateInput, apiTokenIdInput, can } from "@stockroom/core";
import { TRPCError } from "@trpc/server";
import { createApiToken } from "../services/api-tokens/create-api-token";
import { listApiTokens } from "../services/api-tokens/list-api-tokens";
import { revokeApiToken } from "../services/api-tokens/revoke-api-token";
import { orgProcedure, router } from "../trpc";
import { orgContext, serviceContext } from "./service-context";

/** An admin or owner of the organization, signed in (core's "manageApiTokens"; a token never manages tokens). */
export const apiTokenAdminProcedure = orgProcedure.use(({ ctx, next }) => {
  if (!can(ctx.org.role, "manageApiTokens")) {
    throw new TRPCError({ code: "FORBIDDEN", message: "You need to be a system administrator to access this page" });
  }
  return next({ ctx });
});

/** Organization settings › API (issue 27): the organization's tokens. */
export const apiTokensRouter = router({
  list: apiTokenAdminProcedure.query(({ ctx }) => listApiTokens(orgContext(ctx))),
  /** The answer's `token` is the only time the token is shown. */
  create: apiTokenAdminProcedure
    .input(apiTokenCreateInput)
    .mutation(({ ctx, input }) => createApiToken(serviceContext(ctx), input)),
  revoke: apiTokenAdminProcedure
    .input(apiTokenIdInput)
    .mutation(({ ctx, input }) => revokeApiToken(serviceContext(ctx), input.id)),
});

import {
  createOrganizationInput,
  organizationIdInput,
  platformAddExistingInput,
  platformBatchInviteInput,
  platformCreateUserInOrgInput,
  platformDeleteOrganizationInput,
  platformDeleteUserInput,
  platformRemoveUserInput,
} from "@stockroom/core";
import { addExistingUser } from "../services/platform/add-existing-user";
import { batchInvite } from "../services/platform/batch-invite";
import { createOrganizationWithAdmin } from "../services/platform/create-organization-with-admin";
import { createUserInOrganization } from "../services/platform/create-user-in-organization";
import { deleteOrganization } from "../services/platform/delete-organization";
import { deleteUserPermanently } from "../services/platform/delete-user-permanently";
import { getDeletionPreview } from "../services/platform/get-deletion-preview";
import { getOrganizationDetails } from "../services/platform/get-organization-details";
import { listOrganizations } from "../services/platform/list-organizations";
import { removeUserFromOrganization } from "../services/platform/remove-user-from-organization";
import { fileStorageFor } from "../services/uploads/file-storage";
import { operatorProcedure, router } from "../trpc";

/** The platform console: operators only, across organizations (the organization comes from the input here). */
export const platformRouter = router({
  organizations: router({
    list: operatorProcedure.query(({ ctx }) => listOrganizations(ctx.db)),
    create: operatorProcedure
      .input(createOrganizationInput)
      .mutation(({ ctx, input }) => createOrganizationWithAdmin(ctx.db, ctx.viewer.user.id, input)),
    details: operatorProcedure
      .input(organizationIdInput)
      .query(({ ctx, input }) => getOrganizationDetails(ctx.db, input.organizationId)),
    deletionPreview: operatorProcedure
      .input(organizationIdInput)
      .query(({ ctx, input }) => getDeletionPreview(ctx.db, input.organizationId)),
    delete: operatorProcedure
      .input(platformDeleteOrganizationInput)
      .mutation(({ ctx, input }) =>
        deleteOrganization({ db: ctx.db, storage: fileStorageFor(ctx.config) }, input.organizationId),
      ),
  }),
  members: router({
    addExisting: operatorProcedure
      .input(platformAddExistingInput)
      .mutation(({ ctx, input }) => addExistingUser(ctx.db, ctx.viewer.user.id, input.organizationId, input)),
    create: operatorProcedure
      .input(platformCreateUserInOrgInput)
      .mutation(({ ctx, input }) => createUserInOrganization(ctx.db, ctx.viewer.user.id, input.organizationId, input)),
    remove: operatorProcedure.input(platformRemoveUserInput).mutation(async ({ ctx, input }) => {
      await removeUserFromOrganization(ctx.db, ctx.viewer.user.id, input.organizationId, input.userId);
      return { ok: true as const };
    }),
    batchInvite: operatorProcedure
      .input(platformBatchInviteInput)
      .mutation(({ ctx, input }) => batchInvite(ctx, ctx.viewer.user.id, input, ctx.req.origin)),
  }),
  users: router({
    delete: operatorProcedure
      .input(platformDeleteUserInput)
      .mutation(({ ctx, input }) => deleteUserPermanently(ctx.db, ctx.viewer.user.id, input.userId)),
  }),
});

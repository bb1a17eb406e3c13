import {
  announcementInput,
  createOrganizationInput,
  organizationIdInput,
  platformAddExistingInput,
  platformBatchInviteInput,
  platformCreateUserInOrgInput,
  platformDeleteOrganizationInput,
  platformDeleteUserInput,
  platformRemoveUserInput,
} from "@stockroom/core";
import { publishAnnouncement } from "../services/notifications/publish-announcement";
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
import { actorContext, operatorServiceContext } from "./service-context";

/** The platform console: operators only, across organizations (the organization comes from the input here). */
export const platformRouter = router({
  organizations: router({
    list: operatorProcedure.query(({ ctx }) => listOrganizations({ db: ctx.db })),
    create: operatorProcedure
      .input(createOrganizationInput)
      .mutation(({ ctx, input }) => createOrganizationWithAdmin(actorContext(ctx), input)),
    details: operatorProcedure
      .input(organizationIdInput)
      .query(({ ctx, input }) => getOrganizationDetails(operatorServiceContext(ctx, input.organizationId))),
    deletionPreview: operatorProcedure
      .input(organizationIdInput)
      .query(({ ctx, input }) => getDeletionPreview(operatorServiceContext(ctx, input.organizationId))),
    delete: operatorProcedure.input(platformDeleteOrganizationInput).mutation(({ ctx, input }) =>
      deleteOrganization({
        ...operatorServiceContext(ctx, input.organizationId),
        storage: fileStorageFor(ctx.config),
      }),
    ),
  }),
  members: router({
    addExisting: operatorProcedure
      .input(platformAddExistingInput)
      .mutation(({ ctx, input }) => addExistingUser(operatorServiceContext(ctx, input.organizationId), input)),
    create: operatorProcedure
      .input(platformCreateUserInOrgInput)
      .mutation(({ ctx, input }) => createUserInOrganization(operatorServiceContext(ctx, input.organizationId), input)),
    remove: operatorProcedure.input(platformRemoveUserInput).mutation(async ({ ctx, input }) => {
      await removeUserFromOrganization(operatorServiceContext(ctx, input.organizationId), input.userId);
      return { ok: true as const };
    }),
    batchInvite: operatorProcedure
      .input(platformBatchInviteInput)
      .mutation(({ ctx, input }) =>
        batchInvite(
          { ...operatorServiceContext(ctx, input.organizationId), mailer: ctx.mailer, origin: ctx.req.linkOrigin },
          input,
        ),
      ),
  }),
  users: router({
    delete: operatorProcedure
      .input(platformDeleteUserInput)
      .mutation(({ ctx, input }) => deleteUserPermanently(actorContext(ctx), input.userId)),
  }),
  /** An announcement to every member of every organization (System updates / New features). */
  announcements: router({
    publish: operatorProcedure
      .input(announcementInput)
      .mutation(({ ctx, input }) => publishAnnouncement(actorContext(ctx), input)),
  }),
});

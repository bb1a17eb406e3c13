import { z } from "zod";

import { entityId } from "./entityId";
import { deleteOrganizationInput, ORGANIZATION_NOT_FOUND_MESSAGE } from "./organizations";
import {
  addExistingUserInput,
  batchInviteInput,
  deleteUserInput,
  MEMBER_NOT_FOUND_MESSAGE,
  parseBatchEmails,
  platformCreateUserInput,
  USER_NOT_FOUND_MESSAGE,
} from "./users";

// What the platform console's procedures take: the organization comes from the input
// here (operators work across organizations), so every input names it.

const organizationId = entityId(ORGANIZATION_NOT_FOUND_MESSAGE);

export const organizationIdInput = z.object({ organizationId });

export const platformAddExistingInput = z.intersection(addExistingUserInput, organizationIdInput);

export const platformCreateUserInOrgInput = z.intersection(platformCreateUserInput, organizationIdInput);

export const platformRemoveUserInput = z.object({ organizationId, userId: entityId(MEMBER_NOT_FOUND_MESSAGE) });

/**
 * Batch add: the textarea's valid addresses (core's rules and messages), plus the lines
 * that were not addresses so they can be reported as errors.
 */
export const platformBatchInviteInput = z
  .object({ organizationId, emails: z.string().max(100_000), role: batchInviteInput.shape.role })
  .transform((value, ctx) => {
    const parsed = batchInviteInput.safeParse({ emails: value.emails, role: value.role });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...parsed.data, organizationId: value.organizationId, invalid: parseBatchEmails(value.emails).invalid };
  });

export const platformDeleteOrganizationInput = deleteOrganizationInput.extend({ organizationId });

/** Delete an account for good: the user id is required first ('User ID is required for deletion'). */
export const platformDeleteUserInput = z.object({
  userId: deleteUserInput.shape.userId.pipe(entityId(USER_NOT_FOUND_MESSAGE)),
});

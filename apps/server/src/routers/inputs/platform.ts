// staging: belongs in @stockroom/core; the lead moves it there
import {
  addExistingUserInput,
  batchInviteInput,
  deleteOrganizationInput,
  parseBatchEmails,
  platformCreateUserInput,
} from "@stockroom/core";
import { z } from "zod";
import { entityId } from "./ids";

const organizationId = entityId("Organization not found");

export const organizationIdInput = z.object({ organizationId });

export const platformAddExistingInput = z.intersection(addExistingUserInput, organizationIdInput);

export const platformCreateUserInOrgInput = z.intersection(platformCreateUserInput, organizationIdInput);

export const platformRemoveUserInput = z.object({ organizationId, userId: entityId("Member not found") });

/**
 * Batch add: the textarea's valid addresses (core's rules and messages), plus the lines
 * that were not addresses so they can be reported as errors.
 */
export const platformBatchInviteInput = z
  .object({ organizationId, emails: z.string(), role: batchInviteInput.shape.role })
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

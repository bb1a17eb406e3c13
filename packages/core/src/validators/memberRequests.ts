import { z } from "zod";
import { entityId } from "./entityId";
import { deleteUserInput, MEMBER_NOT_FOUND_MESSAGE, memberRoleUpdateInput } from "./users";

// What an organization administrator's member procedures take. A member id that is not a
// uuid answers 'Member not found', like a member of another organization.

const memberId = entityId(MEMBER_NOT_FOUND_MESSAGE);

export const memberIdInput = z.object({ memberId });

/** Toggle a member between admin and member. */
export const memberRoleUpdateRequest = memberRoleUpdateInput.extend({ memberId });

/** Delete a member's account: the user id is required first ('User ID is required for deletion'). */
export const memberDeleteUserInput = z.object({ userId: deleteUserInput.shape.userId.pipe(memberId) });

import { ORG_AVATARS_BUCKET, type UpdateOrganizationInput } from "@stockroom/core";
import { organizations } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { isOwnUpload } from "../uploads/find-own-upload";

export const LOGO_NOT_UPLOADED = "Could not upload organization logo";

/**
 * Organization Settings → General: name, description and logo. The logo must be a file
 * this organization uploaded to org-avatars; `avatarUrl: null` removes it, leaving it
 * out keeps it.
 */
export async function updateOrganization(
  { db, orgId: organizationId, actorId }: ServiceContext,
  input: UpdateOrganizationInput,
) {
  return db.transaction(async (tx) => {
    if (input.avatarUrl && !(await isOwnUpload(tx, input.avatarUrl, ORG_AVATARS_BUCKET, { organizationId }))) {
      throw new DomainError("BAD_REQUEST", LOGO_NOT_UPLOADED);
    }
    const [org] = await tx
      .update(organizations)
      .set({
        name: input.name,
        description: input.description === undefined ? undefined : input.description || null,
        avatarUrl: input.avatarUrl === undefined ? undefined : input.avatarUrl || null,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, organizationId))
      .returning({
        id: organizations.id,
        name: organizations.name,
        description: organizations.description,
        avatarUrl: organizations.avatarUrl,
        updatedAt: organizations.updatedAt,
      });
    if (!org) throw new DomainError("NOT_FOUND", "No organization to update or user not loaded");
    await recordActivity(tx, organizationId, actorId, {
      type: "organization_updated",
      description: "Organization details updated",
      entityType: "organization",
      entityId: organizationId,
    });
    return org;
  });
}

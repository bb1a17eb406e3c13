import { ORGANIZATION_NOT_FOUND_MESSAGE, type OrganizationSettings } from "@stockroom/core";
import { organizations } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";

/** Saves the whole settings object (appearance, notifications, advanced) on the server. */
export async function updateOrganizationSettings(
  { db, orgId: organizationId, actorId }: ServiceContext,
  settings: OrganizationSettings,
): Promise<OrganizationSettings> {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ settings, updatedAt: new Date() })
      .where(eq(organizations.id, organizationId))
      .returning({ id: organizations.id });
    if (!org) throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE);
    await recordActivity(tx, organizationId, actorId, {
      type: "organization_updated",
      description: "Organization settings updated",
      entityType: "organization",
      entityId: organizationId,
    });
    return settings;
  });
}

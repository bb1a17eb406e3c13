import type { UpdateOrganizationTimeZoneInput } from "@stockroom/core";
import { organizations } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";

/**
 * Organization Settings → General: the organization's time zone (issue 20). Its months
 * (snapshots, reports, the monthly pick list, the usage summary, data quality) follow it
 * from now on; history already written keeps the month it was recorded in.
 */
export async function updateOrganizationTimeZone(
  { db, orgId, actorId }: ServiceContext,
  input: UpdateOrganizationTimeZoneInput,
) {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ timeZone: input.timeZone, updatedAt: new Date() })
      .where(eq(organizations.id, orgId))
      .returning({ id: organizations.id, timeZone: organizations.timeZone });
    if (!org) throw new DomainError("NOT_FOUND", "No organization to update or user not loaded");
    await recordActivity(tx, orgId, actorId, {
      type: "organization_updated",
      description: `Organization time zone set to ${input.timeZone}`,
      entityType: "organization",
      entityId: orgId,
    });
    return org;
  });
}

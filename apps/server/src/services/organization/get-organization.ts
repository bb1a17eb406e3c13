import { ORGANIZATION_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { organizations } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { readOrganizationSettings } from "./read-organization-settings";

/** The organization's details and its settings with every default filled in. */
export async function getOrganization({ db, orgId: organizationId }: OrgContext) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!org) throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE);
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    avatarUrl: org.avatarUrl,
    timeZone: org.timeZone,
    createdAt: org.createdAt,
    updatedAt: org.updatedAt,
    settings: readOrganizationSettings(org.settings),
  };
}

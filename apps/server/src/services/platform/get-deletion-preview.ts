import { ORGANIZATION_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { organizations } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { countOrganizationData } from "./count-organization-data";

/** get_organization_deletion_preview: what deleting the organization removes. */
export async function getDeletionPreview({ db, orgId: organizationId }: OrgContext) {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE);
  return { organization: org, data_to_delete: await countOrganizationData({ db, orgId: organizationId }) };
}

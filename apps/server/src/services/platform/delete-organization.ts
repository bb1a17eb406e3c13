import { organizations, uploads } from "@stockroom/db";
import { eq } from "drizzle-orm";
import type { OrgContext } from "../context";
import { lockOrganization } from "../organization/lock-organization";
import type { FileStorage } from "../uploads/file-storage";
import { countOrganizationData } from "./count-organization-data";

/**
 * delete_organization_completely: one transaction that locks the organization, counts
 * what goes (the preview's numbers, now final) and deletes it; every table holding its
 * data cascades from `organizations`. Accounts stay (without an organization). Stored
 * files of the organization are removed once the rows are gone for good.
 */
export async function deleteOrganization({
  db,
  orgId: organizationId,
  storage,
}: OrgContext & { storage: FileStorage }) {
  const { deleted, files } = await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const deleted = await countOrganizationData({ db: tx, orgId: organizationId });
    const files = await tx
      .select({ bucket: uploads.bucket, key: uploads.key })
      .from(uploads)
      .where(eq(uploads.organizationId, organizationId));
    await tx.delete(organizations).where(eq(organizations.id, organizationId));
    return { deleted, files };
  });
  await Promise.all(files.map((f) => storage.remove(f.bucket, f.key).catch(() => {})));
  return { deleted };
}

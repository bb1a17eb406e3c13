import type { notificationRecipientsInput, RecipientMode } from "@stockroom/core";
import { assetTypes, notificationRecipients, organizationMembers, users } from "@stockroom/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { DomainError } from "../../errors";
import type { OrgContext, ServiceContext } from "../context";

export const ASSET_TYPE_NOT_FOUND_MESSAGE = "Asset type not found";
export const RECIPIENT_NOT_MEMBER_MESSAGE = "Only members of this organization can be notified";

export interface AssetTypeRecipients {
  assetTypeId: string;
  assetTypeName: string;
  mode: RecipientMode;
  userIds: string[];
}

/** Every asset type of the organization with who hears of its stock ("managers" unless set). */
export async function listNotificationRecipients({ db, orgId }: OrgContext): Promise<AssetTypeRecipients[]> {
  const rows = await db
    .select({
      assetTypeId: assetTypes.id,
      assetTypeName: assetTypes.name,
      mode: notificationRecipients.mode,
      userIds: notificationRecipients.userIds,
    })
    .from(assetTypes)
    .leftJoin(
      notificationRecipients,
      and(eq(notificationRecipients.organizationId, orgId), eq(notificationRecipients.assetTypeId, assetTypes.id)),
    )
    .where(and(eq(assetTypes.organizationId, orgId), eq(assetTypes.isDeleted, false)))
    .orderBy(asc(assetTypes.name));
  return rows.map((r) => ({
    assetTypeId: r.assetTypeId,
    assetTypeName: r.assetTypeName,
    mode: r.mode ?? "managers",
    userIds: r.userIds ?? [],
  }));
}

/** The members an admin may name (active members of the organization): id, name, e-mail, role. */
export async function listNotifiableMembers({ db, orgId }: OrgContext) {
  return db
    .select({ userId: users.id, fullName: users.fullName, email: users.email, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, orgId), eq(organizationMembers.isDeleted, false)))
    .orderBy(asc(users.email));
}

/** Sets who hears of one asset type's stock: all managers, or the members named (members of this organization only). */
export async function setNotificationRecipients(
  { db, orgId }: ServiceContext,
  input: z.infer<typeof notificationRecipientsInput>,
): Promise<AssetTypeRecipients> {
  return db.transaction(async (tx) => {
    const [type] = await tx
      .select({ id: assetTypes.id, name: assetTypes.name })
      .from(assetTypes)
      .where(
        and(
          eq(assetTypes.id, input.assetTypeId),
          eq(assetTypes.organizationId, orgId),
          eq(assetTypes.isDeleted, false),
        ),
      );
    if (!type) throw new DomainError("NOT_FOUND", ASSET_TYPE_NOT_FOUND_MESSAGE);
    const userIds = input.mode === "members" ? [...new Set(input.userIds)] : [];
    if (userIds.length > 0) {
      const members = await tx
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, orgId),
            eq(organizationMembers.isDeleted, false),
            inArray(organizationMembers.userId, userIds),
          ),
        );
      if (members.length !== userIds.length) throw new DomainError("BAD_REQUEST", RECIPIENT_NOT_MEMBER_MESSAGE);
    }
    await tx
      .insert(notificationRecipients)
      .values({ organizationId: orgId, assetTypeId: type.id, mode: input.mode, userIds })
      .onConflictDoUpdate({
        target: [notificationRecipients.organizationId, notificationRecipients.assetTypeId],
        set: { mode: input.mode, userIds, updatedAt: sql`now()` },
      });
    return { assetTypeId: type.id, assetTypeName: type.name, mode: input.mode, userIds };
  });
}

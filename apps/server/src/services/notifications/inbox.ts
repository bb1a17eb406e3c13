import type { notificationListInput } from "@stockroom/core";
import { notifications } from "@stockroom/db";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";

export const NOTIFICATION_NOT_FOUND_MESSAGE = "Notification not found";

const mine = ({ orgId, actorId }: ServiceContext) =>
  and(eq(notifications.organizationId, orgId), eq(notifications.userId, actorId));

/** The caller's newest notifications in the caller's organization (never anyone else's). */
export async function listNotifications(ctx: ServiceContext, input: z.infer<typeof notificationListInput>) {
  const rows = await ctx.db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(mine(ctx), input.unread ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit);
  return { items: rows, unread: await unreadNotificationCount(ctx) };
}

export async function unreadNotificationCount(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(ctx), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markNotificationRead(ctx: ServiceContext, input: { notificationId: string }) {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine(ctx), eq(notifications.id, input.notificationId)))
    .returning({ id: notifications.id });
  if (!row) throw new DomainError("NOT_FOUND", NOTIFICATION_NOT_FOUND_MESSAGE);
  return { unread: await unreadNotificationCount(ctx) };
}

export async function markAllNotificationsRead(ctx: ServiceContext) {
  await ctx.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(ctx), isNull(notifications.readAt)));
  return { unread: 0 };
}

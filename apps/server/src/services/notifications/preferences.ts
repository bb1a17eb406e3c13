import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferences,
  type notificationPreferencesInput,
} from "@stockroom/core";
import { type DbOrTx, notificationPreferences } from "@stockroom/db";
import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ActorContext } from "../context";

function preferencesOf(row: Partial<NotificationPreferences> | undefined): NotificationPreferences {
  const out = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (row) for (const key of NOTIFICATION_PREFERENCE_KEYS) if (typeof row[key] === "boolean") out[key] = row[key];
  return out;
}

/** The caller's switches (the defaults until one is saved). */
export async function getNotificationPreferences({ db, actorId }: ActorContext): Promise<NotificationPreferences> {
  const rows = await readNotificationPreferences(db, [actorId]);
  return rows.get(actorId) ?? preferencesOf(undefined);
}

/** Several users' switches at once (the dispatch of an event); every id gets an answer. */
export async function readNotificationPreferences(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, NotificationPreferences>> {
  const out = new Map<string, NotificationPreferences>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
  for (const id of userIds) out.set(id, preferencesOf(undefined));
  for (const row of rows) out.set(row.userId, preferencesOf(row));
  return out;
}

/** Saves the switches given (the others keep their value); answers all of them. */
export async function updateNotificationPreferences(
  { db, actorId }: ActorContext,
  input: z.infer<typeof notificationPreferencesInput>,
): Promise<NotificationPreferences> {
  const current = await getNotificationPreferences({ db, actorId });
  const next = { ...current, ...input };
  await db
    .insert(notificationPreferences)
    .values({ userId: actorId, ...next })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...input, updatedAt: sql`now()` } });
  return next;
}

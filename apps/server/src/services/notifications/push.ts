import type { pushSubscriptionInput } from "@stockroom/core";
import { pushSubscriptions } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { DomainError } from "../../errors";
import type { ActorContext } from "../context";

export const PUSH_ENDPOINT_INVALID_MESSAGE = "This browser's push address is not accepted";
/** How long a push service may take (the delivery job retries). */
export const PUSH_TIMEOUT_MS = 5_000;

/** Keeps a browser's subscription for the caller (a browser moving to another user is moved with it). */
export async function subscribePush(
  { db, actorId }: ActorContext,
  input: z.infer<typeof pushSubscriptionInput>,
  opts: { localReceivers: boolean },
): Promise<{ subscribed: true }> {
  const url = new URL(input.endpoint);
  const local = url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
  if (url.protocol !== "https:" && !(opts.localReceivers && local)) {
    throw new DomainError("BAD_REQUEST", PUSH_ENDPOINT_INVALID_MESSAGE);
  }
  await db
    .insert(pushSubscriptions)
    .values({ userId: actorId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: actorId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
  return { subscribed: true };
}

export async function unsubscribePush({ db, actorId }: ActorContext, input: { endpoint: string }) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actorId), eq(pushSubscriptions.endpoint, input.endpoint)));
  return { subscribed: false };
}

export async function pushSubscriptionCount({ db, actorId }: ActorContext): Promise<number> {
  return (
    await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, actorId))
  ).length;
}

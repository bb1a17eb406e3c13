import type { DomainEvent, EventActor } from "@stockroom/core";
import { type DbOrTx, domainEvents } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { currentApiTokenId } from "../activity/api-token-scope";

/** The channel the dispatcher listens on (jobs/definitions/dispatch-events.ts). */
export const DOMAIN_EVENTS_CHANNEL = "stockroom_events";

export interface EventContext {
  orgId: string;
  actor: EventActor;
}

/**
 * The actor of a request's user (or of the system, in a job). Inside a REST API call the
 * actor is the API token (issue 27: `{ type: "token", id }`), not the user who created it:
 * the services name their user as always, and the API's scope (api-token-scope.ts) says who acted.
 */
export const userActor = (userId: string | null): EventActor => {
  const tokenId = currentApiTokenId();
  if (tokenId) return { type: "token", id: tokenId };
  return userId ? { type: "user", id: userId } : { type: "system", id: null };
};

/**
 * THE WRITER OF DOMAIN EVENTS (docs/architecture.md, "Domain events"). Call it inside the
 * change's transaction: the row commits or rolls back with the change. The NOTIFY wakes the
 * dispatcher of every server process; PostgreSQL delivers it only when the transaction
 * commits (a rollback wakes nobody), and the dispatcher's sweep finds anything a missed
 * notification left behind.
 */
export async function emitEvent(tx: DbOrTx, { orgId, actor }: EventContext, event: DomainEvent): Promise<void> {
  await Promise.all([
    tx.insert(domainEvents).values({
      organizationId: orgId,
      kind: event.kind,
      subjectId: event.subjectId ?? null,
      data: event.data as Record<string, unknown>,
      actor,
    }),
    notifyEvents(tx),
  ]);
}

/** Wakes the dispatchers at commit (several in one transaction fold into one). */
export function notifyEvents(tx: DbOrTx) {
  return tx.execute(sql`select pg_notify(${DOMAIN_EVENTS_CHANNEL}, '')`);
}

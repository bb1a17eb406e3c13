import type { Database } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { pgArray } from "../queries/pg-array";
import { EVENT_CONSUMERS, type EventConsumer, type StoredDomainEvent } from "./consumers";

/** Events handed on per transaction: a burst (an import) goes out in a few batches. */
const DISPATCH_BATCH = 500;

interface EventRow {
  id: string;
  organization_id: string;
  kind: StoredDomainEvent["kind"];
  subject_id: string | null;
  data: Record<string, unknown>;
  actor: StoredDomainEvent["actor"];
  created_at: Date | string;
}

/**
 * THE DISPATCHER: hands every undispatched domain event to the consumers of its kind and
 * marks it dispatched, in one transaction per batch. Rows are claimed `for update skip
 * locked`, so several server processes share the queue and each event is handed on once.
 * Returns how many events it dispatched (tests call it directly).
 */
export async function dispatchPendingEvents(
  db: Database,
  consumers: readonly EventConsumer[] = EVENT_CONSUMERS,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`
        select id, organization_id, kind, subject_id, data, actor, created_at
        from domain_events
        where dispatched_at is null
        order by created_at, id
        limit ${DISPATCH_BATCH}
        for update skip locked`)) as unknown as EventRow[];
      if (rows.length === 0) return 0;
      const events: StoredDomainEvent[] = rows.map((r) => ({
        id: r.id,
        organizationId: r.organization_id,
        kind: r.kind,
        subjectId: r.subject_id,
        data: r.data,
        actor: r.actor,
        createdAt: new Date(r.created_at),
      }));
      for (const consumer of consumers) {
        const mine = events.filter((e) => consumer.kinds.includes(e.kind));
        if (mine.length > 0) await consumer.take(tx, mine);
      }
      const ids = rows.map((r) => r.id);
      await tx.execute(sql`
        update domain_events set dispatched_at = now()
        where id = any(${pgArray(ids)}::uuid[])`);
      return rows.length;
    });
    total += count;
    if (count < DISPATCH_BATCH) return total;
  }
}

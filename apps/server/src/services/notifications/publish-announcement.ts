import { randomUUID } from "node:crypto";
import type { AnnouncementEventData, AnnouncementInput } from "@stockroom/core";
import { sql } from "drizzle-orm";
import type { ActorContext } from "../context";
import { notifyEvents, userActor } from "../events/emit-event";

/**
 * A platform operator's announcement (issue 25: the "System updates" and "New features"
 * switches of App Settings): one outbox event per organization, all in one transaction, with
 * the same announcement id as subject. The notifications consumer tells every member whose
 * switch of that kind is on, through the channels they chose (the bell, e-mail, push); a
 * member turns a kind off and hears none of it. A user belongs to one organization at a
 * time, so each user is told once.
 */
export async function publishAnnouncement(
  { db, actorId }: ActorContext,
  input: AnnouncementInput,
): Promise<{ announcementId: string; organizations: number }> {
  const announcementId = randomUUID();
  const data: AnnouncementEventData = { announcementId, title: input.title, body: input.body };
  return db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: string }>(sql`
      insert into domain_events (organization_id, kind, subject_id, data, actor)
      select o.id, ${input.kind}, ${announcementId}::uuid, ${JSON.stringify(data)}::jsonb,
             ${JSON.stringify(userActor(actorId))}::jsonb
      from organizations o
      returning id`);
    await notifyEvents(tx);
    return { announcementId, organizations: rows.length };
  });
}

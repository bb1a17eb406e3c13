import type { Database } from "@stockroom/db";
import type { OrgContext, ServiceContext } from "../services/context";

/** The service context of an organization procedure: database, the caller's organization, the caller. */
export function serviceContext(ctx: { db: Database; org: { id: string }; actorId: string }): ServiceContext {
  return { db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId };
}

/** The read-only context of an organization procedure. */
export function orgContext(ctx: { db: Database; org: { id: string } }): OrgContext {
  return { db: ctx.db, orgId: ctx.org.id };
}

import type { Database } from "@stockroom/db";
import type { ActorContext, OrgContext, ServiceContext } from "../services/context";

/** The service context of an organization procedure: database, the caller's organization, the caller. */
export function serviceContext(ctx: { db: Database; org: { id: string }; actorId: string }): ServiceContext {
  return { db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId };
}

/** The read-only context of an organization procedure. */
export function orgContext(ctx: { db: Database; org: { id: string } }): OrgContext {
  return { db: ctx.db, orgId: ctx.org.id };
}

/** A signed-in user outside one organization's procedures (the platform console, accepting an invitation). */
export function actorContext(ctx: { db: Database; viewer: { user: { id: string } } }): ActorContext {
  return { db: ctx.db, actorId: ctx.viewer.user.id };
}

/** The platform console acting on one organization: the operator as actor, the organization from the input. */
export function operatorServiceContext(
  ctx: { db: Database; viewer: { user: { id: string } } },
  organizationId: string,
): ServiceContext {
  return { db: ctx.db, orgId: organizationId, actorId: ctx.viewer.user.id };
}

import type { DbOrTx } from "@stockroom/db";

// The first argument of every use case (docs/architecture.md "Services"): a service is
// called as fn(ctx, input). Extra needs (mailer, file storage, link origin) are more
// fields of the same ctx; the organization is never part of the input.

/** A use case that needs only the database (public links, the operator's lists). */
export interface DbContext {
  db: DbOrTx;
}

/** Reads of one organization: everything is scoped by `orgId`. */
export interface OrgContext extends DbContext {
  orgId: string;
}

/** Writes of one organization: `actorId` is the signed-in user (or the phone's PIN user). */
export interface ServiceContext extends OrgContext {
  actorId: string;
}

/**
 * A signed-in user acting outside one organization's procedures: an operator creating an
 * organization or deleting a user, someone accepting an invitation. (An operator acting on
 * one organization gets a ServiceContext whose `orgId` is that organization.)
 */
export interface ActorContext extends DbContext {
  actorId: string;
}

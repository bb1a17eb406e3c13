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

/** The platform console: an operator acts across organizations (the organization is in the input). */
export interface OperatorContext extends DbContext {
  actorId: string;
}

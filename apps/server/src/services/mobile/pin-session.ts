import { createHash, randomBytes } from "node:crypto";
import { MOBILE_SESSION_MS, MOBILE_SESSION_ROLE, type Principal } from "@stockroom/core";
import { type DbOrTx, mobileSessions, organizationMembers, users } from "@stockroom/db";
import { and, eq, gt, sql } from "drizzle-orm";

/** The phone's PIN session cookie (HttpOnly); the database keeps only its SHA-256. */
export const PIN_SESSION_COOKIE = "stockroom_pin";

export interface PinSession {
  userId: string;
  organizationId: string;
  fullName: string | null;
  expiresAt: Date;
  /** The member's role now: a viewer's PIN session only looks (issue 21 §5). */
  memberRole: string;
}

/**
 * What a PIN session is bound to: the member's PIN digest and password hash as they are now.
 * Changing or clearing the PIN, or changing the password, changes it, and the session ends.
 */
export const credentialStamp = sql<string>`encode(sha256(convert_to(coalesce(${users.quickAccessPinDigest}, '') || '|' || coalesce(${users.passwordHash}, ''), 'UTF8')), 'hex')`;

function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Opens a PIN session for a member of one organization: 2 hours from now (spec 01 §6),
 * never extended. The clock is the database's, so every server process agrees.
 */
export async function createPinSession(
  db: DbOrTx,
  input: { userId: string; organizationId: string; credentialDigest: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(mobileSessions)
    .values({
      id: tokenDigest(token),
      userId: input.userId,
      organizationId: input.organizationId,
      credentialDigest: input.credentialDigest,
      expiresAt: sql`now() + ${`${MOBILE_SESSION_MS} milliseconds`}::interval`,
    })
    .returning({ expiresAt: mobileSessions.expiresAt });
  if (!row) throw new Error("PIN session insert returned no row");
  return { token, expiresAt: row.expiresAt };
}

/**
 * The live PIN session of a cookie: not expired, its user still an active member of its
 * organization (a removed member's phone stops working at once), and the member's PIN and
 * password unchanged since the PIN was typed.
 */
export async function loadPinSession(db: DbOrTx, token: string): Promise<PinSession | null> {
  const [row] = await db
    .select({
      userId: mobileSessions.userId,
      organizationId: mobileSessions.organizationId,
      expiresAt: mobileSessions.expiresAt,
      fullName: users.fullName,
      memberRole: organizationMembers.role,
    })
    .from(mobileSessions)
    .innerJoin(users, eq(users.id, mobileSessions.userId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.userId, mobileSessions.userId),
        eq(organizationMembers.organizationId, mobileSessions.organizationId),
        eq(organizationMembers.isDeleted, false),
      ),
    )
    .where(
      and(
        eq(mobileSessions.id, tokenDigest(token)),
        gt(mobileSessions.expiresAt, sql`now()`),
        eq(mobileSessions.credentialDigest, credentialStamp),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deletePinSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(mobileSessions).where(eq(mobileSessions.id, tokenDigest(token)));
}

/**
 * The role a PIN session acts with: "user" (spec 01 §6), but a viewer's PIN stays read-only
 * (spec 01: "viewer: read-only"; issue 21 §5). Read from the membership on every request.
 */
export function pinSessionRole(session: Pick<PinSession, "memberRole">): Principal {
  return session.memberRole === "viewer" ? "viewer" : MOBILE_SESSION_ROLE;
}

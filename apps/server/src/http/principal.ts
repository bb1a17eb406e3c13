import type { MemberRole, Principal } from "@stockroom/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../auth/lucia";
import type { AppDeps } from "../deps";
import { resolveApiToken } from "../services/api-tokens/resolve-api-token";
import { loadSessionViewer, type Viewer } from "../services/auth/load-viewer";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from "../services/mobile/phone-devices";
import { loadPinSession, PIN_SESSION_COOKIE, pinSessionRole } from "../services/mobile/pin-session";

/**
 * WHO IS ACTING on a request: the one place every entry point (tRPC's context and its
 * phone procedures, the mobile router, the upload and file routes) asks.
 *
 * A request may carry a sign-in (lucia's session cookie), a phone's PIN session (the PIN
 * cookie, valid only beside the phone's device cookie at PIN time), both, or neither. Each
 * credential is checked here once and becomes a principal with its organization and role
 * resolved: `{ kind: "user" }`, `{ kind: "phone" }` or `{ kind: "anonymous" }`. An API
 * token (issue 27) is one more kind, `{ kind: "token" }` (its organization, scopes and the
 * role they allow), resolved here from `Authorization: Bearer <token>` by `resolveToken`,
 * on the REST API's routes only (http/api/rest-handler.ts): a cookie never rides along with a
 * token and /trpc never reads the header. Nothing downstream reads a cookie or a header.
 *
 * `actingPrincipal` is the one rule for a request that carries both (see there).
 */

/** A signed-in user (lucia session). `org` is the membership; `usable` says it may act in it. */
export interface UserPrincipal {
  kind: "user";
  userId: string;
  sessionId: string;
  viewer: Viewer;
  org: { id: string; role: MemberRole; name: string } | null;
  /** Has an organization and has changed an imposed password: may do organization work. */
  usable: boolean;
}

/** A phone's PIN session: role "user" (a viewer's PIN stays "viewer"), its organization only, 2 hours. */
export interface PhonePrincipal {
  kind: "phone";
  userId: string;
  org: { id: string; role: Principal };
  fullName: string | null;
  expiresAt: Date;
}

export interface AnonymousPrincipal {
  kind: "anonymous";
}

export type RequestPrincipal = UserPrincipal | PhonePrincipal | AnonymousPrincipal;

/**
 * An API token of the REST API: its organization with the role its scopes allow (core's
 * `apiTokenRole`: a manager with a write scope, else a viewer); each route also needs its
 * scope (tRPC's orgProcedure). Its writes are recorded as its creator's, naming the token.
 */
export interface TokenPrincipal {
  kind: "token";
  tokenId: string;
  org: { id: string; role: "manager" | "viewer" };
  scopes: string[];
  /** The admin who created the token: the actor on record of its writes. */
  createdBy: string;
}

/** The secret of an `Authorization: Bearer <token>` header, or null. */
export function bearerSecret(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/** The live (not revoked, not expired) token of the Authorization header, or null. */
export async function resolveToken(deps: AppDeps, authorization: string | undefined): Promise<TokenPrincipal | null> {
  const secret = bearerSecret(authorization);
  if (!secret) return null;
  const token = await resolveApiToken(deps.db, secret);
  if (!token) return null;
  return {
    kind: "token",
    tokenId: token.id,
    org: { id: token.orgId, role: token.role },
    scopes: token.scopes,
    createdBy: token.createdBy,
  };
}

export const ANONYMOUS: AnonymousPrincipal = { kind: "anonymous" };

/** The cookies a principal is read from and written to. */
export interface PrincipalCookies {
  sessionId: string | null;
  /** A GET or HEAD: a read (tRPC may start it with a cached session, `speculativeUser`). */
  readOnly: boolean;
  pinToken: string | null;
  deviceToken: string | null;
  setSession(sessionId: string): void;
  clearSession(): void;
  setPin(token: string, expires: Date): void;
  clearPin(): void;
  setDevice(token: string): void;
}

/** Lucia extends a session (30 days) once half of it is over; until then one query suffices. */
const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;

/** The request's credential cookies, and writers that set them with the same attributes. */
export function principalCookies(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): PrincipalCookies {
  const options = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: req.protocol === "https" };
  return {
    sessionId: req.cookies[SESSION_COOKIE] ?? null,
    readOnly: req.method === "GET" || req.method === "HEAD",
    pinToken: req.cookies[PIN_SESSION_COOKIE] ?? null,
    deviceToken: req.cookies[DEVICE_COOKIE] ?? null,
    setSession(sessionId) {
      const c = deps.auth.createSessionCookie(sessionId);
      reply.setCookie(SESSION_COOKIE, c.value, { ...options, expires: c.attributes.expires ?? undefined });
    },
    clearSession: () => reply.clearCookie(SESSION_COOKIE, options),
    setPin: (token, expires) => reply.setCookie(PIN_SESSION_COOKIE, token, { ...options, expires }),
    clearPin: () => reply.clearCookie(PIN_SESSION_COOKIE, options),
    setDevice: (token) =>
      reply.setCookie(DEVICE_COOKIE, token, {
        ...options,
        expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000),
      }),
  };
}

export function userPrincipal(sessionId: string, viewer: Viewer): UserPrincipal {
  const m = viewer.membership;
  return {
    kind: "user",
    userId: viewer.user.id,
    sessionId,
    viewer,
    org: m ? { id: m.organizationId, role: m.role, name: m.organization.name } : null,
    usable: Boolean(m) && !viewer.user.mustChangePassword,
  };
}

/**
 * The signed-in user of the session cookie, or null (then the cookie is cleared). One query
 * for the session and its viewer; lucia is asked only when the session is over (it deletes
 * it) or in the second half of its 30 days (it extends it, and the cookie is refreshed).
 * Always the database's answer (and it refreshes this process's session cache).
 */
export async function resolveUser(deps: AppDeps, cookies: PrincipalCookies): Promise<UserPrincipal | null> {
  const sessionId = cookies.sessionId;
  if (!sessionId) return null;
  const found = await lookUpSession(deps, sessionId);
  if (found && found.expiresAt.getTime() - Date.now() > SESSION_RENEW_WITHIN_MS) {
    return userPrincipal(sessionId, found.viewer);
  }
  if (found) {
    const { session, user } = await deps.auth.validateSession(sessionId);
    if (session && user) {
      if (session.fresh) cookies.setSession(session.id);
      return userPrincipal(sessionId, found.viewer);
    }
  }
  cookies.clearSession();
  return null;
}

/**
 * A READ's user, without waiting for the database when this process validated the session
 * seconds ago (auth/session-cache.ts): `user` is the cached principal and `confirmed` the
 * database's answer (resolveUser), asked at the same time. The read may start with `user`,
 * but its answer must wait for `confirmed` and be computed again when the two differ
 * (trpc.ts `confirmSession`): no answer ever leaves for a session the database no longer
 * has, however late a change notification arrives. Null `confirmed`: no cache entry; `user`
 * is then already the database's answer.
 */
export async function speculativeUser(
  deps: AppDeps,
  cookies: PrincipalCookies,
): Promise<{ user: UserPrincipal | null; confirmed: Promise<UserPrincipal | null> | null }> {
  const sessionId = cookies.sessionId;
  const cached = sessionId && cookies.readOnly ? deps.sessions.get(sessionId) : undefined;
  if (!sessionId || !cached) return { user: await resolveUser(deps, cookies), confirmed: null };
  return { user: userPrincipal(sessionId, cached.viewer), confirmed: resolveUser(deps, cookies) };
}

/** Whether two principals of one request say the same (the cached one and the database's). */
export function samePrincipal(a: UserPrincipal | null, b: UserPrincipal | null): boolean {
  if (a === null || b === null) return a === b;
  return a.sessionId === b.sessionId && JSON.stringify(a.viewer) === JSON.stringify(b.viewer);
}

/** The session and its viewer from the database, kept in the cache unless a session changed meanwhile. */
async function lookUpSession(deps: AppDeps, sessionId: string) {
  const generation = deps.sessions.generation;
  const found = await loadSessionViewer(deps.db, sessionId);
  if (found) deps.sessions.set(sessionId, found, generation);
  return found;
}

/** The live PIN session of the PIN cookie (read only when there is one), or null. */
export async function resolvePhone(deps: AppDeps, cookies: PrincipalCookies): Promise<PhonePrincipal | null> {
  if (!cookies.pinToken) return null;
  const session = await loadPinSession(deps.db, cookies.pinToken);
  if (!session) return null;
  return {
    kind: "phone",
    userId: session.userId,
    org: { id: session.organizationId, role: pinSessionRole(session) },
    fullName: session.fullName,
    expiresAt: session.expiresAt,
  };
}

/** Both credentials of a request, each checked. */
export interface Credentials {
  user: UserPrincipal | null;
  phone: PhonePrincipal | null;
}

/**
 * THE RULE for who acts when a request carries a sign-in and a PIN session:
 * - only one of them: that one; neither: anonymous.
 * - both of ONE organization (the sign-in usable there): the sign-in, with its own role.
 * - both of two organizations (someone signed in elsewhere scanned a label and typed a PIN):
 *   the PIN session acts on a resource of its organization, the sign-in on one of its own.
 *   A request that names no resource (or one of a third organization) goes to `prefer`:
 *   the phone workflow (phone procedures: the asset selector) prefers the PIN session,
 *   everything else (an avatar upload) the sign-in.
 * A sign-in that is not usable (no organization, or a password to change) never acts for
 * an organization, so beside a PIN session the PIN session acts on its resources.
 * Whoever acts, acts only in its own organization: a resource of any other organization is
 * simply not found by the org-scoped services.
 */
export function actingPrincipal(
  { user, phone }: Credentials,
  { targetOrgId = null, prefer }: { targetOrgId?: string | null; prefer: "user" | "phone" },
): RequestPrincipal {
  if (!phone) return user ?? ANONYMOUS;
  if (!user) return phone;
  const member = user.usable ? user : null;
  if (member && member.org?.id === phone.org.id) return member;
  if (targetOrgId !== null && targetOrgId === phone.org.id) return phone;
  if (member && targetOrgId !== null && targetOrgId === member.org?.id) return member;
  return prefer === "user" ? user : phone;
}

/** The organization and role a principal acts with, or null (anonymous, or a sign-in without a usable one). */
export function actingOrg(
  principal: RequestPrincipal | TokenPrincipal,
): { id: string; role: Principal; actorId: string } | null {
  if (principal.kind === "phone") return { ...principal.org, actorId: principal.userId };
  if (principal.kind === "token") return { ...principal.org, actorId: principal.createdBy };
  if (principal.kind === "user" && principal.usable && principal.org) {
    return { id: principal.org.id, role: principal.org.role, actorId: principal.userId };
  }
  return null;
}

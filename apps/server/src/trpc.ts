import {
  type Action,
  can,
  checkInputBounds,
  type Language,
  type Principal,
  requestLanguage,
  VIEWER_READ_ONLY_MESSAGE,
} from "@stockroom/core";
import { isDatabaseUnavailable } from "@stockroom/db";
import { initTRPC, TRPCError } from "@trpc/server";
import type { CreateFastifyContextOptions } from "@trpc/server/adapters/fastify";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { ZodError } from "zod";
import { SESSION_COOKIE } from "./auth/lucia";
import type { AppDeps } from "./deps";
import { DomainError, isStorageFull, pgErrorCode } from "./errors";
import { translateServerMessage } from "./i18n/serverMessages";
import { loadSessionViewer, type Viewer } from "./services/auth/load-viewer";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from "./services/mobile/phone-devices";
import { loadPinSession, PIN_SESSION_COOKIE, pinSessionRole } from "./services/mobile/pin-session";

/** Lucia extends a session (30 days) once half of it is over; until then one query suffices. */
const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;

export interface RequestInfo {
  ip: string;
  /** The origin links point to: PUBLIC_URL, else the server's own listen address (never a request header). */
  origin: string;
  secure: boolean;
  userAgent: string | undefined;
  /** The language the answer's messages are in (issue 26): the client's header, else Accept-Language. */
  language: Language;
}

export interface Context extends AppDeps {
  req: RequestInfo;
  sessionId: string | null;
  viewer: Viewer | null;
  setSessionCookie(sessionId: string): void;
  clearSessionCookie(): void;
  /** The phone's PIN session cookie (issue 14); read only by the phone procedures. */
  pinToken: string | null;
  setPinCookie(token: string, expires: Date): void;
  clearPinCookie(): void;
  /** The enrolled phone's device cookie (issue 21): a PIN is accepted only where it is. */
  deviceToken: string | null;
  setDeviceCookie(token: string): void;
}

/** The language the web app shows (apps/web/src/trpc.ts sends it with every call). */
export const LANGUAGE_HEADER = "x-stockroom-locale";

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Host and X-Forwarded-Host are the client's to choose, so links (mail, QR) never use them. */
export function requestOrigin(deps: AppDeps): string {
  return deps.links.origin;
}

/** Builds the tRPC context: validates the session cookie and loads the viewer once. */
export async function createContext(deps: AppDeps, { req, res }: CreateFastifyContextOptions): Promise<Context> {
  const secure = req.protocol === "https";
  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };
  const setSessionCookie = (id: string) => {
    const c = deps.auth.createSessionCookie(id);
    res.setCookie(SESSION_COOKIE, c.value, { ...cookieOptions, expires: c.attributes.expires ?? undefined });
  };
  const clearSessionCookie = () => res.clearCookie(SESSION_COOKIE, cookieOptions);

  let sessionId: string | null = req.cookies[SESSION_COOKIE] ?? null;
  let viewer: Viewer | null = null;
  if (sessionId) {
    // One query for the session and its viewer. Lucia is asked only when the session is
    // over (it deletes it) or in the second half of its 30 days (it extends it: a fresh cookie).
    const found = await loadSessionViewer(deps.db, sessionId);
    const now = Date.now();
    if (found && found.expiresAt.getTime() - now > SESSION_RENEW_WITHIN_MS) {
      viewer = found.viewer;
    } else if (found) {
      const { session, user } = await deps.auth.validateSession(sessionId);
      if (session && user) {
        if (session.fresh) setSessionCookie(session.id);
        viewer = found.viewer;
      } else {
        clearSessionCookie();
        sessionId = null;
      }
    } else {
      clearSessionCookie();
      sessionId = null;
    }
  }
  return {
    ...deps,
    req: {
      ip: req.ip,
      origin: requestOrigin(deps),
      secure,
      userAgent: req.headers["user-agent"],
      language: requestLanguage({
        header: firstHeader(req.headers[LANGUAGE_HEADER]),
        acceptLanguage: firstHeader(req.headers["accept-language"]),
      }),
    },
    sessionId,
    viewer,
    setSessionCookie,
    clearSessionCookie,
    pinToken: req.cookies[PIN_SESSION_COOKIE] ?? null,
    setPinCookie: (token, expires) => res.setCookie(PIN_SESSION_COOKIE, token, { ...cookieOptions, expires }),
    clearPinCookie: () => res.clearCookie(PIN_SESSION_COOKIE, cookieOptions),
    deviceToken: req.cookies[DEVICE_COOKIE] ?? null,
    setDeviceCookie: (token) =>
      res.setCookie(DEVICE_COOKIE, token, {
        ...cookieOptions,
        expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000),
      }),
  };
}

/** Spec 01 §8. */
export const UNEXPECTED_ERROR = "An unexpected error occurred.";
/** SQLSTATEs of PostgreSQL refusing a value as text: the client's input, answered 400. */
const INPUT_DATA_ERRORS = new Set(["22001", "22021", "22P02", "22P05", "22007", "22008"]);
export const INVALID_VALUE = "A value is out of range or not valid text. Please check what you entered.";
/** While PostgreSQL is away (crash, restart): a 503 the client may retry. */
export const DATABASE_UNAVAILABLE = "The database is not available right now. Please try again in a moment.";
/** A write that found the disk (the server's or PostgreSQL's) full: 507, as uploads answer. */
export const STORAGE_FULL = "The server has no space left to save this. Please tell your administrator.";

const DOMAIN_TO_TRPC = {
  NOT_FOUND: "NOT_FOUND",
  FORBIDDEN: "FORBIDDEN",
  CONFLICT: "CONFLICT",
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
} as const satisfies Record<DomainError["code"], TRPCError["code"]>;

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    // Messages keep their English (spec) text as the key; the answer is in the request's language.
    const say = (message: string) => translateServerMessage(message, ctx?.req.language ?? "en");
    if (isDatabaseUnavailable(error.cause)) {
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
        message: say(DATABASE_UNAVAILABLE),
        data: {
          ...shape.data,
          code: "SERVICE_UNAVAILABLE" as const,
          httpStatus: 503,
          stack: undefined,
          fieldErrors: undefined,
        },
      };
    }
    if (isStorageFull(error.cause)) {
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
        message: say(STORAGE_FULL),
        data: {
          ...shape.data,
          code: "SERVICE_UNAVAILABLE" as const,
          httpStatus: 507,
          stack: undefined,
          fieldErrors: undefined,
        },
      };
    }
    // A value PostgreSQL refused as text (bad encoding, too long, not a number/date) is the
    // client's input. Out-of-range numbers (22003) are not listed: the server's own state
    // (a sequence) can overflow too, and input numbers are bounded in core's schemas.
    if (error.code === "INTERNAL_SERVER_ERROR" && INPUT_DATA_ERRORS.has(pgErrorCode(error.cause) ?? "")) {
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY.BAD_REQUEST,
        message: say(INVALID_VALUE),
        data: {
          ...shape.data,
          code: "BAD_REQUEST" as const,
          httpStatus: 400,
          stack: undefined,
          fieldErrors: undefined,
        },
      };
    }
    const zod = error.cause instanceof ZodError ? error.cause : undefined;
    // Internal failures (SQL, bugs) are logged on the server and never shown verbatim.
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      // A validation failure reads as the first field's message (the spec's text).
      message: say(internal ? UNEXPECTED_ERROR : zod ? (zod.issues[0]?.message ?? shape.message) : shape.message),
      data: {
        ...shape.data,
        stack: undefined,
        fieldErrors: zod ? zod.flatten().fieldErrors : undefined,
      },
    };
  },
});

/** Services throw DomainError; this is the one place it becomes a tRPC error. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: DOMAIN_TO_TRPC[cause.code], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Depth, string length, NUL characters and prototype keys of every raw input (core's bounds). */
const inputBounds = t.middleware(async ({ getRawInput, next }) => {
  const problem = checkInputBounds(await getRawInput());
  if (problem) throw new TRPCError({ code: "BAD_REQUEST", message: problem });
  return next();
});

export const publicProcedure = t.procedure.use(domainErrors).use(inputBounds);

/** Signed in, password changed: everything but the forced password change needs this. */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer || !ctx.sessionId) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
  return next({ ctx: { ...ctx, viewer: ctx.viewer, sessionId: ctx.sessionId } });
});

export const protectedProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (ctx.viewer.user.mustChangePassword) {
    throw new TRPCError({ code: "FORBIDDEN", message: "You must change your password before continuing." });
  }
  return next({ ctx });
});

/** A member of an organization; the organization comes from the membership, never the client. */
export const orgProcedure = protectedProcedure.use(({ ctx, next }) => {
  const m = ctx.viewer.membership;
  if (!m) throw new TRPCError({ code: "FORBIDDEN", message: "No organization context available" });
  return next({
    ctx: {
      ...ctx,
      org: { id: m.organizationId, role: m.role, name: m.organization.name },
      actorId: ctx.viewer.user.id,
    },
  });
});

/** Members who may change organization data: everyone but viewers. */
export const orgWriterProcedure = orgProcedure.use(({ ctx, next }) => {
  if (!can(ctx.org.role, "write")) {
    throw new TRPCError({ code: "FORBIDDEN", message: VIEWER_READ_ONLY_MESSAGE });
  }
  return next({ ctx });
});

export const orgAdminProcedure = orgProcedure.use(({ ctx, next }) => {
  if (!can(ctx.org.role, "administer")) {
    throw new TRPCError({ code: "FORBIDDEN", message: "You need to be a system administrator to access this page" });
  }
  return next({ ctx });
});

export const operatorProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.viewer.isOperator) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Access Denied: You are not a platform operator" });
  }
  return next({ ctx });
});

/**
 * Who may act on the phone screens: a signed-in member (their role), and the PIN session of
 * the cookie (role "user", its organization, until 2 hours after the PIN). A PIN session
 * never has a viewer, so every procedure built on signedInProcedure (orgProcedure,
 * orgWriterProcedure, …) refuses it.
 */
export interface PhonePrincipal {
  orgId: string;
  actorId: string;
  role: Principal;
  fullName: string | null;
  via: "member" | "pin";
  expiresAt: Date | null;
}

export interface PhonePrincipals {
  member: PhonePrincipal | null;
  pin: PhonePrincipal | null;
}

/** Both credentials of the request, each already checked (the PIN only read when there is a cookie). */
export async function phonePrincipals(ctx: Context): Promise<PhonePrincipals> {
  const m = ctx.viewer?.membership;
  const member: PhonePrincipal | null =
    ctx.viewer && m && !ctx.viewer.user.mustChangePassword
      ? {
          orgId: m.organizationId,
          actorId: ctx.viewer.user.id,
          role: m.role,
          fullName: ctx.viewer.user.fullName,
          via: "member",
          expiresAt: null,
        }
      : null;
  const session = ctx.pinToken ? await loadPinSession(ctx.db, ctx.pinToken) : null;
  const pin: PhonePrincipal | null = session
    ? {
        orgId: session.organizationId,
        actorId: session.userId,
        role: pinSessionRole(session),
        fullName: session.fullName,
        via: "pin",
        expiresAt: session.expiresAt,
      }
    : null;
  return { member, pin };
}

/**
 * Which credential acts on a resource of `targetOrgId` (null: none named, e.g. the asset
 * selector). Someone signed in to another organization who scanned a label and typed a PIN
 * of the label's organization holds both: the PIN session acts for the phone workflow of its
 * organization, the sign-in for its own. Otherwise the member wins (their own role), or the
 * PIN when there is no member. Either acts only in its own organization: a resource of any
 * other organization is simply not found by the org-scoped services.
 */
export function choosePhonePrincipal(
  { member, pin }: PhonePrincipals,
  targetOrgId: string | null,
): PhonePrincipal | null {
  if (!pin || !member || pin.orgId === member.orgId) return member ?? pin;
  return targetOrgId === member.orgId ? member : pin;
}

/**
 * The organization a phone procedure's input names (the form or asset it acts on), read only
 * when the request carries a sign-in and a PIN session of two different organizations.
 */
export type PhoneTarget = (db: Context["db"], rawInput: unknown) => Promise<string | null>;

/**
 * The few procedures a PIN session may call (spec 01 §6): a signed-in member with the
 * action, or the PIN session when its role "user" has it (`can` decides both); see
 * `choosePhonePrincipal` for a request that carries both. Puts `ctx.org` and `ctx.actorId`
 * on the context like orgProcedure.
 */
export function phoneProcedure(
  action: Extract<Action, "submitForm" | "readMobile" | "upload">,
  target: PhoneTarget = async () => null,
) {
  return publicProcedure.use(async ({ ctx, next, getRawInput }) => {
    const principals = await phonePrincipals(ctx);
    const { member, pin } = principals;
    const targetOrgId = member && pin && member.orgId !== pin.orgId ? await target(ctx.db, await getRawInput()) : null;
    const principal = choosePhonePrincipal(principals, targetOrgId);
    // A signed-in user without a usable membership (and no PIN session): the usual messages.
    if (!principal && ctx.viewer?.user.mustChangePassword) {
      throw new TRPCError({ code: "FORBIDDEN", message: "You must change your password before continuing." });
    }
    if (!principal && ctx.viewer && !ctx.viewer.membership) {
      throw new TRPCError({ code: "FORBIDDEN", message: "No organization context available" });
    }
    if (!principal) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
    if (!can(principal.role, action)) {
      throw new TRPCError({ code: "FORBIDDEN", message: VIEWER_READ_ONLY_MESSAGE });
    }
    return next({
      ctx: { ...ctx, principal, org: { id: principal.orgId, role: principal.role }, actorId: principal.actorId },
    });
  });
}

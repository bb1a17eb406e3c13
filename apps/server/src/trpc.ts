import {
  type Action,
  API_TOKEN_SCOPE_MESSAGE,
  apiScopeAllows,
  can,
  checkInputBounds,
  type Language,
  type MemberRole,
  requestLanguage,
  VIEWER_READ_ONLY_MESSAGE,
} from "@stockroom/core";
import { initTRPC, TRPCError } from "@trpc/server";
import type { CreateFastifyContextOptions } from "@trpc/server/adapters/fastify";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import type { AppDeps } from "./deps";
import { DomainError } from "./errors";
import { apiScopeOf } from "./http/api/api-routes";
import {
  answerFor,
  DATABASE_UNAVAILABLE,
  DOMAIN_ERROR_STATUS,
  INVALID_VALUE,
  STORAGE_FULL,
  UNEXPECTED_ERROR,
} from "./http/error-map";
import {
  actingOrg,
  actingPrincipal,
  type PhonePrincipal,
  principalCookies,
  type RequestPrincipal,
  resolvePhone,
  samePrincipal,
  speculativeUser,
  type TokenPrincipal,
  type UserPrincipal,
} from "./http/principal";
import { wireTransformer } from "./http/wire-serializer";
import { translateServerMessage } from "./i18n/serverMessages";
import type { Viewer } from "./services/auth/load-viewer";

export interface RequestInfo {
  ip: string;
  /**
   * The origin links point to (mail, QR labels): PUBLIC_URL, else the server's own listen
   * address. Never a request header: Host and X-Forwarded-Host are the client's to choose.
   */
  linkOrigin: string;
  secure: boolean;
  userAgent: string | undefined;
  /** The language the answer's messages are in (issue 26): the client's header, else Accept-Language. */
  language: Language;
}

export interface Context extends AppDeps {
  req: RequestInfo;
  /** The signed-in user (http/principal.ts), its session refreshed when lucia says so. */
  user: UserPrincipal | null;
  /**
   * A read started with a cached session: the database's answer, which the read's answer
   * waits for (`confirmSession`); null when `user` is already the database's.
   */
  sessionConfirmed: Promise<UserPrincipal | null> | null;
  sessionId: string | null;
  viewer: Viewer | null;
  /** The phone's PIN session (read on first use: only the phone procedures need it). */
  phone(): Promise<PhonePrincipal | null>;
  setSessionCookie(sessionId: string): void;
  clearSessionCookie(): void;
  /** The phone's PIN session cookie (issue 14); read only by the phone procedures. */
  pinToken: string | null;
  setPinCookie(token: string, expires: Date): void;
  clearPinCookie(): void;
  /** The enrolled phone's device cookie (issue 21): a PIN is accepted only where it is. */
  deviceToken: string | null;
  setDeviceCookie(token: string): void;
  /**
   * The API token of a REST call (issue 27; http/api/rest-handler.ts), else null. Only the
   * REST routes read the Authorization header: /trpc never acts for a token.
   */
  apiToken: TokenPrincipal | null;
}

/** The language the web app shows (apps/web/src/trpc.ts sends it with every call). */
export const LANGUAGE_HEADER = "x-stockroom-locale";

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The request's facts every context carries. */
function requestInfo(deps: AppDeps, req: CreateFastifyContextOptions["req"]): RequestInfo {
  return {
    ip: req.ip,
    linkOrigin: deps.links.origin,
    secure: req.protocol === "https",
    userAgent: req.headers["user-agent"],
    language: requestLanguage({
      header: firstHeader(req.headers[LANGUAGE_HEADER]),
      acceptLanguage: firstHeader(req.headers["accept-language"]),
    }),
  };
}

/** Builds the tRPC context: who is acting (http/principal.ts), the cookie writers and the request's facts. */
export async function createContext(deps: AppDeps, { req, res }: CreateFastifyContextOptions): Promise<Context> {
  const cookies = principalCookies(deps, req, res);
  const { user, confirmed } = await speculativeUser(deps, cookies);
  // A failed check fails the read (confirmSession); never an unhandled rejection meanwhile.
  confirmed?.catch(() => {});
  let phone: Promise<PhonePrincipal | null> | undefined;
  return {
    ...deps,
    req: requestInfo(deps, req),
    user,
    sessionConfirmed: confirmed,
    sessionId: user?.sessionId ?? null,
    viewer: user?.viewer ?? null,
    phone: () => {
      phone ??= resolvePhone(deps, cookies);
      return phone;
    },
    setSessionCookie: cookies.setSession,
    clearSessionCookie: cookies.clearSession,
    pinToken: cookies.pinToken,
    setPinCookie: cookies.setPin,
    clearPinCookie: cookies.clearPin,
    deviceToken: cookies.deviceToken,
    setDeviceCookie: cookies.setDevice,
    apiToken: null,
  };
}

const noCookie = () => {};

/**
 * The context of a REST call (http/api/rest-handler.ts): the token is the only credential
 * (cookies are not read: a browser's sign-in never rides along on an API call).
 */
export function createApiContext(
  deps: AppDeps,
  req: CreateFastifyContextOptions["req"],
  apiToken: TokenPrincipal,
): Context {
  return {
    ...deps,
    req: requestInfo(deps, req),
    user: null,
    sessionConfirmed: null,
    sessionId: null,
    viewer: null,
    phone: async () => null,
    setSessionCookie: noCookie,
    clearSessionCookie: noCookie,
    pinToken: null,
    setPinCookie: noCookie,
    clearPinCookie: noCookie,
    deviceToken: null,
    setDeviceCookie: noCookie,
    apiToken,
  };
}

/** The texts of the error map, re-exported for the routes and tests that quote them. */
export { DATABASE_UNAVAILABLE, INVALID_VALUE, STORAGE_FULL, UNEXPECTED_ERROR };

const t = initTRPC.context<Context>().create({
  // superjson on the wire; answers are written by a one-pass writer of superjson's format (http/wire-serializer.ts).
  transformer: wireTransformer,
  errorFormatter({ shape, error, ctx }) {
    // Messages keep their English (spec) text as the key; the answer is in the request's language.
    const say = (message: string) => translateServerMessage(message, ctx?.req.language ?? "en");
    // A failure the error map answers (database away, disk full, a value PostgreSQL refused
    // as text): its status and text. DomainErrors already carry theirs (domainErrors below).
    const answer = error.cause instanceof DomainError ? null : answerFor(error.cause);
    if (answer) {
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[answer.trpc],
        message: say(answer.message),
        data: {
          ...shape.data,
          code: answer.trpc,
          httpStatus: answer.status,
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
    throw new TRPCError({ code: DOMAIN_ERROR_STATUS[cause.code].trpc, message: cause.message, cause });
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

/**
 * A read that started with a cached session (createContext, http/principal.ts
 * `speculativeUser`) runs at the same time as the database's check of that session, and its
 * answer waits for the check. When the database says otherwise (signed out, removed, another
 * role: a change whose notification had not arrived yet), the read runs again as the
 * database's user, and only that answer is sent.
 */
const confirmSession = t.middleware(async ({ ctx, next }) => {
  const confirmed = ctx.sessionConfirmed;
  if (!confirmed) return next();
  const [result, user] = await Promise.all([next(), confirmed]);
  if (samePrincipal(user, ctx.user)) return result;
  return next({
    ctx: {
      ...ctx,
      user,
      sessionConfirmed: null,
      sessionId: user?.sessionId ?? null,
      viewer: user?.viewer ?? null,
    },
  });
});

export const publicProcedure = t.procedure.use(domainErrors).use(confirmSession).use(inputBounds);

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

/**
 * A member of an organization; the organization comes from the membership, never the client.
 * Or an API token (issue 27): its organization, with the role its scopes allow, on the
 * procedures of the API's route table whose scope it holds, and on nothing else.
 */
export const orgProcedure = publicProcedure.use(({ ctx, path, next }) => {
  const token = ctx.apiToken;
  if (token) {
    const scope = apiScopeOf(path);
    if (!scope || !apiScopeAllows(token.scopes, scope)) {
      throw new TRPCError({ code: "FORBIDDEN", message: API_TOKEN_SCOPE_MESSAGE });
    }
    // A token's writes are its creator's on record; the activity log names the token too.
    return next({
      ctx: {
        ...ctx,
        org: { id: token.org.id, role: token.org.role as MemberRole, name: "" },
        actorId: token.createdBy,
      },
    });
  }
  if (!ctx.viewer || !ctx.sessionId) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
  if (ctx.viewer.user.mustChangePassword) {
    throw new TRPCError({ code: "FORBIDDEN", message: "You must change your password before continuing." });
  }
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
 * The principal of a phone procedure or page (http/principal.ts `actingPrincipal`): the
 * request's sign-in and PIN session, the organization the input names (read only when the
 * two are of different organizations), and the phone workflow's preference for the PIN.
 */
export async function phoneActing(
  ctx: Context,
  targetOrgId: () => Promise<string | null> = async () => null,
): Promise<RequestPrincipal> {
  const user = ctx.user;
  const phone = await ctx.phone();
  const split = user?.usable && phone && user.org?.id !== phone.org.id;
  return actingPrincipal({ user, phone }, { targetOrgId: split ? await targetOrgId() : null, prefer: "phone" });
}

/**
 * The organization a phone procedure's input names (the form or asset it acts on), read only
 * when the request carries a sign-in and a PIN session of two different organizations.
 */
export type PhoneTarget = (db: Context["db"], rawInput: unknown) => Promise<string | null>;

/**
 * The few procedures a PIN session may call (spec 01 §6): a signed-in member with the
 * action, or the PIN session when its role "user" has it (`can` decides both); see
 * `actingPrincipal` for a request that carries both. A PIN session never has a viewer, so
 * every procedure built on signedInProcedure (orgProcedure, …) refuses it. Puts `ctx.org`,
 * `ctx.actorId` and `ctx.principal` on the context like orgProcedure.
 */
export function phoneProcedure(
  action: Extract<Action, "submitForm" | "readMobile" | "upload">,
  target: PhoneTarget = async () => null,
) {
  return publicProcedure.use(async ({ ctx, next, getRawInput }) => {
    const principal = await phoneActing(ctx, async () => target(ctx.db, await getRawInput()));
    const acting = actingOrg(principal);
    // A signed-in user without a usable membership (and no PIN session): the usual messages.
    if (!acting && ctx.viewer?.user.mustChangePassword) {
      throw new TRPCError({ code: "FORBIDDEN", message: "You must change your password before continuing." });
    }
    if (!acting && ctx.viewer && !ctx.viewer.membership) {
      throw new TRPCError({ code: "FORBIDDEN", message: "No organization context available" });
    }
    if (!acting || principal.kind === "anonymous")
      throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
    if (!can(acting.role, action)) {
      throw new TRPCError({ code: "FORBIDDEN", message: VIEWER_READ_ONLY_MESSAGE });
    }
    return next({
      ctx: { ...ctx, principal, org: { id: acting.id, role: acting.role }, actorId: acting.actorId },
    });
  });
}

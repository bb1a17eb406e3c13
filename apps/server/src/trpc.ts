import { can } from "@stockroom/core";
import { initTRPC, TRPCError } from "@trpc/server";
import type { CreateFastifyContextOptions } from "@trpc/server/adapters/fastify";
import superjson from "superjson";
import { ZodError } from "zod";
import { SESSION_COOKIE } from "./auth/lucia";
import type { AppDeps } from "./deps";
import { DomainError } from "./errors";
import { loadSessionViewer, type Viewer } from "./services/auth/load-viewer";

/** Lucia extends a session (30 days) once half of it is over; until then one query suffices. */
const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;

export interface RequestInfo {
  ip: string;
  /** The origin links should point to (PUBLIC_URL, else the request's own). */
  origin: string;
  secure: boolean;
  userAgent: string | undefined;
}

export interface Context extends AppDeps {
  req: RequestInfo;
  sessionId: string | null;
  viewer: Viewer | null;
  setSessionCookie(sessionId: string): void;
  clearSessionCookie(): void;
}

export function requestOrigin(deps: AppDeps, req: CreateFastifyContextOptions["req"]): string {
  return deps.config.publicUrl ?? `${req.protocol}://${req.host}`;
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
    req: { ip: req.ip, origin: requestOrigin(deps, req), secure, userAgent: req.headers["user-agent"] },
    sessionId,
    viewer,
    setSessionCookie,
    clearSessionCookie,
  };
}

/** Spec 01 §8. */
export const UNEXPECTED_ERROR = "An unexpected error occurred.";

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
  errorFormatter({ shape, error }) {
    const zod = error.cause instanceof ZodError ? error.cause : undefined;
    // Internal failures (SQL, bugs) are logged on the server and never shown verbatim.
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      // A validation failure reads as the first field's message (the spec's text).
      message: internal ? UNEXPECTED_ERROR : zod ? (zod.issues[0]?.message ?? shape.message) : shape.message,
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

export const publicProcedure = t.procedure.use(domainErrors);

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
    throw new TRPCError({ code: "FORBIDDEN", message: "Viewers have read-only access to this organization." });
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

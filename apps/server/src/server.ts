import { createHash } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import {
  type AttemptLimit,
  ENROLLMENT_CODE_LIMIT,
  FIRST_PAINT_SCRIPT,
  FIRST_SCREEN_SCRIPT,
  MOBILE_PAGE_ADDRESS_LIMIT,
  PIN_CHANGE_DAY_LIMIT,
} from "@stockroom/core";
import { createDatabase } from "@stockroom/db";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import { sql } from "drizzle-orm";
import Fastify, { LogController } from "fastify";
import { createLucia } from "./auth/lucia";
import { listenForSessionChanges, SessionCache } from "./auth/session-cache";
import type { AppDeps } from "./deps";
import { type Config, trustProxyWarning } from "./env";
import { registerRestApi } from "./http/api/rest-handler";
import { MAX_BATCH_SIZE, registerErrorHandling } from "./http/error-handling";
import { answerFor, retryAfterOf } from "./http/error-map";
import { listenOrigin } from "./http/lan-origin";
import { registerReportExport } from "./http/report-export";
import { registerUnsubscribe } from "./http/unsubscribe";
import { registerUploads } from "./http/uploads";
import { registerWebApp } from "./http/web-app";
import { type BackgroundJobs, startBackgroundJobs } from "./jobs";
import { createLimiter, limiterOf } from "./limits/attempt-limiter";
import { type LogDestination, loggableError, neverFailingStream, REDACTED_PATHS } from "./logging";
import { createMailer } from "./mail";
import { type AppRouter, appRouter } from "./router";
import { setNotificationDeliveryDeps } from "./services/notifications/delivery-deps";
import { readOrCreateVapidKeys } from "./services/notifications/vapid-keys";
import { createContext } from "./trpc";

const FIFTEEN_MINUTES = { windowMinutes: 15, lockMinutes: 15 };

export interface ServerOptions {
  config: Config;
  databaseUrl: string;
  /** Where log lines go (stdout by default); a failing destination never takes the server down. */
  logDestination?: LogDestination;
  /** The largest tRPC answer (MAX_RESPONSE_BYTES by default; tests lower it). */
  maxResponseBytes?: number | undefined;
  /** Connections in this process's pool (20 by default; cluster workers share about 40). */
  poolSize?: number | undefined;
  /** Requests per API token and window (core's API_TOKEN_RATE_LIMIT by default; tests lower it). */
  apiRateLimit?: AttemptLimit | undefined;
}

export async function createServer({
  config,
  databaseUrl,
  logDestination,
  maxResponseBytes,
  poolSize,
  apiRateLimit,
}: ServerOptions) {
  const database = createDatabase(databaseUrl, { max: poolSize ?? 20 });
  const server = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      stream: neverFailingStream(logDestination ?? process.stdout),
    },
    // A hop count trusts that many proxies nearest to the server (proxy-addr's semantics).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 2 * 1024 * 1024,
    // No line per request (Fastify 5.12's LogController; the top-level option is deprecated).
    logController: new LogController({ disableRequestLogging: true }),
  });
  const sessions = new SessionCache({ ttlMs: config.sessionCacheSeconds * 1000 });
  // The cache is used only while this LISTEN works (auth/session-cache.ts).
  const sessionListener =
    config.sessionCacheSeconds > 0
      ? listenForSessionChanges(databaseUrl, sessions, (m) => server.log.warn(m))
      : undefined;
  const deps: AppDeps = {
    db: database.db,
    config,
    auth: createLucia(database.db),
    sessions,
    mailer: createMailer(database.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (m) => server.log.info(m),
    }),
    limiters: {
      // Fixed windows of 15 minutes; the attempt past the limit waits out the lock.
      signInByIp: createLimiter(database.db, { name: "sign-in:ip", max: 30, ...FIFTEEN_MINUTES }),
      signInByAccountAndIp: createLimiter(database.db, { name: "sign-in:account-ip", max: 10, ...FIFTEEN_MINUTES }),
      resetByIp: createLimiter(database.db, { name: "reset:ip", max: 10, ...FIFTEEN_MINUTES }),
      // Issue 21: the phone's public lookups, enrollment codes and PIN changes.
      mobilePageByIp: limiterOf(database.db, "mobile-page:ip", MOBILE_PAGE_ADDRESS_LIMIT),
      enrollByIp: limiterOf(database.db, "enroll:ip", ENROLLMENT_CODE_LIMIT),
      pinChangeByMember: limiterOf(database.db, "pin-change:member", PIN_CHANGE_DAY_LIMIT),
    },
    links: { origin: config.publicUrl ?? `http://localhost:${config.port}` },
    jobs: { client: null },
  };

  registerErrorHandling(server, maxResponseBytes);
  await server.register(fastifyCookie);
  // API answers above 1 KB compressed on the fly (brotli at a fast level); the web app's files
  // are compressed once at build and served as they are (http/web-app.ts). Answers up to
  // 64 KB are compressed in one synchronous call (~0.2 ms for a 13 KB list page) and sent with
  // their length in one write; the plugin's default on 2 cores (8 KB) sent a list page through
  // a zlib stream, chunked, which cost more CPU than the compression itself (issue 23).
  // Quality 2, not 4: on a 13 KB list page a third of the CPU (interleaved, same process) for
  // 3 % more bytes (2,585 instead of 2,499; quality 1 would be 3,028).
  await server.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // …and the one inline script of /login's prerendered first paint (core's FIRST_PAINT_SCRIPT).
        // …and the head script of a signed-in first screen rendered here (FIRST_SCREEN_SCRIPT, http/first-screen.ts).
        scriptSrc: [
          "'self'",
          ...[FIRST_PAINT_SCRIPT, FIRST_SCREEN_SCRIPT].map(
            (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
          ),
        ],
        // Mantine injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        workerSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain http on a LAN too; HSTS belongs to the TLS proxy in front.
    hsts: false,
  });

  // Mutations only from our own pages: a browser always sends Origin on a cross-site POST.
  server.addHook("onRequest", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
    const origin = req.headers.origin;
    if (!origin) return;
    const own = config.publicUrl ?? `${req.protocol}://${req.host}`;
    if (origin !== own && origin !== `${req.protocol}://${req.host}`) {
      return reply.code(403).send({ error: "Cross-origin request refused" });
    }
  });

  server.get("/healthz", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await deps.db.execute(sql`select 1`);
      return { ok: true, db: true };
    } catch {
      return reply.code(503).send({ ok: false, db: false });
    }
  });

  await server.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: (opts) => createContext(deps, opts),
      maxBatchSize: MAX_BATCH_SIZE,
      // A limiter's refusal or the database away tells the client when to try again.
      responseMeta({ errors }) {
        const wait = retryAfterOf(errors);
        return wait === undefined ? {} : { headers: { "retry-after": String(wait) } };
      },
      onError({ error, path }) {
        if (error.code !== "INTERNAL_SERVER_ERROR") return;
        // An outage fails every request: one short line each, not a stack (http/error-map.ts).
        const logged = answerFor(error.cause)?.log;
        if (logged?.level === "warn") server.log.warn({ path }, logged.line);
        else server.log.error({ err: loggableError(error.cause ?? error), path }, "tRPC handler failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await registerUploads(server, deps);
  await registerReportExport(server, deps);
  await registerUnsubscribe(server, deps);
  await registerRestApi(server, deps, { rateLimit: apiRateLimit });
  // A signed-in first screen's page carries its answers (and its screen), computed as the
  // request's caller: the same procedures, context and checks as the browser's own request.
  await registerWebApp(server, config.webDist, async (req, reply) => {
    const caller = appRouter.createCaller(await createContext(deps, { req, res: reply, info: undefined as never }));
    return (procedure, input) =>
      // biome-ignore lint/suspicious/noExplicitAny: a procedure named by the page's early batch, walked on tRPC's caller proxy
      (procedure.split(".").reduce<any>((node, key) => node[key], caller) as (input: unknown) => Promise<unknown>)(
        input,
      );
  });

  // The notification delivery jobs send with this server's mailer, links and keys.
  setNotificationDeliveryDeps({
    db: deps.db,
    mailer: deps.mailer,
    links: deps.links,
    secret: () => config.pinSecret,
    vapidKeys: () => readOrCreateVapidKeys(config.dataDir, config.vapidKeys),
    vapidSubject: `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? "no-reply@stockroom.local"}`,
    log: (m) => server.log.warn(m),
  });

  let jobs: BackgroundJobs | undefined;
  return {
    server,
    deps,
    async start(port = config.port, host = config.host) {
      const address = await server.listen({ port, host });
      const proxyWarning = trustProxyWarning(config.trustProxy);
      if (proxyWarning) server.log.warn(proxyWarning);
      // On a wildcard host Fastify answers with its first address (loopback), which no
      // phone or mail reader elsewhere can open: links then use the machine's LAN address.
      const wildcard = host === "0.0.0.0" || host === "::";
      const bound = new URL(address);
      if (!config.publicUrl)
        deps.links.origin = listenOrigin(wildcard ? `${bound.protocol}//0.0.0.0:${bound.port}` : address);
      if (config.backgroundJobs) {
        // The app keeps serving if the job runner cannot start; the next start catches up.
        // The job runner's errors carry its PostgreSQL client (connection settings, the
        // backend's secretKey, every queued query): log the error itself, never the client.
        jobs = await startBackgroundJobs(
          databaseUrl,
          deps.db,
          {
            info: (m) => server.log.info(m),
            error: (m, err) => server.log.error({ err: loggableError(err) }, m),
          },
          () => config.pinSecret,
        ).catch((err: unknown) => {
          server.log.error({ err: loggableError(err) }, "background jobs did not start");
          return undefined;
        });
        deps.jobs.client = jobs?.client ?? null;
      }
      return address;
    },
    async stop() {
      deps.jobs.client = null;
      await jobs?.stop();
      await sessionListener?.stop();
      await server.close();
      await database.close();
    },
  };
}

export type StockroomServer = Awaited<ReturnType<typeof createServer>>;

import { fileURLToPath } from "node:url";
import { startDatabase } from "@stockroom/db";
import { runPrimary, tellPrimary, type WorkerMessage } from "./cluster";
import { type Config, loadConfig } from "./env";
import { lanOrigins } from "./http/lan-origin";
import { installProcessGuards } from "./process-guards";

// start: config → database → migrations → fastify → listen. With WEB_CONCURRENCY > 1 the
// first process keeps the database and forks that many workers, which run fastify
// (cluster.ts); with 1 (the default) one process does everything.
// The server itself is imported only where it runs, so the cluster's primary stays small.

const log = (line: string) => {
  try {
    console.log(`[stockroom] ${line}`);
  } catch {
    // a closed stdout must not stop the server
  }
};

type Ready = Extract<WorkerMessage, { type: "stockroom:ready" }>;

function announce(config: Config, ready: Ready, databaseKind: string, startedAt: number, workers: number) {
  const local = ready.address.replace(/\/\/(0\.0\.0\.0|\[::\])(?=:)/, "//localhost");
  const processes = workers > 1 ? `, ${workers} server processes` : "";
  log(`Stockroom is running at ${local} (${databaseKind} database${processes}, ready in ${Date.now() - startedAt} ms)`);
  log(
    `Links in e-mails and QR codes use ${ready.origin}${config.publicUrl ? " (PUBLIC_URL)" : " (this server's own address; set PUBLIC_URL to change it)"}`,
  );
  // Phones scanning printed labels need one of these (or PUBLIC_URL), never localhost.
  if (!config.publicUrl) for (const lan of lanOrigins(config.port)) log(`  on your network: ${lan}`);
  if (ready.first) {
    log("First start: a platform operator account was created.");
    log(`  email:    ${ready.first.email}`);
    if (ready.first.generatedPassword)
      log(`  password: ${ready.first.generatedPassword}   (one-time: you will be asked to change it)`);
    else log("  password: the value of STOCKROOM_ADMIN_PASSWORD (you will be asked to change it)");
  }
}

let serverModules: Promise<[typeof import("./server"), typeof import("./services/auth/ensure-first-operator")]>;
/** The server's modules, loaded once: while the embedded PostgreSQL starts, or when first needed. */
const loadServerModules = () => {
  serverModules ??= Promise.all([import("./server"), import("./services/auth/ensure-first-operator")]);
  return serverModules;
};

/** fastify on the database: the whole server (one process), or one cluster worker. */
async function serve(config: Config, databaseUrl: string, createFirstOperator: boolean) {
  const [{ createServer }, { ensureFirstOperator }] = await loadServerModules();
  const app = await createServer({
    config,
    databaseUrl,
    // Every worker keeps a pool: together about 40 connections, never fewer than 10 each.
    poolSize: config.workers > 1 ? Math.max(10, Math.ceil(40 / config.workers)) : undefined,
  });
  try {
    const first = createFirstOperator
      ? await ensureFirstOperator(app.deps.db, { email: config.adminEmail, password: config.adminPassword })
      : undefined;
    const address = await app.start();
    const ready: Ready = { type: "stockroom:ready", address, origin: app.deps.links.origin, first };
    return { app, ready };
  } catch (err) {
    await app.stop().catch(() => {});
    throw err;
  }
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  installProcessGuards((level, text, detail) => {
    try {
      console[level === "warn" ? "warn" : "error"](`[stockroom] ${text}`, detail ?? "");
    } catch {
      // as above
    }
  });

  if (config.worker) {
    // A cluster worker: its primary started the database.
    const worker = config.worker;
    let app: Awaited<ReturnType<typeof serve>>["app"] | undefined;
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      await app?.stop().catch(() => {});
      process.exit(0);
    };
    process.on("SIGINT", () => void shutdown());
    process.on("SIGTERM", () => void shutdown());
    // The primary is gone (killed with -9): nobody hands this worker connections any more.
    process.on("disconnect", () => void shutdown());
    try {
      const served = await serve(config, worker.databaseUrl, worker.slot === 0);
      app = served.app;
      tellPrimary(served.ready);
    } catch (err) {
      console.error(`[stockroom] Could not start: ${message(err)}`);
      tellPrimary({ type: "stockroom:failed", message: message(err) });
      process.exit(1);
    }
    return;
  }

  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    // One process: evaluate the server's modules while PostgreSQL starts in its own process
    // (a warm start's two longest steps side by side). A cluster's primary loads none of them.
    whileStarting: config.workers > 1 ? undefined : () => void loadServerModules().catch(() => {}),
  });
  if (config.workers > 1) {
    runPrimary({
      entry: fileURLToPath(import.meta.url),
      workers: config.workers,
      databaseUrl: database.url,
      backgroundJobs: config.backgroundJobs,
      log,
      onReady: (ready) => announce(config, ready, database.kind, startedAt, config.workers),
      stopDatabase: () => database.stop(),
    });
    return;
  }

  let app: Awaited<ReturnType<typeof serve>>["app"] | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, stopping…`);
    await app?.stop().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  try {
    const served = await serve(config, database.url, true);
    app = served.app;
    announce(config, served.ready, database.kind, startedAt, 1);
  } catch (err) {
    console.error(`[stockroom] Could not start: ${message(err)}`);
    await database.stop().catch(() => {});
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(`[stockroom] Could not start: ${message(err)}`);
  process.exit(1);
});

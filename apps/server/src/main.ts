import { startDatabase } from "@stockroom/db";
import { loadConfig } from "./env";
import { lanOrigins } from "./http/lan-origin";
import { installProcessGuards } from "./process-guards";
import { createServer } from "./server";
import { ensureFirstOperator } from "./services/auth/ensure-first-operator";

// start: config → database → migrations → fastify → listen
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = (line: string) => {
    try {
      console.log(`[stockroom] ${line}`);
    } catch {
      // a closed stdout must not stop the server
    }
  };
  installProcessGuards((level, message, detail) => {
    try {
      console[level === "warn" ? "warn" : "error"](`[stockroom] ${message}`, detail ?? "");
    } catch {
      // as above
    }
  });
  const database = await startDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  let app: Awaited<ReturnType<typeof createServer>> | undefined;
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
    app = await createServer({ config, databaseUrl: database.url });
    const first = await ensureFirstOperator(app.deps.db, { email: config.adminEmail, password: config.adminPassword });
    const address = await app.start();
    const local = address.replace(/\/\/(0\.0\.0\.0|\[::\])(?=:)/, "//localhost");
    log(`Stockroom is running at ${local} (${database.kind} database, ready in ${Date.now() - started} ms)`);
    log(
      `Links in e-mails and QR codes use ${app.deps.links.origin}${config.publicUrl ? " (PUBLIC_URL)" : " (this server's own address; set PUBLIC_URL to change it)"}`,
    );
    // Phones scanning printed labels need one of these (or PUBLIC_URL), never localhost.
    if (!config.publicUrl) for (const lan of lanOrigins(config.port)) log(`  on your network: ${lan}`);
    if (first) {
      log("First start: a platform operator account was created.");
      log(`  email:    ${first.email}`);
      if (first.generatedPassword)
        log(`  password: ${first.generatedPassword}   (one-time: you will be asked to change it)`);
      else log("  password: the value of STOCKROOM_ADMIN_PASSWORD (you will be asked to change it)");
    }
  } catch (err) {
    console.error(`[stockroom] Could not start: ${err instanceof Error ? err.message : String(err)}`);
    await app?.stop().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(`[stockroom] Could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

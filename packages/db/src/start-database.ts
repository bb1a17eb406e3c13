import path from "node:path";
import postgres from "postgres";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { runMigrations } from "./migrate";

export interface StartedDatabase {
  url: string;
  /** "external" when DATABASE_URL was given, else "embedded". */
  kind: "external" | "embedded";
  stop(): Promise<void>;
}

/**
 * DATABASE_URL set: use that server. Otherwise run the embedded PostgreSQL with its
 * data in `<dataDir>/postgres`. Either way, apply pending migrations.
 */
export async function startDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: (line: string) => void;
  attachToRunning?: boolean;
  /** Called while the database starts (the embedded server's process is up, not yet ready). */
  whileStarting?: () => void;
}): Promise<StartedDatabase> {
  if (opts.databaseUrl) {
    opts.whileStarting?.();
    await runMigrations(opts.databaseUrl);
    return { url: opts.databaseUrl, kind: "external", stop: async () => {} };
  }
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(opts.dataDir, "postgres"),
    ...(opts.log ? { log: opts.log } : {}),
    ...(opts.whileStarting ? { onSpawned: opts.whileStarting } : {}),
    attachToRunning: opts.attachToRunning ?? false,
  });
  try {
    const url = pg.urlFor("stockroom");
    try {
      await runMigrations(url);
    } catch (err) {
      // The first start: the app's database is created once (a warm start skips this connection).
      if ((err as { code?: string }).code !== "3D000") throw err;
      const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
      try {
        await admin`create database stockroom`.catch((e: { code?: string }) => {
          if (e.code !== "42P04") throw e; // another process created it meanwhile
        });
      } finally {
        await admin.end({ timeout: 5 });
      }
      await runMigrations(url);
    }
    return { url, kind: "embedded", stop: () => pg.stop() };
  } catch (err) {
    await pg.stop();
    throw err;
  }
}

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
}): Promise<StartedDatabase> {
  if (opts.databaseUrl) {
    await runMigrations(opts.databaseUrl);
    return { url: opts.databaseUrl, kind: "external", stop: async () => {} };
  }
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(opts.dataDir, "postgres"),
    ...(opts.log ? { log: opts.log } : {}),
    attachToRunning: opts.attachToRunning ?? false,
  });
  try {
    const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
    const [exists] = await admin`select 1 as one from pg_database where datname = 'stockroom'`;
    if (!exists) await admin`create database stockroom`;
    await admin.end({ timeout: 5 });
    const url = pg.urlFor("stockroom");
    await runMigrations(url);
    return { url, kind: "embedded", stop: () => pg.stop() };
  } catch (err) {
    await pg.stop();
    throw err;
  }
}

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/** The newest migration's timestamp in drizzle/meta/_journal.json (drizzle's `folderMillis`). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * True when the database already has every migration of drizzle/: drizzle applies a
 * migration whose timestamp is newer than the last one it recorded, so when the last
 * recorded one is the journal's newest there is nothing to do. One small query instead of
 * reading and hashing every migration file and taking drizzle's migration lock, which is
 * what a start on a current database used to pay (docs/benchmarks.md, "Start").
 */
export async function migrationsAreCurrent(sql: postgres.Sql): Promise<boolean> {
  try {
    const [last] = await sql<
      { at: string | null }[]
    >`select max(created_at)::text as at from drizzle.__drizzle_migrations`;
    return last?.at != null && Number(last.at) >= newestMigrationMillis();
  } catch (err) {
    // No migrations table (or schema) yet: a new database. Anything else (no such database,
    // wrong password) is the caller's to hear.
    const code = (err as { code?: string }).code;
    if (code === "42P01" || code === "3F000") return false;
    throw err;
  }
}

/** Applies every pending migration of `drizzle/`; safe to run at every start (and quick when none is pending). */
export async function runMigrations(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    if (await migrationsAreCurrent(sql)) return;
    // Trigram search indexes need pg_trgm; creating it here keeps drizzle/ purely generated.
    await sql`create extension if not exists pg_trgm`;
    await migrate(drizzle(sql), { migrationsFolder });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

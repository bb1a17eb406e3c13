// A throwaway PostgreSQL for the benchmarks: DATABASE_URL's server (a database of its own,
// dropped at the end) or an embedded one in the temp folder with durability off.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runMigrations, startEmbeddedPostgres } from "@stockroom/db";
import postgres from "postgres";

export interface BenchDatabase {
  /** The benchmark's own, migrated database. */
  url: string;
  /** A second, empty migrated database on the same server (for cold/warm start runs). */
  create(name: string): Promise<string>;
  /** The embedded server's main process (its backends are its children); null for DATABASE_URL. */
  postmasterPid: number | null;
  stop(): Promise<void>;
}

export async function startBenchDatabase(): Promise<BenchDatabase> {
  let stopServer = async () => {};
  let postmasterPid: number | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-bench-"));
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "pg"),
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
      log: () => {},
    });
    adminUrl = pg.adminUrl;
    postmasterPid = pg.pid() ?? null;
    stopServer = async () => {
      await pg.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const created: string[] = [];
  const create = async (suffix: string) => {
    const name = `stockroom_bench_${suffix}_${Date.now().toString(36)}`;
    await admin.unsafe(`create database "${name}"`);
    created.push(name);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    await runMigrations(url.toString());
    return url.toString();
  };
  const url = await create("main");
  return {
    url,
    create,
    postmasterPid,
    async stop() {
      for (const name of created) await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
      await stopServer();
    },
  };
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { runMigrations } from "./migrate";
import type { TestDatabaseServer } from "./test-context";

async function containerRuntimeAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import("testcontainers");
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/**
 * vitest globalSetup: one PostgreSQL server for the run, from TEST_DATABASE_URL, a
 * testcontainers container when a container runtime answers, or embedded-postgres.
 * A template database is migrated once; each test file clones it (see testing.ts).
 */
export default async function setup(project: TestProject) {
  const stops: Array<() => Promise<void>> = [];
  let adminUrl: string;
  let source: TestDatabaseServer["source"];
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
    source = "TEST_DATABASE_URL";
  } else if (await containerRuntimeAnswers()) {
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
    const container = await new PostgreSqlContainer("postgres:17-alpine").start();
    adminUrl = container.getConnectionUri();
    source = "testcontainers";
    stops.push(async () => void (await container.stop()));
  } else {
    const dir = path.join(os.tmpdir(), `stockroom-test-pg-${process.pid}-${Date.now()}`);
    const pg = await startEmbeddedPostgres({
      dataDir: dir,
      // Durability buys nothing in a throwaway test cluster.
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    });
    adminUrl = pg.adminUrl;
    source = "embedded-postgres";
    stops.push(async () => {
      await pg.stop();
      fs.rmSync(pg.dataDir, { recursive: true, force: true });
    });
  }

  const template = `stockroom_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${template}"`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await runMigrations(templateUrl.toString());
  project.provide("testDatabase", { adminUrl, template, source });

  return async () => {
    await admin.unsafe(`drop database if exists "${template}" with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
    for (const stop of stops.reverse()) await stop();
  };
}

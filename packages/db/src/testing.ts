import postgres from "postgres";
import { inject } from "vitest";
import { createDatabase, type DatabaseHandle } from "./client";
import "./test-context";

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database of its own, cloned from the run's template (fast:
 * no migrations replayed). Call once per test file, destroy in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject("testDatabase");
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.unsafe(`create database "${name}" template "${template}"`);
        break;
      } catch (err) {
        // Two clones of one template at the same instant can collide; try again.
        if (attempt >= 10 || !String((err as Error).message).includes("being accessed by other users")) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString());
  return {
    ...handle,
    url: url.toString(),
    name,
    async destroy() {
      await handle.close();
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists "${name}" with (force)`);
      await a.end({ timeout: 5 });
    },
  };
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, trustProxyWarning } from "../../src/env";
import { createServer, type StockroomServer } from "../../src/server";

// Issue 21 §8: with TRUST_PROXY=1 and port 3000 published on all interfaces, a client that
// reached the server directly wrote its own X-Forwarded-For and escaped every sign-in and
// PIN limit (0 of 40 sign-ins refused). TRUST_PROXY names the proxy now, the compose file
// publishes to this machine only, and a hop count is warned about at start.

let db: TestDatabase;
const servers: StockroomServer[] = [];
async function boot(env: Record<string, string>, log?: string[]) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", STOCKROOM_WEB_DIST: "/nonexistent", ...env });
  const app = await createServer({
    config,
    databaseUrl: db.url,
    logDestination: { write: (l: string) => void log?.push(l) },
  });
  servers.push(app);
  return app.start(0, "127.0.0.1");
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  await db.destroy();
});

/** One failed sign-in (an account that does not exist) as `forwardedFor` would send it. */
async function wrongSignIn(baseUrl: string, i: number, forwardedFor: string) {
  const res = await fetch(`${baseUrl}/trpc/auth.signIn`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ json: { email: `nobody.${i}.${Date.now()}@test.local`, password: "wrong-password" } }),
  });
  return res.status;
}

describe("X-Forwarded-For from a peer that is not the named proxy", () => {
  it("is ignored: 40 sign-ins with a new forwarded address each are counted under the peer's own address", async () => {
    // The proxy is 10.0.0.5; this test's client connects from 127.0.0.1, past the proxy.
    const baseUrl = await boot({ TRUST_PROXY: "10.0.0.5" });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await wrongSignIn(baseUrl, i, `198.51.100.${i}`));
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  it("is honoured from the named proxy: each forwarded client has its own count", async () => {
    const baseUrl = await boot({ TRUST_PROXY: "127.0.0.1" });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await wrongSignIn(baseUrl, i, `198.51.100.${i}`));
    expect(statuses).toEqual(Array(40).fill(401));
  });

  it("a hop count is said at start to trust any direct client", async () => {
    const log: string[] = [];
    await boot({ TRUST_PROXY: "1" }, log);
    const warning = trustProxyWarning(1);
    expect(warning).toMatch(/trusts X-Forwarded-For from any client/);
    expect(log.some((l) => l.includes(warning ?? "—"))).toBe(true);
    expect(trustProxyWarning(["10.0.0.5"])).toBeNull();
    expect(trustProxyWarning(false)).toBeNull();
  });
});

describe("docker/compose.yaml", () => {
  it("publishes the app to this machine only, never on all interfaces", () => {
    const compose = readFileSync(path.resolve(__dirname, "../../../../docker/compose.yaml"), "utf8");
    const published = [...compose.matchAll(/^\s*-\s*"?([^"\n#]+?)"?\s*$/gm)]
      .map((m) => m[1] ?? "")
      .filter((entry) => /^[\d.:[\]]*\d+:\d+$/.test(entry));
    expect(published.length).toBeGreaterThan(0);
    for (const entry of published) expect(entry).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });
});

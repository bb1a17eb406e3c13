import { freePort } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/auth/lucia";
import { loadConfig, parseTrustProxy } from "../../src/env";
import { RESPONSE_TOO_LARGE } from "../../src/http/error-handling";
import { createServer, type StockroomServer } from "../../src/server";
import { DATABASE_UNAVAILABLE, UNEXPECTED_ERROR } from "../../src/trpc";
import { createOrganization, createUser, failure, signedInClient, type TestApp } from "../harness";

// Findings 1 (503 while the database is away), 3 (response cap), 4 (masking and redacted
// logs on every route) and 7 (TRUST_PROXY as hops: a rotated X-Forwarded-For does not
// escape the limit), each on a server of its own.

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", STOCKROOM_WEB_DIST: "/nonexistent", ...env });

let db: TestDatabase;
const servers: StockroomServer[] = [];
async function boot(opts: Partial<Parameters<typeof createServer>[0]> & { env?: Record<string, string> }) {
  const app = await createServer({ config: config(opts.env), databaseUrl: db.url, ...opts });
  servers.push(app);
  return { app, baseUrl: await app.start(0, "127.0.0.1") };
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  await db.destroy();
});

describe("a database that is not there", () => {
  it("answers 503 with a plain sentence on tRPC, files and health, and logs no session id", async () => {
    const lines: string[] = [];
    const port = await freePort(); // nothing listens there
    const { baseUrl } = await boot({
      databaseUrl: `postgres://nobody:secret@127.0.0.1:${port}/none`,
      logDestination: { write: (l: string) => void lines.push(l) },
    });
    const sessionId = "sessionidthatmustnotbelogged0123";
    const cookie = { cookie: `${SESSION_COOKIE}=${sessionId}` };

    const trpc = await fetch(`${baseUrl}/trpc/organization.current`, { headers: cookie });
    expect(trpc.status).toBe(503);
    const trpcText = await trpc.text();
    expect(trpcText).toContain(DATABASE_UNAVAILABLE);

    const file = await fetch(`${baseUrl}/files/form-uploads/abc.png`, { headers: cookie });
    expect(file.status).toBe(503);
    expect(await file.json()).toEqual({ error: DATABASE_UNAVAILABLE });

    const upload = await fetch(`${baseUrl}/api/uploads/form-uploads`, { method: "POST", headers: cookie });
    expect(upload.status).toBe(503);

    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(503);
    for (const text of [trpcText, lines.join("\n")]) {
      expect(text).not.toContain(sessionId);
      expect(text).not.toMatch(/password_hash.*params: [^[]/s);
    }
    expect(lines.length).toBeGreaterThan(0);
  });

  it("masks any other failure of a non-tRPC route as 'An unexpected error occurred.'", async () => {
    const app = await createServer({ config: config(), databaseUrl: db.url, logDestination: { write: () => {} } });
    servers.push(app);
    app.server.get("/__boom", async () => {
      throw new Error("Failed query: select password_hash from users\nparams: someone@example.com");
    });
    const res = await app.server.inject("/__boom");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: UNEXPECTED_ERROR });
  });
});

describe("response cap", () => {
  it("refuses a tRPC answer over the cap with 413 and a message the client reads", async () => {
    const { baseUrl } = await boot({ maxResponseBytes: 2000 });
    const org = await createOrganization(db.db, "Cap Org");
    const email = `cap.${Date.now()}@test.local`;
    await createUser(db.db, { email, password: "test-password", org: { id: org.id, role: "admin" } });
    const c = await signedInClient({ baseUrl } as TestApp, email);
    for (let i = 0; i < 12; i++) await c.trpc.assetTypes.create.mutate({ name: `Cap type ${i} ${"d".repeat(150)}` });
    const err = await failure(c.trpc.assetTypes.list.query({}));
    expect(err.message).toBe(RESPONSE_TOO_LARGE);
    expect(err.data?.httpStatus).toBe(413);
    // Small answers still pass.
    expect(await c.trpc.organization.current.query()).toMatchObject({ name: "Cap Org" });
  });
});

describe("TRUST_PROXY", () => {
  it("is a hop count or a list of proxies, never 'everyone'", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.5, 172.16.0.0/12")).toEqual(["10.0.0.5", "172.16.0.0/12"]);
    expect(() => parseTrustProxy("everyone")).toThrow(/TRUST_PROXY/);
  });

  it("with one proxy, rotating the left-most X-Forwarded-For does not escape the sign-in limit", async () => {
    const { baseUrl } = await boot({ env: { TRUST_PROXY: "1" } });
    const email = `proxy.${Date.now()}@test.local`;
    await createUser(db.db, { email, password: "right-password" });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${baseUrl}/trpc/auth.signIn`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
        body: JSON.stringify({ json: { email, password: `wrong-${i}` } }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client (another proxy-added address) may still sign in to the same account.
    const other = await fetch(`${baseUrl}/trpc/auth.signIn`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.99" },
      body: JSON.stringify({ json: { email, password: "right-password" } }),
    });
    expect(other.status).toBe(200);
  });
});

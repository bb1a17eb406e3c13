/**
 * The REST API in the server as `npm start` runs it (the esbuild bundle on plain node):
 * the OpenAPI generator and its libraries are bundled, and the reference page's script is
 * read from the installed redoc package beside the bundle (no CDN, not inside the bundle).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type BundledServer, startBundledServer } from "../bundle";

let db: TestDatabase;
let dataDir: string;
let bundled: BundledServer;
let url = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Polls until the server answers /healthz (or has exited: then its output is the error). */
async function untilListening(): Promise<void> {
  for (;;) {
    if (bundled.child.exitCode !== null) throw new Error(bundled.output());
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-api-bundle-"));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  bundled = startBundledServer({
    DATABASE_URL: db.url,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    STOCKROOM_JOBS: "0",
    STOCKROOM_DATA_DIR: dataDir,
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_ADMIN_PASSWORD: "operator-password-for-tests",
  });
  await untilListening();
}, 120_000);

afterAll(async () => {
  if (bundled?.child.exitCode === null) {
    const exited = new Promise((r) => bundled.child.once("exit", r));
    bundled.child.kill("SIGTERM");
    await exited;
  }
  await db?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("serves the document, the reference page and its script, and refuses a call without a token", async () => {
  const doc = await fetch(`${url}/api/v1/openapi.json`);
  expect(doc.status).toBe(200);
  expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
  const page = await (await fetch(`${url}/api/docs`)).text();
  const src = /<script src="([^"]+)"/.exec(page)?.[1] ?? "";
  const script = await fetch(`${url}${src}`, { headers: { "accept-encoding": "gzip" } });
  expect(script.status).toBe(200);
  expect((await script.text()).length).toBeGreaterThan(100_000);
  const refused = await fetch(`${url}/api/v1/assets`);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ code: "UNAUTHORIZED" });
  expect(bundled.output()).not.toMatch(/error/i);
});

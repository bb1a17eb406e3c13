import { spawnSync } from "node:child_process";
import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { uploads } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/env";
import { DISK_FULL_MESSAGE } from "../../src/http/uploads";
import { createServer, type StockroomServer } from "../../src/server";
import { createOrganization, createUser, signedInClient, type TestApp } from "../harness";

// Finding 12: a full disk answers a clean message and leaves no `.partial` file; a log
// destination that throws or emits errors never takes the server down. The uploads folder
// is a 256 KB tmpfs when `mount` is allowed (root with CAP_SYS_ADMIN); elsewhere (CI's
// sandbox) the same full disk is made by the file system call itself: writes over 256 KB
// into the uploads folder write part of the bytes and fail with ENOSPC, as the kernel does.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-diskfull-"));
const uploadsDir = path.join(dataDir, "uploads");
fs.mkdirSync(uploadsDir);
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", uploadsDir]).status === 0;
const DISK_BYTES = 256 * 1024;

/** Without a tiny mounted disk: the uploads folder behaves as if it held 256 KB. */
function simulateFullDisk() {
  const realWriteFile = fs.promises.writeFile;
  vi.spyOn(fs.promises, "writeFile").mockImplementation(async (file, data, options) => {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(String(data));
    if (typeof file === "string" && file.startsWith(uploadsDir) && bytes.length > DISK_BYTES) {
      await realWriteFile(file, bytes.subarray(0, DISK_BYTES), options);
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
        code: "ENOSPC",
        errno: -28,
        syscall: "write",
      });
    }
    return realWriteFile(file, data, options);
  });
}

/** A log destination that fails every way it can: throws on write and emits 'error'. */
class BrokenLog extends EventEmitter {
  writes = 0;
  write(_line: string): boolean {
    this.writes++;
    setImmediate(() => this.emit("error", Object.assign(new Error("EPIPE: broken pipe"), { code: "EPIPE" })));
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  }
}

let db: TestDatabase;
let app: StockroomServer;
let baseUrl: string;
const log = new BrokenLog();

beforeAll(async () => {
  if (!mounted) simulateFullDisk();
  db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_DATA_DIR: dataDir,
  });
  app = await createServer({ config, databaseUrl: db.url, logDestination: log });
  baseUrl = await app.start(0, "127.0.0.1");
});

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.stop();
  await db?.destroy();
  if (mounted) spawnSync("umount", [uploadsDir]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function partialFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".partial"));
}

describe(`disk full on uploads (uploads folder ${mounted ? "on a 256 KB tmpfs" : "holding 256 KB"})`, () => {
  it("answers 507 with a plain sentence, leaves no .partial file and records nothing", async () => {
    const org = await createOrganization(db.db, "Disk Full Org");
    const email = `full.${Date.now()}@test.local`;
    await createUser(db.db, { email, password: "test-password", org: { id: org.id, role: "member" } });
    const c = await signedInClient({ baseUrl } as TestApp, email);
    const send = async (bytes: number) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes).fill(65)], { type: "text/plain" }), "big.txt");
      return c.fetch(`${baseUrl}/api/uploads/form-uploads`, { method: "POST", body: form });
    };

    const res = await send(1024 * 1024);
    expect(res.status).toBe(507);
    const body = (await res.json()) as { error: string };
    expect(body.error).toBe(DISK_FULL_MESSAGE);
    expect(body.error).not.toMatch(/ENOSPC|\//);
    expect(partialFiles(uploadsDir)).toEqual([]);
    expect(await db.db.select().from(uploads)).toEqual([]);
    // The log destination threw on the way (the failure was logged) and the server is still up.
    expect(log.writes).toBeGreaterThan(0);

    // A file that fits still goes through afterwards.
    const small = await send(10 * 1024);
    expect(small.status).toBe(201);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreateSecret, writeFileOnce } from "../src/env";

// The PIN secret and the VAPID keys are kept once beside the data: the first value written
// stays, whoever writes next, and only the owner can read it.

describe("writeFileOnce", () => {
  it("keeps the first value, creates the folder, and leaves no temporary file behind", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "write-once-"));
    const file = path.join(dir, "nested", "keys.json");
    expect(writeFileOnce(file, "first")).toBe("first");
    expect(writeFileOnce(file, "second")).toBe("first");
    expect(fs.readdirSync(path.dirname(file))).toEqual(["keys.json"]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("gives the PIN secret once: the same value on every later start", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    const secret = readOrCreateSecret(dir);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readOrCreateSecret(dir)).toBe(secret);
  });
});

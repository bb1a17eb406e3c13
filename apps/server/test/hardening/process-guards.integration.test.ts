import { spawnSync } from "node:child_process";
import path from "node:path";
import { isDatabaseUnavailable, isKnownDriverSocketError } from "@stockroom/db";
import { describe, expect, it } from "vitest";

// Finding 1's process-level half: the postgres driver's stray
// `TypeError: Cannot read properties of null (reading 'write')` (thrown from a timer in the
// driver's nextWrite after the server died) is logged and the process keeps serving; any
// other uncaught exception still ends it. Recognised without file paths: in the bundle
// `npm start` runs, the driver's frames point into apps/server/dist/main.js (issue 21 §1).

const root = path.resolve(__dirname, "../../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const guards = path.join(root, "apps/server/src/process-guards.ts");

function driverError(where: string): TypeError {
  const err = new TypeError("Cannot read properties of null (reading 'write')");
  err.stack = `${err.message}\n    at Immediate.nextWrite (${where})\n    at process.processImmediate (node:internal/timers:483:21)`;
  return err;
}

function runWithGuards(thrown: string) {
  const script = `
    import { installProcessGuards } from ${JSON.stringify(guards)};
    installProcessGuards((level, message) => console.log(level + ": " + message));
    setImmediate(() => { ${thrown} });
    setTimeout(() => { console.log("still serving"); process.exit(0); }, 300);
  `;
  return spawnSync(tsx, ["--eval", script], { cwd: root, encoding: "utf8", timeout: 60_000 });
}

describe("process guards", () => {
  it("recognise the driver's stray TypeError from the sources and from the bundle, and nothing else", () => {
    for (const where of [
      "file:///app/node_modules/postgres/src/connection.js:255:22",
      "file:///app/apps/server/dist/main.js:588:22",
      "/srv/stockroom/main.js:1:1",
    ]) {
      expect(isKnownDriverSocketError(driverError(where))).toBe(true);
      expect(isDatabaseUnavailable(driverError(where))).toBe(true);
    }
    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.message}\n    at handler (file:///app/apps/server/dist/main.js:10:1)`;
    expect(isKnownDriverSocketError(ours)).toBe(false);
    const other = new TypeError("Cannot read properties of null (reading 'name')");
    other.stack = `${other.message}\n    at Immediate.nextWrite (file:///app/apps/server/dist/main.js:588:22)`;
    expect(isKnownDriverSocketError(other)).toBe(false);
    expect(isKnownDriverSocketError(new Error("write CONNECTION_CLOSED"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable({ cause: { code: "57P01" } })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
  });

  it("keep the process up after a lost database connection and end it after any other error", () => {
    const stack = `e.stack = e.message + "\\n    at Immediate.nextWrite (file:///x/apps/server/dist/main.js:588:22)";`;
    const survived = runWithGuards(
      `const e = new TypeError("Cannot read properties of null (reading 'write')"); ${stack} throw e;`,
    );
    expect(survived.stdout).toContain("warn: database connection lost; the pool reconnects on the next query");
    expect(survived.stdout).toContain("still serving");
    expect(survived.status).toBe(0);

    const closed = runWithGuards(
      `throw Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" });`,
    );
    expect(closed.stdout).toContain("warn: database connection lost");
    expect(closed.stdout).toContain("still serving");

    const died = runWithGuards(`throw new Error("a real bug");`);
    expect(died.stdout).toContain("error: uncaught exception; stopping");
    expect(died.stdout).not.toContain("still serving");
    expect(died.status).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { loggableError } from "../src/logging";

describe("loggableError", () => {
  it("logs an Error's type, code and scrubbed message", () => {
    const err = Object.assign(new Error("no row for ann@example.com"), { code: "23505" });
    const out = loggableError(err);
    expect(out).toMatchObject({ type: "Error", code: "23505", message: "no row for [e-mail]" });
  });

  it("reads the message of pg-boss's error copies (plain objects), never their other fields", () => {
    // What pg-boss's worker emits when a job's completion fails on a lost connection.
    const driverError = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      client: { secretKey: 12345, password: "hunter2" },
    });
    const copy = { ...driverError, message: driverError.message, stack: driverError.stack, queue: "q", worker: "w" };
    const out = loggableError(copy);
    expect(out.message).toBe("terminating connection due to administrator command");
    expect(out.code).toBe("57P01");
    expect(out.type).toBe("Error");
    expect(JSON.stringify(out)).not.toMatch(/secretKey|hunter2/);
  });

  it("turns anything else into a string", () => {
    expect(loggableError("plain words")).toEqual({ message: "plain words" });
    expect(loggableError({ reason: 1 })).toEqual({ message: "[object Object]" });
  });
});

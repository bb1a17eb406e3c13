import os from "node:os";
import { describe, expect, it } from "vitest";
import { listenOrigin } from "../src/server";

// Links in mail and QR codes come from the server's own address (never a request header):
// a wildcard host must become an address another device can open.
describe("listenOrigin", () => {
  it("keeps a concrete address as it is", () => {
    expect(listenOrigin("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(listenOrigin("http://192.0.2.7:8080")).toBe("http://192.0.2.7:8080");
  });

  it("turns the wildcard into this machine's first LAN address (or localhost without one)", () => {
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal);
    const origin = listenOrigin("http://0.0.0.0:3000");
    expect(origin).toBe(`http://${lan?.address ?? "localhost"}:3000`);
    expect(origin).not.toContain("0.0.0.0");
  });
});

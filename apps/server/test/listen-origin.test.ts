import { describe, expect, it } from "vitest";
import { lanOrigins, listenOrigin } from "../src/http/lan-origin";

// Links in mail and QR codes come from the server's own address (never a request header):
// a wildcard host must become an address another device can open.
describe("listenOrigin", () => {
  const interfaces = {
    lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
    eth0: [{ address: "169.254.3.4", family: "IPv4", internal: false }],
    eth1: [{ address: "203.0.113.9", family: "IPv4", internal: false }],
    wlan0: [{ address: "192.168.1.20", family: "IPv4", internal: false }],
  } as unknown as Parameters<typeof lanOrigins>[2];

  it("keeps a concrete address as it is", () => {
    expect(listenOrigin("http://127.0.0.1:3000", interfaces)).toBe("http://127.0.0.1:3000");
    expect(listenOrigin("http://192.0.2.7:8080", interfaces)).toBe("http://192.0.2.7:8080");
  });

  it("turns the wildcard into the QR screens' first LAN origin: private ranges first, never link-local", () => {
    expect(listenOrigin("http://0.0.0.0:3000", interfaces)).toBe("http://192.168.1.20:3000");
    expect(listenOrigin("http://0.0.0.0:3000", interfaces)).toBe(lanOrigins("3000", "http", interfaces)[0]);
    expect(listenOrigin("http://[::]:3000", interfaces)).toBe("http://192.168.1.20:3000");
  });

  it("falls back to localhost on a machine with no LAN address", () => {
    expect(listenOrigin("http://0.0.0.0:3000", { lo: interfaces?.lo })).toBe("http://localhost:3000");
  });
});

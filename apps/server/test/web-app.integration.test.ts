import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { setUpTestApp, type TestApp } from "./harness";

// How the built web app goes out: pre-compressed files as they are, the right caching.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-web-dist-"));
const script = `console.log(${JSON.stringify("stockroom ".repeat(400))});`;
const html = `<!doctype html><html><head><title>Stockroom</title></head><body>${"<!-- pad -->".repeat(120)}<div id="root"></div></body></html>`;
const phoneHtml = html.replace("<title>Stockroom</title>", "<title>Stockroom</title><!-- phone -->");
// A first screen's own page, as apps/web/routePreload.ts writes it (and route-pages.json naming it).
const loginHtml = html.replace(
  "<title>Stockroom</title>",
  '<title>Stockroom</title><link rel="modulepreload" href="/assets/x.js">',
);
fs.mkdirSync(path.join(dist, "assets"));
for (const [file, body] of [
  ["assets/index-abc123.js", script],
  ["index.html", html],
  ["phone.html", phoneHtml],
  ["page-login.html", loginHtml],
] as const) {
  fs.writeFileSync(path.join(dist, file), body);
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body));
}
fs.writeFileSync(path.join(dist, "assets/small-x1.js"), "export {};");
// A listed page missing from the build is left out, not sent as an error.
fs.writeFileSync(
  path.join(dist, "route-pages.json"),
  JSON.stringify({ "/login": "page-login.html", "/reports": "page-missing.html" }),
);

let t: TestApp;
setUpTestApp(
  (app) => {
    t = app;
  },
  { STOCKROOM_WEB_DIST: dist },
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

async function get(url: string, acceptEncoding?: string) {
  // fetch would decode the body; node's http answers with the bytes on the wire.
  const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  const res = await fetch(`${t.baseUrl}${url}`, { headers, decompress: false } as RequestInit);
  return res;
}

describe("the web app's files", () => {
  it("sends a hashed file's brotli copy to a browser that takes brotli, cached for a year", async () => {
    const res = await get("/assets/index-abc123.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(await res.text()).toBe(script); // fetch decodes it: the same script
  });

  it("sends the gzip copy when brotli is not accepted, and the file itself when nothing is", async () => {
    expect((await get("/assets/index-abc123.js", "gzip")).headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/assets/index-abc123.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers client routes with index.html, compressed and revalidated every time", async () => {
    const res = await get("/assets/3f2a?tab=history", "br, gzip");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(html);
    const gz = await get("/reports", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(html);
  });

  it("answers a first screen opened without a query with its own page, and with a query with index.html", async () => {
    for (const url of ["/login", "/login/"]) {
      for (const encoding of ["br", "gzip"]) {
        const res = await get(url, encoding);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-encoding")).toBe(encoding);
        expect(res.headers.get("cache-control")).toBe("no-cache");
        expect(await res.text()).toBe(loginHtml);
      }
    }
    expect(await (await get("/login?returnUrl=%2Fassets")).text()).toBe(html);
    expect(await (await get("/login/extra")).text()).toBe(html);
  });

  it("answers /login with index.html, not the sign-in screen's own page, to a browser that sends a session cookie", async () => {
    const withCookie = async (cookie: string) =>
      fetch(`${t.baseUrl}/login`, { headers: { cookie, "accept-encoding": "br" }, decompress: false } as RequestInit);
    // Signed in (the cookie is httpOnly: the page's own script cannot tell): no sign-in card
    // before the app's redirect.
    for (const cookie of ["stockroom_session=abc123", "theme=dark; stockroom_session=abc123"]) {
      const res = await withCookie(cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toMatch(/cookie/i);
      expect(await res.text()).toBe(html);
    }
    // A cleared cookie (after sign-out), or another cookie of a similar name, still gets the card.
    for (const cookie of ["stockroom_session=", "other_stockroom_session=abc", "theme=dark"]) {
      const res = await withCookie(cookie);
      expect(res.headers.get("vary")).toMatch(/cookie/i);
      expect(await res.text()).toBe(loginHtml);
    }
  });

  it("answers the phone's addresses with phone.html and every other client route with index.html", async () => {
    for (const url of ["/qr/QR-1", "/mobile/asset/3f2a", "/forms/submit/f1?fromMobileQR=true&type=inventory"]) {
      const res = await get(url, "br");
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(phoneHtml);
    }
    for (const url of ["/forms/submit/f1", "/mobile-test/asset/3f2a", "/login?returnUrl=%2Fqr%2FQR-1", "/qr/a/b"]) {
      expect(await (await get(url)).text()).toBe(html);
    }
  });

  it("compresses API answers above 1 KB and leaves small ones alone", async () => {
    const small = await get("/healthz", "br, gzip");
    expect(small.headers.get("content-encoding")).toBeNull();
    const missing = await get("/api/nothing-here", "br");
    expect(missing.status).toBe(404);
    // 20 calls (the largest batch the server accepts, docs/security.md), each refused with
    // a message: together well over 1 KB.
    const batch = Array.from({ length: 20 }, () => "assets.list").join(",");
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, {}]))));
    const big = await get(`/trpc/${batch}?batch=1&input=${input}`, "br, gzip");
    expect(big.status).toBe(401);
    expect(big.headers.get("content-encoding")).toBe("br");
    expect(await big.text()).toContain("Please sign in.");
  });

  it("answers the root and folder-like paths with index.html, and a missing file under /assets/ too", async () => {
    for (const url of ["/", "/assets", "/assets/", "/assets/missing-123.js", "/index.html"]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(html);
    }
    const head = await fetch(`${t.baseUrl}/assets/small-x1.js`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });
});

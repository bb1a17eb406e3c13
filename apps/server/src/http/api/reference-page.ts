import fs from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";

/**
 * The API's reference page (issue 27): Redoc's standalone bundle, read from the installed
 * `redoc` package and served by this server (no CDN), rendering /api/v1/openapi.json.
 * The page has no inline script (the `<redoc spec-url>` element starts it), so the app's
 * Content-Security-Policy holds as it is. The bundle stays a file of node_modules: the
 * server bundle (scripts/build-server.mjs) never carries its megabyte.
 */
const REDOC_VERSION = "2.5.4";
export const REFERENCE_SCRIPT_PATH = `/api/docs/redoc-${REDOC_VERSION}.js`;
const REDOC_CDN_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stockroom API reference</title>
<style>body { margin: 0; font-family: system-ui, sans-serif; }</style>
</head>
<body>
<redoc spec-url="/api/v1/openapi.json" hide-download-button="false" path-in-middle-panel="true"></redoc>
<script src="${REFERENCE_SCRIPT_PATH}"></script>
</body>
</html>
`;

export async function registerApiReference(server: FastifyInstance) {
  let script: { identity: Buffer; gzip: Buffer } | null = null;
  const load = () => {
    if (!script) {
      const require = createRequire(import.meta.url);
      // Its "API docs by Redocly" footer shows a logo from Redocly's CDN: an empty local image instead.
      const identity = Buffer.from(
        fs
          .readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"), "utf8")
          .replaceAll(REDOC_CDN_LOGO, EMPTY_IMAGE),
        "utf8",
      );
      script = { identity, gzip: gzipSync(identity, { level: 9 }) };
    }
    return script;
  };

  server.get("/api/docs", async (_req, reply) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page),
  );
  server.get(REFERENCE_SCRIPT_PATH, async (req, reply) => {
    const { identity, gzip } = load();
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "accept-encoding")
      .type("application/javascript; charset=utf-8");
    if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      return reply.header("content-encoding", "gzip").send(gzip);
    }
    return reply.send(identity);
  });
}

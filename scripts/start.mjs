// `npm start`: build the web app and the server when their sources are newer than the
// builds, then run the server with plain `node` (no TypeScript compiler at run time).
// The server replaces this process's child; signals go straight to it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, serverBundle } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const m = newestMtime(path.join(target, entry.name));
    if (m > newest) newest = m;
  }
  return newest;
}
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const newerThan = (sources, built) => Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > builtAt(built);

const core = "packages/core/src";
if (
  newerThan(["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", core], path.join(web, "dist/index.html"))
) {
  console.log("[stockroom] Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "@stockroom/web"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (newerThan(["apps/server/src", "packages/db/src", core, "scripts/build-server.mjs"], serverBundle)) {
  console.log("[stockroom] Building the server…");
  const ms = await buildServer();
  console.log(`[stockroom] Server built in ${ms} ms`);
}

// Stack traces point into the bundle; NODE_OPTIONS=--enable-source-maps maps them back to
// the sources (main.js.map) at the cost of parsing the map at every start.
const child = spawn(process.execPath, [serverBundle], { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

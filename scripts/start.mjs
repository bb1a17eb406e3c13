// `npm start`: build the web app and the server when their sources are newer than the
// builds, then run the server with plain `node` (no TypeScript compiler at run time).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const serverBundle = path.join(root, "apps/server/dist/main.js");

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
// Each folder is walked once per start (core's sources count for both builds).
const walked = new Map();
const newestOf = (s) => {
  if (!walked.has(s)) walked.set(s, newestMtime(path.join(root, s)));
  return walked.get(s);
};
const newerThan = (sources, built) => Math.max(...sources.map(newestOf)) > builtAt(built);

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
  // esbuild is loaded only to build, so a start without changes does not carry it.
  const { buildServer } = await import("./build-server.mjs");
  const ms = await buildServer();
  console.log(`[stockroom] Server built in ${ms} ms`);
}

// The server runs in this very process (no child, no wrapper to pass signals on): one
// process to signal and no second Node's memory. Stack traces point into the bundle;
// NODE_OPTIONS=--enable-source-maps maps them back to the sources (main.js.map).
await import(pathToFileURL(serverBundle).href);

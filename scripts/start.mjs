// `npm start`: build the web app when its sources are newer than the build, then serve.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const builtIndex = path.join(web, "dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const p = path.join(dir, entry.name);
    const m = entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

const sources = [path.join(web, "src"), path.join(web, "index.html"), path.join(root, "packages/core/src")];
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(
  ...sources.map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)),
);
if (sourcesAt > builtAt) {
  console.log("[stockroom] Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "@stockroom/web"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const tsx = path.join(root, "node_modules/.bin/tsx");
const child = spawn(tsx, [path.join(root, "apps/server/src/main.ts")], { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm run dev`: the API server (restarts on change) and Vite's dev server with hot reload.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn(bin("vite"), ["--port", "5173"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
console.log("[stockroom] dev: open http://localhost:5173 (API on :3000)");
const stop = (sig) => {
  for (const c of children) c.kill(sig);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const c of children)
  c.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });

import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

/**
 * The server exactly as `npm start` runs it: scripts/start.mjs imports the bundle
 * apps/server/dist/main.js into a plain `node` (the Dockerfile runs the same file), with
 * the caller's environment. Here: the bundle built by bundle.global-setup.ts, on the node
 * running the tests, with this environment less what vitest adds (NODE_ENV=test, VITEST_*),
 * plus the test's own settings (port, data folder, database).
 */
export const repoRoot = path.resolve(__dirname, "../../..");
export const serverBundle = path.join(repoRoot, "apps/server/dist/main.js");

export function npmStartEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === "NODE_ENV" || key.startsWith("VITEST") || key === "DATABASE_URL") continue;
    env[key] = value;
  }
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

export interface BundledServer {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

export function startBundledServer(settings: Record<string, string | undefined>): BundledServer {
  let output = "";
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: npmStartEnv(settings),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  return { child, output: () => output };
}

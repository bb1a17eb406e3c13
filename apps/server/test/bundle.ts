import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
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

export interface RunningServer {
  url: string;
  process: ChildProcess;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * One more server process on the test's database, as `npm start` runs it (the bundle), on a
 * free port, answering /healthz before this resolves. `settings` adds to or overrides the
 * test defaults (NODE_ENV=test, warn logs, no web files, the operator's password).
 */
export async function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  settings: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const server = startBundledServer({
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    STOCKROOM_DATA_DIR: dataDir,
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_ADMIN_PASSWORD: "operator-password-for-tests",
    ...settings,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, process: server.child };
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null || Date.now() > deadline) {
      server.child.kill("SIGKILL");
      throw new Error(`server did not start: ${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM, as a process manager stops it, and waits for the exit. */
export async function stopServerProcess(server: RunningServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  server.process.kill("SIGTERM");
  await new Promise((resolve) => server.process.once("exit", resolve));
}

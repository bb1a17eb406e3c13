// Warm start: how long from `node apps/server/dist/main.js` (or tsx on the sources) to the
// first 200 from /healthz, against an already running PostgreSQL (the database's own start
// is not the server's), and the server process's memory when idle.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface StartFigures {
  /** Wall time to the first 200 from /healthz. */
  ms: number;
  /** CPU time the server's processes used until then (steadier than wall time on a busy machine). */
  cpuMs: number;
  rssMiB: number;
}

export interface RunningServer {
  url: string;
  /** Wall time from spawn to the first 200 from /healthz. */
  readyMs: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the server (the bundle with node, or the sources with tsx) and waits for /healthz. */
export async function spawnServer(
  kind: "node" | "tsx",
  databaseUrl: string,
  port: number,
  /** Extra environment (WEB_CONCURRENCY), node options (--cpu-prof) and another bundle to run. */
  extra: { env?: Record<string, string>; nodeArgs?: string[]; bundle?: string } = {},
): Promise<RunningServer> {
  const [cmd, args] =
    kind === "node"
      ? [process.execPath, [...(extra.nodeArgs ?? []), extra.bundle ?? path.join(root, "apps/server/dist/main.js")]]
      : [path.join(root, "node_modules/.bin/tsx"), [path.join(root, "apps/server/src/main.ts")]];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-bench-start-"));
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      STOCKROOM_DATA_DIR: dataDir,
      STOCKROOM_ADMIN_PASSWORD: "bench-operator-password",
      ...extra.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || performance.now() - t0 > 60_000) {
      await stop();
      throw new Error(`the server did not start: ${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { url, readyMs: performance.now() - t0, pid: child.pid ?? 0, stop };
}

export async function measureStart(kind: "node" | "tsx", databaseUrl: string, port: number): Promise<StartFigures> {
  const server = await spawnServer(kind, databaseUrl, port);
  try {
    const cpuMs = treeSum(server.pid, cpuOf);
    await new Promise((r) => setTimeout(r, 1000));
    // The whole tree: tsx runs the server in a child of its own.
    const rssMiB = treeSum(server.pid, rssOf) / 1024;
    return { ms: server.readyMs, cpuMs, rssMiB };
  } finally {
    await server.stop();
  }
}

function read(path: string): string {
  try {
    return fs.readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** Resident memory of one process, KiB. */
function rssOf(pid: number): number {
  return Number(read(`/proc/${pid}/status`).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
}

/** User + system CPU time of one process, ms (clock ticks of 10 ms). */
export function cpuOf(pid: number): number {
  const fields = read(`/proc/${pid}/stat`).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** `of` summed over a process and its descendants, from /proc. */
export function treeSum(pid: number, of: (pid: number) => number): number {
  const children = read(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number);
  return of(pid) + children.reduce((sum, c) => sum + treeSum(c, of), 0);
}

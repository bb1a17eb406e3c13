// The server as `npm start` runs it: `node scripts/start.mjs` (npm's own process left out)
// on a data folder of its own, so the embedded PostgreSQL, the migrations check and the
// bundle's load are all inside the figures. Used for the warm-start figure and for the
// fresh server every other part of `npm run bench` talks to over HTTP.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { cpuOf, treeSum } from "./startup";

export interface StartedServer {
  url: string;
  /** The node process that runs the server (start.mjs imports the bundle into itself). */
  pid: number;
  /** Wall time from spawn to the first 200 from /healthz. */
  readyMs: number;
  /** CPU of node and its PostgreSQL until then. */
  cpuMs: number;
  dataDir: string;
  /** The embedded database's connection string and its postmaster (for CPU per request). */
  database(): { url: string; postmasterPid: number };
  stop(): Promise<void>;
}

/**
 * A port nobody listens on now. Several benches may run on one machine: with a fixed port, a
 * server that could not listen would be timed through another bench's server on that port.
 */
export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A data folder of its own (PostgreSQL's cluster, the secret). */
export function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-bench-"));
  // mkdtemp makes it 0700: run as root, PostgreSQL's own user could not enter it and the
  // cluster would move to /var/lib/stockroom (and outlive the bench).
  fs.chmodSync(dir, 0o755);
  return dir;
}

export async function npmStart(
  root: string,
  dataDir: string,
  port: number,
  /** Options for the server's node (`--cpu-prof`, …); none for the figures. */
  nodeArgs: readonly string[] = [],
): Promise<StartedServer> {
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      STOCKROOM_DATA_DIR: dataDir,
      STOCKROOM_ADMIN_PASSWORD: "bench-operator-password",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const exited = new Promise((r) => child.once("exit", r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || performance.now() - t0 > 180_000) {
      await stop();
      throw new Error(`npm start did not get healthy: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const readyMs = performance.now() - t0;
  const cpuMs = treeSum(child.pid ?? 0, cpuOf);
  return {
    url,
    pid: child.pid ?? 0,
    readyMs,
    cpuMs,
    dataDir,
    database() {
      // What the embedded PostgreSQL keeps beside its cluster (packages/db embedded-postgres.ts).
      const pgDir = path.join(dataDir, "postgres");
      const { password } = JSON.parse(fs.readFileSync(`${pgDir}.stockroom-embedded.json`, "utf8")) as {
        password: string;
      };
      const lines = fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n");
      return {
        url: `postgres://stockroom:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/stockroom`,
        postmasterPid: Number(lines[0]),
      };
    },
    stop,
  };
}

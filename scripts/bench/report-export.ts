// The latest-mode CSV export of 20,000 assets over HTTP (POST /api/reports/export.csv, issue 23
// "Reports"), as `npm run bench report` times it, with an A/B mode and a CPU profile:
//
//   npx tsx scripts/bench/report-export.ts [--runs=5] [--against=<another server bundle>] [--cpu-prof=<dir>]
//
// A fresh server per bundle (this build's apps/server/dist/main.js, and with --against another
// build's main.js, say main's copied aside) on one throwaway database seeded as the bench seeds
// it (each asset: an item, an intake, 4 submissions). The runs alternate between the bundles,
// so a change in the shared machine's load touches both alike; each line has the wall time to
// the last byte, the server's peak RSS above its RSS before the run, the server's and
// PostgreSQL's CPU and the 1-minute load. Each server's first export is shown apart (its
// one-time growth after start), before the measured runs.
// --cpu-prof runs the server under `node --cpu-prof` (summarize with profile-summary.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "@stockroom/db";
import { freeTcpPort } from "./npm-start";
import { startBenchDatabase } from "./pg";
import { seedReportOrg } from "./report-org";
import { BENCH_PASSWORD } from "./seed";
import { cpuOf, spawnServer, treeSum } from "./startup";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const load = () => os.loadavg()[0]?.toFixed(1) ?? "?";
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? Number.NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

const statusKiB = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/trpc/auth.signIn?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ 0: { json: { email, password: BENCH_PASSWORD } } }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

async function main() {
  const runs = Number(option("runs") ?? 5);
  const against = option("against");
  const profileDir = option("cpu-prof");
  const db = await startBenchDatabase();
  const handle = createDatabase(db.url, { max: 4 });
  const servers: { label: string; server: Awaited<ReturnType<typeof spawnServer>>; cookie: string }[] = [];
  try {
    console.log(`seeding 20,000 assets… (load ${load()})`);
    const org = await seedReportOrg(handle.sql, 20_000);
    await handle.sql`vacuum analyze`;
    const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
    const builds = [{ label: "this build", bundle: path.join(root, "apps/server/dist/main.js") }];
    if (against)
      builds.push({ label: path.basename(path.dirname(path.resolve(against))), bundle: path.resolve(against) });
    for (const b of builds) {
      const server = await spawnServer("node", db.url, await freeTcpPort(), { nodeArgs, bundle: b.bundle });
      servers.push({ label: b.label, server, cookie: await signIn(server.url, org.email) });
    }
    const first = servers[0];
    if (!first) throw new Error("no server");
    const columnsRes = await fetch(
      `${first.server.url}/trpc/reports.columns?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { assetTypeIds: [] } } }))}`,
      { headers: { cookie: first.cookie } },
    );
    const columnsAnswer = (await columnsRes.json()) as Array<{
      result: { data: { json: { columns: Array<Record<string, unknown>> } } };
    }>;
    const columns = (columnsAnswer[0]?.result.data.json.columns ?? []).map((c) => ({ ...c, selected: true }));
    const body = JSON.stringify({ dateRangeType: "all_time", viewMode: "latest", assetTypeIds: [], columns });
    /** One export, read to the end: wall time, the server's peak RSS above its RSS before, both CPUs. */
    const measure = async (s: (typeof servers)[number]) => {
      const pid = s.server.pid;
      const rssBefore = statusKiB(pid, "VmRSS");
      try {
        fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
      } catch {
        // not allowed: the peak then counts from the process's start
      }
      const before = load();
      const cpu0 = cpuOf(pid);
      const pg0 = db.postmasterPid ? treeSum(db.postmasterPid, cpuOf) : Number.NaN;
      const t0 = performance.now();
      const res = await fetch(`${s.server.url}/api/reports/export.csv`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: s.server.url,
          cookie: s.cookie,
          "accept-encoding": "br, gzip",
        },
        body,
      });
      if (!res.ok) throw new Error(`export: ${res.status} ${(await res.text()).slice(0, 300)}`);
      const text = await res.text();
      const ms = performance.now() - t0;
      const run = {
        ms,
        growth: (statusKiB(pid, "VmHWM") - rssBefore) / 1024,
        nodeCpu: cpuOf(pid) - cpu0,
        pgCpu: (db.postmasterPid ? treeSum(db.postmasterPid, cpuOf) : Number.NaN) - pg0,
      };
      const line = `${(ms / 1000).toFixed(2)} s  peak RSS +${run.growth.toFixed(0)} MiB  CPU: server ${run.nodeCpu} ms, PostgreSQL ${run.pgCpu} ms  ${text.split("\r\n").length - 1} rows, ${(Buffer.byteLength(text) / 2 ** 20).toFixed(1)} MiB  load ${before}→${load()}`;
      return { run, line };
    };
    // The first export after a server's start also pays its one-time growth (V8's young
    // generation reaching its working size, code compiled, ICU's zone data): shown apart,
    // so the runs below show what each export adds.
    for (const s of servers) console.log(`${s.label.padEnd(22)} first export after start: ${(await measure(s)).line}`);
    const results = new Map<string, { ms: number[]; growth: number[]; nodeCpu: number[]; pgCpu: number[] }>();
    for (let round = 0; round < runs; round++) {
      for (const s of round % 2 ? [...servers].reverse() : servers) {
        const { run, line } = await measure(s);
        const r = results.get(s.label) ?? { ms: [], growth: [], nodeCpu: [], pgCpu: [] };
        r.ms.push(run.ms);
        r.growth.push(run.growth);
        r.nodeCpu.push(run.nodeCpu);
        r.pgCpu.push(run.pgCpu);
        results.set(s.label, r);
        console.log(`${s.label.padEnd(22)} ${line}`);
      }
    }
    console.log(
      `\nmedians of ${runs} (load now ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")})`,
    );
    const base = results.get(servers[0]?.label ?? "");
    for (const [label, r] of results) {
      console.log(
        `${label.padEnd(22)} ${(median(r.ms) / 1000).toFixed(2)} s, peak RSS up to +${Math.max(...r.growth).toFixed(0)} MiB, CPU: server ${median(r.nodeCpu)} ms, PostgreSQL ${median(r.pgCpu)} ms${
          base && r !== base ? `; this build / ${label}: ${(median(base.ms) / median(r.ms)).toFixed(2)}×` : ""
        }`,
      );
    }
  } finally {
    for (const s of servers) await s.server.stop();
    await handle.close();
    await db.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

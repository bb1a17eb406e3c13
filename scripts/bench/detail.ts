// `npx tsx scripts/bench/detail.ts`: issue 11's bench, kept for its finer tools (service-call
// list runs, A/B of two builds or worker counts, --profile, --waterfall). Its server runs on a
// benchmark database with durability off: `npm run bench` (run.ts) gives the figures users meet.
//
// 1. Lists: the asset list service against bare SQL (a hand-written query returning the same
//    rows through the same driver) and against the old window-count query, interleaved,
//    at 20,000 and 100,000 assets in one organization.
// 2. Load: autocannon against the compiled server (node apps/server/dist/main.js) on the
//    loopback — list and search at 100,000 assets, form submits over 1,000 assets.
// 3. Web: bytes on the wire for /login and LCP, /assets rows visible and the phone's PIN
//    screen (/qr/{code}) LCP, in Chromium with slow 4G and 4× CPU throttling (CDP), with the
//    main thread's busy time (CPU) beside each, which stays meaningful on a loaded machine.
// 4. Start: warm start to /healthz and idle memory, node on the bundle vs tsx on the sources.
//
// Options: --quick (fewer runs), --skip-web, --skip-load, --web-only (= --only=web); --only=submit (or a list of
// lists,load,submit,web,start) runs just those parts and seeds only what they need;
// --seconds=N per load run; --repeat=N load runs each (medians printed); --workers=N sets
// the server's WEB_CONCURRENCY, and a list (--workers=1,2) compares them in interleaved
// submit runs on one database, and --against=<main.js> compares this build with another
// (built from an older commit) the same way; --node-args="…" passes options to the server's node;
// --profile runs the server with --cpu-prof and prints where the profile went.
// Web: --repeat=N throttled rounds (3 unless --quick); --web-cases=login,assets only the pages
// whose address contains one of the words; --web-against=<dist folder> loads another build of
// the web app (e.g. main's, copied aside) from a second server, interleaved, and prints the
// ratio; --waterfall prints every request of the first round (asked, sent, first and last byte).
// DATABASE_URL: use that server (a database of its own, dropped at the end) instead of an
// embedded PostgreSQL.
// Benchmarks print ratios; absolute times depend on the machine and its load.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assetListInput } from "@stockroom/core";
import { createDatabase } from "@stockroom/db";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { listAssets } from "../../apps/server/src/services/assets/list-assets";
import { startBenchDatabase } from "./pg";
import { BENCH_PASSWORD, type SeededForms, type SeededOrg, seedAssetOrg, seedFormsOrg } from "./seed";
import { cpuOf, measureStart, spawnServer, treeSum } from "./startup";
import { paintedAt } from "./web";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const QUICK = process.argv.includes("--quick");
const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const SECTIONS = ["lists", "load", "submit", "web", "start"] as const;
const ONLY = process.argv.includes("--web-only") ? ["web"] : option("only")?.split(",");
const unknownSection = ONLY?.find((x) => !(SECTIONS as readonly string[]).includes(x));
if (unknownSection) throw new Error(`--only: "${unknownSection}" is none of ${SECTIONS.join(", ")}`);
/** "load" is the list, search and submit runs; "submit" alone is the submit run. */
const runs = (section: (typeof SECTIONS)[number]) =>
  ONLY
    ? ONLY.includes(section) || (section === "submit" && ONLY.includes("load"))
    : section === "web"
      ? !process.argv.includes("--skip-web")
      : section === "load" || section === "submit"
        ? !process.argv.includes("--skip-load")
        : true;
const ROUNDS = QUICK ? 12 : 30;
const LOAD_SECONDS = Number(option("seconds") ?? (QUICK ? 4 : 8));
const REPEAT = Number(option("repeat") ?? 1);
const WORKERS = option("workers");
/** --against=<another build's main.js>: submits against this build and that one, interleaved. */
const AGAINST = option("against");
const PROFILE = process.argv.includes("--profile");
/** --node-args="--max-semi-space-size=32 …": options for the server's node (to try flags). */
const NODE_ARGS = option("node-args")?.split(" ").filter(Boolean) ?? [];
const PAGE_SIZE = 25;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const pad = (s: string | number, n: number) => String(s).padStart(n);
const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};
function shuffle<T>(xs: T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

// The same rows as listAssets, written by hand: one query, no count.
const SELECT = `a.id, a.name, a.description, a.status, a.asset_id, a.barcode, a.serial_number,
  a.metadata->>'location' as location, t.id as type_id, t.name as type_name, t.color, i.id as item_id,
  i.quantity, a.created_at, a.updated_at, a.deleted_at`;
const JOINS = `join asset_types t on t.id = a.asset_type_id
  left join inventory_items i on i.organization_id = $1 and i.asset_id = a.id and i.is_deleted = false`;
const SEARCH = (p: string, alias = "a") =>
  `and (${alias}.name ilike ${p} or ${alias}.description ilike ${p} or ${alias}.serial_number ilike ${p} or ${alias}.asset_id ilike ${p})`;

/** The hand-written queries are prepared statements, as the app's are (packages/db client.ts). */
const PREPARED = { prepare: true } as const;

interface ListCase {
  label: string;
  input: { search?: string; page?: number };
}
const LIST_CASES: ListCase[] = [
  { label: "page 1 by name", input: {} },
  { label: "page 200 by name", input: { page: 200 } },
  { label: 'search "white", page 1', input: { search: "white" } },
];

async function listsSection(handle: ReturnType<typeof createDatabase>, orgs: Array<[string, SeededOrg]>) {
  const { sql, db } = handle;
  console.log(`\n## Lists: the app's service vs bare SQL, medians of ${ROUNDS} interleaved runs`);
  console.log(
    `${"case".padEnd(34)}${pad("app", 10)}${pad("bare", 10)}${pad("bare+count", 12)}${pad("before", 10)}${pad("app/bare", 10)}${pad("app/(b+c)", 11)}${pad("before/app", 12)}`,
  );
  for (const [label, org] of orgs) {
    for (const c of LIST_CASES) {
      const input = assetListInput.parse({ ...c.input, pageSize: PAGE_SIZE });
      const offset = (input.page - 1) * PAGE_SIZE;
      const pattern = `%${input.search}%`;
      const where = input.search ? SEARCH("$4") : "";
      const bare = () =>
        sql.unsafe(
          `select ${SELECT} from assets a ${JOINS} where a.organization_id = $1 and a.is_deleted = false ${where}
           order by a.name, a.id limit $2 offset $3`,
          input.search ? [org.orgId, PAGE_SIZE, offset, pattern] : [org.orgId, PAGE_SIZE, offset],
          PREPARED,
        );
      const count = () =>
        sql.unsafe(
          `select count(*)::int as n from assets a where a.organization_id = $1 and a.is_deleted = false ${input.search ? SEARCH("$2") : ""}`,
          input.search ? [org.orgId, pattern] : [org.orgId],
          PREPARED,
        );
      // What listAssets did before issue 11: the page and the total from one window query.
      const before = () =>
        sql.unsafe(
          `select ${SELECT}, page.total from (
             select x.id, row_number() over (order by x.name, x.id) as position, count(*) over () as total
             from assets x where x.organization_id = $1 and x.is_deleted = false ${input.search ? SEARCH("$4", "x") : ""}
             order by x.name, x.id limit $2 offset $3) page
           join assets a on a.id = page.id ${JOINS} order by page.position`,
          input.search ? [org.orgId, PAGE_SIZE, offset, pattern] : [org.orgId, PAGE_SIZE, offset],
          PREPARED,
        );
      const app = () => listAssets({ db, orgId: org.orgId }, input);
      const variants: Record<string, () => Promise<unknown>> = {
        app,
        bare,
        bareCount: async () => {
          await bare();
          await count();
        },
        before,
      };
      const times: Record<string, number[]> = { app: [], bare: [], bareCount: [], before: [] };
      const [appRows, bareRows] = await Promise.all([app(), bare()]);
      if (appRows.items.map((r) => r.id).join() !== bareRows.map((r) => r.id).join())
        throw new Error(`${label} ${c.label}: the app and bare SQL return different rows`);
      for (let i = 0; i < 3; i++) for (const v of Object.values(variants)) await v();
      for (let r = 0; r < ROUNDS; r++) {
        for (const name of shuffle(Object.keys(variants))) {
          times[name]?.push(await time(variants[name] as () => Promise<unknown>));
        }
      }
      const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)])) as Record<string, number>;
      console.log(
        `${`${label}, ${c.label}`.padEnd(34)}${pad(ms(m.app ?? 0), 10)}${pad(ms(m.bare ?? 0), 10)}${pad(ms(m.bareCount ?? 0), 12)}${pad(ms(m.before ?? 0), 10)}` +
          `${pad(`${((m.app ?? 0) / (m.bare ?? 1)).toFixed(2)}×`, 10)}${pad(`${((m.app ?? 0) / (m.bareCount ?? 1)).toFixed(2)}×`, 11)}${pad(`${((m.before ?? 0) / (m.app ?? 1)).toFixed(1)}×`, 12)}`,
      );
    }
  }
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/trpc/auth.signIn`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { email, password: BENCH_PASSWORD } }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Processes whose CPU time the load figures divide by the requests: the server, PostgreSQL. */
const cpuOwners: { server: number; postgres: number | null } = { server: 0, postgres: null };

const loadAverage = async () =>
  (await import("node:os"))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");

interface LoadFigures {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  bad: number;
  serverCpu: number;
  pgCpu: number;
  capacity: number;
  load1: string;
}

function printLoad(title: string, f: LoadFigures) {
  console.log(
    `${title.padEnd(40)}${pad(`${f.perSecond.toFixed(0)}/s`, 9)}${pad(ms(f.p50), 11)}${pad(ms(f.p95), 11)}${pad(ms(f.p99), 11)}${pad(f.bad, 8)}` +
      `${pad(ms(f.serverCpu), 10)}${pad(ms(f.pgCpu), 10)}${pad(`${f.capacity.toFixed(0)}/s`, 10)}  ${f.load1}`,
  );
}

async function loadOnce(opts: autocannon.Options): Promise<LoadFigures> {
  const cpu = () => ({
    server: treeSum(cpuOwners.server, cpuOf),
    postgres: cpuOwners.postgres ? treeSum(cpuOwners.postgres, cpuOf) : Number.NaN,
  });
  const before = cpu();
  const latencies: number[] = [];
  const instance = autocannon({ connections: 10, duration: LOAD_SECONDS, ...opts });
  // autocannon's histogram has p90 and p97.5 but no p95, the issue's figure.
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const after = cpu();
  const n = Math.max(1, result.requests.total);
  const serverCpu = (after.server - before.server) / n;
  const pgCpu = (after.postgres - before.postgres) / n;
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.log(`  (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    perSecond: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    bad,
    serverCpu,
    pgCpu,
    // What two cores of their own would carry at this CPU cost per request.
    capacity: Number.isNaN(pgCpu) ? Number.NaN : 2000 / (serverCpu + pgCpu),
    load1: (await loadAverage()).split(" ")[0] ?? "",
  };
}

/** REPEAT runs; with more than one, each is printed and then the medians. */
/** The median of each figure over several runs; errors are summed, loads listed. */
function medianFigures(all: LoadFigures[]): LoadFigures {
  const mid = (k: keyof Omit<LoadFigures, "load1">) => median(all.map((f) => f[k]));
  return {
    perSecond: mid("perSecond"),
    p50: mid("p50"),
    p95: mid("p95"),
    p99: mid("p99"),
    bad: all.reduce((sum, f) => sum + f.bad, 0),
    serverCpu: mid("serverCpu"),
    pgCpu: mid("pgCpu"),
    capacity: mid("capacity"),
    load1: all.map((f) => f.load1).join("/"),
  };
}

async function load(title: string, opts: autocannon.Options) {
  const all: LoadFigures[] = [];
  for (let i = 0; i < REPEAT; i++) {
    all.push(await loadOnce(opts));
    if (REPEAT > 1) printLoad(`  ${title}, run ${i + 1}`, all[i] as LoadFigures);
  }
  printLoad(REPEAT > 1 ? `${title} (median of ${REPEAT})` : title, medianFigures(all));
}

async function loadSection(url: string, org100k: SeededOrg | null, forms: SeededForms) {
  console.log(
    `\n## Load: autocannon, 10 connections, ${LOAD_SECONDS} s each, compiled server on the loopback${WORKERS ? ` (WEB_CONCURRENCY=${WORKERS})` : ""}`,
  );
  console.log(
    `${"what".padEnd(40)}${pad("req/s", 9)}${pad("p50", 11)}${pad("p95", 11)}${pad("p99", 11)}${pad("failed", 8)}${pad("node CPU", 10)}${pad("pg CPU", 10)}${pad("2 cores", 10)}  load`,
  );
  const headers = (cookie: string) => ({ cookie, "accept-encoding": "br, gzip" });
  if (org100k) {
    const listCookie = await signIn(url, org100k.email);
    const q = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));
    await load("list, 100k assets, page 1 by name", {
      url: `${url}/trpc/assets.list?input=${q({})}`,
      headers: headers(listCookie),
    });
    await load('search "white", 100k assets', {
      url: `${url}/trpc/assets.list?input=${q({ search: "white" })}`,
      headers: headers(listCookie),
    });
  }
  const submits = submitRequests(url, await signIn(url, forms.email), forms);
  // A short run first, not counted: the first seconds of a fresh process are spent compiling.
  await autocannon({ ...submits, connections: 10, duration: 2 });
  await load("form submits, 1,000 assets", submits);
}

let submitted = 0;
/** Form submits spread over the 1,000 assets, each with other answers. */
function submitRequests(url: string, cookie: string, forms: SeededForms): autocannon.Options {
  return {
    url,
    requests: [
      {
        method: "POST",
        path: "/trpc/forms.submit",
        headers: { cookie, "accept-encoding": "br, gzip", "content-type": "application/json" },
        setupRequest: (req: autocannon.Request) => {
          const n = ++submitted;
          const assetId = forms.assetIds[Math.floor(Math.random() * forms.assetIds.length)];
          return {
            ...req,
            body: JSON.stringify({
              json: { formId: forms.formId, assetId, values: { field_1: n % 200, field_2: `bench ${n}` } },
            }),
          };
        },
      },
    ],
  };
}

interface Variant {
  label: string;
  env?: Record<string, string>;
  bundle?: string;
}

/**
 * The submit run against several servers on the same database, in turn (REPEAT rounds,
 * shuffled order), so that the machine's changing load falls on every variant alike:
 * --workers=1,2 (one server per WEB_CONCURRENCY) or --against=<main.js> (this build and
 * another one, e.g. built from an older commit). Prints each run and the medians.
 */
async function compareSection(
  postmasterPid: number | null,
  databaseUrl: string,
  forms: SeededForms,
  variants: Variant[],
) {
  console.log(
    `\n## Submits, ${variants.map((v) => v.label).join(" vs ")}: ${REPEAT} interleaved rounds of ${LOAD_SECONDS} s, 10 connections`,
  );
  console.log(
    `${"what".padEnd(40)}${pad("req/s", 9)}${pad("p50", 11)}${pad("p95", 11)}${pad("p99", 11)}${pad("failed", 8)}${pad("node CPU", 10)}${pad("pg CPU", 10)}${pad("2 cores", 10)}  load`,
  );
  const servers: Array<{
    label: string;
    server: Awaited<ReturnType<typeof spawnServer>>;
    submits: autocannon.Options;
  }> = [];
  try {
    for (const [i, v] of variants.entries()) {
      const server = await spawnServer("node", databaseUrl, 3981 + i, {
        ...(v.env ? { env: v.env } : {}),
        ...(v.bundle ? { bundle: v.bundle } : {}),
      });
      servers.push({
        label: v.label,
        server,
        submits: submitRequests(server.url, await signIn(server.url, forms.email), forms),
      });
    }
    for (const s of servers) await autocannon({ ...s.submits, connections: 10, duration: 2 });
    const figures = new Map<string, LoadFigures[]>(variants.map((v) => [v.label, []]));
    cpuOwners.postgres = postmasterPid;
    for (let r = 0; r < REPEAT; r++) {
      for (const s of shuffle(servers)) {
        cpuOwners.server = s.server.pid;
        const f = await loadOnce(s.submits);
        figures.get(s.label)?.push(f);
        printLoad(`  ${s.label}, round ${r + 1}`, f);
      }
    }
    for (const [label, all] of figures) {
      printLoad(`${label} (median of ${all.length})`, medianFigures(all));
    }
  } finally {
    for (const s of servers) await s.server.stop();
  }
}

// Lighthouse's "slow 4G": as DevTools applies it (the figures of issue 11 were taken with this),
// and the simulated profile (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) that issue 14's phone
// budget names. Both with a 4× slower CPU.
const SLOW_4G_DEVTOOLS = {
  label: "562.5 ms RTT, 1.47 Mbit/s",
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const SLOW_4G_SIMULATED = {
  label: "150 ms RTT, 1.6 Mbit/s",
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
type NetworkProfile = typeof SLOW_4G_DEVTOOLS;

interface WebCase {
  title: string;
  path: string;
  signedIn: boolean;
  /** What shows that the screen is there (its LCP candidate has painted by then). */
  waitFor: string;
  viewport: { width: number; height: number };
  network: NetworkProfile;
  figure: "lcp" | "visibleAt";
}

/** A build of the web app the web section loads: this one, or --web-against's, each with a server of its own. */
interface WebVariant {
  label: string;
  url: string;
}

interface RequestTiming {
  url: string;
  /** When the page asked for it, when it went on a connection, first byte, last byte (ms from the navigation). */
  asked: number;
  sent: number;
  firstByte: number;
  done: number;
  bytes: number;
}

/** One line a request, in the order they were asked for: a text waterfall of a throttled visit. */
function printWaterfall(title: string, requests: RequestTiming[], visibleAt: number) {
  console.log(`\n${title}: ${requests.length} requests, screen visible at ${visibleAt.toFixed(0)} ms`);
  console.log(
    `${"asked".padStart(7)}${"sent".padStart(7)}${"1st B".padStart(7)}${"done".padStart(7)}${"KB".padStart(7)}  what`,
  );
  for (const r of requests) {
    const name = r.url.replace(/^https?:\/\/[^/]+/, "").replace(/\?input=.*/, "?input=…");
    console.log(
      `${pad(r.asked.toFixed(0), 7)}${pad(r.sent.toFixed(0), 7)}${pad(r.firstByte.toFixed(0), 7)}${pad(r.done.toFixed(0), 7)}${pad((r.bytes / 1024).toFixed(1), 7)}  ${name.slice(0, 90)}`,
    );
  }
}

async function webSection(variants: WebVariant[], org100k: SeededOrg, phoneAssetId: string) {
  console.log("\n## Web: Chromium, cold cache, slow 4G + 4× CPU");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const cookies = new Map<string, string>();
    for (const v of variants) cookies.set(v.url, await signIn(v.url, org100k.email));
    const visit = async (c: WebCase, url: string, throttle: boolean) => {
      const context = await browser.newContext({ viewport: c.viewport });
      if (c.signedIn) {
        const [name, value] = (cookies.get(url) ?? "").split("=");
        await context.addCookies([{ name: name ?? "", value: value ?? "", url }]);
      }
      const page = await context.newPage();
      await page.addInitScript({
        content: `window.__lcp = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });`,
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Performance.enable");
      let bytes = 0;
      let requests = 0;
      // The waterfall: CDP timestamps are seconds on one monotonic clock; the first request is the navigation.
      let navigationAt = Number.NaN;
      const timings = new Map<string, RequestTiming>();
      const since = (t: number) => (t - navigationAt) * 1000;
      cdp.on("Network.requestWillBeSent", (e) => {
        if (Number.isNaN(navigationAt)) navigationAt = e.timestamp;
        timings.set(e.requestId, {
          url: e.request.url,
          asked: since(e.timestamp),
          sent: 0,
          firstByte: 0,
          done: 0,
          bytes: 0,
        });
      });
      cdp.on("Network.responseReceived", (e) => {
        const t = timings.get(e.requestId);
        const timing = e.response.timing;
        if (!t || !timing) return;
        t.sent = since(timing.requestTime) + timing.sendStart;
        t.firstByte = since(timing.requestTime) + timing.receiveHeadersEnd;
      });
      cdp.on("Network.loadingFinished", (e) => {
        bytes += e.encodedDataLength;
        requests++;
        const t = timings.get(e.requestId);
        if (t) {
          t.done = since(e.timestamp);
          t.bytes = e.encodedDataLength;
        }
      });
      if (throttle) {
        const { label: _label, ...conditions } = c.network;
        await cdp.send("Network.emulateNetworkConditions", conditions);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      }
      await page.goto(`${url}${c.path}`, { waitUntil: "load", timeout: 120_000 });
      await page.waitForSelector(c.waitFor, { timeout: 120_000 });
      const visibleAt = await paintedAt(page);
      // Main-thread time spent in tasks (scripts, style, layout, paint) until the screen showed.
      const { metrics } = await cdp.send("Performance.getMetrics");
      const busyMs = 1000 * (metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN);
      const scriptMs = 1000 * (metrics.find((m) => m.name === "ScriptDuration")?.value ?? Number.NaN);
      await page.waitForLoadState("networkidle", { timeout: 120_000 });
      await page.waitForTimeout(300);
      const lcp = Number(await page.evaluate("window.__lcp"));
      await context.close();
      const waterfall = [...timings.values()].sort((a, b) => a.asked - b.asked);
      return { bytes, requests, visibleAt, lcp, busyMs, scriptMs, waterfall };
    };
    const desktop = { width: 1280, height: 800 };
    const phone = { width: 375, height: 667 };
    const login = (network: NetworkProfile): WebCase => ({
      title: "/login LCP",
      path: "/login",
      signedIn: false,
      waitFor: "input[type=password]",
      viewport: desktop,
      network,
      figure: "lcp",
    });
    const assets = (network: NetworkProfile): WebCase => ({
      title: "/assets first rows visible, 100k assets",
      path: "/assets",
      signedIn: true,
      waitFor: "table tbody tr td",
      viewport: desktop,
      network,
      figure: "visibleAt",
    });
    const pin = (network: NetworkProfile): WebCase => ({
      title: "/qr/{code} PIN screen LCP, 375×667",
      path: `/qr/${phoneAssetId}`,
      signedIn: false,
      waitFor: "[data-testid=mobile-pin]",
      viewport: phone,
      network,
      figure: "lcp",
    });
    const allCases: WebCase[] = [
      login(SLOW_4G_DEVTOOLS),
      login(SLOW_4G_SIMULATED),
      assets(SLOW_4G_DEVTOOLS),
      assets(SLOW_4G_SIMULATED),
      pin(SLOW_4G_SIMULATED),
      pin(SLOW_4G_DEVTOOLS),
    ];
    // --web-cases=login,assets: only the cases whose address contains one of the words.
    const only = option("web-cases")?.split(",");
    const cases = only ? allCases.filter((c) => only.some((w) => c.path.includes(w))) : allCases;
    // Unthrottled first: the bytes (identical either way) and a sanity check of the screens.
    for (const v of variants) {
      for (const c of [allCases[0], allCases[2], allCases[4]] as WebCase[]) {
        const r = await visit(c, v.url, false);
        console.log(
          `${variants.length > 1 ? `${v.label}: ` : ""}${c.path.replace(phoneAssetId, "{code}")}: ${(r.bytes / 1024).toFixed(0)} KB on the wire in ${r.requests} requests`,
        );
      }
    }
    const rounds = Number(option("repeat") ?? (QUICK ? 1 : 3));
    type Visit = Awaited<ReturnType<typeof visit>>;
    const results = new Map<string, Visit[]>();
    const key = (n: number, v: WebVariant) => `${n} ${v.label}`;
    // Interleaved rounds (and builds in a shuffled order): a change in the machine's load touches every case alike.
    const loads: string[] = [];
    for (let i = 0; i < rounds; i++) {
      for (const [n, c] of cases.entries()) {
        for (const v of shuffle(variants)) {
          const r = await visit(c, v.url, true);
          if (!results.has(key(n, v))) results.set(key(n, v), []);
          results.get(key(n, v))?.push(r);
          if (i === 0 && process.argv.includes("--waterfall")) {
            printWaterfall(
              `${v.label}, ${c.path.replace(phoneAssetId, "{code}")}, ${c.network.label}`,
              r.waterfall,
              r.visibleAt,
            );
          }
        }
      }
      loads.push((await loadAverage()).split(" ")[0] ?? "");
    }
    console.log(`\nload average: ${await loadAverage()} (1-minute average after each round: ${loads.join(", ")})`);
    console.log(
      `${"what (throttled)".padEnd(44)}${"network".padEnd(28)}${variants.length > 1 ? "build".padEnd(14) : ""}${pad("median", 10)}${pad("main thread", 13)}${pad("scripts", 10)}  runs`,
    );
    for (const [n, c] of cases.entries()) {
      const medians: number[] = [];
      for (const v of variants) {
        const r = results.get(key(n, v)) ?? [];
        medians.push(median(r.map((x) => x[c.figure])));
        console.log(
          `${c.title.padEnd(44)}${c.network.label.padEnd(28)}${variants.length > 1 ? v.label.padEnd(14) : ""}${pad(ms(median(r.map((x) => x[c.figure]))), 10)}${pad(ms(median(r.map((x) => x.busyMs))), 13)}${pad(ms(median(r.map((x) => x.scriptMs))), 10)}  ${r.map((x) => x[c.figure].toFixed(0)).join(", ")}`,
        );
      }
      if (variants.length > 1) {
        console.log(
          `${"".padEnd(72)}${`${variants[0]?.label} / ${variants[1]?.label}: ${((medians[0] ?? 0) / (medians[1] ?? 1)).toFixed(2)}×`}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

function entryChunkSizes() {
  const dir = path.join(root, "apps/web/dist");
  const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
  console.log("\n## Web: what index.html loads before any route (bytes as sent: brotli / gzip / raw)");
  let br = 0;
  for (const f of files) {
    const size = (suffix: string) => {
      const p = path.join(dir, f + suffix);
      return fs.existsSync(p) ? fs.statSync(p).size : 0;
    };
    br += size(".br") || size("");
    console.log(
      `${f.padEnd(40)}${pad(`${(size(".br") / 1024).toFixed(1)} KB`, 10)}${pad(`${(size(".gz") / 1024).toFixed(1)} KB`, 10)}${pad(`${(size("") / 1024).toFixed(1)} KB`, 10)}`,
    );
  }
  console.log(`${"total".padEnd(40)}${pad(`${(br / 1024).toFixed(1)} KB`, 10)}`);
}

async function startSection(url: string) {
  console.log("\n## Start: warm start to /healthz (database already running) and idle memory");
  const rounds = QUICK ? 2 : 4;
  const figures: Record<"node" | "tsx", Array<{ ms: number; cpuMs: number; rssMiB: number }>> = { node: [], tsx: [] };
  // One start first: the first start on a database creates the operator account.
  await measureStart("node", url, 3990);
  for (let i = 0; i < rounds; i++) {
    for (const kind of shuffle(["node", "tsx"] as const)) figures[kind].push(await measureStart(kind, url, 3991 + i));
  }
  for (const kind of ["node", "tsx"] as const) {
    const f = figures[kind];
    console.log(
      `${(kind === "node" ? "node apps/server/dist/main.js" : "tsx apps/server/src/main.ts").padEnd(34)} wall ${pad(ms(median(f.map((x) => x.ms))), 10)}  CPU ${pad(ms(median(f.map((x) => x.cpuMs))), 10)}  RSS ${median(f.map((x) => x.rssMiB)).toFixed(0)} MiB`,
    );
  }
  const cpu = (k: "node" | "tsx") => median(figures[k].map((x) => x.cpuMs));
  const wall = (k: "node" | "tsx") => median(figures[k].map((x) => x.ms));
  console.log(
    `node / tsx: wall ${(wall("node") / wall("tsx")).toFixed(2)}×, CPU ${(cpu("node") / cpu("tsx")).toFixed(2)}×`,
  );
}

async function main() {
  const started = performance.now();
  if (
    !fs.existsSync(path.join(root, "apps/web/dist/index.html")) ||
    !fs.existsSync(path.join(root, "apps/server/dist/main.js"))
  ) {
    console.log("Building the web app and the server…");
    const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const bench = await startBenchDatabase();
  const handle = createDatabase(bench.url, { max: 8 });
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  const profileDir = PROFILE ? fs.mkdtempSync(path.join((await import("node:os")).tmpdir(), "stockroom-prof-")) : "";
  try {
    const needsAssets = runs("lists") || runs("load") || runs("web");
    const needsServer = runs("load") || runs("submit") || runs("web");
    console.log(
      needsAssets
        ? `Seeding ${runs("lists") || runs("load") ? "20,000 + " : ""}100,000 assets (and 1,000 with a form) with SQL…`
        : "Seeding 1,000 assets with a form with SQL…",
    );
    const t0 = performance.now();
    // The 20k organization is for the lists and load runs; the web pages use the 100k one.
    const org20k = runs("lists") || runs("load") ? await seedAssetOrg(handle.sql, "20k", 20_000) : null;
    const org100k = needsAssets ? await seedAssetOrg(handle.sql, "100k", 100_000) : null;
    const forms = await seedFormsOrg(handle.sql, 1_000);
    await handle.sql`vacuum analyze`;
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`load average: ${await loadAverage()} (2-core machines share with anything else running)`);

    if (runs("lists") && org20k && org100k) {
      await listsSection(handle, [
        ["20k", org20k],
        ["100k", org100k],
      ]);
    }
    const compareWorkers = WORKERS?.includes(",") ?? false;
    const compare = compareWorkers || AGAINST !== undefined;
    if (compareWorkers) {
      const variants = (WORKERS ?? "")
        .split(",")
        .map((n) => ({ label: `WEB_CONCURRENCY=${n}`, env: { WEB_CONCURRENCY: n } }));
      await compareSection(bench.postmasterPid, bench.url, forms, variants);
    }
    if (AGAINST) {
      const variants = [{ label: "this build" }, { label: "the --against build", bundle: path.resolve(AGAINST) }];
      await compareSection(bench.postmasterPid, bench.url, forms, variants);
    }
    if (needsServer && !(compare && !runs("load") && !runs("web"))) {
      server = await spawnServer("node", bench.url, 3980, {
        env: WORKERS && !compareWorkers ? { WEB_CONCURRENCY: WORKERS } : {},
        nodeArgs: [...NODE_ARGS, ...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [])],
      });
      cpuOwners.server = server.pid;
      cpuOwners.postgres = bench.postmasterPid;
      if (runs("load") || (runs("submit") && !compare))
        await loadSection(server.url, runs("load") ? org100k : null, forms);
    }
    if (runs("web")) entryChunkSizes();
    if (runs("web") && server && org100k) {
      // --web-against=<dist folder>: another build of the web app (say main's, copied aside)
      // served by a second server on the same database, its visits interleaved with this one's.
      const againstDist = option("web-against");
      const against = againstDist
        ? await spawnServer("node", bench.url, 3979, { env: { STOCKROOM_WEB_DIST: path.resolve(againstDist) } })
        : undefined;
      try {
        await webSection(
          [
            { label: "this build", url: server.url },
            ...(against ? [{ label: path.basename(path.resolve(againstDist ?? "")), url: against.url }] : []),
          ],
          org100k,
          forms.assetIds[0] ?? "",
        );
      } finally {
        await against?.stop();
      }
    }
    await server?.stop();
    server = undefined;
    if (PROFILE) console.log(`\nCPU profiles of the server: ${profileDir}`);
    if (runs("start")) await startSection(bench.url);
    console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await server?.stop();
    await handle.close();
    await bench.stop();
  }
}

await main();

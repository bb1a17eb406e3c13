// `npm run bench`: issue 23's table, measured as users meet the product (docs/benchmarks.md,
// "How to run"). A fresh server started as `npm start` starts it (node scripts/start.mjs on
// a data folder of its own, embedded PostgreSQL included), data seeded with SQL into that
// database, a real session cookie from auth.signIn, and every figure over HTTP:
//
//   start    warm `npm start` to the first 200 from /healthz (median of 5)
//   submits  forms.submit as the browser posts it (batched tRPC, superjson), 10 clients over
//            1,000 assets, median of 3 runs: req/s and p95
//   lists    assets.list at 100,000 assets, pages 1 and 2, over HTTP against bare SQL + the
//            same capped count the app runs (by the fastest of its plans), after 1,000 untimed
//            rounds that warm the fresh server, the three timed back to back in each round (the
//            ratio: the median of the rounds' own ratios, with its p25–p75 and the ratio of the
//            medians beside it), also right after a write (the kept total counted again), then
//            10 clients: req/s and p95
//   report   a latest-mode report over 20,000 assets over HTTP (the screen's two pages, and every page), with the
//            server's peak RSS growth
//   web      /assets first rows and /login LCP, median of 5 cold runs in Chromium, under
//            DevTools' slow 4G + 4× CPU and 150 ms RTT + 4× CPU
//   phone    the phone budgets: JavaScript along the phone's path (phone-bundle.mjs) and the
//            PIN screen's LCP at 375×667, median of 5 cold runs under both profiles
//   import   the spreadsheet import (scripts/bench/import.ts): a 10,000-row CSV previewed and
//            committed as the screen runs them, a 100,000-row preview with the server's RSS
//
// `npm run bench -- submits lists` runs just those parts (and seeds only what they need; the
// lists always seed the other large organizations too, see below).
// --big-orgs: the large organizations (the lists' 100,000 assets, the report's 20,000, the
// submits' 1,000) are seeded even when their parts do not run: `npm run bench -- import
// --big-orgs` is the import on the full bench's database without the other parts.
// --quick: shorter load runs and 3 web runs instead of 5; --build: rebuild first even when
// the builds look current; --profile: the bench's server runs under `node --cpu-prof` (the
// profile's folder is printed at the end; scripts/bench/profile-summary.ts sums it by package);
// --against=<main.js of another build>: the submits and lists parts also ask a second server
// running that bundle on the same database, interleaved, so two builds compare on a busy machine. The 1-minute load average is printed beside every figure: on a
// shared machine wall times move with it (docs/benchmarks.md says which runs were quiet).
// scripts/bench/detail.ts keeps the older, finer tools (service calls, A/B of two builds,
// --profile, waterfalls).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { assetListInput, REPORT_TABLE_PAGE_SIZE } from "@stockroom/core";
import { createDatabase } from "@stockroom/db";
import autocannon from "autocannon";
import postgres from "postgres";
import { listAssets } from "../../apps/server/src/services/assets/list-assets";
import {
  type FigureRow,
  fmtMiB,
  fmtMs,
  fmtRate,
  fmtRatio,
  fmtSeconds,
  loads,
  median,
  PARTS,
  percentile,
  perRoundRatios,
  quartiles,
  ratio,
  renderTable,
  roundOrder,
  selectParts,
} from "./figures";
import { importPart } from "./import";
import { freeTcpPort, newDataDir, npmStart, type StartedServer } from "./npm-start";
import { seedReportOrg } from "./report-org";
import { BENCH_PASSWORD, type SeededForms, type SeededOrg, seedAssetOrg, seedFormsOrg } from "./seed";
import { cpuOf, spawnServer, treeSum } from "./startup";
import { RTT_150, SLOW_4G, type WebCase, type WebResult, webRuns } from "./web";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const QUICK = args.includes("--quick");
const parts = selectParts(args);
const PROFILE = args.includes("--profile");
/** --big-orgs: the full bench's large organizations seeded even when their parts do not run (the import beside them). */
const BIG_ORGS = args.includes("--big-orgs");
/**
 * The lists run on the full bench's database whichever parts run: with the 100,000-asset
 * organization alone in `assets`, every row matches its organization, and PostgreSQL counts
 * by a sequential scan (~2.0 ms); beside the other tenants, by the index (~1.4 ms). The
 * baseline's count, and with it the ratio, then moved with the parts chosen (1.25× alone,
 * 1.60× in the full run of 2026-11-27 15:51).
 */
const SEED_BIG_ORGS = BIG_ORGS || parts.includes("lists");
/** --against=<another build's main.js>: the lists also run against that bundle, interleaved (an A/B on a busy machine). */
const AGAINST = args.find((a) => a.startsWith("--against="))?.slice("--against=".length);
const unknownFlag = args.find(
  (a) =>
    a.startsWith("-") && !["--quick", "--build", "--profile", "--big-orgs"].includes(a) && !a.startsWith("--against="),
);
if (unknownFlag) {
  throw new Error(
    `${unknownFlag}: npm run bench takes parts (${PARTS.join(", ")}), --quick, --build, --profile and --big-orgs; the older flags (--only, --web-only, --against, --waterfall) are scripts/bench/detail.ts's`,
  );
}
const runs = (p: (typeof parts)[number]) => parts.includes(p);
const LOAD_SECONDS = QUICK ? 4 : 10;
const WEB_ROUNDS = QUICK ? 3 : 5;
const START_ROUNDS = QUICK ? 3 : 5;
/** Rounds of each list page: a multiple of 6 and 10, so roundOrder's orders come equally often (3 members, 5 with --against). */
const LIST_ROUNDS = QUICK ? 30 : 120;
const rows: FigureRow[] = [];
const load1 = () => os.loadavg()[0] ?? Number.NaN;

function say(line: string) {
  console.log(line);
}

// ---------------------------------------------------------------------------------- build

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const e of fs.readdirSync(target, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, e.name)));
  }
  return newest;
}

/** `npm run build` when a build is missing or older than its sources (or --build). */
function ensureBuilt() {
  const built = (f: string) => (fs.existsSync(path.join(root, f)) ? fs.statSync(path.join(root, f)).mtimeMs : 0);
  const sources = Math.max(
    ...["apps/web/src", "apps/web/index.html", "apps/server/src", "packages/core/src", "packages/db/src"].map((s) =>
      newestMtime(path.join(root, s)),
    ),
  );
  const oldest = Math.min(built("apps/web/dist/index.html"), built("apps/server/dist/main.js"));
  if (!args.includes("--build") && oldest > sources) return;
  say("Building (npm run build)…");
  const r = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (r.status !== 0) {
    console.error(`${r.stdout}\n${r.stderr}`.slice(-4000));
    process.exit(r.status ?? 1);
  }
}

// ---------------------------------------------------------------------------------- HTTP

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

/** A mutation as httpBatchLink posts it; the answer's data and the cookies it set. */
async function mutate(url: string, cookie: string, proc: string, input: unknown) {
  const res = await fetch(`${url}/trpc/${proc}?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({ 0: input === undefined ? {} : { json: input } }),
  });
  if (!res.ok) throw new Error(`${proc}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const answer = (await res.json()) as Array<{ result: { data: { json: unknown } } }>;
  return { data: answer[0]?.result.data.json, cookies: res.headers.getSetCookie().map((c) => c.split(";")[0] ?? "") };
}

/** A phone enrolled the way issue 21 has it (an admin's one-time code): its device cookie. */
async function enrolledPhoneCookie(url: string, adminEmail: string): Promise<string> {
  const admin = await signIn(url, adminEmail);
  const { data } = await mutate(url, admin, "phones.createEnrollmentCode", undefined);
  const { cookies } = await mutate(url, "", "mobile.enroll", { code: (data as { code: string }).code });
  if (cookies.length === 0) throw new Error("mobile.enroll set no device cookie");
  return cookies.join("; ");
}

/** A query as the browser's httpBatchLink sends it: GET /trpc/<path>?batch=1&input={"0":{"json":…}}. */
const queryUrl = (url: string, proc: string, input: unknown) =>
  `${url}/trpc/${proc}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;

async function getJson(address: string, cookie: string): Promise<unknown> {
  const res = await fetch(address, { headers: { cookie, "accept-encoding": "br, gzip" } });
  if (!res.ok) throw new Error(`${address.slice(0, 120)}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

interface LoadRun {
  perSecond: number;
  p95: number;
  bad: number;
  nodeCpu: number;
  pgCpu: number;
  load: number;
}

/** One autocannon run, 10 connections; p95 from every answer's time; CPU per request from /proc. */
async function loadRun(server: StartedServer, opts: autocannon.Options, seconds = LOAD_SECONDS): Promise<LoadRun> {
  const pg = server.database().postmasterPid;
  const cpu = () => ({ node: cpuOf(server.pid), pg: treeSum(pg, cpuOf) });
  const before = cpu();
  const latencies: number[] = [];
  const instance = autocannon({ connections: 10, duration: seconds, ...opts });
  instance.on("response", (_c, _s, _b, t) => latencies.push(t));
  const result = await instance;
  const after = cpu();
  const n = Math.max(1, result.requests.total);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) say(`  (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return {
    perSecond: result.requests.total / seconds,
    p95: percentile(latencies, 0.95),
    bad,
    nodeCpu: (after.node - before.node) / n,
    pgCpu: (after.pg - before.pg) / n,
    load: load1(),
  };
}

const printRun = (title: string, r: LoadRun) =>
  say(
    `  ${title.padEnd(28)} ${fmtRate(r.perSecond).padStart(7)}  p95 ${fmtMs(r.p95).padStart(9)}  node CPU ${fmtMs(r.nodeCpu).padStart(8)}  pg CPU ${fmtMs(r.pgCpu).padStart(8)}  load ${r.load.toFixed(1)}`,
  );

// ---------------------------------------------------------------------------------- parts

async function startPart() {
  say(`\n## start: warm \`npm start\` to healthy, embedded database included (median of ${START_ROUNDS})`);
  const dataDir = newDataDir();
  try {
    // The first start creates the cluster and the database (a cold start): not counted.
    const port = await freeTcpPort();
    const first = await npmStart(root, dataDir, port);
    await first.stop();
    say(`  first start (initdb, migrations): ${fmtSeconds(first.readyMs)}`);
    const walls: number[] = [];
    const cpus: number[] = [];
    const ls: number[] = [];
    for (let i = 0; i < START_ROUNDS; i++) {
      const s = await npmStart(root, dataDir, port);
      await s.stop();
      walls.push(s.readyMs);
      cpus.push(s.cpuMs);
      ls.push(load1());
      say(
        `  run ${i + 1}: ${fmtSeconds(s.readyMs)} (CPU of node + PostgreSQL ${fmtMs(s.cpuMs)}), load ${ls.at(-1)?.toFixed(1)}`,
      );
    }
    rows.push({
      figure: "warm `npm start` to healthy, embedded database included",
      measured: `${fmtSeconds(median(walls))} (CPU ${fmtMs(median(cpus))})`,
      goal: "≤ 0.8 s",
      met: median(walls) <= 800,
      load: loads(ls),
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** forms.submit as FormSubmitPage posts it (httpBatchLink: POST ?batch=1, superjson). */
function submitRequests(url: string, cookie: string, forms: SeededForms): autocannon.Options {
  let n = 0;
  return {
    url: `${url}/trpc/forms.submit?batch=1`,
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/json", "accept-encoding": "br, gzip" },
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          n++;
          const assetId = forms.assetIds[n % forms.assetIds.length];
          const input = {
            formId: forms.formId,
            assetId,
            values: { field_1: n % 200, field_2: `bench ${n}` },
            type: "inventory",
            submissionId: null,
          };
          return { ...req, body: JSON.stringify({ 0: { json: input } }) };
        },
      },
    ],
  };
}

async function submitsPart(server: StartedServer, forms: SeededForms) {
  say(`\n## submits: forms.submit over HTTP, 10 clients, 1,000 assets, 3 runs of ${LOAD_SECONDS} s`);
  const opts = submitRequests(server.url, await signIn(server.url, forms.email), forms);
  const against = AGAINST
    ? await spawnServer("node", server.database().url, await freeTcpPort(), { bundle: path.resolve(AGAINST) })
    : undefined;
  const other = against ? submitRequests(against.url, await signIn(against.url, forms.email), forms) : undefined;
  // The A/B compares this build's bundle started the same way as the other one (see listsPart).
  const mine = against ? await spawnServer("node", server.database().url, await freeTcpPort()) : undefined;
  const mineOpts = mine ? submitRequests(mine.url, await signIn(mine.url, forms.email), forms) : undefined;
  // Not counted: the first seconds of a fresh process compile the hot paths.
  await autocannon({ ...opts, connections: 10, duration: 2 });
  if (other) await autocannon({ ...other, connections: 10, duration: 2 });
  if (mineOpts) await autocannon({ ...mineOpts, connections: 10, duration: 2 });
  const all: LoadRun[] = [];
  try {
    // --against: the other build and this one, both started by spawnServer, beside each run,
    // first and second in turn (A B, B A, A B), so neither build always meets the machine's
    // state after the seeding.
    const otherRun = async (i: number) => {
      if (!against || !other || !mine || !mineOpts) return;
      const pair = [
        async () => printRun(`run ${i + 1}, --against`, await loadRun({ ...server, pid: against.pid }, other)),
        async () => printRun(`run ${i + 1}, this build alike`, await loadRun({ ...server, pid: mine.pid }, mineOpts)),
      ];
      for (const run of i % 2 === 0 ? pair : pair.reverse()) await run();
    };
    for (let i = 0; i < 3; i++) {
      if (i % 2 === 1) await otherRun(i);
      all.push(await loadRun(server, opts));
      printRun(`run ${i + 1}`, all[i] as LoadRun);
      if (i % 2 === 0) await otherRun(i);
    }
  } finally {
    await against?.stop();
    await mine?.stop();
  }
  const perSecond = median(all.map((r) => r.perSecond));
  const p95 = median(all.map((r) => r.p95));
  rows.push({
    figure: "submits, 10 clients, 1,000 assets (median of 3)",
    measured: `${fmtRate(perSecond)}, p95 ${fmtMs(p95)}; ${fmtMs(median(all.map((r) => r.nodeCpu)))} Node + ${fmtMs(median(all.map((r) => r.pgCpu)))} PostgreSQL CPU per submit`,
    goal: "≥ 400/s, p95 < 40 ms",
    met: perSecond >= 400 && p95 < 40 && all.every((r) => r.bad === 0),
    load: loads(all.map((r) => r.load)),
  });
}

// The rows assets.list returns, written by hand (one statement), and the count the app runs
// beside it: capped at assetCountLimit(page, 25) = 10,000 rows for the first pages, counted
// as the app counts (services/lists/list-page.ts countRows: stop at the cap + 1).
const BARE_PAGE = `select a.id, a.name, a.description, a.status, a.asset_id, a.barcode, a.serial_number,
  a.metadata->>'location' as location, t.id as type_id, t.name as type_name, t.color, i.id as item_id,
  i.quantity, a.created_at, a.updated_at, a.deleted_at
  from assets a join asset_types t on t.id = a.asset_type_id
  left join inventory_items i on i.organization_id = $1 and i.asset_id = a.id and i.is_deleted = false
  where a.organization_id = $1 and a.is_deleted = false order by a.name, a.id limit 25 offset $2`;
const CAPPED_COUNT = `select count(*)::int as n from
  (select 1 from assets where organization_id = $1 and is_deleted = false limit $2) capped`;
const COUNT_CAP = 10_000;
/** One asset's status flipped between active and maintenance: a write the asset grid's kept total must notice. */
const FLIP_STATUS = `update assets set status = case status when 'active' then 'maintenance' else 'active' end
  where id = (select id from assets where organization_id = $1 and is_deleted = false order by name, id limit 1)`;

/**
 * A GET as lean as the SQL side's client: node:http on one kept-alive connection, the answer
 * decompressed (brotli, as the browser asks for it) and parsed — the work a browser does,
 * without undici's fetch machinery (WHATWG streams, a decompression stream per answer), which
 * cost the bench's client ~1.5–2 ms a list request that no user's browser pays and that the
 * bare SQL's client (postgres.js) does not pay either. The fetch figure is still printed.
 */
function leanClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (address: string, cookie: string) =>
    new Promise<unknown>((resolve, reject) => {
      const req = http.get(address, { agent, headers: { cookie, "accept-encoding": "br, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("error", reject);
        res.on("end", () => {
          try {
            const body = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const text =
              encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
            if (res.statusCode !== 200)
              throw new Error(`${address.slice(0, 120)}: ${res.statusCode} ${text.toString().slice(0, 300)}`);
            resolve(JSON.parse(text.toString()));
          } catch (err) {
            reject(err);
          }
        });
      });
      req.on("error", reject);
    });
  return { get, close: () => agent.destroy() };
}

/**
 * The scans of the plan PostgreSQL runs `text` with once prepared and run six times, as the
 * bench's postgres.js and the app's prepared statements run it (after five runs a generic
 * plan is kept when it costs no more than the custom ones): printed beside the baseline, so a
 * reader sees when its plan is not the one of another run.
 */
async function preparedPlan(sql: postgres.Sql, text: string, types: string, params: string): Promise<string> {
  await sql.unsafe(`prepare bench_plan(${types}) as ${text}`);
  try {
    for (let i = 0; i < 6; i++) await sql.unsafe(`execute bench_plan(${params})`);
    const plan = await sql.unsafe(`explain (costs off) execute bench_plan(${params})`);
    return plan
      .map((r) =>
        String(Object.values(r)[0])
          .trim()
          .replace(/^->\s*/, ""),
      )
      .filter((line) => line.includes("Scan"))
      .join(", ");
  } finally {
    await sql.unsafe("deallocate bench_plan");
  }
}

/**
 * Rounds of a fresh server's warm-up before the lists' first timed round: each GETs both pages
 * and the signed-in and signed-out floors (the list's whole path: tRPC, the session check,
 * the page's statement, superjson, brotli). A fresh process answers its first thousand or so
 * requests slower while V8 compiles its hot paths: without this the page timed first (page 1)
 * read ~0.3–0.4 ms slower than the same page timed after it, and so did the floor (measured
 * 2026-11-27: pages timed 1, 2, 1 read 2.9, 2.4, 2.2 ms; floors signed in 1.3, 1.0, 0.9 ms;
 * a 45 s pause or a 16 MiB young generation before page 1 changed nothing, so it is the
 * compiling, not background work or GC sizing). A user meets a server that has been running;
 * the figures are for that, and the warm-up's first and last rounds are printed so the
 * cold process's cost stays visible.
 */
const SERVER_WARM_UP = QUICK ? 200 : 1_000;

async function warmServers(
  lean: ReturnType<typeof leanClient>,
  servers: readonly { name: string; url: string; cookie: string }[],
) {
  const SAMPLE = Math.min(100, SERVER_WARM_UP / 2);
  for (const s of servers) {
    const pages = [1, 2].map((page) => queryUrl(s.url, "assets.list", { page }));
    const floor = queryUrl(s.url, "auth.session", undefined);
    const firstPage: number[] = [];
    for (let i = 0; i < SERVER_WARM_UP; i++) {
      const t0 = performance.now();
      await lean.get(pages[0] as string, s.cookie);
      if (i < SAMPLE || i >= SERVER_WARM_UP - SAMPLE) firstPage.push(performance.now() - t0);
      await lean.get(pages[1] as string, s.cookie);
      await lean.get(floor, s.cookie);
      await lean.get(floor, "");
    }
    say(
      `  ${s.name}, a fresh process warmed with ${SERVER_WARM_UP} rounds (both pages, the floors) before any timed one: page 1 GET ${fmtMs(median(firstPage.slice(0, SAMPLE)))} over its first ${SAMPLE} requests, ${fmtMs(median(firstPage.slice(SAMPLE)))} over its last ${SAMPLE}`,
    );
  }
}

/**
 * The connection whose plan runs the capped count fastest: each runs it 20 times untimed (past
 * the five runs after which a generic plan may be kept), then 60 times each, interleaved; the
 * lowest median wins and is printed with the others and its plan.
 */
async function chooseCount(connections: Record<string, postgres.Sql>, params: [string, number]): Promise<postgres.Sql> {
  const entries = Object.entries(connections);
  const run = (c: postgres.Sql) => c.unsafe(CAPPED_COUNT, params, { prepare: true });
  for (let i = 0; i < 20; i++) for (const [, c] of entries) await run(c);
  const times = entries.map(() => [] as number[]);
  const order = entries.map((_, k) => k);
  for (let i = 0; i < 60; i++) {
    for (const k of i % 2 === 0 ? order : [...order].reverse()) {
      const t0 = performance.now();
      await run((entries[k] as [string, postgres.Sql])[1]);
      times[k]?.push(performance.now() - t0);
    }
  }
  const medians = times.map((t) => median(t));
  const best = medians.indexOf(Math.min(...medians));
  const [name, chosen] = entries[best] as [string, postgres.Sql];
  say(
    `  the capped count's baseline, the fastest of its plans (medians of 60 each): ${entries.map(([n], i) => `${n} ${fmtMs(medians[i] ?? Number.NaN)}`).join("; ")}; chosen: ${name}`,
  );
  return chosen;
}

/** Untimed rounds of the ratio's group before each page's counted ones (see listsPart). */
const LIST_WARM_UP = QUICK ? 100 : 300;

async function listsPart(server: StartedServer, org: SeededOrg) {
  say(
    `\n## lists: assets.list at 100,000 assets over HTTP vs bare SQL + the capped count (${LIST_ROUNDS} rounds, ${LIST_WARM_UP} untimed before; the GET, the bare SQL and the count back to back in each, in turn)`,
  );
  const cookie = await signIn(server.url, org.email);
  const against = AGAINST
    ? await spawnServer("node", server.database().url, await freeTcpPort(), { bundle: path.resolve(AGAINST) })
    : undefined;
  // The A/B compares like with like: this build's bundle started the same way as the --against
  // one (spawnServer), not the `npm start` server the table's figures come from (started
  // differently, the same bundle answered page 1 in 13.2 vs 9.7 ms at load 12–14).
  const mine = against ? await spawnServer("node", server.database().url, await freeTcpPort()) : undefined;
  const mineCookie = mine ? await signIn(mine.url, org.email) : "";
  const sql = postgres(server.database().url, { max: 1, onnotice: () => {} });
  // Two connections: the page and the count at the same time, as the app runs them when it counts.
  const sql2 = postgres(server.database().url, { max: 2, onnotice: () => {} });
  const service = createDatabase(server.database().url, { max: 2 });
  // The capped count's plan is not the same in every run: prepared, PostgreSQL keeps a generic
  // plan after five runs, and whether that is a sequential scan (~2.2 ms) or the index-only
  // scan (~1.4 ms) moved with how many organizations the run seeded (measured 2026-11-27: the
  // full bench, with the importer's organization, kept the sequential scan; `lists` alone the
  // index-only one). A slower count flatters the ratio, so the baseline takes the fastest of
  // the count's plans (chooseCount), whichever this run's statistics favour.
  const countConnections: Record<string, postgres.Sql> = {
    "prepared (the plan PostgreSQL keeps after five runs)": sql,
    "planned for the organization on every run (a custom plan)": postgres(server.database().url, {
      max: 1,
      onnotice: () => {},
      connection: { plan_cache_mode: "force_custom_plan" },
    }),
    "with sequential scans off (the index-only scan)": postgres(server.database().url, {
      max: 1,
      onnotice: () => {},
      connection: { enable_seqscan: "off" },
    }),
  };
  const lean = leanClient();
  const floorAddress = queryUrl(server.url, "auth.session", undefined);
  try {
    await warmServers(lean, [
      { name: "this build", url: server.url, cookie },
      ...(against ? [{ name: "the --against build", url: against.url, cookie }] : []),
      ...(mine ? [{ name: "this build, started alike", url: mine.url, cookie: mineCookie }] : []),
    ]);
    const countSql = await chooseCount(countConnections, [org.orgId, COUNT_CAP + 1]);
    for (const page of [1, 2]) {
      const address = queryUrl(server.url, "assets.list", { page });
      const againstAddress = against ? queryUrl(against.url, "assets.list", { page }) : "";
      const mineAddress = mine ? queryUrl(mine.url, "assets.list", { page }) : "";
      const input = assetListInput.parse({ page, pageSize: 25 });
      const serviceCall = () => listAssets({ db: service.db, orgId: org.orgId }, input);
      /**
       * The same GET right after a write that changes a column the count reads (one asset's
       * status, flipped): the kept total must be counted again (services/lists/list-totals.ts).
       * Then the other readers (the other build, the service call) read once, untimed, so
       * each build's next kept-total request meets a total kept after the write, as this
       * build's does (before, the --against build counted again on every round).
       */
      const afterWrite = (get: () => Promise<unknown>) => async () => {
        await sql.unsafe(FLIP_STATUS, [org.orgId], { prepare: true });
        const t0 = performance.now();
        await get();
        const own = performance.now() - t0;
        await lean.get(address, cookie);
        if (against) await lean.get(againstAddress, cookie);
        if (mine) await lean.get(mineAddress, mineCookie);
        await serviceCall();
        return own;
      };
      // The ratio's group: the app's GET and its baseline's two statements, timed back to back
      // in every round, each first, second and third in turn (roundOrder), so the request and
      // its baseline meet the same moment of a shared machine. The table's ratio is the median
      // of the rounds' own ratios; the ratio of the medians is printed beside it. With
      // --against, both bundles' GETs are members of the group too.
      const group: Record<string, () => Promise<unknown>> = {
        http: () => lean.get(address, cookie),
        bare: () => sql.unsafe(BARE_PAGE, [org.orgId, (page - 1) * 25], { prepare: true }),
        count: () => countSql.unsafe(CAPPED_COUNT, [org.orgId, COUNT_CAP + 1], { prepare: true }),
        ...(against
          ? { mine: () => lean.get(mineAddress, mineCookie), against: () => lean.get(againstAddress, cookie) }
          : {}),
      };
      // The rest, after the group in each round, every other round in reverse order.
      const extras: Record<string, () => Promise<unknown>> = {
        // The same GET through undici's fetch (what the bench timed before).
        fetch: () => getJson(address, cookie),
        ...(against
          ? { againstFetch: () => getJson(againstAddress, cookie), mineFetch: () => getJson(mineAddress, mineCookie) }
          : {}),
        // The floor: the same GET through Fastify and tRPC answering nothing from no database
        // (auth.session signed out), and signed in (the session + viewer query every list pays).
        floor: () => lean.get(floorAddress, ""),
        session: () => lean.get(floorAddress, cookie),
        afterWrite: afterWrite(() => lean.get(address, cookie)),
        ...(against
          ? {
              againstAfterWrite: afterWrite(() => lean.get(againstAddress, cookie)),
              mineAfterWrite: afterWrite(() => lean.get(mineAddress, mineCookie)),
            }
          : {}),
        bareWithCount: () =>
          Promise.all([
            sql2.unsafe(BARE_PAGE, [org.orgId, (page - 1) * 25], { prepare: true }),
            sql2.unsafe(CAPPED_COUNT, [org.orgId, COUNT_CAP + 1], { prepare: true }),
          ]),
        service: serviceCall,
      };
      const timesOwn = new Set(["afterWrite", "againstAfterWrite", "mineAfterWrite"]);
      const names = [...Object.keys(group), ...Object.keys(extras)];
      const times: Record<string, number[]> = Object.fromEntries(names.map((k) => [k, []]));
      const timed = async (name: string, v: (() => Promise<unknown>) | undefined) => {
        if (!v) return;
        const t0 = performance.now();
        const own = await v();
        // A variant that times only part of its work returns that time.
        times[name]?.push(timesOwn.has(name) ? (own as number) : performance.now() - t0);
      };
      // Warm-up, untimed, in the rounds' own orders: the fresh processes compile their hot
      // paths, every server connection and the bench's own run each statement past the five
      // runs after which PostgreSQL may keep a generic plan, and the GET and the SQL read the
      // same warm buffers. Then every extra a few times.
      const groupNames = Object.keys(group);
      for (let i = 0; i < LIST_WARM_UP; i++) for (const name of roundOrder(groupNames, i)) await group[name]?.();
      for (let i = 0; i < 10; i++) for (const v of Object.values(extras)) await v();
      const ls: number[] = [load1()];
      const extraOrder = Object.entries(extras);
      for (let r = 0; r < LIST_ROUNDS; r++) {
        for (const name of roundOrder(groupNames, r)) await timed(name, group[name]);
        for (const [name, v] of r % 2 === 0 ? extraOrder : [...extraOrder].reverse()) await timed(name, v);
      }
      ls.push(load1());
      const t = (k: string) => times[k] ?? [];
      const m = (k: string) => median(t(k));
      // Each round's bare + count, and each round's GET over it (the table's figure: their median).
      const baseRounds = t("bare").map((b, i) => b + (t("count")[i] ?? Number.NaN));
      const perRound = quartiles(perRoundRatios(t("http"), baseRounds));
      const baseline = m("bare") + m("count");
      const ofMedians = ratio(m("http"), baseline);
      const msRange = (xs: number[]) => {
        const q = quartiles(xs);
        return `${q.p25.toFixed(1)}–${fmtMs(q.p75)}`;
      };
      const ratioRange = (q: { p25: number; p75: number }) => `${q.p25.toFixed(2)}–${fmtRatio(q.p75)}`;
      say(
        `  page ${page}: HTTP ${fmtMs(m("http"))}, bare SQL ${fmtMs(m("bare"))} + capped count ${fmtMs(m("count"))} = ${fmtMs(baseline)} (medians of ${LIST_ROUNDS} rounds)`,
      );
      say(
        `    HTTP / (bare + count): median of the rounds' own ratios ${fmtRatio(perRound.median)} (p25–p75 ${ratioRange(perRound)}); ratio of the medians ${fmtRatio(ofMedians)}`,
      );
      say(
        `    p25–p75 of each: HTTP ${msRange(t("http"))}, bare ${msRange(t("bare"))}, count ${msRange(t("count"))}, bare + count ${msRange(baseRounds)}`,
      );
      say(
        `    beside them: through fetch ${fmtMs(m("fetch"))}; right after a write, counting again: ${fmtMs(m("afterWrite"))}; bare and count at once on two connections ${fmtMs(m("bareWithCount"))}; service call ${fmtMs(m("service"))}; floor: an empty tRPC GET ${fmtMs(m("floor"))}, signed in ${fmtMs(m("session"))}`,
      );
      const params = `'${org.orgId}'`;
      say(
        `    plans (prepared, after six runs): bare SQL ${await preparedPlan(sql, BARE_PAGE, "uuid, int", `${params}, ${(page - 1) * 25}`)}; capped count ${await preparedPlan(countSql, CAPPED_COUNT, "uuid, int", `${params}, ${COUNT_CAP + 1}`)}`,
      );
      if (against) {
        const ab = quartiles(perRoundRatios(t("mine"), t("against")));
        const mineToBase = quartiles(perRoundRatios(t("mine"), baseRounds));
        const againstToBase = quartiles(perRoundRatios(t("against"), baseRounds));
        say(
          `  page ${page}, A/B, both bundles started alike: this build ${fmtMs(m("mine"))}, the --against build ${fmtMs(m("against"))}: median of per-round ratios ${fmtRatio(ab.median)} (p25–p75 ${ratioRange(ab)}), ratio of medians ${fmtRatio(ratio(m("mine"), m("against")))}; to bare + count (median of per-round ratios) ${fmtRatio(mineToBase.median)} vs ${fmtRatio(againstToBase.median)}; ratios of medians: through fetch ${fmtMs(m("mineFetch"))} vs ${fmtMs(m("againstFetch"))} (${fmtRatio(ratio(m("mineFetch"), m("againstFetch")))}); right after a write ${fmtMs(m("mineAfterWrite"))} vs ${fmtMs(m("againstAfterWrite"))} (${fmtRatio(ratio(m("mineAfterWrite"), m("againstAfterWrite")))})`,
        );
      }
      rows.push({
        figure: `asset list 100k, page ${page}, over HTTP (ratio: the median of ${LIST_ROUNDS} per-round ratios)`,
        measured: `${fmtMs(m("http"))}: ${fmtRatio(perRound.median)} bare SQL + capped count (p25–p75 ${ratioRange(perRound)}; ratio of medians ${fmtRatio(ofMedians)}, ${fmtMs(m("bare"))} + ${fmtMs(m("count"))}); as ratios of medians: bare and count at once on two connections ${fmtMs(m("bareWithCount"))}, ${fmtRatio(ratio(m("http"), m("bareWithCount")))}; through undici's fetch ${fmtMs(m("fetch"))}, ${fmtRatio(ratio(m("fetch"), baseline))}; floor ${fmtMs(m("floor"))} (an empty tRPC GET), ${fmtMs(m("session"))} signed in`,
        goal: "≤ 1.3× bare + capped count",
        met: perRound.median <= 1.3,
        load: loads(ls),
      });
      rows.push({
        figure: `asset list 100k, page ${page}, over HTTP, right after a write (the total counted again)`,
        measured: `${fmtMs(m("afterWrite"))}: ${fmtRatio(ratio(m("afterWrite"), baseline))} bare SQL + capped count (ratio of medians)`,
        goal: "",
        load: loads(ls),
      });
      rows.push({
        figure: `asset list 100k, page ${page}, service call`,
        measured: `${fmtMs(m("service"))}: ${fmtRatio(ratio(m("service"), baseline))} bare SQL + capped count (ratio of medians)`,
        goal: "",
        load: loads(ls),
      });
    }
    for (const page of [1, 2]) {
      const opts = {
        url: queryUrl(server.url, "assets.list", { page }),
        headers: { cookie, "accept-encoding": "br, gzip" },
      };
      await autocannon({ ...opts, connections: 10, duration: 1 });
      if (against) {
        const other = { ...opts, url: queryUrl(against.url, "assets.list", { page }) };
        await autocannon({ ...other, connections: 10, duration: 1 });
        const againstServer = { ...server, pid: against.pid };
        const mineServer = { ...server, pid: mine?.pid ?? server.pid };
        const mineOpts = {
          url: queryUrl(mine?.url ?? server.url, "assets.list", { page }),
          headers: { cookie: mineCookie, "accept-encoding": "br, gzip" },
        };
        await autocannon({ ...mineOpts, connections: 10, duration: 1 });
        for (let i = 0; i < 2; i++) {
          // Alternated, so neither build always runs first.
          if (i === 1) printRun(`page ${page}, --against`, await loadRun(againstServer, other));
          printRun(`page ${page}, this build`, await loadRun(mineServer, mineOpts));
          if (i === 0) printRun(`page ${page}, --against`, await loadRun(againstServer, other));
        }
      }
      const r = await loadRun(server, opts);
      printRun(`page ${page}, 10 clients`, r);
      rows.push({
        figure: `asset list 100k, page ${page}, 10 clients`,
        measured: `${fmtRate(r.perSecond)}, p95 ${fmtMs(r.p95)}; ${fmtMs(r.nodeCpu)} Node + ${fmtMs(r.pgCpu)} PostgreSQL CPU per request`,
        goal: "≥ 400 req/s",
        met: r.perSecond >= 400 && r.bad === 0,
        load: loads([r.load]),
      });
    }
  } finally {
    await sql.end({ timeout: 5 });
    await sql2.end({ timeout: 5 });
    for (const c of Object.values(countConnections)) if (c !== sql) await c.end({ timeout: 5 });
    lean.close();
    await service.close();
    await against?.stop();
    await mine?.stop();
  }
}

const statusKiB = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);

async function reportPart(server: StartedServer, org: SeededOrg) {
  say(
    "\n## report: latest mode over 20,000 assets over HTTP (the streamed CSV export, the screen's pages), 3 runs each",
  );
  const cookie = await signIn(server.url, org.email);
  const columnsAnswer = (await getJson(
    queryUrl(server.url, "reports.columns", { assetTypeIds: [] }),
    cookie,
  )) as Array<{
    result: { data: { json: { columns: Array<Record<string, unknown>> } } };
  }>;
  const columns = (columnsAnswer[0]?.result.data.json.columns ?? []).map((c) => ({ ...c, selected: true }));
  // The export as the screen asks for it (POST /api/reports/export.csv): the whole file, read to the end.
  const whole = async () => {
    const res = await fetch(`${server.url}/api/reports/export.csv`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie, "accept-encoding": "br, gzip" },
      body: JSON.stringify({ dateRangeType: "all_time", viewMode: "latest", assetTypeIds: [], columns }),
    });
    if (!res.ok) throw new Error(`export: ${res.status} ${(await res.text()).slice(0, 300)}`);
    const text = await res.text();
    return { bytes: Buffer.byteLength(text), rowsRead: text.split("\r\n").length - 1 };
  };
  // The fresh server's first export carries the process's one-time growth (V8's young
  // generation, compiled code, ICU's zone data), which no later export repeats: printed, not counted.
  {
    const rssBefore = statusKiB(server.pid, "VmRSS");
    const t0 = performance.now();
    await whole();
    say(
      `  first export after the start (not counted): ${fmtSeconds(performance.now() - t0)}, RSS ${fmtMiB(statusKiB(server.pid, "VmRSS") - rssBefore)}, load ${load1().toFixed(1)}`,
    );
  }
  const walls: number[] = [];
  const growth: number[] = [];
  const ls: number[] = [];
  let shape = { bytes: 0, rowsRead: 0 };
  for (let i = 0; i < 3; i++) {
    const rssBefore = statusKiB(server.pid, "VmRSS");
    // Resets the process's peak RSS (VmHWM) to its current RSS (Linux, same user or root).
    try {
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
    } catch {
      // not allowed: the peak then counts from the process's start
    }
    const t0 = performance.now();
    shape = await whole();
    walls.push(performance.now() - t0);
    growth.push(statusKiB(server.pid, "VmHWM") - rssBefore);
    ls.push(load1());
    say(
      `  run ${i + 1}: ${fmtSeconds(walls.at(-1) ?? Number.NaN)}, peak RSS ${fmtMiB(growth.at(-1) ?? Number.NaN)}, load ${ls.at(-1)?.toFixed(1)}`,
    );
  }
  say(`  the CSV: ${shape.rowsRead} rows, ${(shape.bytes / 2 ** 20).toFixed(1)} MiB`);

  // What the screen asks (useReportGeneration): numbered page 1 (with the whole report's row
  // count and warnings), then page 2, REPORT_TABLE_PAGE_SIZE assets each.
  const screen = async () => {
    for (const page of [1, 2]) {
      const input = {
        dateRangeType: "all_time",
        viewMode: "latest",
        pageSize: REPORT_TABLE_PAGE_SIZE,
        cursor: null,
        page,
      };
      await getJson(queryUrl(server.url, "reports.generate", input), cookie);
    }
  };
  const screenWalls: number[] = [];
  const screenGrowth: number[] = [];
  const screenLoads: number[] = [];
  for (let i = 0; i < 3; i++) {
    const rssBefore = statusKiB(server.pid, "VmRSS");
    try {
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
    } catch {
      // not allowed: the peak then counts from the process's start
    }
    const t0 = performance.now();
    await screen();
    screenWalls.push(performance.now() - t0);
    screenGrowth.push(statusKiB(server.pid, "VmHWM") - rssBefore);
    screenLoads.push(load1());
    say(
      `  screen run ${i + 1} (pages 1 and 2 of ${REPORT_TABLE_PAGE_SIZE}): ${fmtSeconds(screenWalls.at(-1) ?? Number.NaN)}, peak RSS ${fmtMiB(screenGrowth.at(-1) ?? Number.NaN)}, load ${screenLoads.at(-1)?.toFixed(1)}`,
    );
  }
  rows.push({
    figure: `latest-mode report, 20,000 assets, the screen: pages 1 and 2 of ${REPORT_TABLE_PAGE_SIZE} over HTTP (median of 3)`,
    measured: `${fmtSeconds(median(screenWalls))}; peak RSS ${fmtMiB(Math.max(...screenGrowth))}`,
    goal: "≤ 1 s, memory flat",
    met: median(screenWalls) <= 1000 && Math.max(...screenGrowth) <= 16 * 1024,
    load: loads(screenLoads),
  });
  rows.push({
    figure: "latest-mode report, 20,000 assets, the CSV export streamed over HTTP (median of 3)",
    measured: `${fmtSeconds(median(walls))}; peak RSS ${fmtMiB(Math.max(...growth))}`,
    goal: "≤ 1 s, memory flat",
    met: median(walls) <= 1000 && Math.max(...growth) <= 16 * 1024,
    load: loads(ls),
  });
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

function webRows(results: WebResult[], goals: Record<string, Record<string, number | undefined>>) {
  for (const r of results) {
    const ms = median(r.runs.map((v) => v.ms));
    const goal = goals[r.c.key]?.[r.network.label];
    rows.push({
      figure: `${r.c.title}, ${r.network.label} (median of ${r.runs.length} cold runs)`,
      measured: `${fmtSeconds(ms)} (scripts ${fmtMs(median(r.runs.map((v) => v.scriptMs)))}; ${(median(r.runs.map((v) => v.bytes)) / 1024).toFixed(0)} KB in ${median(r.runs.map((v) => v.requests))} requests)`,
      goal: goal === undefined ? "" : `≤ ${(goal / 1000).toFixed(1)} s`,
      met: goal === undefined ? undefined : ms <= goal,
      load: loads(r.loads),
    });
    say(`  ${r.c.title}, ${r.network.label}: ${fmtSeconds(ms)}  runs ${r.runs.map((v) => v.ms.toFixed(0)).join(", ")}`);
  }
}

async function webPart(server: StartedServer, org: SeededOrg) {
  say(`\n## web: Chromium, cold cache, ${WEB_ROUNDS} runs under each profile`);
  const cookie = await signIn(server.url, org.email);
  const cases: WebCase[] = [
    {
      key: "assets",
      title: "/assets first rows",
      path: "/assets",
      cookie,
      waitFor: "table tbody tr td",
      viewport: DESKTOP,
      figure: "visible",
    },
    {
      key: "login",
      title: "/login LCP",
      path: "/login",
      waitFor: "input[type=password]",
      viewport: DESKTOP,
      figure: "lcp",
    },
  ];
  const results = await webRuns(server.url, cases, [SLOW_4G, RTT_150], WEB_ROUNDS);
  webRows(results, {
    assets: { [SLOW_4G.label]: 4000, [RTT_150.label]: 2500 },
    login: { [SLOW_4G.label]: 2500 },
  });
}

async function phonePart(server: StartedServer | undefined, forms: SeededForms | undefined) {
  say("\n## phone: the phone budgets");
  const r = spawnSync(process.execPath, [path.join(root, "scripts/bench/phone-bundle.mjs")], {
    cwd: root,
    encoding: "utf8",
  });
  const kb = Number(/whole phone path before each paint: ([\d.]+) KB gzip/.exec(r.stdout)?.[1] ?? Number.NaN);
  say(`  phone-bundle.mjs: ${Number.isNaN(kb) ? r.stderr.trim().slice(-300) : `${kb} KB gzip`} (exit ${r.status})`);
  rows.push({
    figure: "phone: JavaScript before each paint along /qr/{code} → PIN → count",
    measured: `${kb.toFixed(1)} KB gzip`,
    goal: "≤ 150 KB gzip",
    met: r.status === 0 && kb <= 150,
    load: loads([load1()]),
  });
  if (!server || !forms) return;
  const phoneCookie = await enrolledPhoneCookie(server.url, forms.email);
  const cases: WebCase[] = [
    {
      key: "pin",
      cookie: phoneCookie,
      title: "phone PIN screen /qr/{code} LCP, 375×667",
      path: `/qr/${forms.assetIds[0]}`,
      waitFor: "[data-testid=mobile-pin]",
      viewport: PHONE,
      figure: "lcp",
    },
  ];
  const results = await webRuns(server.url, cases, [SLOW_4G, RTT_150], WEB_ROUNDS);
  webRows(results, { pin: { [SLOW_4G.label]: 2500, [RTT_150.label]: 2500 } });
}

// ---------------------------------------------------------------------------------- main

/** A part that fails is a row of the table saying so; the other parts still run. */
async function attempt(part: string, fn: () => Promise<void>) {
  try {
    await fn();
  } catch (err) {
    const message = err instanceof Error ? (err.message.split("\n")[0] ?? "") : String(err);
    say(`  ${part} failed: ${message}`);
    rows.push({
      figure: `${part}: failed`,
      measured: message.slice(0, 160),
      goal: "",
      met: false,
      load: loads([load1()]),
    });
  }
}

async function main() {
  const started = performance.now();
  const cpu = os.cpus();
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  say(
    `# npm run bench (${parts.join(", ")}), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}`,
  );
  say(
    `machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? "?"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
  );
  say(
    `load average: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")} (wall times on a shared machine move with it)`,
  );
  ensureBuilt();

  // Before the bench's own server runs: start-up is timed on an otherwise idle bench.
  if (runs("start")) await attempt("start", startPart);

  const needsServer = parts.some((p) => p !== "start");
  if (!needsServer) return finish(started);
  const dataDir = newDataDir();
  say("\nStarting a fresh server (node scripts/start.mjs, embedded PostgreSQL) and seeding with SQL…");
  const profileDir = PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-prof-")) : "";
  const server = await npmStart(
    root,
    dataDir,
    await freeTcpPort(),
    PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const sql = postgres(server.database().url, { max: 1, onnotice: () => {} });
    const t0 = performance.now();
    const forms = runs("submits") || runs("phone") || SEED_BIG_ORGS ? await seedFormsOrg(sql, 1_000) : undefined;
    const org100k =
      runs("lists") || runs("web") || SEED_BIG_ORGS ? await seedAssetOrg(sql, "100k", 100_000) : undefined;
    const reportOrg = runs("report") || SEED_BIG_ORGS ? await seedReportOrg(sql, 20_000) : undefined;
    const importOrg = runs("import") ? { ...(await seedAssetOrg(sql, "import", 0)), typeName: "Primer" } : undefined;
    await sql`vacuum analyze`;
    await sql.end({ timeout: 5 });
    say(`seeded in ${fmtSeconds(performance.now() - t0)}; load average ${os.loadavg()[0]?.toFixed(1)}`);

    if (forms && runs("submits")) await attempt("submits", () => submitsPart(server, forms));
    if (org100k && runs("lists")) await attempt("lists", () => listsPart(server, org100k));
    if (reportOrg && runs("report")) await attempt("report", () => reportPart(server, reportOrg));
    if (org100k && runs("web")) await attempt("web", () => webPart(server, org100k));
    if (runs("phone")) await attempt("phone", () => phonePart(server, forms));
    if (importOrg) await attempt("import", async () => void rows.push(...(await importPart(server, importOrg, say))));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (PROFILE) say(`\nCPU profile of the server: ${profileDir} (npx tsx scripts/bench/profile-summary.ts <file>)`);
  finish(started);
}

function finish(started: number) {
  say(
    `\n## issue 23's table (${os.cpus().length} cores, load average now ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")})`,
  );
  say(renderTable(rows));
  if (rows.some((r) => r.load.split("/").some((l) => Number(l) > 2)))
    say("\nSome figures were measured at a 1-minute load average above 2: a loaded machine, not final figures.");
  say(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();

// The web app's first screens in Chromium under throttling, with the waterfall of every
// request: /login's LCP and the time to /assets' first rows (100k assets), cold cache, slow 4G
// (DevTools' 562.5 ms RTT profile and Lighthouse's simulated 150 ms one) and 4× CPU through
// CDP, the 1-minute load average printed beside every figure.
//
//   npx tsx scripts/bench/web-waterfall.ts [--against=<another build's dist>[@<its server main.js>][,…]] [--repeat=N]
//     [--cases=login,assets] [--profiles=devtools,simulated] [--waterfall] [--cpu-profile] [--screenshots=<dir>]
//
// --cpu-profile records the main thread's JavaScript during the first round's visits and
// prints where its self time went (by file, then the top functions).
//
// With --against, a second server (one per build) serves that build (say main's, copied aside) on the same
// database and the visits alternate between the builds in a shuffled order, so a change in
// the machine's load touches both alike; the ratio of the medians is printed.
// It needs apps/web/dist and apps/server/dist (`npm run build`). The figures are the same as
// `npm run bench -- --web-only`'s (scripts/bench/run.ts); this one adds "after the network"
// (from the last response's last byte to the screen) and runs without the phone cases.
import os from "node:os";
import path from "node:path";
import { createDatabase } from "@stockroom/db";
import { chromium } from "playwright-core";
import { freeTcpPort } from "./npm-start";
import { startBenchDatabase } from "./pg";
import { BENCH_PASSWORD, seedAssetOrg } from "./seed";
import { spawnServer } from "./startup";
import { paintedAt } from "./web";

const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const load = () => os.loadavg()[0]?.toFixed(1) ?? "?";

const PROFILES = {
  devtools: {
    label: "562.5 ms RTT, 1.47 Mbit/s",
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
  simulated: {
    label: "150 ms RTT, 1.6 Mbit/s",
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  },
};
type Profile = (typeof PROFILES)[keyof typeof PROFILES];

interface Case {
  name: "login" | "assets" | "dashboard";
  path: string;
  signedIn: boolean;
  waitFor: string;
  figure: "lcp" | "visibleAt";
}
const CASES: Case[] = [
  // The app's own field: page-login.html's prerendered card (apps/web/src/lib/firstPaint.ts) has
  // a password input too, shown before the app is there; the figure is its LCP all the same.
  { name: "login", path: "/login", signedIn: false, waitFor: "[data-testid=login-password]", figure: "lcp" },
  { name: "assets", path: "/assets", signedIn: true, waitFor: "table tbody tr td", figure: "visibleAt" },
  // The dashboard's counts (not their loading skeletons), the app's or the server's drawing of
  // them (its test ids renamed): the screen a sign-in lands on.
  {
    name: "dashboard",
    path: "/",
    signedIn: true,
    waitFor: ":is([data-testid=stat-value], [data-first-paint=stat-value])",
    figure: "visibleAt",
  },
];

interface RequestTiming {
  url: string;
  asked: number;
  sent: number;
  firstByte: number;
  done: number;
  bytes: number;
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

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? Number.NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const pad = (s: string, n: number) => s.padStart(n);
const shuffle = <T>(xs: T[]) => [...xs].sort(() => Math.random() - 0.5);

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time of a CPU profile by script file, then by function (the 12 largest of each). */
function printProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byId.get(samples[i] ?? 0);
    const us = deltas[i + 1] ?? 0;
    if (!frame) continue;
    const file = frame.url.replace(/^https?:\/\/[^/]+/, "") || `(${frame.functionName || "native"})`;
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const fn = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, us]) => `  ${pad((us / 1000).toFixed(0), 6)} ms  ${k.slice(0, 110)}`)
      .join("\n");
  console.log(`self time by file:\n${top(byFile)}\nby function:\n${top(byFunction)}`);
  if (process.env.WATERFALL_CALLERS) {
    // Who called the heaviest functions: the chain of callers of each of the top 3.
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const selfOf = new Map<number, number>();
    for (let i = 0; i < samples.length; i++)
      selfOf.set(samples[i] ?? 0, (selfOf.get(samples[i] ?? 0) ?? 0) + (deltas[i + 1] ?? 0));
    const heavy = [...selfOf]
      .filter(([id]) => byId.get(id)?.url)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    for (const [id, us] of heavy) {
      const chain: string[] = [];
      for (let at: number | undefined = id; at !== undefined && chain.length < 14; at = parent.get(at)) {
        const f = byId.get(at);
        if (f)
          chain.push(`${f.functionName || "(anon)"}@${f.url.replace(/^.*\//, "")}:${f.lineNumber}:${f.columnNumber}`);
      }
      console.log(`  ${(us / 1000).toFixed(0)} ms: ${chain.join(" < ")}`);
    }
  }
}

async function main() {
  const root = path.resolve(import.meta.dirname, "../..");
  const rounds = Number(option("repeat") ?? 3);
  const cases = CASES.filter((c) => (option("cases")?.split(",") ?? ["login", "assets"]).includes(c.name));
  const profiles = (option("profiles")?.split(",") ?? ["devtools", "simulated"]).map(
    (p) => PROFILES[p as keyof typeof PROFILES],
  );
  const against = option("against");
  const db = await startBenchDatabase();
  const handle = createDatabase(db.url, { max: 4 });
  const servers: Awaited<ReturnType<typeof spawnServer>>[] = [];
  try {
    console.log(`seeding 100,000 assets… (load ${load()})`);
    const org = await seedAssetOrg(handle.sql, "100k", 100_000);
    await handle.sql`vacuum analyze`;
    // Free ports, not fixed ones: other benches may run on the same machine.
    servers.push(await spawnServer("node", db.url, await freeTcpPort()));
    const builds = [{ label: "this build", url: servers[0]?.url ?? "" }];
    // --against=<dist>[@<server bundle>][,…]: one more server per build, on the same database;
    // with a bundle, that build's server too (a server change, say which screens it draws).
    for (const spec of against?.split(",") ?? []) {
      const [dist = "", bundle] = spec.split("@");
      const server = await spawnServer("node", db.url, await freeTcpPort(), {
        env: { STOCKROOM_WEB_DIST: path.resolve(dist) },
        ...(bundle ? { bundle: path.resolve(bundle) } : {}),
      });
      servers.push(server);
      builds.push({ label: path.basename(path.resolve(dist)), url: server.url });
    }
    console.log(
      `builds: ${builds.map((b) => b.label).join(", ")} (web dist of this build: ${path.join(root, "apps/web/dist")})`,
    );
    const cookies = new Map<string, string>();
    for (const b of builds) cookies.set(b.url, await signIn(b.url, org.email));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
    const shots = option("screenshots");
    if (shots) {
      // --screenshots=<dir>: /login and /assets of this build at both sizes, unthrottled, to look at.
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 667 },
      ]) {
        for (const c of cases) {
          const context = await browser.newContext({ viewport });
          const url = builds[0]?.url ?? "";
          const [name, value] = (cookies.get(url) ?? "").split("=");
          if (c.signedIn) await context.addCookies([{ name: name ?? "", value: value ?? "", url }]);
          const page = await context.newPage();
          await page.goto(`${url}${c.path}`);
          await page.waitForSelector(c.waitFor, { timeout: 120_000 });
          await page.waitForTimeout(500);
          await page.screenshot({ path: path.join(shots, `${c.name}-${viewport.width}x${viewport.height}.png`) });
          await context.close();
        }
      }
      console.log(`screenshots in ${shots}`);
      await browser.close();
      return;
    }
    const visit = async (c: Case, url: string, network: Profile) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (c.signedIn) {
        const [name, value] = (cookies.get(url) ?? "").split("=");
        await context.addCookies([{ name: name ?? "", value: value ?? "", url }]);
      }
      const page = await context.newPage();
      await page.addInitScript({
        content: `window.__lcp = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });`,
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Performance.enable");
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
        const t = timings.get(e.requestId);
        if (!t) return;
        t.done = since(e.timestamp);
        t.bytes = e.encodedDataLength;
      });
      const profiling = process.argv.includes("--cpu-profile") && !profiled.has(`${c.name}|${url}`);
      if (profiling) {
        profiled.add(`${c.name}|${url}`);
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      }
      const { label: _label, ...conditions } = network;
      await cdp.send("Network.emulateNetworkConditions", conditions);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${url}${c.path}`, { waitUntil: "commit", timeout: 120_000 });
      await page.waitForSelector(c.waitFor, { timeout: 120_000 });
      const visibleAt = await paintedAt(page);
      const { metrics } = await cdp.send("Performance.getMetrics");
      const scriptMs = 1000 * (metrics.find((m) => m.name === "ScriptDuration")?.value ?? Number.NaN);
      const requests = [...timings.values()].sort((a, b) => a.asked - b.asked);
      if (profiling) printProfile((await cdp.send("Profiler.stop")).profile);
      // Requests finished before the screen showed: the last one's end is when the network was done.
      const before = requests.filter((r) => r.done > 0 && r.done <= visibleAt);
      const networkDone = Math.max(...before.map((r) => r.done));
      await page.waitForTimeout(500);
      const lcp = Number(await page.evaluate("window.__lcp"));
      await context.close();
      const bytes = before.reduce((s, r) => s + r.bytes, 0);
      return { visibleAt, lcp, scriptMs, networkDone, bytes, count: before.length, requests };
    };
    const profiled = new Set<string>();
    type Visit = Awaited<ReturnType<typeof visit>>;
    const results = new Map<string, Visit[]>();
    for (let round = 0; round < rounds; round++) {
      for (const c of cases) {
        for (const network of profiles) {
          for (const b of shuffle(builds)) {
            const before = load();
            const r = await visit(c, b.url, network);
            const key = `${c.name}|${network.label}|${b.label}`;
            results.set(key, [...(results.get(key) ?? []), r]);
            console.log(
              `${`${c.path} ${c.figure === "lcp" ? "LCP" : "first rows"}`.padEnd(20)}${network.label.padEnd(27)}${b.label.padEnd(16)}${pad(`${r[c.figure].toFixed(0)} ms`, 9)}  network done ${pad(r.networkDone.toFixed(0), 5)}, after it ${pad((r.visibleAt - r.networkDone).toFixed(0), 5)} ms, scripts ${pad(r.scriptMs.toFixed(0), 5)} ms, ${(r.bytes / 1024).toFixed(0)} KB in ${r.count}  load ${before}→${load()}`,
            );
            if (round === 0 && process.argv.includes("--waterfall")) {
              console.log(
                `${pad("asked", 7)}${pad("sent", 7)}${pad("1st B", 7)}${pad("done", 7)}${pad("KB", 7)}  what`,
              );
              for (const q of r.requests) {
                const name = q.url.replace(/^https?:\/\/[^/]+/, "").replace(/input=.*/, "input=…");
                console.log(
                  `${pad(q.asked.toFixed(0), 7)}${pad(q.sent.toFixed(0), 7)}${pad(q.firstByte.toFixed(0), 7)}${pad(q.done.toFixed(0), 7)}${pad((q.bytes / 1024).toFixed(1), 7)}  ${name.slice(0, 100)}`,
                );
              }
            }
          }
        }
      }
    }
    await browser.close();
    console.log(
      `\nmedians of ${rounds} (load now ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")})`,
    );
    for (const c of cases) {
      for (const network of profiles) {
        const meds = builds.map((b) => {
          const rs = results.get(`${c.name}|${network.label}|${b.label}`) ?? [];
          return {
            b,
            fig: median(rs.map((r) => r[c.figure])),
            after: median(rs.map((r) => r.visibleAt - r.networkDone)),
            script: median(rs.map((r) => r.scriptMs)),
          };
        });
        for (const m of meds) {
          console.log(
            `${`${c.path} ${c.figure === "lcp" ? "LCP" : "first rows"}`.padEnd(20)}${network.label.padEnd(27)}${m.b.label.padEnd(16)}${pad(`${m.fig.toFixed(0)} ms`, 9)}  after the network ${pad(m.after.toFixed(0), 5)} ms, scripts ${pad(m.script.toFixed(0), 5)} ms`,
          );
        }
        for (const m of meds.slice(1)) {
          console.log(`${"".padEnd(47)}this build / ${m.b.label}: ${((meds[0]?.fig ?? 0) / m.fig).toFixed(2)}×`);
        }
      }
    }
  } finally {
    for (const s of servers) await s.stop();
    await handle.close();
    await db.stop();
  }
}

await main();

// The web figures of `npm run bench`: cold visits in Chromium (playwright-core, Debian's
// /usr/bin/chromium) with the network and the CPU throttled through CDP, as Lighthouse /
// DevTools do it. Each visit is a new browser context (empty cache, no service worker).
import os from "node:os";
import { type Browser, chromium, type Page } from "playwright-core";

export interface NetworkProfile {
  label: string;
  offline: false;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** DevTools' "Slow 4G" preset (the issue's first profile): 562.5 ms RTT, 1.47 Mbit/s down. */
export const SLOW_4G: NetworkProfile = {
  label: "slow 4G + 4× CPU",
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
/** Lighthouse's simulated mobile link (the second profile): 150 ms RTT, 1.6 Mbit/s down. */
export const RTT_150: NetworkProfile = {
  label: "150 ms RTT + 4× CPU",
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface WebCase {
  key: string;
  title: string;
  path: string;
  /** Cookies ("a=1; b=2"): the session for pages behind sign-in, a phone's device cookie. */
  cookie?: string | undefined;
  /** What shows that the screen is there (its LCP candidate has painted by then). */
  waitFor: string;
  viewport: { width: number; height: number };
  /** lcp: largest-contentful-paint; visible: when `waitFor` showed (first rows). */
  figure: "lcp" | "visible";
}

export interface Visit {
  ms: number;
  scriptMs: number;
  bytes: number;
  requests: number;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

/**
 * When what `waitForSelector` found is on the screen: the next animation frame's time. A page
 * whose render-blocking stylesheets have not arrived has its elements laid out (a selector
 * finds them visible) but paints nothing, and runs no animation frame, until they have: a
 * server-drawn first screen (apps/server/src/http/first-screen.ts) read ~1 s early without this.
 * For a screen the script draws it adds at most a frame.
 */
export function paintedAt(page: Page): Promise<number> {
  return page
    .evaluate("new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))")
    .then(Number);
}

/** One cold, throttled visit: the figure (LCP or first rows visible, ms from navigation). */
export async function visit(browser: Browser, url: string, c: WebCase, network: NetworkProfile): Promise<Visit> {
  const context = await browser.newContext({ viewport: c.viewport, serviceWorkers: "block" });
  try {
    for (const pair of c.cookie?.split("; ") ?? []) {
      const at = pair.indexOf("=");
      await context.addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url }]);
    }
    const page = await context.newPage();
    await page.addInitScript({
      content:
        "window.__lcp = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });",
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Performance.enable");
    let bytes = 0;
    let requests = 0;
    cdp.on("Network.loadingFinished", (e) => {
      bytes += e.encodedDataLength;
      requests++;
    });
    const { label: _label, ...conditions } = network;
    await cdp.send("Network.emulateNetworkConditions", conditions);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${c.path}`, { waitUntil: "commit", timeout: 120_000 });
    await page.waitForSelector(c.waitFor, { timeout: 120_000 });
    const visibleAt = await paintedAt(page);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const scriptMs = 1000 * (metrics.find((m) => m.name === "ScriptDuration")?.value ?? Number.NaN);
    if (c.figure === "visible") return { ms: visibleAt, scriptMs, bytes, requests };
    // LCP settles once the page stops painting bigger things: wait for the network to go quiet.
    await page.waitForLoadState("networkidle", { timeout: 120_000 }).catch(() => {});
    await page.waitForTimeout(300);
    return { ms: Number(await page.evaluate("window.__lcp")), scriptMs, bytes, requests };
  } finally {
    await context.close();
  }
}

export interface WebResult {
  c: WebCase;
  network: NetworkProfile;
  runs: Visit[];
  loads: number[];
}

/** `rounds` cold visits of every case under every profile, interleaved round by round. */
export async function webRuns(
  url: string,
  cases: readonly WebCase[],
  profiles: readonly NetworkProfile[],
  rounds: number,
): Promise<WebResult[]> {
  const browser = await launchChromium();
  try {
    const results: WebResult[] = cases.flatMap((c) => profiles.map((network) => ({ c, network, runs: [], loads: [] })));
    // One unthrottled visit each first: a broken screen fails here, quickly.
    for (const c of cases)
      await visit(browser, url, c, { ...RTT_150, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    for (let i = 0; i < rounds; i++) {
      for (const r of results) {
        r.runs.push(await visit(browser, url, r.c, r.network));
        r.loads.push(os.loadavg()[0] ?? Number.NaN);
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

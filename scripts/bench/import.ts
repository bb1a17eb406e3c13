// The `import` part of `npm run bench` (scripts/bench/run.ts): the spreadsheet import of
// issue 24, as the screen drives it, over HTTP on the bench's fresh `npm start` server with a
// real session cookie. A 10,000-row CSV is uploaded, previewed (budget 5 s) and committed
// (budget 20 s), then previewed and committed again (all unchanged), a copy with every
// row's quantity changed is previewed and committed (all updated), and both are undone; a
// 100,000-row CSV is previewed with the server's peak RSS growth (budget 300 MB above idle).
// Each step is `assets.import.start` then `assets.import.run` re-read until done, the way
// the screen follows a run: a file this size is a background (pg-boss) job, so the time
// includes the job's pickup. Prints ms, rows per second and the load average.
import fs from "node:fs";
import os from "node:os";
import { type FigureRow, fmtMiB, fmtSeconds, loads } from "./figures";
import type { StartedServer } from "./npm-start";
import { BENCH_PASSWORD, type SeededOrg } from "./seed";

const PREVIEW_BUDGET_MS = 5_000;
const COMMIT_BUDGET_MS = 20_000;
const RSS_BUDGET_MIB = 300;
const POLL_MS = 100;

const load1 = () => os.loadavg()[0] ?? Number.NaN;

/**
 * A stock list as teams keep them: external id, name, type, description, quantity, unit,
 * cost, location. `recount`: the same list with every row's quantity changed (a re-import
 * of new counts: every row an update of one field).
 */
export function stockListCsv(rows: number, typeName: string, recount = false): string {
  const lines = ["External ID,Name,Asset type,Description,Serial number,Quantity,Unit,Cost,Location"];
  for (let i = 1; i <= rows; i++) {
    const quantity = (i % 97) + (recount ? 1 : 0);
    lines.push(
      `E${i},Item ${i},${typeName},"Can ${i}, 1 gal",S${i},${quantity},each,${(i % 50) + 0.25},Aisle ${i % 20}`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

class Http {
  constructor(
    readonly url: string,
    private cookie = "",
  ) {}

  async signIn(email: string) {
    const res = await fetch(`${this.url}/trpc/auth.signIn?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.url },
      body: JSON.stringify({ 0: { json: { email, password: BENCH_PASSWORD } } }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
    this.cookie = res.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    if (!this.cookie) throw new Error("no session cookie");
  }

  async upload(name: string, text: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from(text)], { type: "text/csv" }), name);
    const res = await fetch(`${this.url}/api/uploads/imports`, {
      method: "POST",
      headers: { cookie: this.cookie, origin: this.url },
      body: form,
    });
    const body = (await res.json()) as { url?: string; error?: string };
    if (!res.ok || !body.url) throw new Error(`upload failed: ${res.status} ${body.error}`);
    return body.url;
  }

  async call<T>(kind: "query" | "mutation", proc: string, input: unknown): Promise<T> {
    const headers = { "content-type": "application/json", origin: this.url, cookie: this.cookie };
    const res =
      kind === "mutation"
        ? await fetch(`${this.url}/trpc/${proc}?batch=1`, {
            method: "POST",
            headers,
            body: JSON.stringify({ 0: input === undefined ? {} : { json: input } }),
          })
        : await fetch(
            `${this.url}/trpc/${proc}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`,
            { headers },
          );
    const answer = (await res.json()) as Array<{
      result?: { data: { json: T } };
      error?: { json: { message: string } };
    }>;
    const first = answer[0];
    if (!res.ok || !first?.result) throw new Error(`${proc}: ${res.status} ${first?.error?.json.message ?? ""}`);
    return first.result.data.json;
  }
}

interface RunAnswer {
  id: string;
  status: string;
  error: string | null;
  background: boolean;
  preview: { totals: Record<string, number> } | null;
  commit: { batchId: string; counts: Record<string, number> } | null;
}

/** Starts a step and re-reads its run until it is done: the screen's wall time. */
async function timedRun(http: Http, step: "preview" | "commit", file: string) {
  const t0 = performance.now();
  let run = await http.call<RunAnswer>("mutation", "assets.import.start", { file, matchKey: "external_id", step });
  // How long the run waited for a job to take it (pg-boss's pickup), to the poll's precision.
  let queuedMs = run.status === "queued" ? Number.NaN : 0;
  while (run.status === "queued" || run.status === "running") {
    await new Promise((r) => setTimeout(r, POLL_MS));
    run = await http.call<RunAnswer>("query", "assets.import.run", { runId: run.id });
    if (Number.isNaN(queuedMs) && run.status !== "queued") queuedMs = performance.now() - t0;
  }
  const ms = performance.now() - t0;
  if (run.status !== "done") throw new Error(`${step} failed: ${run.error}`);
  return { ms, run, queuedMs };
}

const statusKiB = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);

/** The import part: the figures as rows of the bench's table (each line is also printed). */
export async function importPart(
  server: StartedServer,
  org: SeededOrg & { typeName: string },
  say: (line: string) => void,
): Promise<FigureRow[]> {
  say("\n## import: a 10,000-row CSV previewed and committed, a 100,000-row CSV previewed, over HTTP");
  const http = new Http(server.url);
  await http.signIn(org.email);
  const rows: FigureRow[] = [];
  const figure = (name: string, count: number, ms: number, budget: number | null, load: number, note = "") => {
    const perSecond = (count / ms) * 1000;
    say(
      `  ${name.padEnd(34)} ${fmtSeconds(ms).padStart(8)}  ${perSecond.toFixed(0).padStart(6)} rows/s${budget ? `  ${(ms / budget).toFixed(2)} of budget` : ""}  load ${load.toFixed(1)}${note}`,
    );
    rows.push({
      figure: `import: ${name}`,
      measured: `${fmtSeconds(ms)} (${perSecond.toFixed(0)} rows/s)${note}`,
      goal: budget ? `< ${fmtSeconds(budget)}` : "",
      met: budget ? ms < budget : undefined,
      load: loads([load]),
    });
  };

  const picked = (r: { queuedMs: number }) => `; queued ${fmtSeconds(r.queuedMs)}`;
  const tenK = await http.upload("10k.csv", stockListCsv(10_000, org.typeName));
  const p1 = await timedRun(http, "preview", tenK);
  if (p1.run.preview?.totals.create !== 10_000) throw new Error(`preview: ${JSON.stringify(p1.run.preview?.totals)}`);
  figure("preview 10,000 rows (all new)", 10_000, p1.ms, PREVIEW_BUDGET_MS, load1(), picked(p1));
  const c1 = await timedRun(http, "commit", tenK);
  if (c1.run.commit?.counts.created !== 10_000) throw new Error(`commit: ${JSON.stringify(c1.run.commit?.counts)}`);
  figure("commit 10,000 rows (create)", 10_000, c1.ms, COMMIT_BUDGET_MS, load1(), picked(c1));
  const p2 = await timedRun(http, "preview", tenK);
  if (p2.run.preview?.totals.unchanged !== 10_000) throw new Error(`re-preview: ${JSON.stringify(p2.run.preview)}`);
  figure("preview 10,000 rows (all unchanged)", 10_000, p2.ms, PREVIEW_BUDGET_MS, load1(), picked(p2));
  const c2 = await timedRun(http, "commit", tenK);
  figure("commit 10,000 rows (unchanged)", 10_000, c2.ms, COMMIT_BUDGET_MS, load1(), picked(c2));
  const recount = await http.upload("10k-recount.csv", stockListCsv(10_000, org.typeName, true));
  const p3 = await timedRun(http, "preview", recount);
  if (p3.run.preview?.totals.update !== 10_000) throw new Error(`recount preview: ${JSON.stringify(p3.run.preview)}`);
  figure("preview 10,000 rows (all updated)", 10_000, p3.ms, PREVIEW_BUDGET_MS, load1(), picked(p3));
  const c3 = await timedRun(http, "commit", recount);
  if (c3.run.commit?.counts.updated !== 10_000) throw new Error(`recount commit: ${JSON.stringify(c3.run.commit)}`);
  figure("commit 10,000 rows (updated)", 10_000, c3.ms, COMMIT_BUDGET_MS, load1(), picked(c3));
  // The newer import first: undo refuses the older one while later counts stand.
  const u1 = performance.now();
  await http.call("mutation", "assets.import.undo", { batchId: c3.run.commit.batchId });
  figure("undo of the 10,000-row update", 10_000, performance.now() - u1, null, load1());
  const u0 = performance.now();
  await http.call("mutation", "assets.import.undo", { batchId: c1.run.commit.batchId });
  figure("undo of the 10,000-row import", 10_000, performance.now() - u0, null, load1());

  const hundredK = await http.upload("100k.csv", stockListCsv(100_000, org.typeName));
  const rssBefore = statusKiB(server.pid, "VmRSS");
  try {
    // Resets the process's peak RSS (VmHWM) to its current RSS (Linux, same user or root).
    fs.writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
  } catch {
    // not allowed: the peak then counts from the process's start
  }
  const p4 = await timedRun(http, "preview", hundredK);
  const growth = statusKiB(server.pid, "VmHWM") - rssBefore;
  figure("preview 100,000 rows", 100_000, p4.ms, null, load1(), `; peak RSS ${fmtMiB(growth)}`);
  rows.push({
    figure: "import: preview 100,000 rows, server's peak RSS above idle",
    measured: fmtMiB(growth),
    goal: `< ${RSS_BUDGET_MIB} MB`,
    met: growth < RSS_BUDGET_MIB * 1024,
    load: loads([load1()]),
  });
  return rows;
}

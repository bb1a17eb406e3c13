// Pure helpers of `npm run bench` (scripts/bench/run.ts): medians, percentiles, ratios and
// the table the bench prints (issue 23's shape: figure, measured, goal). No I/O here.

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** The value below which a share `q` (0…1) of the samples fall (nearest rank). */
export function percentile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const rank = Math.ceil(q * s.length);
  return s[Math.min(s.length, Math.max(1, rank)) - 1] as number;
}

export function ratio(a: number, b: number): number {
  return b === 0 ? Number.NaN : a / b;
}

/**
 * Each round's `a / b` (the two series measured in the same rounds, index by index): the ratio
 * of a request to its baseline taken beside it, so a slow stretch of the machine moves both.
 */
export function perRoundRatios(a: readonly number[], b: readonly number[]): number[] {
  return a.slice(0, Math.min(a.length, b.length)).map((x, i) => ratio(x, b[i] as number));
}

/** The middle half of the samples and their median: how steady a figure is across rounds. */
export function quartiles(xs: readonly number[]): { p25: number; median: number; p75: number } {
  return { p25: percentile(xs, 0.25), median: median(xs), p75: percentile(xs, 0.75) };
}

/**
 * Round `round`'s order of a group timed back to back: rotated by one each round, and
 * reversed every other cycle of `items.length` rounds. Over 2 × length rounds each member
 * runs at every position equally often, after and before the others (for three members:
 * all six orders), so none always meets the state another leaves behind.
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  const k = items.length;
  if (k === 0) return [];
  const shift = round % k;
  const rotated = [...items.slice(shift), ...items.slice(0, shift)];
  return Math.floor(round / k) % 2 === 1 ? rotated.reverse() : rotated;
}

export const fmtMs = (x: number) => (Number.isNaN(x) ? "n/a" : x >= 100 ? `${x.toFixed(0)} ms` : `${x.toFixed(1)} ms`);
export const fmtSeconds = (ms: number) => (Number.isNaN(ms) ? "n/a" : `${(ms / 1000).toFixed(2)} s`);
export const fmtRatio = (x: number) => (Number.isNaN(x) ? "n/a" : `${x.toFixed(2)}×`);
export const fmtRate = (x: number) => (Number.isNaN(x) ? "n/a" : `${x.toFixed(0)}/s`);
export const fmtMiB = (kib: number) =>
  Number.isNaN(kib) ? "n/a" : `${kib >= 0 ? "+" : ""}${(kib / 1024).toFixed(0)} MiB`;

/** One row of the bench's table. `met` is undefined for rows without a goal (service calls). */
export interface FigureRow {
  figure: string;
  measured: string;
  goal: string;
  met?: boolean | undefined;
  /** 1-minute load averages while it was measured (one per run, or before/after). */
  load: string;
}

/** The table as Markdown, ready to paste into docs/benchmarks.md. */
export function renderTable(rows: readonly FigureRow[]): string {
  const cell = (s: string) => s.replaceAll("|", "\\|");
  const lines = ["| figure | measured | goal | met | load (1 min) |", "|---|---|---|---|---|"];
  for (const r of rows) {
    const met = r.met === undefined ? "" : r.met ? "yes" : "**no**";
    lines.push(`| ${cell(r.figure)} | ${cell(r.measured)} | ${cell(r.goal)} | ${met} | ${cell(r.load)} |`);
  }
  return lines.join("\n");
}

/** The load averages of several runs, as printed beside a figure: "1.2/1.4/1.9". */
export const loads = (xs: readonly number[]) => xs.map((x) => x.toFixed(1)).join("/");

/** Parts of `npm run bench`; arguments pick some (`npm run bench -- submits lists`), none means all. */
export const PARTS = ["start", "submits", "lists", "report", "web", "phone", "import"] as const;
export type Part = (typeof PARTS)[number];

export function selectParts(args: readonly string[]): Part[] {
  const named = args.filter((a) => !a.startsWith("-"));
  for (const a of named) {
    if (!(PARTS as readonly string[]).includes(a))
      throw new Error(`"${a}" is no part of the bench (${PARTS.join(", ")})`);
  }
  return named.length === 0 ? [...PARTS] : PARTS.filter((p) => named.includes(p));
}

// Spec 02 §9: "Month key format YYYY-MM (yyyy-MM); December to January rollover for
// previous-month lookup." A month is the organization's month (issue 20): the functions
// that turn an instant into a month, or a month into instants, take the organization's
// IANA time zone (UTC when none is given), so the server and every browser agree.

export const MONTH_KEY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export function isMonthKey(value: unknown): value is string {
  return typeof value === "string" && MONTH_KEY_PATTERN.test(value);
}

export function formatMonthKey({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = partsFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, found);
  }
  return found;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function utcParts(date: Date): WallClock {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** The wall clock from Intl (the slow, always right way: ~10 µs a call). */
function formattedParts(date: Date, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(date)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** The zone's offset (ms ahead of UTC, whole seconds) at an instant, from Intl. */
function formattedOffset(ms: number, timeZone: string): number {
  const p = formattedParts(new Date(ms), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * A zone's offset per hour of time, when it is the same at the hour's first and last
 * second (no transition inside: every transition of the tz database since 1900 moves the
 * offset, and none is undone within an hour); null for an hour with a transition inside.
 * A report of 60,000 rows asks for the month and the clock of every submission: Intl's
 * formatToParts for each was a third of an export's CPU (issue 23), this is a map lookup.
 */
const HOUR = 3_600_000;
const FAST_FROM = Date.UTC(1900, 0, 1);
const FAST_UNTIL = Date.UTC(10000, 0, 1);
const MAX_CACHED_HOURS = 50_000;
const hourOffsets = new Map<string, Map<number, number | null>>();
function hourOffset(ms: number, timeZone: string): number | null {
  let zone = hourOffsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  const hour = Math.floor(ms / HOUR);
  let offset = zone.get(hour);
  if (offset === undefined) {
    const first = formattedOffset(hour * HOUR, timeZone);
    offset = first === formattedOffset(hour * HOUR + HOUR - 1000, timeZone) ? first : null;
    if (zone.size >= MAX_CACHED_HOURS) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
}

/** The wall clock of an instant in a time zone (year, month 1–12, day, hour, minute, second). */
export function zonedParts(date: Date, timeZone: string): WallClock {
  if (timeZone === "UTC") return utcParts(date);
  const ms = date.getTime();
  if (ms >= FAST_FROM && ms < FAST_UNTIL) {
    const offset = hourOffset(ms, timeZone);
    if (offset !== null) return utcParts(new Date(ms + offset));
  }
  return formattedParts(date, timeZone);
}

/** Minutes the zone is ahead of UTC at that instant (New York in winter: -300). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time (year, month 1–12, day, 00:00) starts in a time zone. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/**
 * The month key of an instant in the organization's time zone: 2025-03-31T23:00Z is
 * "2025-03" in UTC and New York, "2025-04" in Tokyo.
 */
export function monthKey(date: Date, timeZone = "UTC"): string {
  const { year, month } = zonedParts(date, timeZone);
  return formatMonthKey({ year, month });
}

/** Throws a RangeError on anything that is not YYYY-MM. */
export function parseMonthKey(key: string): YearMonth {
  const match = MONTH_KEY_PATTERN.exec(key);
  if (!match) throw new RangeError(`Not a month key (YYYY-MM): ${key}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Adds whole months: addMonths("2024-12", 1) = "2025-01". */
export function addMonthsToKey(key: string, months: number): string {
  const { year, month } = parseMonthKey(key);
  const index = year * 12 + (month - 1) + months;
  return formatMonthKey({ year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 });
}

/** "2025-01" → "2024-12". */
export function previousMonthKey(key: string): string {
  return addMonthsToKey(key, -1);
}
export function nextMonthKey(key: string): string {
  return addMonthsToKey(key, 1);
}

/** First instant of the month in the time zone (UTC when none is given). */
export function monthStart(key: string, timeZone = "UTC"): Date {
  const { year, month } = parseMonthKey(key);
  return zonedMidnight(year, month, 1, timeZone);
}
/**
 * Last millisecond of the month in the time zone (UTC when none is given). Date.UTC rolls
 * month 13 over, so 9999-12 ends without asking for a five-digit month key.
 */
export function monthEnd(key: string, timeZone = "UTC"): Date {
  const { year, month } = parseMonthKey(key);
  return new Date(zonedMidnight(year, month + 1, 1, timeZone).getTime() - 1);
}
/** Number of days in the month (28–31). */
export function daysInMonth(key: string): number {
  return monthEnd(key).getUTCDate();
}

/** Whole months from `from` to `to`, both counted: ("2025-01", "2025-03") → 3. */
export function monthSpan(from: string, to: string): number {
  const a = parseMonthKey(from);
  const b = parseMonthKey(to);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/** The keys from `from` to `to` inclusive, oldest first; empty when `to` is before `from`. */
export function monthKeysBetween(from: string, to: string): string[] {
  const count = monthSpan(from, to);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addMonthsToKey(from, i));
}

/** Spec 02 §2: "A next-month button is blocked past the current month." */
export function canGoToNextMonth(viewedMonth: string, now: Date, timeZone = "UTC"): boolean {
  return nextMonthKey(viewedMonth) <= monthKey(now, timeZone);
}

/** The month an inventory history row belongs to: its month_year, else its check date. */
export function monthKeyOfEntry(
  entry: {
    month_year?: string | null;
    check_date?: string | Date | null;
  },
  timeZone = "UTC",
): string | null {
  if (isMonthKey(entry.month_year)) return entry.month_year;
  if (entry.check_date === null || entry.check_date === undefined) return null;
  const date = entry.check_date instanceof Date ? entry.check_date : new Date(entry.check_date);
  return Number.isNaN(date.getTime()) ? null : monthKey(date, timeZone);
}

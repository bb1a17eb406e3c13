import { type AppSettings, DEFAULT_TIMEZONE } from "@stockroom/core";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { appSettingsAtom } from "../state/appSettingsAtom";

export type DateFormatSettings = Pick<AppSettings, "dateFormat" | "timeFormat" | "timezone">;
type DateInput = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The screen's locale for Intl: the day's digits are arranged by the date-format setting, but
 * the words Intl writes (12h's AM/PM: "p. m." in es) follow the language. English (and the
 * pseudo-locale, en-XA) stays en-US, the spec's "3:07 PM". Read from `<html lang>`, which the
 * i18n runtime sets to the screen's language. Not an import of i18n/format: new imports here and
 * in two other shared files moved Rollup's shared chunks, +0.7 KB on the phone's path (measured).
 */
function intlLocale(): string {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return !lang || lang.startsWith("en") ? "en-US" : lang;
}

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    // Latin digits in every language (the date-format setting's digits).
    const base = { ...options, numberingSystem: "latn" };
    try {
      found = new Intl.DateTimeFormat(locale, { ...base, timeZone });
    } catch {
      // An unknown zone name (typed or from another browser) falls back to the default zone.
      found = new Intl.DateTimeFormat(locale, { ...base, timeZone: DEFAULT_TIMEZONE });
    }
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of format.formatToParts(date)) result[part.type] = part.value;
  return result;
}

function arrangeDay(p: { year?: string; month?: string; day?: string }, dateFormat: AppSettings["dateFormat"]): string {
  switch (dateFormat) {
    case "DD/MM/YYYY":
      return `${p.day}/${p.month}/${p.year}`;
    case "YYYY-MM-DD":
      return `${p.year}-${p.month}-${p.day}`;
    default:
      return `${p.month}/${p.day}/${p.year}`;
  }
}

/** A date in the user's date format (MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD) and time zone. */
export function formatDate(value: DateInput, settings: DateFormatSettings): string {
  const date = toDate(value);
  if (!date) return "";
  const p = parts(formatter(settings.timezone, { year: "numeric", month: "2-digit", day: "2-digit" }), date);
  return arrangeDay(p, settings.dateFormat);
}

/**
 * A calendar day ("YYYY-MM-DD", e.g. a due date) in the user's date format. It names a
 * day, not an instant, so no time zone moves it.
 */
export function formatDay(isoDay: string, settings: Pick<DateFormatSettings, "dateFormat">): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? arrangeDay({ year: match[1], month: match[2], day: match[3] }, settings.dateFormat) : "";
}

/** A time in the user's time format (12h "3:07 PM" or 24h "15:07") and time zone. */
export function formatTime(value: DateInput, settings: DateFormatSettings): string {
  const date = toDate(value);
  if (!date) return "";
  const twelve = settings.timeFormat === "12h";
  const p = parts(
    formatter(settings.timezone, {
      hour: twelve ? "numeric" : "2-digit",
      minute: "2-digit",
      hourCycle: twelve ? "h12" : "h23",
    }),
    date,
  );
  return twelve ? `${p.hour}:${p.minute} ${p.dayPeriod ?? ""}`.trim() : `${p.hour}:${p.minute}`;
}

export function formatDateTime(value: DateInput, settings: DateFormatSettings): string {
  const date = toDate(value);
  return date ? `${formatDate(date, settings)} ${formatTime(date, settings)}` : "";
}

/**
 * The one way screens show dates: formatters bound to the user's App Settings (date
 * format, time format, time zone), so a change there shows everywhere at once.
 */
export function useDateFormat() {
  const settings = useAtomValue(appSettingsAtom);
  const { dateFormat, timeFormat, timezone } = settings;
  return useMemo(() => {
    const s = { dateFormat, timeFormat, timezone };
    return {
      date: (value: DateInput) => formatDate(value, s),
      day: (isoDay: string) => formatDay(isoDay, s),
      time: (value: DateInput) => formatTime(value, s),
      dateTime: (value: DateInput) => formatDateTime(value, s),
    };
  }, [dateFormat, timeFormat, timezone]);
}

import { ANOMALY_SEVERITIES, type Anomaly, type AnomalySeverity } from "../anomalies/detectAnomalies";
import { eventTime, type InventoryEvent } from "../anomalies/inventoryEvent";
import { usageForecast } from "../anomalies/usageForecast";
import { inventoryEventLabel } from "../constants/inventory";
import { quantityBand } from "../stock/stockLevel";
import type { HistorySearch } from "./historySearch";

/** What the history screen filters on, per event (quantity is the corrected one when corrected). */
export interface HistoryListEntry {
  id: string;
  eventType: string;
  quantity: number;
  notes: string | null;
  location: string | null;
  checkDate: Date | string;
  verified: boolean;
  /** Shown anomalies (after dismissals) or a simple flag. */
  hasIssues: boolean;
}

function yearOf(date: Date | string): string {
  return String(new Date(date).getUTCFullYear());
}

/**
 * Spec 02 §2: sort (newest or oldest), event type, status (verified, has issues, normal),
 * quantity band, year, a text search over notes, location and event type, and 'Issues Only'.
 */
export function filterHistoryEntries<T extends HistoryListEntry>(entries: readonly T[], search: HistorySearch): T[] {
  const q = search.q.trim().toLowerCase();
  const kept = entries.filter((e) => {
    if (search.type !== "all" && e.eventType !== search.type) return false;
    if (search.status === "verified" && !e.verified) return false;
    if (search.status === "issues" && !e.hasIssues) return false;
    if (search.status === "normal" && (e.hasIssues || e.verified)) return false;
    if (search.issues && !e.hasIssues) return false;
    if (search.band !== "all" && quantityBand(e.quantity) !== search.band) return false;
    if (search.year !== "all" && yearOf(e.checkDate) !== search.year) return false;
    if (q !== "") {
      const haystack = [e.notes ?? "", e.location ?? "", e.eventType, inventoryEventLabel(e.eventType)]
        .join(" ")
        .toLowerCase();
      if (!haystack.includes(q)) return false;
    }
    return true;
  });
  const sign = search.sort === "oldest" ? 1 : -1;
  return kept
    .map((e, index) => ({ e, index, time: new Date(e.checkDate).getTime() }))
    .sort((a, b) => sign * (a.time - b.time) || a.index - b.index)
    .map((x) => x.e);
}

/** The years that occur in the history, newest first (the year filter's options). */
export function historyYears(entries: readonly Pick<HistoryListEntry, "checkDate">[]): string[] {
  return [...new Set(entries.map((e) => yearOf(e.checkDate)))].sort((a, b) => b.localeCompare(a));
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HistorySummary {
  /** Current Stock. */
  currentStock: number;
  /** Daily Usage (units per day), null without enough data for a forecast. */
  dailyUsage: number | null;
  /** Days Remaining at that usage, null when unknown or nothing is used. */
  daysRemaining: number | null;
  /** Last Check: whole days since the newest event, null without events. */
  lastCheckDays: number | null;
  reorderRecommended: boolean;
}

/** The four summary cards: Current Stock, Daily Usage, Days Remaining, Last Check (in days). */
export function historySummary(events: readonly InventoryEvent[], currentStock: number, now: Date): HistorySummary {
  const forecast = usageForecast(events, currentStock, now);
  const times = events
    .filter((e) => e.event_type !== "deleted" && e.is_deleted !== true)
    .map(eventTime)
    .filter((t) => !Number.isNaN(t));
  const newest = times.length > 0 ? Math.max(...times) : null;
  return {
    currentStock,
    dailyUsage: forecast ? forecast.dailyUsage : null,
    daysRemaining: forecast ? forecast.daysUntilEmpty : null,
    lastCheckDays: newest === null ? null : Math.max(0, Math.floor((now.getTime() - newest) / DAY_MS)),
    reorderRecommended: forecast?.reorderRecommended ?? false,
  };
}

export interface TypoFix {
  quantity: number;
  confidence: number;
  /** The anomaly the fix answers: likely_typo, massive_increase or percentage_jump. */
  fixType: Anomaly["type"];
}

const TYPO_ANOMALIES: readonly Anomaly["type"][] = ["likely_typo", "massive_increase", "percentage_jump"];

/**
 * The auto-fix a banner offers: the quantity a likely typo meant (×10, an extra leading 1,
 * an exact +100/+1000). 'likely_typo' first (auto-fixable), then a massive increase or
 * percentage jump that carries a typo's suggested fix. Null when no anomaly is a typo.
 */
export function typoFix(anomalies: readonly Anomaly[]): TypoFix | null {
  for (const type of TYPO_ANOMALIES) {
    const anomaly = anomalies.find((a) => a.type === type && a.suggestedFix !== null);
    if (anomaly && anomaly.suggestedFix !== null) {
      return { quantity: anomaly.suggestedFix, confidence: anomaly.confidence, fixType: anomaly.type };
    }
  }
  return null;
}

/** Mantine colours for the banner of each severity. */
export const ANOMALY_SEVERITY_COLORS: Readonly<Record<AnomalySeverity, string>> = {
  low: "blue",
  medium: "yellow",
  high: "orange",
  critical: "red",
};

/** Anomalies sorted worst first, for the banner. */
export function sortAnomaliesBySeverity(anomalies: readonly Anomaly[]): Anomaly[] {
  return [...anomalies].sort((a, b) => ANOMALY_SEVERITIES.indexOf(b.severity) - ANOMALY_SEVERITIES.indexOf(a.severity));
}

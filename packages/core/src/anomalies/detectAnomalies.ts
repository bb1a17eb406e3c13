import { type AnomalyThresholds, anomalyThresholds } from "./anomalyThresholds";
import { detectTypo, isExactTypoIncrease, type LikelyTypo } from "./detectTypo";
import { eventTime, eventUser, type InventoryEvent, isVerifiedEvent, recordedPreviousQuantity } from "./inventoryEvent";
import { type SimpleAnomalyResult, simpleAnomalyFlags } from "./simpleAnomalyFlags";

export const ANOMALY_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type AnomalySeverity = (typeof ANOMALY_SEVERITIES)[number];
export const ANOMALY_TYPES = [
  "massive_increase",
  "likely_typo",
  "unexpected_increase",
  "percentage_jump",
  "systematic_error",
] as const;
export type AnomalyType = (typeof ANOMALY_TYPES)[number];

/** Spec 02 §3 anomaly: type, severity, message, suggestedFix, confidence, autoFixable. */
export interface Anomaly {
  type: AnomalyType;
  severity: AnomalySeverity;
  message: string;
  suggestedFix: number | null;
  confidence: number;
  autoFixable: boolean;
}

/** Event types where a rise is expected. */
export const EXPECTED_INCREASE_EVENT_TYPES = ["intake", "addition", "transfer"] as const;
/** Percentage jump: critical above 400%, confidence 90 above 300% (percent of increase over the old quantity). */
export const PERCENTAGE_JUMP_CRITICAL_ABOVE = 400;
export const PERCENTAGE_JUMP_HIGH_CONFIDENCE_ABOVE = 300;
/** Systematic error: at least 3 recent events and at least 3 by the same user. */
export const SYSTEMATIC_ERROR_MIN_EVENTS = 3;
export const SYSTEMATIC_ERROR_MIN_SAME_USER = 3;
/** "Each event is compared with the next older one, with up to 5 earlier events as context." */
export const ANOMALY_CONTEXT_EVENTS = 5;

export interface AnomalyCheckInput {
  event: InventoryEvent;
  /** Older events, newest first: the first is the one compared with; up to 5 are context. */
  earlier: readonly InventoryEvent[];
  assetTypeName: string | null | undefined;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function rulesForRise(
  previous: number | null,
  current: number,
  thresholds: AnomalyThresholds,
  eventType: string,
): Anomaly[] {
  const rise = current - (previous ?? 0);
  if (rise <= 0) return [];
  const anomalies: Anomaly[] = [];
  const typo: LikelyTypo | null = previous === null ? null : detectTypo(previous, current);

  if (rise > thresholds.massiveIncrease) {
    anomalies.push({
      type: "massive_increase",
      severity: rise > 2 * thresholds.massiveIncrease ? "critical" : "high",
      message: `Quantity rose by ${round(rise)}, above the threshold of ${round(thresholds.massiveIncrease)}${typo ? "; this looks like a typo" : ""}`,
      suggestedFix: typo?.fix ?? null,
      confidence: typo ? 85 : 70,
      autoFixable: false,
    });
  }
  if (previous !== null && isExactTypoIncrease(previous, current)) {
    anomalies.push({
      type: "likely_typo",
      severity: "medium",
      message: `Quantity rose by exactly ${round(rise)}; was ${previous} meant?`,
      suggestedFix: previous,
      confidence: 75,
      autoFixable: true,
    });
  }
  if (
    rise > thresholds.unexpectedIncrease &&
    !(EXPECTED_INCREASE_EVENT_TYPES as readonly string[]).includes(eventType)
  ) {
    anomalies.push({
      type: "unexpected_increase",
      severity: "medium",
      message: `Quantity rose by ${round(rise)} during ${eventType || "an event"} that should not add stock`,
      suggestedFix: previous,
      confidence: 80,
      autoFixable: false,
    });
  }
  if (previous !== null && previous > 0 && current / previous > thresholds.percentageJumpRatio) {
    const percent = ((current - previous) / previous) * 100;
    anomalies.push({
      type: "percentage_jump",
      severity: percent > PERCENTAGE_JUMP_CRITICAL_ABOVE ? "critical" : "high",
      message: `Quantity jumped ${round(percent)}% (from ${previous} to ${current})`,
      suggestedFix: typo?.fix ?? null,
      confidence: percent > PERCENTAGE_JUMP_HIGH_CONFIDENCE_ABOVE ? 90 : 70,
      autoFixable: false,
    });
  }
  return anomalies;
}

/**
 * The advanced rules of spec 02 "Anomaly detection" for one event. The previous quantity is
 * the event's recorded _previous_quantity, else the next older event's; an event with
 * neither (the first one) is not compared. Verified events show none. Systematic error is
 * added only to an event that already has an anomaly (the same user making it again).
 */
export function detectAnomalies(input: AnomalyCheckInput): Anomaly[] {
  const { event } = input;
  if (isVerifiedEvent(event) || event.quantity === null) return [];
  const older = input.earlier[0];
  const recorded = recordedPreviousQuantity(event);
  if (recorded === null && older === undefined) return [];
  const previous = recorded ?? older?.quantity ?? null;
  const thresholds = anomalyThresholds(input.assetTypeName, previous);
  const anomalies = rulesForRise(previous, event.quantity, thresholds, event.event_type ?? "");
  if (anomalies.length === 0) return anomalies;

  const recent = [event, ...input.earlier.slice(0, ANOMALY_CONTEXT_EVENTS)];
  const user = eventUser(event);
  const sameUser = user === null ? 0 : recent.filter((e) => eventUser(e) === user).length;
  if (recent.length >= SYSTEMATIC_ERROR_MIN_EVENTS && sameUser >= SYSTEMATIC_ERROR_MIN_SAME_USER) {
    anomalies.push({
      type: "systematic_error",
      severity: "medium",
      message: `${sameUser} of the last ${recent.length} events were recorded by the same user`,
      suggestedFix: null,
      confidence: 60,
      autoFixable: false,
    });
  }
  return anomalies;
}

export interface EventAnomalyReport {
  eventId: string;
  verified: boolean;
  simple: SimpleAnomalyResult;
  anomalies: Anomaly[];
  /** The worst severity among the anomalies, or null. */
  severity: AnomalySeverity | null;
}

export function worstSeverity(anomalies: readonly Anomaly[]): AnomalySeverity | null {
  let worst = -1;
  for (const anomaly of anomalies) worst = Math.max(worst, ANOMALY_SEVERITIES.indexOf(anomaly.severity));
  return ANOMALY_SEVERITIES[worst] ?? null;
}

/**
 * Every event of an item's history, each compared with the next older one (events are
 * ordered newest first by check date, ties keeping the given order). Deleted events are
 * left out of the comparison.
 */
export function detectHistoryAnomalies(
  events: readonly InventoryEvent[],
  assetTypeName: string | null | undefined,
): EventAnomalyReport[] {
  const ordered = events
    .filter((e) => e.event_type !== "deleted" && e.is_deleted !== true)
    .map((event, index) => ({ event, index, time: eventTime(event) }))
    .sort((a, b) => (Number.isNaN(b.time) ? 0 : b.time) - (Number.isNaN(a.time) ? 0 : a.time) || a.index - b.index)
    .map((x) => x.event);
  return ordered.map((event, i) => {
    const earlier = ordered.slice(i + 1, i + 1 + ANOMALY_CONTEXT_EVENTS);
    const anomalies = detectAnomalies({ event, earlier, assetTypeName });
    return {
      eventId: event.id,
      verified: isVerifiedEvent(event),
      simple: simpleAnomalyFlags(event, earlier[0]?.quantity ?? null),
      anomalies,
      severity: worstSeverity(anomalies),
    };
  });
}

import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Insight } from "@stockroom/core";
import { formatNumber } from "../../i18n/format";
import { CONSISTENCY_RECOMMENDATION_TEXTS } from "../../lib/consistencyTexts";

/**
 * The Smart Insights and recommendations in the screen's language. Core's insight rules
 * (run on the server) write English texts; each text is fixed per rule, with at most one
 * number in the description. The screen looks the English up here, as the translated screens
 * do with core's constants, and formats the number with the locale. A text not listed here
 * (a rule added later) is shown in English rather than hidden.
 */
const FIXED = (): ReadonlyArray<readonly [string, MessageDescriptor]> => [
  // Titles
  ["Data quality score", msg`Data quality score`],
  ["Items never checked since intake", msg`Items never checked since intake`],
  ["Excellent history coverage", msg`Excellent history coverage`],
  ["Incomplete form data", msg`Incomplete form data`],
  ["Items running low", msg`Items running low`],
  ["High-value items", msg`High-value items`],
  ["Checks overdue", msg`Checks overdue`],
  ["Several data sources", msg`Several data sources`],
  ["Limited data", msg`Limited data`],
  ["Rich data", msg`Rich data`],
  ["Stock trending up", msg`Stock trending up`],
  ["Stock trending down", msg`Stock trending down`],
  ["Low utilization", msg`Low utilization`],
  // Actions
  ["Keep recording regular inventory checks", msg`Keep recording regular inventory checks`],
  ["Review the items with the lowest quality scores", msg`Review the items with the lowest quality scores`],
  ["Record an inventory check for the items never checked", msg`Record an inventory check for the items never checked`],
  ["No action needed", msg`No action needed`],
  [
    "Make the important fields required in the inventory forms",
    msg`Make the important fields required in the inventory forms`,
  ],
  ["Reorder the low items", msg`Reorder the low items`],
  ["Check high-value items more often", msg`Check high-value items more often`],
  ["Schedule inventory checks for the overdue items", msg`Schedule inventory checks for the overdue items`],
  [
    "Link forms to asset types so every source feeds the same records",
    msg`Link forms to asset types so every source feeds the same records`,
  ],
  ["Record inventory checks regularly", msg`Record inventory checks regularly`],
  ["Use reports to review trends", msg`Use reports to review trends`],
  ["Check for over-ordering", msg`Check for over-ordering`],
  ["Plan reorders earlier", msg`Plan reorders earlier`],
  ["Review idle items for transfer or disposal", msg`Review idle items for transfer or disposal`],
  // Recommendations of the consistency check (Needs Attention)
  ...CONSISTENCY_RECOMMENDATION_TEXTS,
];

let byEnglish: Map<string, MessageDescriptor> | null = null;

function fixed(english: string): string {
  byEnglish ??= new Map(FIXED());
  const descriptor = byEnglish.get(english);
  return descriptor ? i18n._(descriptor) : english;
}

/** The one number of a description ("33.3% of items …" → 33.3), or null. */
function numberIn(english: string): number | null {
  const found = /-?\d+(?:\.\d+)?/.exec(english);
  return found ? Number(found[0]) : null;
}

const percentText = (n: number) => formatNumber(n / 100, { style: "percent", maximumFractionDigits: 1 });

function description(insight: Insight): string {
  const english = insight.description;
  const n = numberIn(english);
  if (n === null) return english;
  const count = n;
  const share = percentText(n);
  switch (insight.id) {
    case "system-score":
      return i18n._(msg`Overall data quality is ${count}/100.`);
    case "history-coverage":
      return english.includes("have no inventory check")
        ? i18n._(msg`${share} of items have no inventory check since their intake.`)
        : i18n._(msg`${share} of items have been checked since their intake.`);
    case "missing-field-data":
      return i18n._(msg`${share} of expected field values are empty.`);
    case "low-stock":
      return i18n._(msg`${plural(count, { one: "# item", other: "# items" })} below 20% of the average stock level.`);
    case "high-value":
      return i18n._(
        msg`${plural(count, { one: "# item is", other: "# items are" })} worth more than 3 times the average.`,
      );
    case "compliance-overdue":
      return i18n._(
        msg`${plural(count, { one: "# item has", other: "# items have" })} not been checked in over 90 days.`,
      );
    case "data-sources":
      return i18n._(msg`Inventory data comes from ${count} sources.`);
    case "data-volume":
      return english.startsWith("Only")
        ? i18n._(
            msg`Only ${plural(count, { one: "# record", other: "# records" })}; insights get better with more history.`,
          )
        : i18n._(msg`${plural(count, { one: "# record gives", other: "# records give" })} reliable trends.`);
    case "trend":
      return english.includes("higher")
        ? i18n._(msg`The recent average is ${share} higher than before.`)
        : i18n._(msg`The recent average is ${share} lower than before.`);
    case "low-utilization":
      return i18n._(msg`Only ${share} of items were used recently.`);
    default:
      return english;
  }
}

/** Title, description and action of an insight, translated. */
export function insightText(insight: Insight): { title: string; description: string; action: string } {
  return { title: fixed(insight.title), description: description(insight), action: fixed(insight.action) };
}

/** An insight's value: a count, or a share written "94.5%". */
export function insightValue(value: number | string): string {
  if (typeof value === "number") return formatNumber(value);
  const share = /^(-?\d+(?:\.\d+)?)%$/.exec(value);
  return share ? percentText(Number(share[1])) : value;
}

/** A recommendation of the consistency check (Needs Attention). */
export function recommendationText(english: string): string {
  return fixed(english);
}

export function severityLabel(severity: Insight["severity"]): string {
  switch (severity) {
    case "critical":
      return i18n._(msg`critical`);
    case "error":
      return i18n._(msg`error`);
    case "warning":
      return i18n._(msg`warning`);
    case "success":
      return i18n._(msg`success`);
    case "info":
      return i18n._(msg`info`);
    default:
      return severity;
  }
}

export function impactLabel(impact: Insight["businessImpact"]): string {
  switch (impact) {
    case "high":
      return i18n._(msg`high`);
    case "medium":
      return i18n._(msg`medium`);
    case "low":
      return i18n._(msg`low`);
    default:
      return impact;
  }
}

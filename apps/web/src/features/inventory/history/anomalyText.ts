import { t } from "@lingui/core/macro";
import type { Anomaly } from "@stockroom/core";
import { eventTypeText, quantityText } from "../../../lib/inventoryText";

const NUMBER = "(-?\\d+(?:\\.\\d+)?)";
const num = (text: string | undefined) => quantityText(Number(text));

/**
 * An anomaly's message (core's detectAnomalies writes it in English, numbers inside) in the
 * screen's language: each rule's sentence is read back into its numbers and written again
 * through the catalog. The English templates are core's, so English reads exactly as core
 * wrote it; a message no template matches (core reworded) is shown as core wrote it.
 */
export function anomalyText(anomaly: Anomaly): string {
  const m = anomaly.message;
  let found: RegExpExecArray | null;
  switch (anomaly.type) {
    case "massive_increase":
      found = new RegExp(
        `^Quantity rose by ${NUMBER}, above the threshold of ${NUMBER}(; this looks like a typo)?$`,
      ).exec(m);
      if (!found) break;
      return found[3]
        ? t`Quantity rose by ${num(found[1])}, above the threshold of ${num(found[2])}; this looks like a typo`
        : t`Quantity rose by ${num(found[1])}, above the threshold of ${num(found[2])}`;
    case "likely_typo":
      found = new RegExp(`^Quantity rose by exactly ${NUMBER}; was ${NUMBER} meant\\?$`).exec(m);
      if (!found) break;
      return t`Quantity rose by exactly ${num(found[1])}; was ${num(found[2])} meant?`;
    case "unexpected_increase": {
      found = new RegExp(`^Quantity rose by ${NUMBER} during (.*) that should not add stock$`).exec(m);
      if (!found) break;
      const rise = num(found[1]);
      const eventType = found[2] ?? "";
      if (eventType === "an event") return t`Quantity rose by ${rise} during an event that should not add stock`;
      const event = eventTypeText(eventType);
      // English keeps core's stored event type ("during check"); the other languages name the type.
      return t`Quantity rose by ${rise} during ${i18nEvent(eventType, event)} that should not add stock`;
    }
    case "percentage_jump":
      found = new RegExp(`^Quantity jumped ${NUMBER}% \\(from ${NUMBER} to ${NUMBER}\\)$`).exec(m);
      if (!found) break;
      return t`Quantity jumped ${num(found[1])}% (from ${num(found[2])} to ${num(found[3])})`;
    case "systematic_error":
      found = /^(\d+) of the last (\d+) events were recorded by the same user$/.exec(m);
      if (!found) break;
      return t`${num(found[1])} of the last ${num(found[2])} events were recorded by the same user`;
  }
  return m;
}

/** The event type in an anomaly's sentence: as stored in English (core's words), its label elsewhere. */
function i18nEvent(stored: string, label: string): string {
  return label.toLowerCase() === stored.toLowerCase() ? stored : label;
}

import type { Language } from "@stockroom/core";
import { formatCount } from "./notificationTexts";

/**
 * Core's anomaly sentences (detectAnomalies writes them in English with their numbers inside)
 * in a notification's language: each rule's sentence is read back into its numbers and written
 * again in the recipient's language, with the language's number format. The web's history
 * screen does the same through its catalog (features/inventory/history/anomalyText.ts), so a
 * German admin reads the same words in the bell, the mail, push, Slack and on the screen.
 * English stays exactly as core wrote it; a sentence no rule's shape matches (core reworded
 * it) is shown as core wrote it rather than lost.
 */
type Sentences = {
  rose(rise: string, threshold: string, typo: boolean): string;
  roseExactly(rise: string, meant: string): string;
  roseDuringAnEvent(rise: string): string;
  roseDuring(rise: string, eventType: string): string;
  jumped(percent: string, from: string, to: string): string;
  sameUser(same: string, recent: string): string;
  /** The stored event types (inventory_history.event_type) as this language names them. */
  eventTypes: Record<string, string>;
};

const NBSP = "\u00a0";

const SENTENCES: Record<Exclude<Language, "en">, Sentences> = {
  es: {
    rose: (rise, threshold, typo) =>
      `La cantidad subió ${rise}, por encima del umbral de ${threshold}${typo ? "; parece un error de escritura" : ""}`,
    roseExactly: (rise, meant) => `La cantidad subió exactamente ${rise}; ¿querías poner ${meant}?`,
    roseDuringAnEvent: (rise) => `La cantidad subió ${rise} en un movimiento que no debería sumar existencias`,
    roseDuring: (rise, type) =>
      `La cantidad subió ${rise} en un movimiento de tipo «${type}», que no debería sumar existencias`,
    jumped: (percent, from, to) => `La cantidad saltó un ${percent}${NBSP}% (de ${from} a ${to})`,
    sameUser: (same, recent) => `${same} de los últimos ${recent} movimientos los registró el mismo usuario`,
    eventTypes: {
      intake: "Entrada",
      check: "Control",
      audit: "Auditoría",
      addition: "Incorporación",
      removal: "Retirada",
      transfer: "Traslado",
      disposal: "Baja",
      adjustment: "Ajuste",
    },
  },
  fr: {
    rose: (rise, threshold, typo) =>
      `La quantité a augmenté de ${rise}, au-delà du seuil de ${threshold}${typo ? `${NBSP}; cela ressemble à une faute de frappe` : ""}`,
    roseExactly: (rise, meant) =>
      `La quantité a augmenté d’exactement ${rise}${NBSP}; vouliez-vous saisir ${meant}${NBSP}?`,
    roseDuringAnEvent: (rise) =>
      `La quantité a augmenté de ${rise} lors d’un événement qui ne devrait pas ajouter de stock`,
    roseDuring: (rise, type) =>
      `La quantité a augmenté de ${rise} lors d’un événement «${NBSP}${type}${NBSP}», qui ne devrait pas ajouter de stock`,
    jumped: (percent, from, to) => `La quantité a bondi de ${percent}${NBSP}% (de ${from} à ${to})`,
    sameUser: (same, recent) => `${same} des ${recent} derniers événements ont été enregistrés par le même utilisateur`,
    eventTypes: {
      intake: "Réception",
      check: "Contrôle",
      audit: "Audit",
      addition: "Ajout",
      removal: "Retrait",
      transfer: "Transfert",
      disposal: "Mise au rebut",
      adjustment: "Ajustement",
    },
  },
  de: {
    rose: (rise, threshold, typo) =>
      `Die Menge stieg um ${rise}, über den Schwellenwert von ${threshold}${typo ? "; das sieht nach einem Tippfehler aus" : ""}`,
    roseExactly: (rise, meant) => `Die Menge stieg um genau ${rise}; war ${meant} gemeint?`,
    roseDuringAnEvent: (rise) => `Die Menge stieg um ${rise} bei einem Ereignis, das keinen Bestand hinzufügen sollte`,
    roseDuring: (rise, type) =>
      `Die Menge stieg um ${rise} bei einem Ereignis vom Typ „${type}“, das keinen Bestand hinzufügen sollte`,
    jumped: (percent, from, to) => `Die Menge sprang um ${percent}${NBSP}% (von ${from} auf ${to})`,
    sameUser: (same, recent) => `${same} der letzten ${recent} Ereignisse wurden von derselben Person erfasst`,
    eventTypes: {
      intake: "Wareneingang",
      check: "Prüfung",
      audit: "Revision",
      addition: "Zugang",
      removal: "Entnahme",
      transfer: "Umlagerung",
      disposal: "Entsorgung",
      adjustment: "Anpassung",
    },
  },
};

const NUMBER = "(-?\\d+(?:\\.\\d+)?)";
const SHAPES = {
  rose: new RegExp(`^Quantity rose by ${NUMBER}, above the threshold of ${NUMBER}(; this looks like a typo)?$`),
  roseExactly: new RegExp(`^Quantity rose by exactly ${NUMBER}; was ${NUMBER} meant\\?$`),
  roseDuring: new RegExp(`^Quantity rose by ${NUMBER} during (.*) that should not add stock$`),
  jumped: new RegExp(`^Quantity jumped ${NUMBER}% \\(from ${NUMBER} to ${NUMBER}\\)$`),
  sameUser: /^(\d+) of the last (\d+) events were recorded by the same user$/,
};

/** One of core's anomaly messages (Anomaly.message) in `language`. */
export function anomalySentence(language: Language, english: string): string {
  if (language === "en") return english;
  const say = SENTENCES[language];
  if (!say) return english;
  const n = (text: string | undefined) => formatCount(language, Number(text));
  let m = SHAPES.rose.exec(english);
  if (m) return say.rose(n(m[1]), n(m[2]), Boolean(m[3]));
  m = SHAPES.roseExactly.exec(english);
  if (m) return say.roseExactly(n(m[1]), n(m[2]));
  m = SHAPES.roseDuring.exec(english);
  if (m) {
    const type = m[2] ?? "";
    if (type === "an event") return say.roseDuringAnEvent(n(m[1]));
    return say.roseDuring(n(m[1]), Object.hasOwn(say.eventTypes, type) ? (say.eventTypes[type] as string) : type);
  }
  m = SHAPES.jumped.exec(english);
  if (m) return say.jumped(n(m[1]), n(m[2]), n(m[3]));
  m = SHAPES.sameUser.exec(english);
  if (m) return say.sameUser(n(m[1]), n(m[2]));
  return english;
}

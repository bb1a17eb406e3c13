/**
 * Issue 26: core's anomaly sentences inside notifications, in the recipient's language. The
 * English comes from core's own rules (detectAnomalies), so a sentence core rewords fails here
 * instead of reaching a German inbox in English.
 */
import { type Anomaly, detectAnomalies, type InventoryEvent, LANGUAGES } from "@stockroom/core";
import { describe, expect, it } from "vitest";
import { anomalySentence } from "../src/i18n/anomalyTexts";
import { notificationMessage } from "../src/services/notifications/notification-message";

const sentence = (type: Anomaly["type"], event: InventoryEvent, earlier: InventoryEvent[] = []): string => {
  const found = detectAnomalies({ event, earlier, assetTypeName: null }).find((a) => a.type === type);
  if (!found) throw new Error(`core wrote no ${type} for this event`);
  return found.message;
};

const bySameUser = (n: number): InventoryEvent[] =>
  Array.from({ length: n }, (_, i) => ({ id: `o${i}`, quantity: 150, created_by: "u1" }));

// One English sentence of each of core's rules, as core writes it.
const massive = sentence("massive_increase", { id: "e", quantity: 1500, response_data: { _previous_quantity: 150 } });
const typo = sentence("likely_typo", { id: "e", quantity: 1150, response_data: { _previous_quantity: 150 } });
const duringCheck = sentence("unexpected_increase", {
  id: "e",
  quantity: 1500,
  event_type: "check",
  response_data: { _previous_quantity: 150 },
});
const duringAnEvent = sentence("unexpected_increase", {
  id: "e",
  quantity: 1500,
  response_data: { _previous_quantity: 150 },
});
const jump = sentence("percentage_jump", { id: "e", quantity: 1500, response_data: { _previous_quantity: 150 } });
const sameUser = sentence(
  "systematic_error",
  { id: "e", quantity: 1500, created_by: "u1", response_data: { _previous_quantity: 150 } },
  bySameUser(4),
);

describe("anomaly sentences in the recipient's language (issue 26)", () => {
  it("English is exactly core's sentence", () => {
    for (const english of [massive, typo, duringCheck, duringAnEvent, jump, sameUser]) {
      expect(anomalySentence("en", english)).toBe(english);
    }
  });

  it.each([
    [
      "de",
      [
        "Die Menge stieg um 1.350, über den Schwellenwert von 75; das sieht nach einem Tippfehler aus",
        "Die Menge stieg um genau 1.000; war 150 gemeint?",
        "Die Menge stieg um 1.350 bei einem Ereignis vom Typ „Prüfung“, das keinen Bestand hinzufügen sollte",
        "Die Menge stieg um 1.350 bei einem Ereignis, das keinen Bestand hinzufügen sollte",
        "Die Menge sprang um 900\u00a0% (von 150 auf 1.500)",
        "5 der letzten 5 Ereignisse wurden von derselben Person erfasst",
      ],
    ],
    [
      "es",
      [
        "La cantidad subió 1350, por encima del umbral de 75; parece un error de escritura",
        "La cantidad subió exactamente 1000; ¿querías poner 150?",
        "La cantidad subió 1350 en un movimiento de tipo «Control», que no debería sumar existencias",
        "La cantidad subió 1350 en un movimiento que no debería sumar existencias",
        "La cantidad saltó un 900\u00a0% (de 150 a 1500)",
        "5 de los últimos 5 movimientos los registró el mismo usuario",
      ],
    ],
    [
      "fr",
      [
        "La quantité a augmenté de 1\u202f350, au-delà du seuil de 75\u00a0; cela ressemble à une faute de frappe",
        "La quantité a augmenté d’exactement 1\u202f000\u00a0; vouliez-vous saisir 150\u00a0?",
        "La quantité a augmenté de 1\u202f350 lors d’un événement «\u00a0Contrôle\u00a0», qui ne devrait pas ajouter de stock",
        "La quantité a augmenté de 1\u202f350 lors d’un événement qui ne devrait pas ajouter de stock",
        "La quantité a bondi de 900\u00a0% (de 150 à 1\u202f500)",
        "5 des 5 derniers événements ont été enregistrés par le même utilisateur",
      ],
    ],
  ] as const)("%s: every rule's sentence, numbers in the language's format", (language, expected) => {
    const got = [massive, typo, duringCheck, duringAnEvent, jump, sameUser].map((m) => anomalySentence(language, m));
    expect(got).toEqual(expected);
  });

  it("a sentence no rule's shape matches stays as written, in every language", () => {
    for (const language of LANGUAGES) expect(anomalySentence(language, "Looks like a typo")).toBe("Looks like a typo");
  });

  it("an inventory alert's body carries the sentences in the recipient's language", () => {
    const payload = {
      assetName: "Schrauben M6",
      quantity: 1500,
      anomalies: [{ type: "percentage_jump", severity: "high", message: jump, suggestedFix: null, confidence: 70 }],
    };
    expect(notificationMessage("inventory.alert", payload, "de").body).toBe(
      "Die Menge sprang um 900\u00a0% (von 150 auf 1.500) (gezählt: 1.500)",
    );
    expect(notificationMessage("inventory.alert", payload, "en").body).toBe(`${jump} (counted 1,500)`);
  });
});

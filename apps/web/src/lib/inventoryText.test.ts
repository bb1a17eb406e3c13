import fs from "node:fs";
import path from "node:path";
import {
  ASSET_NOT_FOUND_FOR_QR_MESSAGE,
  ASSET_NOT_FOUND_MESSAGE,
  ASSET_STATUSES,
  INTAKE_HISTORY_NOTE,
  INVENTORY_EVENT_LABELS,
  INVENTORY_EXISTS_DETAIL,
  INVENTORY_ITEM_NOT_FOUND_MESSAGE,
  LOCATION_NOT_SET_TEXT,
  NO_INTAKE_FORM_TITLE,
  NO_QR_CODE_MESSAGE,
  ORGANIZATION_CONTEXT_MISSING_MESSAGE,
  PERIODIC_CHECK_NOTE,
  QR_LOOKUP_ERROR_MESSAGE,
  SNAPSHOT_STATUSES,
  STOCK_LEVEL_LABELS,
  snapshotStatusLabel,
  UNIT_TYPE_STOCK_LABELS,
} from "@stockroom/core";
import { describe, expect, it } from "vitest";

// inventoryText.ts shows core's English words through the catalog, keyed by core's English or
// the stored value. If core rewords one, the catalog's English must follow, or English screens
// would change: every core text those maps cover is an English message of the app catalog.
const po = fs.readFileSync(path.resolve(import.meta.dirname, "../i18n/locales/en/app.po"), "utf8");
const english = new Set(
  [...po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"$/gm)].map((m) => (m[1] ?? "").replace(/\\"/g, '"')),
);
const source = fs.readFileSync(path.resolve(import.meta.dirname, "inventoryText.ts"), "utf8");

describe("inventoryText's English is core's, word for word (issue 26)", () => {
  it.each([
    ["event types", Object.values(INVENTORY_EVENT_LABELS)],
    ["stock levels", Object.values(STOCK_LEVEL_LABELS)],
    ["stock units", Object.values(UNIT_TYPE_STOCK_LABELS)],
    ["snapshot statuses", SNAPSHOT_STATUSES.map(snapshotStatusLabel)],
    ["location not set", [LOCATION_NOT_SET_TEXT]],
    ["notes the server writes", [INTAKE_HISTORY_NOTE, PERIODIC_CHECK_NOTE]],
    [
      "spec messages",
      [
        ASSET_NOT_FOUND_MESSAGE,
        ASSET_NOT_FOUND_FOR_QR_MESSAGE,
        INVENTORY_EXISTS_DETAIL,
        INVENTORY_ITEM_NOT_FOUND_MESSAGE,
        NO_INTAKE_FORM_TITLE,
        NO_QR_CODE_MESSAGE,
        ORGANIZATION_CONTEXT_MISSING_MESSAGE,
        PERIODIC_CHECK_NOTE,
        QR_LOOKUP_ERROR_MESSAGE,
      ],
    ],
  ])("%s", (_, texts) => {
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !english.has(text))).toEqual([]);
  });

  it("names every status and event type core stores", () => {
    for (const key of [...Object.keys(INVENTORY_EVENT_LABELS), ...ASSET_STATUSES, ...SNAPSHOT_STATUSES]) {
      expect(source, key).toMatch(new RegExp(`^\\s+${key}: msg`, "m"));
    }
  });
});

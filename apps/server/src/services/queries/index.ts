// The server's shared reads (issue 22 §1): named SQL pieces every use case builds on, so
// Monthly History, a report's last-month total, Data Quality and the history screens read
// one item the same way. Each has a case in test/core-rules-in-sql.integration.test.ts.

export { activeMemberOf } from "./active-members";
export {
  ASSET_SEARCH_COLUMNS,
  type AssetSearchKind,
  assetTextMatch,
  containsPattern,
  textMatch,
} from "./asset-text-match";
export { correctedQuantity, correctedValue, entryAsCorrected, isCorrected } from "./entry-as-corrected";
export { type LastMonthInputRow, lastMonthInputs } from "./last-month-inputs";
export { newestSubmissions } from "./newest-submissions";
export { loadOrgTimeZone, orgMonth, orgMonthAt, orgMonthEnd, orgMonthStart, orgTimeZoneOf } from "./org-month";
export { pgArray } from "./pg-array";
export { stockAt } from "./stock-at";

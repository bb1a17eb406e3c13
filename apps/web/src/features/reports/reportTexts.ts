import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  ASSET_SUBMISSIONS_REPORT,
  CHOOSE_ASSET_MESSAGE,
  COLUMN_NAME_REQUIRED_MESSAGE,
  CUSTOM_RANGE_DATES_MESSAGE,
  CUSTOM_RANGE_ORDER_MESSAGE,
  EXCEL_EXPORTED_MESSAGE,
  isColorColumn,
  type Language,
  type LastMonthTotal,
  NO_COLUMNS_SELECTED_MESSAGE,
  NO_DATA_TO_EXPORT_MESSAGE,
  NO_ORGANIZATION_SELECTED_MESSAGE,
  type ReportColumn,
  reportColumnLabel,
  TEMPLATE_NAME_REQUIRED_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE,
} from "@stockroom/core";
import { CONSISTENCY_RECOMMENDATION_TEXTS } from "../../lib/consistencyTexts";

/**
 * Core's texts that the report screen shows (the spec's English, kept in core because the
 * server and the rules use them too), each with its catalog message, whose English is the
 * same text word for word (catalogs.test.ts checks it). `reportText` answers the screen's
 * language; a text not listed here (a server's answer already translated) passes unchanged.
 */
const CORE_TEXTS: ReadonlyArray<readonly [english: string, message: MessageDescriptor]> = [
  [ASSET_SUBMISSIONS_REPORT.title, msg`Inventory Reports`],
  [ASSET_SUBMISSIONS_REPORT.panel, msg`Advanced Asset Reporting`],
  [TEMPLATE_NOT_FOUND_MESSAGE, msg`Template not found`],
  [CHOOSE_ASSET_MESSAGE, msg`Please choose an asset to see its history`],
  [NO_ORGANIZATION_SELECTED_MESSAGE, msg`No organization selected`],
  [NO_DATA_TO_EXPORT_MESSAGE, msg`No data to export`],
  [NO_COLUMNS_SELECTED_MESSAGE, msg`Please select at least one column to export`],
  [EXCEL_EXPORTED_MESSAGE, msg`Excel exported successfully!`],
  [CUSTOM_RANGE_DATES_MESSAGE, msg`Please choose a start and an end date`],
  [CUSTOM_RANGE_ORDER_MESSAGE, msg`The end date must not be before the start date`],
  [TEMPLATE_NAME_REQUIRED_MESSAGE, msg`Please enter a template name`],
  [COLUMN_NAME_REQUIRED_MESSAGE, msg`Please enter a column name`],
  ...CONSISTENCY_RECOMMENDATION_TEXTS,
  // The server's data (not errors, so not translated by its error formatter).
  [
    "No assets found. Make sure you have assets created with the selected criteria.",
    msg`No assets found. Make sure you have assets created with the selected criteria.`,
  ],
  [
    "Could not load form schemas. Column labels may be generic.",
    msg`Could not load form schemas. Column labels may be generic.`,
  ],
];

const byEnglish = new Map(CORE_TEXTS);

/** The English texts of core that the report screen translates (for the catalogs test). */
export const REPORT_CORE_TEXTS: readonly string[] = CORE_TEXTS.map(([english]) => english);

/** A core text in the screen's language (unlisted texts unchanged). */
export function reportText<T extends string | null | undefined>(english: T): T | string {
  if (!english) return english;
  const message = byEnglish.get(english);
  return message ? i18n._(message) : english;
}

/** The screen's language as core's Language (the pseudo-locale reads English names). */
export function screenReportLanguage(): Language {
  const locale = i18n.locale;
  return locale === "es" || locale === "fr" || locale === "de" ? locale : "en";
}

/** A column's name on screen: a fixed column's in the screen's language (as in the exports), a field's as typed. */
export function columnLabel(column: ReportColumn): string {
  return reportColumnLabel(column, screenReportLanguage());
}

/** Where last month's total came from, in the screen's language. */
export function lastMonthTotalDetails(total: LastMonthTotal): string {
  switch (total.source) {
    case "form_submission": {
      const field = /\(([^)]*)\)$/.exec(total.details)?.[1] ?? "";
      return i18n._(msg`From last month's form submission (${field})`);
    }
    case "inventory_history":
      return i18n._(msg`From the last inventory check of last month`);
    case "calculated":
      return i18n._(msg`Estimated from the first record of this month`);
    default:
      return i18n._(msg`No data for last month`);
  }
}

export function lastMonthSourceLabel(source: LastMonthTotal["source"]): string {
  switch (source) {
    case "form_submission":
      return i18n._(msg`Form`);
    case "inventory_history":
      return i18n._(msg`History`);
    case "calculated":
      return i18n._(msg`Estimated`);
    default:
      return i18n._(msg`No data`);
  }
}

export function confidenceLabel(confidence: LastMonthTotal["confidence"]): string {
  switch (confidence) {
    case "high":
      return i18n._(msg`high`);
    case "medium":
      return i18n._(msg`medium`);
    default:
      return i18n._(msg`low`);
  }
}

/** The note after an Excel export with colour columns (core's colorColumnsNote, as an ICU plural). */
export function colorColumnsNoteText(columns: readonly ReportColumn[]): string | null {
  const count = columns.filter((c) => c.selected && isColorColumn(c)).length;
  if (count === 0) return null;
  return plural(count, {
    one: "# colour column exported as filled cells with its name as text in the header.",
    other: "# colour columns exported as filled cells with their name as text in the header.",
  });
}

/** A form field's props with core's message (a zod rule's text) in the screen's language. */
export function translatedInputProps<Props extends { error?: unknown }>(
  form: { getInputProps(path: string): Props },
  path: string,
): Props {
  const props = form.getInputProps(path);
  return typeof props.error === "string" ? { ...props, error: reportText(props.error) } : props;
}

import { i18n } from "@lingui/core";
import { decimalSeparatorOf } from "@stockroom/core";

/** The Intl locale of the screen (the pseudo-locale formats as English). */
export function formatLocale(): string {
  const locale = i18n.locale;
  return !locale || locale === "pseudo" ? "en" : locale;
}

/** 1234.5 → "1,234.5" (en), "1.234,5" (de), "1 234,5" (fr), "1234,5" (es, Intl's own rule). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formatLocale(), options).format(value);
}

/** A stored number as the text of a number field: no grouping, the locale's decimal separator (2.5 → "2,5" in de). */
export function numberInputText(value: number): string {
  return String(value).replace(".", decimalSeparatorOf(formatLocale()));
}

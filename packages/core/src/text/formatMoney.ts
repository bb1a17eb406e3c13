import { DEFAULT_CURRENCY } from "../constants/inventory";

/** The locale screens pass until the languages work hands each its own (de, fr, es …). */
export const DEFAULT_MONEY_LOCALE = "en";

/** The code as stored (the default when there is none); shown as it is, never replaced. */
function currencyCode(currency: string | null | undefined): string {
  const code = currency?.trim() ?? "";
  return code === "" ? DEFAULT_CURRENCY : code;
}

/**
 * How many decimals a currency has, as Intl knows them: 2 for USD and EUR, 0 for JPY,
 * 3 for KWD. A code Intl does not know, or a malformed one, gets the usual 2.
 */
export function currencyFractionDigits(currency: string | null | undefined): number {
  const code = currencyCode(currency).toUpperCase();
  // Intl throws on a code that is not three letters; such a stored value keeps 2 decimals.
  if (!/^[A-Z]{3}$/.test(code)) return 2;
  return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * The one way a price is shown, on every screen and label: the amount with the currency's
 * decimals and the locale's separators, then the currency's code — "12.50 USD",
 * "1,234.50 USD", "1,235 JPY" in English, "12,50 EUR" in German. The code (not a symbol)
 * because "$" alone cannot tell USD from CAD or AUD, and the spec shows "Price with currency".
 */
export function formatMoney(
  amount: number,
  currency: string | null | undefined = DEFAULT_CURRENCY,
  locale: string = DEFAULT_MONEY_LOCALE,
): string {
  const code = currencyCode(currency);
  const digits = currencyFractionDigits(code);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount,
  );
  return `${number} ${code}`;
}

/**
 * A price for a file that a spreadsheet reads back as a number (exports keep the code in
 * their own Currency column): the currency's decimals, a dot, no grouping — "12.50", "1235".
 */
export function moneyAmountText(amount: number, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat("en", {
    minimumFractionDigits: currencyFractionDigits(currency),
    maximumFractionDigits: currencyFractionDigits(currency),
    useGrouping: false,
  }).format(amount);
}

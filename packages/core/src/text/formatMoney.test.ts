import { describe, expect, it } from "vitest";
import { currencyFractionDigits, formatMoney, moneyAmountText } from "./formatMoney";

describe("formatMoney: one display for every price (amount with the currency's decimals, then the code)", () => {
  it.each([
    [12.5, "USD", "en", "12.50 USD"],
    [12, "USD", "en", "12.00 USD"],
    [1234.5, "USD", "en", "1,234.50 USD"],
    [1234.5, "JPY", "en", "1,235 JPY"],
    [1.2345, "KWD", "en", "1.235 KWD"],
    [0, "EUR", "en", "0.00 EUR"],
    [12.5, "EUR", "de", "12,50 EUR"],
    [1234.5, "EUR", "fr", "1\u202f234,50 EUR"],
    [12.5, "usd", "en", "12.50 usd"],
    [12.5, null, "en", "12.50 USD"],
    [12.5, "  ", "en", "12.50 USD"],
    [12.5, "X1", "en", "12.50 X1"],
  ])("%j %j in %s → %j", (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });
  it("reads English by default", () => {
    expect(formatMoney(129.5, "USD")).toBe("129.50 USD");
  });
  it("knows each currency's decimals from Intl", () => {
    expect([currencyFractionDigits("USD"), currencyFractionDigits("JPY"), currencyFractionDigits("KWD")]).toEqual([
      2, 0, 3,
    ]);
  });
  it("writes an export's amount as a plain number with the currency's decimals", () => {
    expect(moneyAmountText(1234.5, "USD")).toBe("1234.50");
    expect(moneyAmountText(1234.5, "JPY")).toBe("1235");
    expect(moneyAmountText(4, "USD")).toBe("4.00");
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_APP_SETTINGS } from "../validators/appSettings";
import {
  browserLanguage,
  requestLanguage,
  resolveLanguage,
  storedLanguageChoice,
  supportedLanguage,
} from "./resolveLanguage";

describe("which language applies (issue 26)", () => {
  it("the App Settings choice wins over the browser", () => {
    expect(resolveLanguage({ language: "fr", languageChosen: true }, ["de-DE", "en"])).toBe("fr");
    expect(resolveLanguage({ language: "en", languageChosen: true }, ["de-DE"])).toBe("en");
  });
  it("without a choice, the browser's first supported language", () => {
    expect(resolveLanguage(DEFAULT_APP_SETTINGS, ["de-AT", "en-US"])).toBe("de");
    expect(resolveLanguage(DEFAULT_APP_SETTINGS, ["it-IT", "es-MX", "fr"])).toBe("es");
    expect(resolveLanguage(null, ["FR_ca"])).toBe("fr");
  });
  it("else en", () => {
    expect(resolveLanguage(DEFAULT_APP_SETTINGS, ["it-IT", "pt-BR"])).toBe("en");
    expect(resolveLanguage(null, [])).toBe("en");
  });
  it("reads tags by their primary subtag only", () => {
    expect(supportedLanguage("de-CH")).toBe("de");
    expect(supportedLanguage("deu")).toBeNull();
    expect(supportedLanguage("")).toBeNull();
    expect(browserLanguage(["xx", "es-419"])).toBe("es");
  });
  it("a server answer: the client's header, else the saved language, else Accept-Language by weight", () => {
    expect(requestLanguage({ header: "de", saved: "fr", acceptLanguage: "es" })).toBe("de");
    expect(requestLanguage({ header: "it", saved: "fr", acceptLanguage: "es" })).toBe("fr");
    expect(requestLanguage({ acceptLanguage: "it;q=0.9, fr-CH;q=0.8, es;q=0.95" })).toBe("es");
    expect(requestLanguage({ acceptLanguage: "de;q=0, fr;q=0.1" })).toBe("fr");
    expect(requestLanguage({})).toBe("en");
  });
  it("reads the stored choice without the settings schema", () => {
    expect(storedLanguageChoice(JSON.stringify({ language: "de", languageChosen: true, theme: "dark" }))).toEqual({
      language: "de",
      languageChosen: true,
    });
    // A language saved without a choice (a default) is no choice; nor is an unknown one or bad JSON.
    expect(storedLanguageChoice(JSON.stringify({ language: "de" }))).toBeNull();
    expect(storedLanguageChoice(JSON.stringify({ language: "it", languageChosen: true }))).toBeNull();
    expect(storedLanguageChoice("{oops")).toBeNull();
    expect(storedLanguageChoice(null)).toBeNull();
    expect(
      resolveLanguage(storedLanguageChoice(JSON.stringify({ language: "es", languageChosen: true })), ["de"]),
    ).toBe("es");
  });
});

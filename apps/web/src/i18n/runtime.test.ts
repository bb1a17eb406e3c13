import { i18n, type MessageDescriptor } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { pseudoText } from "./pseudo";
import { activateLanguage, type LazyCatalogs, startI18n } from "./runtime";

// A descriptor as the build leaves it (linguiInlineEnglish.ts): the id and the compiled English
// (Lingui's type says `message: string`, its runtime takes the compiled form too).
const SIGN_IN = { id: "sign-in", message: compileMessage("Sign in") } as unknown as MessageDescriptor;

describe("screen languages without an English catalog", () => {
  it("shows English at once, loads a language's catalog when chosen, and pseudo-localizes from the English source", async () => {
    const asked: string[] = [];
    const catalog = (name: string, text: string) => async () => {
      asked.push(name);
      return { messages: { [SIGN_IN.id]: compileMessage(text) } };
    };
    const lazy: LazyCatalogs = {
      es: catalog("es", "Iniciar sesión"),
      fr: catalog("fr", "Se connecter"),
      de: catalog("de", "Anmelden"),
      pseudoSource: catalog("en", "Sign in"),
    };
    expect(startI18n(lazy, "en")).toBeNull();
    expect(i18n._(SIGN_IN)).toBe("Sign in");
    expect(asked).toEqual([]);

    await activateLanguage("de");
    expect(i18n._(SIGN_IN)).toBe("Anmelden");
    await activateLanguage("pseudo");
    expect(i18n._(SIGN_IN)).toBe(pseudoText("Sign in"));
    expect(asked).toEqual(["de", "en"]);
    await activateLanguage("en");
    expect(i18n._(SIGN_IN)).toBe("Sign in");
  });
});

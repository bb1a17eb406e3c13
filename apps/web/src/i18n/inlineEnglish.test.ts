import path from "node:path";
import { transformAsync } from "@babel/core";
import { getConfig } from "@lingui/conf";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { linguiInlineEnglish } from "../../linguiInlineEnglish";

const linguiConfig = getConfig({ configPath: path.resolve(import.meta.dirname, "../../lingui.config.ts") });

/** The macro and the plugin as vite.config.ts runs them, on a production build. */
async function build(code: string): Promise<string> {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const out = await transformAsync(code, {
      filename: `${import.meta.dirname}/sample.ts`,
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ["typescript"] },
      plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false, linguiConfig }], linguiInlineEnglish],
    });
    return out?.code ?? "";
  } finally {
    process.env.NODE_ENV = env;
  }
}

/** The descriptors a built module exports, read back as data. */
function descriptors(code: string): Record<string, { id: string; message: unknown; values?: object }> {
  const body = code
    .replace(/^import .*$/gm, "")
    .replace(/export const (\w+) =/g, "out.$1 =")
    .replace(/\/\*i18n\*\//g, "");
  return new Function("name", "count", `const out = {}; ${body}; return out;`)("Ann", 3);
}

const SOURCE = `
import { msg } from "@lingui/core/macro";
export const plain = msg\`Sign in\`;
export const placeholder = msg\`Welcome back, \${name}\`;
export const plural = msg\`{count, plural, one {# asset} other {# assets}}\`;
export const notMacro = { id: "x", message: "left alone" };
`;

describe("English compiled into each descriptor (linguiInlineEnglish)", () => {
  it("keeps the English of every macro message, compiled as a catalog is, and nothing else", async () => {
    const built = descriptors(await build(SOURCE));
    expect(built.plain?.message).toEqual(compileMessage("Sign in"));
    expect(built.placeholder?.message).toEqual(compileMessage("Welcome back, {name}"));
    expect(built.notMacro?.message).toBe("left alone");
  });

  it("shows English with no English catalog, and a loaded catalog's text over it", async () => {
    const built = descriptors(await build(SOURCE));
    const i18n = setupI18n();
    i18n.load("en", {});
    i18n.activate("en");
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const show = (d: (typeof built)[string] | undefined) => i18n._(d as never);
      expect(show(built.plain)).toBe("Sign in");
      expect(show(built.placeholder)).toBe("Welcome back, Ann");
      expect(i18n._(built.plural as never, { count: 1 })).toBe("1 asset");
      expect(i18n._(built.plural as never, { count: 1200 })).toBe("1,200 assets");
      i18n.load("de", { [built.plain?.id ?? ""]: compileMessage("Anmelden") });
      i18n.activate("de");
      expect(show(built.plain)).toBe("Anmelden");
    } finally {
      console.warn = warn;
    }
    // An uncompiled message would make Lingui's runtime warn ("Uncompiled message detected").
    expect(warnings).toEqual([]);
  });
});

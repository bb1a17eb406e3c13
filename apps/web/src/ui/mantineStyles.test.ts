import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { checkMantineStyles, importedMantineStyles, mantineStylesOrder } from "../../mantineStyles";

/** Runs the build check on a bundle of one chunk rendering `modules` (id → rendered bytes). */
function check(modules: Record<string, number>): string | undefined {
  const plugin = checkMantineStyles();
  const chunk = {
    type: "chunk",
    fileName: "assets/x.js",
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  };
  let error: string | undefined;
  const context = {
    error: (message: string) => {
      error = message;
      throw new Error(message);
    },
  };
  const hook = plugin.generateBundle as (this: unknown, o: unknown, b: Rollup.OutputBundle) => void;
  try {
    hook.call(context, {}, { "assets/x.js": chunk } as unknown as Rollup.OutputBundle);
  } catch {
    // the message is kept in `error`
  }
  return error;
}

const moduleOf = (name: string) => `/repo/node_modules/@mantine/core/esm/components/${name}/${name}.module.mjs`;

describe("Mantine's stylesheet, the parts the app draws (src/ui/mantineStyles.css)", () => {
  it("imports Mantine's base files first and every file in styles.css' own order", () => {
    const imported = importedMantineStyles();
    const order = mantineStylesOrder();
    expect(imported.slice(0, 3)).toEqual(["baseline", "default-css-variables", "global"]);
    const positions = imported.map((name) => order.indexOf(name));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Fewer than the whole library: that is the point of the list.
    expect(imported.length).toBeLessThan(order.length);
  });

  it("passes a build whose drawn components all have their stylesheet", () => {
    const drawn = importedMantineStyles().filter((name) => name === "Button" || name === "Table");
    expect(drawn).toHaveLength(2);
    expect(check(Object.fromEntries(drawn.map((name) => [moduleOf(name), 120])))).toBeUndefined();
  });

  it("fails a build that draws a component whose stylesheet is missing, naming the line to add", () => {
    const missing = mantineStylesOrder().find((name) => !importedMantineStyles().includes(name));
    expect(missing).toBeDefined();
    const error = check({ [moduleOf(missing as string)]: 300, [moduleOf("Button")]: 120 });
    expect(error).toContain(`@import "@mantine/core/styles/${missing}.css";`);
    expect(error).not.toContain("styles/Button.css");
  });

  it("ignores a component's class names that tree-shaking dropped (nothing rendered)", () => {
    const missing = mantineStylesOrder().find((name) => !importedMantineStyles().includes(name));
    expect(check({ [moduleOf(missing as string)]: 0 })).toBeUndefined();
  });
});

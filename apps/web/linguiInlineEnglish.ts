import type { types as BabelTypes, NodePath, PluginObj } from "@babel/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * English travels with the code that shows it (issue 26: "The English path pays nothing
 * extra"). Lingui's macro runs with `stripMessageField: false`, so every descriptor it writes
 * keeps its English source message beside the id (`i18n._({ id, message })`,
 * `<Trans {...{ id, message }} />`, `msg` → `{ id, message }`). This babel plugin, run after the macro,
 * replaces that ICU text by Lingui's compiled form (the same arrays `@lingui/vite-plugin`
 * writes into a compiled catalog), because Lingui's runtime without a message compiler only
 * formats compiled messages. English then needs no catalog at all: `i18n._` falls back to the
 * descriptor's message when the active catalog has no entry, and the English catalog is empty.
 * Each screen's English is in that screen's chunk; es, fr and de still load as whole
 * catalogs on first use (i18n/runtime.ts).
 */
export function linguiInlineEnglish({ types: t }: { types: typeof BabelTypes }): PluginObj {
  // Through JSON, as a compiled catalog is: a plural's `offset: undefined` is left out.
  const compiled = (message: string): BabelTypes.Expression =>
    t.valueToNode(JSON.parse(JSON.stringify(compileMessage(message))));
  // The macro marks each descriptor it writes with a leading /*i18n*/ comment (its extract mark).
  const isMacroDescriptor = (node: BabelTypes.Node) =>
    node.leadingComments?.some((c) => c.value.trim() === "i18n") ?? false;

  return {
    name: "stockroom-lingui-inline-english",
    visitor: {
      Program: {
        // Program.exit: the macro rewrote the file in its Program.enter, so its descriptors exist by now.
        exit(program) {
          program.traverse({
            // `{ id, message }` as `i18n._(…)`, `msg`, `useLingui`'s `t` and `<Trans {...…} />` receive it.
            ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>) {
              if (!isMacroDescriptor(path.node)) return;
              for (const p of path.node.properties) {
                if (!t.isObjectProperty(p) || !t.isIdentifier(p.key, { name: "message" })) continue;
                if (t.isStringLiteral(p.value)) p.value = compiled(p.value.value);
              }
            },
          });
        },
      },
    },
  };
}

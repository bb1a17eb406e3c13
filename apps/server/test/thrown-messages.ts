import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Where a service or router throws a text a user reads. */
export interface ThrownMessage {
  /** The English text; a template's substitutions read `{0}`, `{1}`… */
  text: string;
  where: string;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"))
    .map((f) => path.join(dir, f));
}

/**
 * Every DomainError and TRPCError text the server throws, read statically with TypeScript's
 * checker (as the web's catalog test reads the screens): a message given as a literal, a
 * constant (core's or the file's own), a union of constants or a template literal. Texts the
 * checker cannot pin down (a variable of type string) are returned as `unresolved`.
 */
function isLiteral(node: ts.Expression): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

export function thrownMessages(): { messages: ThrownMessage[]; unresolved: ThrownMessage[] } {
  const roots = [
    ...sourceFiles(path.join(repoRoot, "apps/server/src")),
    ...sourceFiles(path.join(repoRoot, "packages/core/src")),
  ];
  const program = ts.createProgram(roots, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const messages: ThrownMessage[] = [];
  const unresolved: ThrownMessage[] = [];

  const textsOf = (node: ts.Expression): string[] | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
    if (ts.isConditionalExpression(node)) {
      const a = textsOf(node.whenTrue);
      const b = textsOf(node.whenFalse);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      const b = textsOf(node.right);
      return b;
    }
    if (ts.isTemplateExpression(node)) {
      // A substitution that picks between literals ("minute" / "minutes") gives one text per
      // choice; any other substitution is a value, written {0}, {1}… in order.
      let texts = [node.head.text];
      let index = 0;
      for (const span of node.templateSpans) {
        const e = span.expression;
        const type = checker.getTypeAtLocation(e);
        const choices =
          ts.isConditionalExpression(e) && isLiteral(e.whenTrue) && isLiteral(e.whenFalse)
            ? [e.whenTrue.text, e.whenFalse.text]
            : type.isStringLiteral() || type.isNumberLiteral()
              ? [String(type.value)]
              : [`{${index++}}`];
        texts = texts.flatMap((t) => choices.map((c) => `${t}${c}${span.literal.text}`));
      }
      return texts;
    }
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    if (parts.every((p) => p.isStringLiteral())) return parts.map((p) => (p as ts.StringLiteralType).value);
    // A constant typed string (a template of other constants) or a function that builds the text.
    if (ts.isIdentifier(node)) return textsOfDeclaration(node);
    if (ts.isCallExpression(node)) return textsOfDeclaration(node.expression);
    return null;
  };

  const seen = new Set<ts.Node>();
  const textsOfDeclaration = (name: ts.Expression): string[] | null => {
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration || seen.has(declaration)) return null;
    seen.add(declaration);
    try {
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const init = declaration.initializer;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return textsOfFunction(init);
        return textsOf(init);
      }
      if (ts.isFunctionDeclaration(declaration)) return textsOfFunction(declaration);
      return null;
    } finally {
      seen.delete(declaration);
    }
  };

  const textsOfFunction = (fn: ts.FunctionLikeDeclaration): string[] | null => {
    if (!fn.body) return null;
    if (!ts.isBlock(fn.body)) return textsOf(fn.body);
    const returned: ts.Expression[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isReturnStatement(n) && n.expression) returned.push(n.expression);
      if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    ts.forEachChild(fn.body, visit);
    const texts: string[] = [];
    for (const r of returned) {
      const t = textsOf(r);
      if (!t) return null;
      texts.push(...t);
    }
    return texts.length > 0 ? texts : null;
  };

  for (const file of program.getSourceFiles()) {
    if (!roots.includes(path.normalize(file.fileName))) continue;
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        let message: ts.Expression | undefined;
        if (name === "DomainError") message = node.arguments?.[1];
        if (name === "TRPCError") {
          const arg = node.arguments?.[0];
          if (arg && ts.isObjectLiteralExpression(arg)) {
            for (const p of arg.properties) {
              if (ts.isPropertyAssignment(p) && p.name.getText() === "message") message = p.initializer;
              if (ts.isShorthandPropertyAssignment(p) && p.name.text === "message") message = p.name;
            }
          }
        }
        if (message) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          const where = `${path.relative(repoRoot, file.fileName)}:${line + 1}`;
          const texts = textsOf(message);
          if (texts) for (const text of texts) messages.push({ text, where });
          else unresolved.push({ text: message.getText(), where });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { messages, unresolved };
}

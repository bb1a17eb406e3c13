import fs from "node:fs";
import path from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import {
  APP_SETTINGS_LOAD_FAILED_MESSAGE,
  APP_SETTINGS_SAVE_FAILED_MESSAGE,
  ASSET_NOT_FOUND_FOR_QR_MESSAGE,
  ASSET_SUBMISSIONS_REPORT,
  AUTHENTICATING_LABEL,
  CAMERA_ERROR_MESSAGE,
  CHOOSE_ASSET_MESSAGE,
  COLUMN_NAME_REQUIRED_MESSAGE,
  CONSISTENCY_RECOMMENDATIONS,
  CUSTOM_RANGE_DATES_MESSAGE,
  CUSTOM_RANGE_ORDER_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_REQUIRED_TITLE,
  EXCEL_EXPORTED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MOBILE_ASSET_NOT_FOUND,
  MOBILE_ASSET_SELECTOR_ERROR,
  MOBILE_AUTH_FAILED,
  MOBILE_INVALID_QR,
  MOBILE_WORKFLOW_OPTIONS,
  NO_COLUMNS_SELECTED_MESSAGE,
  NO_DATA_TO_EXPORT_MESSAGE,
  NO_ORGANIZATION_SELECTED_MESSAGE,
  PHONE_NOT_ENROLLED_MESSAGE,
  REQUIRED_FIELDS_TOAST,
  RESET_TOKEN_REQUIRED_MESSAGE,
  TEMPLATE_NAME_REQUIRED_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE,
  WORKFLOW_NOT_CONFIGURED_LABEL,
} from "@stockroom/core";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { TRANSLATED_APP_FOLDERS } from "../../lingui.config";

const webRoot = path.resolve(import.meta.dirname, "../..");
const TRANSLATIONS = ["es", "fr", "de"] as const;

/**
 * Messages that are rightly the same word in a language (a loanword, a name, a short
 * technical term). Anything else equal to the English is taken as not translated yet.
 */
const SAME_AS_ENGLISH: Record<(typeof TRANSLATIONS)[number], ReadonlySet<string>> = {
  es: new Set(["Error", "PIN", "ID", "General", "Divisor", "API", "Webhooks", "No", "Normal", "SKU", "QR", "PNG"]),
  fr: new Set([
    "API",
    "Webhooks",
    "Animations",
    "Notifications",
    "Mobile",
    "ID",
    "Actions",
    "Description",
    "Date",
    "Invitation",
    "Pages",
    "Page {p}",
    "Invitations ({pending})",
    "{0} (code)",
    "{0, plural, one {# session} other {# sessions}}",
    "Type",
    "Options",
    "Gallon",
    "Maintenance",
    "Stock",
    "Code 128",
    "Code 39",
    "Minimum",
    "Maximum",
    "Export",
    "Urgent",
    "Audit",
    "Normal",
    "Excellent",
    "gallon",
    "gallons",
    "QR",
    "PNG",
  ]),
  de: new Set([
    "API",
    "Webhooks",
    "Dashboard",
    "Manager",
    "PIN",
    "ID",
    "Name",
    "Barcodes",
    "Online",
    "Code 128",
    "Code 39",
    "Minimum",
    "Maximum",
    "Status",
    "Details",
    "Text",
    "Subtrahend",
    "Divisor",
    "SN {0}",
    "Export",
    "Optional",
    "Normal",
    "Barcode",
    "QR",
    "PNG",
  ]),
};

type Extracted = Record<string, { message?: string }>;
type Read = Record<string, { message?: string; translation?: string }>;
const catalogs: { name: string; extracted: Extracted; read: Record<string, Read> }[] = [];

beforeAll(async () => {
  const config = getConfig({ configPath: path.join(webRoot, "lingui.config.ts"), cwd: webRoot });
  for (const catalog of await getCatalogs(config)) {
    const extracted = ((await catalog.collect()) ?? {}) as Extracted;
    const read: Record<string, Read> = {};
    for (const locale of ["en", ...TRANSLATIONS]) read[locale] = (await catalog.read(locale)) as Read;
    catalogs.push({ name: path.basename(catalog.path), extracted, read });
  }
});

function englishMessages(): Set<string> {
  const all = new Set<string>();
  for (const c of catalogs)
    for (const entry of Object.values(c.read.en ?? {})) if (entry.message) all.add(entry.message);
  return all;
}

describe("catalogs (issue 26)", () => {
  it("hold every message the translated folders use, translated in es, fr and de", () => {
    expect(catalogs.map((c) => c.name).sort()).toEqual(["app", "phone"]);
    const problems: string[] = [];
    for (const c of catalogs) {
      expect(Object.keys(c.extracted).length, `${c.name}: no messages extracted`).toBeGreaterThan(50);
      for (const [id, { message }] of Object.entries(c.extracted)) {
        // An empty t`` is extracted as a bare id ("/+Z5u4") that no language can translate.
        if (!message) problems.push(`${c.name}: message ${id} has no English (an empty t\`\`?)`);
        if (!c.read.en?.[id]) problems.push(`${c.name}: "${message}" is not in the catalogs (run lingui extract)`);
        for (const locale of TRANSLATIONS) {
          const translation = c.read[locale]?.[id]?.translation;
          if (!translation) problems.push(`${c.name}/${locale}: "${message}" has no translation`);
          else if (translation === message && !SAME_AS_ENGLISH[locale].has(translation)) {
            problems.push(`${c.name}/${locale}: "${message}" is still English`);
          }
        }
      }
      // A message the code no longer uses is dropped from the catalogs too (lingui extract --clean).
      for (const id of Object.keys(c.read.en ?? {})) {
        if (!c.extracted[id]) problems.push(`${c.name}: "${c.read.en?.[id]?.message}" is no longer used`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keep the placeholders and plural forms of each English message", () => {
    const problems: string[] = [];
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
    const tags = (text: string) => [...text.matchAll(/<\/?\d+>/g)].map((m) => m[0]).sort();
    for (const c of catalogs) {
      for (const [id, entry] of Object.entries(c.read.en ?? {})) {
        const english = entry.message ?? "";
        for (const locale of TRANSLATIONS) {
          const translation = c.read[locale]?.[id]?.translation ?? "";
          if (placeholders(translation).join() !== placeholders(english).join()) {
            problems.push(`${locale}: placeholders of "${english}"`);
          }
          if (tags(translation).join() !== tags(english).join()) problems.push(`${locale}: tags of "${english}"`);
          if (english.includes("plural,") && !/\bother \{/.test(translation)) {
            problems.push(`${locale}: plural of "${english}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("keep the spec's English word for word (core's constants that quote it)", () => {
    const english = englishMessages();
    const quoted = [
      AUTHENTICATING_LABEL,
      PHONE_NOT_ENROLLED_MESSAGE,
      MOBILE_ASSET_SELECTOR_ERROR,
      CAMERA_ERROR_MESSAGE,
      ASSET_NOT_FOUND_FOR_QR_MESSAGE,
      MOBILE_ASSET_NOT_FOUND,
      MOBILE_AUTH_FAILED,
      MOBILE_INVALID_QR,
      WORKFLOW_NOT_CONFIGURED_LABEL,
      REQUIRED_FIELDS_TOAST.title,
      REQUIRED_FIELDS_TOAST.description,
      EMAIL_REQUIRED_TITLE,
      EMAIL_REQUIRED_MESSAGE,
      INVALID_EMAIL_MESSAGE,
      RESET_TOKEN_REQUIRED_MESSAGE,
      APP_SETTINGS_LOAD_FAILED_MESSAGE,
      APP_SETTINGS_SAVE_FAILED_MESSAGE,
      ...MOBILE_WORKFLOW_OPTIONS.flatMap((o) => [o.label, o.subLabel]),
      // The report screen's texts from core (features/reports/reportTexts.ts).
      ASSET_SUBMISSIONS_REPORT.title,
      ASSET_SUBMISSIONS_REPORT.panel,
      TEMPLATE_NOT_FOUND_MESSAGE,
      CHOOSE_ASSET_MESSAGE,
      NO_ORGANIZATION_SELECTED_MESSAGE,
      NO_DATA_TO_EXPORT_MESSAGE,
      NO_COLUMNS_SELECTED_MESSAGE,
      EXCEL_EXPORTED_MESSAGE,
      CUSTOM_RANGE_DATES_MESSAGE,
      CUSTOM_RANGE_ORDER_MESSAGE,
      TEMPLATE_NAME_REQUIRED_MESSAGE,
      COLUMN_NAME_REQUIRED_MESSAGE,
      ...Object.values(CONSISTENCY_RECOMMENDATIONS),
    ];
    expect(quoted.filter((text) => !english.has(text))).toEqual([]);
  });

  it("keep every text the spec quotes that the translated screens show, word for word", () => {
    // The spec sits beside the checkout (../shared/spec); a worktree deeper down finds it too.
    const specDir =
      [1, 2, 3, 4, 5, 6]
        .map((up) => path.resolve(webRoot, "../".repeat(up + 1), "shared/spec"))
        .find((dir) => fs.existsSync(dir)) ?? path.resolve(webRoot, "../../../shared/spec");
    const specFiles = fs.existsSync(specDir) ? fs.readdirSync(specDir).filter((f) => f.endsWith(".md")) : [];
    const quotes = new Set<string>();
    for (const file of specFiles) {
      const text = fs.readFileSync(path.join(specDir, file), "utf8");
      for (const m of text.matchAll(/"([^"\n]{3,200})"/g)) {
        // A lower-case single word in quotes is a stored value (the role "user", a status "active"), not a text on screen.
        // An all-capitals quote is a word the user types ("DELETE ORGANIZATION"), kept as is in every language.
        if (m[1] && /[a-z]{2}/i.test(m[1]) && !/^[a-z_]+$/.test(m[1]) && m[1] !== m[1].toUpperCase()) quotes.add(m[1]);
      }
    }
    const english = [...englishMessages()];
    // A quote is shown by a translated screen when a message is it or quotes it with its placeholders.
    const shown = [...quotes].filter((q) => english.some((m) => m === q || (q.includes("{") && sameShape(q, m))));
    const nearMisses = [...quotes].filter(
      (q) => !shown.includes(q) && english.some((m) => normalize(m) === normalize(q) && m !== q),
    );
    if (specFiles.length > 0) expect(shown.length).toBeGreaterThan(10);
    // Reworded (case, punctuation or spacing changed) is not word for word.
    expect(nearMisses).toEqual([]);
  });
});

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9{}]+/g, " ")
    .trim();
}

function sameShape(quote: string, message: string): boolean {
  const pattern = quote.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]*\\?\}/g, "\\{\\w+\\}");
  return new RegExp(`^${pattern}$`).test(message.replace(/\{\w+\}/g, "{x}"));
}

/** Names that stay as they are in every language. */
const BRAND = new Set(["Stockroom"]);

/** JSX attributes whose text a user reads or hears (Mantine's and the data table's included). */
const VISIBLE_ATTRIBUTES = new Set([
  "label",
  "title",
  "placeholder",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
  "alt",
  "description",
  "subtitle",
  "text",
  "thumbLabel",
  "message",
  "error",
  "tooltip",
  "nothingFoundMessage",
  "noRecordsText",
  "loadingText",
  "confirmLabel",
  "cancelLabel",
  "heading",
  "caption",
  "paginationText",
  "recordsPerPageLabel",
]);

/** Object keys and parameters whose text ends up on screen: a toast's or dialog's title and message. */
const VISIBLE_KEYS = new Set(["title", "message", "fallback", "label", "description", "confirm", "cancel"]);

/** Objects built for Mantine's notifications and modals (in .ts files too). */
const SHOWN_BY = /^(notifications\.(show|update)|modals\.(open|openConfirmModal|openContextModal))$/;

/**
 * Texts outside JSX that still reach the screen: a string literal given as a toast's or a
 * dialog's title or message (`notifications.show({ title: "Error" })`), or as the default of
 * such a parameter (`{ title = "Error" }`), in .ts and .tsx files.
 */
function shownLiteralsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): string | null =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /[A-Za-z]{2}/.test(node.text)
      ? node.text
      : null;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && SHOWN_BY.test(node.expression.getText())) {
      const texts = (object: ts.ObjectLiteralExpression) => {
        for (const prop of object.properties) {
          if (!ts.isPropertyAssignment(prop)) continue;
          if (ts.isObjectLiteralExpression(prop.initializer)) texts(prop.initializer);
          const text = literal(prop.initializer);
          if (text && VISIBLE_KEYS.has(prop.name.getText())) found.push(`${prop.name.getText()}: "${text}"`);
        }
      };
      for (const arg of node.arguments) if (ts.isObjectLiteralExpression(arg)) texts(arg);
    } else if (ts.isBindingElement(node) && VISIBLE_KEYS.has(node.name.getText())) {
      const text = literal(node.initializer);
      if (text) found.push(`${node.name.getText()} = "${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The user-visible text of a JSX file that does not go through the catalogs. */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const VISIBLE_PROPS = VISIBLE_ATTRIBUTES;
  const insideTrans = (node: ts.Node): boolean => {
    for (let p = node.parent; p; p = p.parent) {
      if (ts.isJsxElement(p) && ["Trans", "Plural", "Select"].includes(p.openingElement.tagName.getText())) return true;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/[A-Za-z]{2}/.test(text) && !BRAND.has(text) && !insideTrans(node)) found.push(text);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      const init = node.initializer;
      // A text built by a function (paginationText={({ from }) => `Showing ${from}`}): its template's words.
      const built =
        ts.isJsxExpression(init) && init.expression && ts.isArrowFunction(init.expression)
          ? init.expression.body
          : undefined;
      const builtText =
        built && ts.isTemplateExpression(built)
          ? [built.head.text, ...built.templateSpans.map((span) => span.literal.text)].join("…")
          : built && (ts.isStringLiteral(built) || ts.isNoSubstitutionTemplateLiteral(built))
            ? built.text
            : null;
      // (A unit after a number, `${value}px`, is not a word.)
      const literal = builtText
        ? /[A-Za-z]{3}/.test(builtText)
          ? builtText
          : null
        : ts.isStringLiteral(init)
          ? init.text
          : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
            ? init.expression.text
            : ts.isJsxExpression(init) && init.expression && ts.isNoSubstitutionTemplateLiteral(init.expression)
              ? init.expression.text
              : null;
      // An example address (a placeholder "https://hooks.slack.com/…") reads the same in every language.
      const address = literal !== null && /^https?:\/\/\S+$/.test(literal);
      if (literal && !address && VISIBLE_PROPS.has(name) && /[A-Za-z]{2}/.test(literal)) {
        found.push(`${name}="${literal}"`);
      }
    } else if (
      ts.isConditionalExpression(node) &&
      ts.isJsxExpression(node.parent) &&
      (ts.isJsxElement(node.parent.parent) || ts.isJsxFragment(node.parent.parent))
    ) {
      for (const branch of [node.whenTrue, node.whenFalse]) {
        if (ts.isStringLiteral(branch) && /[A-Za-z]{2}/.test(branch.text)) found.push(`"${branch.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string, extensions: readonly string[]): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => extensions.some((e) => f.endsWith(e)) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}
const tsxFiles = (dir: string) => sourceFiles(dir, [".tsx"]);

describe("texts go through the catalogs in the translated folders (issue 26)", () => {
  // The folders translated so far; the other admin folders join as their screens are translated.
  const folders = [
    "src/phone",
    "src/features/shell",
    "src/features/auth",
    "src/features/settings",
    "src/features/organization",
    "src/features/profile",
    "src/features/platform",
    "src/features/invitation",
    "src/features/asset-types",
    "src/features/assets",
    "src/features/dashboard",
    "src/features/errors",
    "src/features/mobile",
    "src/features/reports",
    "src/features/forms",
    "src/features/data-quality",
    "src/features/inventory",
    "src/features/qr",
    "src/features/api",
    "src/features/webhooks",
    "src/features/notifications",
    "src/features/reorder",
    "src/features/import",
    "src/ui",
    "src/lib",
    "src/i18n",
    "src/state",
    "src/routes",
  ];

  it("the translated folders are in the app's or the phone's catalog", () => {
    // src/routes only wires screens (its texts live in the features it loads): checked, not extracted.
    for (const folder of folders.filter((f) => f !== "src/phone" && f !== "src/routes")) {
      expect(TRANSLATED_APP_FOLDERS).toContain(folder);
    }
  });

  it.each(folders)("%s has no toast or dialog text as a string literal (.ts and .tsx)", (folder) => {
    const problems = sourceFiles(path.join(webRoot, folder), [".ts", ".tsx"]).flatMap((file) =>
      shownLiteralsOf(file).map((text) => `${path.relative(webRoot, file)}: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(folders)("%s has no user-visible string literal in JSX", (folder) => {
    const problems = tsxFiles(path.join(webRoot, folder)).flatMap((file) =>
      literalsOf(file).map((text) => `${path.relative(webRoot, file)}: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it("the check finds a literal (it is not blind)", () => {
    const probe = path.join(webRoot, "node_modules/.i18n-probe.tsx");
    fs.mkdirSync(path.dirname(probe), { recursive: true });
    fs.writeFileSync(
      probe,
      'export const A = () => <div title="Hello there"><Trans>Fine</Trans>Not fine{ok ? "Yes" : "No"}</div>;\n',
    );
    try {
      expect(literalsOf(probe)).toEqual(['title="Hello there"', "Not fine", '"Yes"', '"No"']);
    } finally {
      fs.rmSync(probe);
    }
  });

  it("the check finds attribute texts and a toast's texts in a .ts file (it is not blind)", () => {
    const probe = path.join(webRoot, "node_modules/.i18n-probe-attributes.tsx");
    const toast = path.join(webRoot, "node_modules/.i18n-probe-toast.ts");
    fs.mkdirSync(path.dirname(probe), { recursive: true });
    fs.writeFileSync(
      probe,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text holding a template literal.
      'export const A = () => <Select placeholder="Pick one" aria-label={"Choose"} nothingFoundMessage="Nothing" error={`Too long`} paginationText={({ from }) => `Showing ${from}`} />;\n',
    );
    fs.writeFileSync(
      toast,
      [
        'notifications.show({ color: "red", title: "Error", message: t`Fine` });',
        'modals.openConfirmModal({ title: "Sure?", labels: { confirm: "Yes", cancel: t`No` } });',
        'export function f({ title = "Oops", fallback = i18n._(msg`Fine`) } = {}) { return title + fallback; }',
      ].join("\n"),
    );
    try {
      expect(literalsOf(probe)).toEqual([
        'placeholder="Pick one"',
        'aria-label="Choose"',
        'nothingFoundMessage="Nothing"',
        'error="Too long"',
        'paginationText="Showing …"',
      ]);
      expect(shownLiteralsOf(toast)).toEqual(['title: "Error"', 'title: "Sure?"', 'confirm: "Yes"', 'title = "Oops"']);
    } finally {
      fs.rmSync(probe);
      fs.rmSync(toast);
    }
  });
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import {
  LABEL_CODE_MIN_PT,
  LABEL_NAME_MIN_PT,
  PAPER_SIZES,
  type PaperSize,
  PRINT_QR_SIZES,
  printLabelPositions,
  printSheetLayout,
  uniqueQrFileNames,
} from "@stockroom/core";
import { assets, assetTypes } from "@stockroom/db";
import { createOrganization, createUser } from "@stockroom/server/testing";
import { unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin } from "./phoneFixtures";

let app: BrowserApp;
let orgId: string;
let toolsTypeId: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "qr-print-e2e-"));
const SCREENS = "/work/notes/screens/labels";
fs.mkdirSync(SCREENS, { recursive: true });
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DPI = 300;
const CSS_PX_PER_INCH = 96;

// 30 assets: names that collide once made safe, a name with a slash, three statuses, two types.
const PAINT_NAMES = Array.from({ length: 24 }, (_, i) => `Paint ${String(i + 1).padStart(2, "0")}`);
const TOOL_NAMES = ["Drill", "drill", "Saw/Blade", "Saw:Blade", "Ladder", "Zeta ÄÖÜ tool with a very long name"];
// Issue 20: a second organization whose labels all printed "Torque Wr…" at 0.5 in. Four
// wrenches without barcodes, a barcode, two assets whose barcodes differ only in case, a
// barcode too long for a small label, and a name too long for any label.
const WRENCH_NAMES = [
  "Torque Wrench 1/4 in Drive",
  "Torque Wrench 3/8 in Drive",
  "Torque Wrench 1/2 in Drive",
  "Torque Wrench 3/4 in Drive",
];
const WORKS_ASSETS: { name: string; barcode: string | null }[] = [
  ...WRENCH_NAMES.map((name) => ({ name, barcode: null })),
  { name: "Impact Driver", barcode: "TL-000001" },
  { name: "Socket Set", barcode: "dup-7" },
  { name: "Socket Set XL", barcode: "DUP-7" },
  { name: "Pipe Bender", barcode: "WAREHOUSE-EAST-000003" },
  { name: "Hydraulic Bottle Jack With Extra Long Saddle Extension And Release Valve Kit", barcode: null },
];
let worksFirstAssetId: string;
let worksOrgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Harbor Paints")).id;
  await createUser(app.db.db, { email: "lee@harbor.test", password: "pass-word-1", org: { id: orgId, role: "admin" } });
  const [paint] = await app.db.db.insert(assetTypes).values({ organizationId: orgId, name: "Paint" }).returning();
  const [tools] = await app.db.db
    .insert(assetTypes)
    .values({ organizationId: orgId, name: "Tools", color: "#0EA5E9" })
    .returning();
  if (!paint || !tools) throw new Error("types not created");
  toolsTypeId = tools.id;
  await app.db.db.insert(assets).values([
    ...PAINT_NAMES.map((name, i) => ({
      organizationId: orgId,
      assetTypeId: paint.id,
      name,
      status: i % 8 === 7 ? "maintenance" : "active",
    })),
    ...TOOL_NAMES.map((name, i) => ({
      organizationId: orgId,
      assetTypeId: tools.id,
      name,
      status: i === 4 ? "retired" : "active",
    })),
  ]);
  // Another organization's asset never shows.
  const other = await createOrganization(app.db.db, "Other Co");
  const [otherType] = await app.db.db
    .insert(assetTypes)
    .values({ organizationId: other.id, name: "Paint" })
    .returning();
  if (!otherType) throw new Error("type not created");
  await app.db.db.insert(assets).values({ organizationId: other.id, assetTypeId: otherType.id, name: "Paint 00" });

  const works = await createOrganization(app.db.db, "Wrench Works");
  worksOrgId = works.id;
  await createUser(app.db.db, {
    email: "wes@wrench.test",
    password: "pass-word-1",
    org: { id: works.id, role: "admin" },
  });
  await memberWithPin(app, works.id, "pia@wrench.test", "Pia Phone", "2580");
  const [worksType] = await app.db.db
    .insert(assetTypes)
    .values({ organizationId: works.id, name: "Tools" })
    .returning();
  if (!worksType) throw new Error("type not created");
  const made = await app.db.db
    .insert(assets)
    .values(WORKS_ASSETS.map((a) => ({ organizationId: works.id, assetTypeId: worksType.id, ...a })))
    .returning({ id: assets.id });
  worksFirstAssetId = made[0]?.id ?? "";
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function openManager(
  url = "/assets/qr-manager",
  viewport?: { width: number; height: number },
  email = "lee@harbor.test",
) {
  const { page, context } = await app.newPage(viewport ? { viewport } : undefined);
  await signIn(page, email, "pass-word-1");
  await page.goto(url);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return { page, context };
}

/** The origin the labels encode, as the screen shows it. */
async function labelOriginOf(page: Page): Promise<string> {
  const value = await page.locator("[data-qr-value]").first().getAttribute("data-qr-value");
  return (value ?? "").replace(/\/mobile\/asset\/[^/]+$/, "");
}

function zbar(file: string): string[] {
  const r = spawnSync("/usr/bin/zbarimg", ["-q", "--raw", "-Sdisable", "-Sqrcode.enable", file], { encoding: "utf8" });
  return r.stdout.split("\n").filter((line) => line !== "");
}

// Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses a script tag.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2 A/AA violations inside the page's main content, contrast included. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(`${axeSource}\n;void 0`);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({ include: [["main"]] }, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
  });
}

async function chooseSelect(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function printPopup(page: Page, context: BrowserContext): Promise<Page> {
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Print", exact: true }).click(),
  ]);
  await popup.waitForLoadState();
  await popup.locator(".paper").first().waitFor();
  return popup;
}

/** Every label of a print sheet: page, row, column and the QR's box in inches from its sheet's corner. */
async function measureSheet(popup: Page) {
  return popup.evaluate((pxPerInch) => {
    const papers = [...document.querySelectorAll<HTMLElement>(".paper")];
    return papers.flatMap((paper, pageIndex) => {
      const p = paper.getBoundingClientRect();
      return [...paper.querySelectorAll<HTMLElement>(".label")].map((label) => {
        const svg = label.querySelector("svg")?.getBoundingClientRect();
        if (!svg) throw new Error("label without svg");
        return {
          page: pageIndex,
          row: Number(label.dataset.row),
          column: Number(label.dataset.column),
          x: (svg.left - p.left) / pxPerInch,
          y: (svg.top - p.top) / pxPerInch,
          width: svg.width / pxPerInch,
          height: svg.height / pxPerInch,
          paperWidth: p.width / pxPerInch,
          paperHeight: p.height / pxPerInch,
          value: label.dataset.value ?? "",
        };
      });
    });
  }, CSS_PX_PER_INCH);
}

describe.skipIf(noBrowser)("QR manager and print sheets (Chromium)", () => {
  it("filters from the URL, offers the LAN address on loopback, switches views, looks right on desktop and phone", async () => {
    const { page, context } = await openManager();
    await page.getByTestId("qr-card").first().waitFor();
    expect(await page.getByTestId("qr-card").count()).toBe(30);

    // The browser is on 127.0.0.1 and PUBLIC_URL is unset: the screen says so and the labels
    // encode the server's LAN address (this machine has one), not the loopback one.
    const notice = page.getByTestId("label-origin-notice");
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(new URL(app.baseUrl).origin);
    const origin = await labelOriginOf(page);
    expect(new URL(origin).hostname).not.toMatch(/^(127\.|localhost$)/);
    expect(new URL(origin).port).toBe(new URL(app.baseUrl).port);

    await page.screenshot({ path: "/tmp/qr-manager-1280.png", fullPage: false });

    // Search (debounced into the URL), then status and type filters from the URL.
    await page.getByTestId("qr-search").fill("saw");
    await page.waitForURL((u) => u.searchParams.get("q") === "saw");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=qr-card]").length === 2);
    await page.goto(`/assets/qr-manager?status=retired&status=maintenance&type=${toolsTypeId}`);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=qr-card]").length === 1);
    await expect(page.getByTestId("qr-card").textContent()).resolves.toContain("Ladder");
    await page.goto("/assets/qr-manager?status=maintenance");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=qr-card]").length === 3);

    // List view, kept in the URL; select all and clear.
    await page.getByText("List", { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("view") === "list");
    await page.getByTestId("qr-table").locator("tbody tr").nth(2).waitFor();
    await page.screenshot({ path: "/tmp/qr-manager-1280-list.png" });
    await page.getByRole("button", { name: "Select all" }).click();
    await expect(page.getByTestId("qr-selection-count").textContent()).resolves.toMatch(/^3 selected/);
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByTestId("qr-selection-count").textContent()).resolves.toMatch(/^0 selected/);
    await page.getByRole("button", { name: "Download ZIP" }).click();
    await page.getByText("No Assets Selected").waitFor();
    await context.close();

    const phone = await openManager("/barcode-tools", { width: 375, height: 667 });
    await phone.page.getByRole("heading", { name: "QR Print Manager", level: 1 }).waitFor();
    await phone.page.getByTestId("qr-card").first().waitFor();
    await phone.page.screenshot({ path: "/tmp/qr-manager-375.png", fullPage: false });
    await phone.page.getByTestId("qr-selection-count").scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: "/tmp/qr-manager-375-toolbar.png", fullPage: false });
    await phone.page.getByTestId("qr-card").nth(4).scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: "/tmp/qr-manager-375-grid.png", fullPage: false });
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.context.close();
  });

  it("downloads one ZIP with a PNG per selected asset, named safely and uniquely, that decodes", async () => {
    const { page, context } = await openManager(`/assets/qr-manager?type=${toolsTypeId}`);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=qr-card]").length === 6);
    const names = await page
      .getByTestId("qr-card")
      .evaluateAll((cards) => cards.map((c) => c.querySelector("[data-testid=qr-card-name]")?.textContent ?? ""));
    const values = await page
      .locator("[data-testid=qr-card] [data-qr-value]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-qr-value") ?? ""));
    await page.getByRole("button", { name: "Select all" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download ZIP" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^qr-codes-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = path.join(tmp, "codes.zip");
    await download.saveAs(zipPath);
    const files = unzipSync(new Uint8Array(fs.readFileSync(zipPath)));
    const expected = uniqueQrFileNames(names);
    expect(Object.keys(files)).toEqual(expected);
    expect(expected).toContain("drill (2)-qr.png");
    expect(expected).toContain("Saw_Blade (2)-qr.png");
    for (const [i, name] of expected.entries()) {
      const png = files[name] as Uint8Array;
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const file = path.join(tmp, `zip-${i}.png`);
      fs.writeFileSync(file, png);
      expect(zbar(file)).toEqual([values[i]]);
    }

    // The single PNG download stays.
    const [single] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG of Ladder" }).click(),
    ]);
    expect(single.suggestedFilename()).toBe("Ladder-qr.png");
    await context.close();
  });

  it.each([
    ["letter", "1", true, 0],
    ["a4", "1", false, 0],
    // Skips inside the sheet (legal 1 in with names: 56 a page; letter 3 in: 4); a skip past
    // the sheet is a message now, not a clamp (numeric-inputs.test.ts).
    ["legal", "1", true, 50],
    ["letter", "3", true, 3],
    ["a4", "0.5", false, 0],
  ] as const)(
    "lays out a %s sheet of %s in labels (names %s, skip %d) exactly as core does",
    async (paper, size, names, skip) => {
      const query = new URLSearchParams({ paper, printSize: size, names: String(names) });
      const { page, context } = await openManager(`/assets/qr-manager?${query}`);
      await page.waitForFunction(() => document.querySelectorAll("[data-testid=qr-card]").length === 30);
      await page.getByRole("button", { name: "Select all" }).click();
      await page.getByTestId("qr-skip").fill(String(skip));
      const popup = await printPopup(page, context);
      const labels = await measureSheet(popup);
      await popup.screenshot({ path: `/tmp/qr-sheet-${paper}-${size}.png` });

      const layout = printSheetLayout({ qrSize: Number(size), paper: paper as PaperSize, showNames: names });
      const expected = printLabelPositions(30, layout, skip);
      expect(labels).toHaveLength(30);
      const { width, height } = PAPER_SIZES[paper as PaperSize];
      for (const [i, label] of labels.entries()) {
        const want = expected[i];
        if (!want) throw new Error("missing position");
        expect([label.page, label.row, label.column]).toEqual([want.page, want.row, want.column]);
        expect(label.x).toBeCloseTo(want.x, 2);
        expect(label.y).toBeCloseTo(want.y, 2);
        expect(label.width).toBeCloseTo(Number(size), 2);
        expect(label.height).toBeCloseTo(Number(size), 2);
        expect(label.paperWidth).toBeCloseTo(width, 2);
        expect(label.paperHeight).toBeCloseTo(height, 2);
      }
      // The print CSS: the paper size and the 0.25 in margin.
      const css = await popup.locator("style").first().textContent();
      expect(css).toContain(`@page { size: ${width}in ${height}in; margin: 0.25in; }`);
      await context.close();
    },
  );

  it("opens the print dialog 500 ms after the sheet, and asks to allow popups when they are blocked", async () => {
    const { page, context } = await openManager("/assets/qr-manager?status=maintenance");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=qr-card]").length === 3);
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await page.getByText("No Assets Selected").waitFor();
    await page.getByRole("button", { name: "Select all" }).click();
    // Records when the sheet window's print() is called, counted from its opening.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      const record = window as unknown as { printDelays: number[] };
      record.printDelays = [];
      window.open = (...args: Parameters<typeof window.open>) => {
        const opened = open(...args);
        const start = performance.now();
        if (opened) opened.print = () => void record.printDelays.push(performance.now() - start);
        return opened;
      };
    });
    const popup = await printPopup(page, context);
    expect(await popup.locator(".label").count()).toBe(3);
    await page.waitForFunction(() => (window as unknown as { printDelays: number[] }).printDelays.length === 1);
    const [delay] = await page.evaluate(() => (window as unknown as { printDelays: number[] }).printDelays);
    expect(delay).toBeGreaterThanOrEqual(500);
    expect(delay).toBeLessThan(2500);
    await popup.close();

    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await page.getByText("Please allow popups to generate print sheets").waitFor();
    await context.close();
  });

  it.each([0.5, 2])(
    "prints a readable code under every %s in label that, typed into Enter Manually or the phone, opens the asset its QR encodes",
    async (size) => {
      const count = WORKS_ASSETS.length;
      const { page, context } = await openManager(
        `/assets/qr-manager?names=true&printSize=${size}`,
        undefined,
        "wes@wrench.test",
      );
      await page.waitForFunction((n) => document.querySelectorAll("[data-testid=qr-card]").length === n, count);
      // The cards show the code each label prints at this size.
      const cardCodes = await page.getByTestId("qr-card-code").allTextContents();
      expect(cardCodes).toHaveLength(count);
      await expect(accessibilityViolations(page)).resolves.toEqual([]);
      await page.getByRole("button", { name: "Select all" }).click();
      const popup = await printPopup(page, context);
      await popup.setViewportSize({ width: 8.5 * CSS_PX_PER_INCH + 40, height: 11 * CSS_PX_PER_INCH + 60 });
      await popup.screenshot({ path: `${SCREENS}/sheet-${size}in-names.png`, fullPage: true });

      // What a person sees on each label: the code line (whole, on one line, at a legible
      // size) and the name (two lines at most; cut only when it cannot fit even when shrunk).
      const labels = await popup.locator(".label").evaluateAll((els) =>
        els.map((el) => {
          const code = el.querySelector<HTMLElement>(".label-code");
          // The name's text box, clamped to two lines inside the 0.3 in strip.
          const name = el.querySelector<HTMLElement>(".label-name > span");
          if (!code || !name) throw new Error("label without code or name");
          const codeStyle = getComputedStyle(code);
          const nameStyle = getComputedStyle(name);
          return {
            // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, as a person reads it off the label
            code: code.innerText.trim(),
            codeFits: code.scrollWidth <= code.clientWidth && code.getBoundingClientRect().width <= el.clientWidth,
            codePx: Number.parseFloat(codeStyle.fontSize),
            codeColor: codeStyle.color,
            name: (name.textContent ?? "").trim(),
            nameFits: name.scrollHeight <= name.clientHeight + 1,
            namePx: Number.parseFloat(nameStyle.fontSize),
            nameLines: name.getBoundingClientRect().height / Number.parseFloat(nameStyle.lineHeight),
            // The drawing of the code, size aside: the same value at the same level gives the same paths.
            qrPaths: [...el.querySelectorAll("svg path")].map((p) => p.getAttribute("d")).join("|"),
          };
        }),
      );
      const html = await popup.content();
      await popup.close();
      expect(labels).toHaveLength(count);
      for (const label of labels) {
        expect(label.code, label.name).not.toBe("");
        expect(label.codeFits, label.code).toBe(true);
        expect(label.codePx * 0.75, label.code).toBeGreaterThanOrEqual(LABEL_CODE_MIN_PT - 0.05);
        expect(label.codeColor).toBe("rgb(0, 0, 0)");
        expect(label.nameLines, label.name).toBeLessThanOrEqual(2.05);
      }
      // The four wrenches: four different codes, and their names whole (wrapped or shrunk, not cut).
      const wrenches = labels.filter((l) => WRENCH_NAMES.includes(l.name));
      expect(wrenches).toHaveLength(4);
      expect(new Set(wrenches.map((w) => w.code)).size).toBe(4);
      for (const w of wrenches) {
        expect(w.nameFits, `${w.name} at ${size} in`).toBe(true);
        expect(w.namePx * 0.75).toBeGreaterThanOrEqual(LABEL_NAME_MIN_PT - 0.05);
      }
      // Barcodes shared case aside print the short code; the long barcode only where it fits.
      const codeOf = (name: string) => labels.find((l) => l.name === name)?.code;
      expect(codeOf("Impact Driver")).toBe("TL-000001");
      expect(codeOf("Socket Set")).not.toMatch(/dup/i);
      expect(codeOf("Socket Set XL")).not.toMatch(/dup/i);
      expect(codeOf("Pipe Bender")).toEqual(
        size === 2 ? "WAREHOUSE-EAST-000003" : expect.stringMatching(/^[0-9A-Z]{4,5}$/),
      );
      expect(new Set(labels.map((l) => l.code)).size).toBe(count);
      expect([...cardCodes].sort()).toEqual(labels.map((l) => l.code).sort());

      // The QR of each label, decoded by a real reader from the sheet at 300 dpi.
      const hiDpi = await app.browser.newContext({
        deviceScaleFactor: DPI / CSS_PX_PER_INCH,
        viewport: { width: 8.5 * CSS_PX_PER_INCH + 40, height: 800 },
      });
      const sheet = await hiDpi.newPage();
      await sheet.setContent(html);
      const svgs = sheet.locator(".label svg");
      const encoded: string[] = [];
      for (let i = 0; i < (await svgs.count()); i++) {
        const one = path.join(tmp, `works-${size}-${i}.png`);
        await svgs.nth(i).screenshot({ path: one });
        const [value] = zbar(one);
        encoded.push(value ?? "");
      }
      await hiDpi.close();
      const assetIdOf = (url: string) => /\/mobile\/asset\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? "missing";

      // Enter Manually: each printed code lands on the asset its QR encodes.
      for (const [i, label] of labels.entries()) {
        const want = assetIdOf(encoded[i] ?? "");
        await page.goto("/inventory/add");
        await page.getByRole("button", { name: "Enter Manually" }).click();
        await page.getByLabel("QR code value").fill(label.code);
        await page.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL((u) => u.pathname.startsWith("/inventory/action/"));
        expect({ code: label.code, asset: new URL(page.url()).pathname.split("/").pop() }).toEqual({
          code: label.code,
          asset: want,
        });
      }
      if (size === 2) {
        // The asset page draws the same QR (same component, same error-correction level) and
        // shows the same code; a real reader reads its screenshot.
        const wrench = labels.findIndex((l) => l.name === WRENCH_NAMES[1]);
        const wrenchLabel = labels[wrench];
        if (!wrenchLabel) throw new Error("no wrench label");
        await page.goto(`/assets/${assetIdOf(encoded[wrench] ?? "")}`);
        await page.getByRole("tab", { name: "QR Code" }).click();
        const qr = page.getByTestId("asset-qr");
        await qr.locator("svg").waitFor();
        await expect(page.getByTestId("asset-qr-code").textContent()).resolves.toBe(wrenchLabel.code);
        const pagePaths = await qr
          .locator("svg path")
          .evaluateAll((ps) => ps.map((p) => p.getAttribute("d")).join("|"));
        expect(pagePaths).toBe(wrenchLabel.qrPaths);
        await expect(accessibilityViolations(page)).resolves.toEqual([]);
        const shot = `${SCREENS}/asset-page-qr-1280.png`;
        await page.screenshot({ path: shot, fullPage: true });
        const one = path.join(tmp, "asset-page-qr.png");
        await qr.screenshot({ path: one });
        expect(zbar(one)).toEqual([encoded[wrench]]);
        await page.setViewportSize({ width: 375, height: 667 });
        await qr.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENS}/asset-page-qr-375.png` });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      if (size === 0.5) {
        await page.goto("/inventory/add");
        await page.getByRole("button", { name: "Enter Manually" }).click();
        await page.getByLabel("QR code value").fill(wrenches[0]?.code.toLowerCase() ?? "");
        await page.screenshot({ path: `${SCREENS}/enter-manually-1280.png` });
      }
      await context.close();

      // The phone: after the PIN, 'Or type the code on the label' opens the same assets.
      const phone = await app.newPage({ viewport: { width: 375, height: 667 } });
      await enrollPhone(app, phone.context, worksOrgId);
      await phone.page.goto(`/mobile/asset/${worksFirstAssetId}`);
      await phone.page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
      await phone.page.getByTestId("mobile-pin").fill("2580");
      await phone.page.getByTestId("pin-submit").click();
      await phone.page.getByTestId("mobile-options").waitFor();
      for (const [i, label] of labels.entries()) {
        await phone.page.getByTestId("scan-next").click();
        await phone.page.getByTestId("manual-code").fill(i % 2 ? label.code.toLowerCase() : label.code);
        if (i === 0 && size === 0.5) await phone.page.screenshot({ path: `${SCREENS}/phone-type-code-375.png` });
        await phone.page.getByTestId("manual-continue").click();
        await phone.page.waitForURL(
          (u) => u.pathname === `/qr/${encodeURIComponent(i % 2 ? label.code.toLowerCase() : label.code)}`,
        );
        await phone.page.getByTestId("mobile-options").getByRole("heading", { level: 1, name: label.name }).waitFor();
      }
      await phone.context.close();
    },
    240_000,
  );

  it("prints labels that a real decoder reads at 300 dpi, at every print size down to 0.5 in", async () => {
    const { page, context } = await openManager("/assets/qr-manager?names=true");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=qr-card]").length === 30);
    await page.getByRole("button", { name: "Select all" }).click();
    const hiDpi = await app.browser.newContext({
      deviceScaleFactor: DPI / CSS_PX_PER_INCH,
      viewport: { width: 8.5 * CSS_PX_PER_INCH + 40, height: 800 },
    });
    const sheet = await hiDpi.newPage();
    try {
      for (const size of PRINT_QR_SIZES) {
        await chooseSelect(page, "qr-print-size", `${size} in`);
        const popup = await printPopup(page, context);
        await popup.screenshot({ path: `${SCREENS}/harbor-sheet-${size}in.png` });
        const html = await popup.content();
        const expectedValues = await popup
          .locator(".label")
          .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.value ?? ""));
        await popup.close();
        expect(expectedValues).toHaveLength(30);

        await sheet.setContent(html);
        const decoded: string[] = [];
        const papers = sheet.locator(".paper");
        for (let p = 0; p < (await papers.count()); p++) {
          const file = path.join(tmp, `sheet-${size}-${p}.png`);
          await papers.nth(p).screenshot({ path: file });
          const found = zbar(file);
          const labelsOnPage = await papers
            .nth(p)
            .locator(".label")
            .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.value ?? ""));
          if ([...found].sort().join("\n") === [...labelsOnPage].sort().join("\n")) {
            decoded.push(...found);
            continue;
          }
          // Many codes on one page: read each label on its own.
          const labels = papers.nth(p).locator(".label svg");
          for (let i = 0; i < (await labels.count()); i++) {
            const one = path.join(tmp, `label-${size}-${p}-${i}.png`);
            await labels.nth(i).screenshot({ path: one });
            decoded.push(...zbar(one));
          }
        }
        expect([...decoded].sort(), `print size ${size} in`).toEqual([...expectedValues].sort());
      }
    } finally {
      await hiDpi.close();
      await context.close();
    }
  }, 240_000);
});

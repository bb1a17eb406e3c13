import { writeFile } from "node:fs/promises";
import { assets, formSubmissions, inventoryItems } from "@stockroom/db";
import { createOrganization } from "@stockroom/server/testing";
import { eq, sql } from "drizzle-orm";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { QRCodeSVG } from "qrcode.react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, chromiumPath, noBrowser, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin, typeWithInventoryForm } from "./phoneFixtures";

const PHONE = { width: 375, height: 667 };
const SHOTS = "/tmp/phone-shots";
let app: BrowserApp;
let formId: string;
let orgId: string;
const asset: Record<string, { id: string; itemId: string }> = {};

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  const org = await createOrganization(db, "Storeroom");
  orgId = org.id;
  const other = await createOrganization(db, "Other Shop");
  await memberWithPin(app, org.id, "pat@store.test", "Pat Counter", "4321");
  await memberWithPin(app, other.id, "olga@other.test", "Olga Other", "1111");
  const type = await typeWithInventoryForm(app, org.id, { type: "Paint", form: "Paint Count" }, [
    { id: "field_1", label: "Counted", type: "number", required: true, inventory_action: "set" },
  ]);
  formId = type.formId;
  for (const [name, barcode, quantity] of [
    ["White Primer", "WP-001", 10],
    ["Blue Enamel", "BE-002", 5],
    ["Red Oxide", "RO-003", 7],
  ] as const) {
    const [a] = await db
      .insert(assets)
      .values({ organizationId: org.id, assetTypeId: type.typeId, name, barcode, description: `${name} tin` })
      .returning();
    if (!a) throw new Error("asset not created");
    const [item] = await db
      .insert(inventoryItems)
      .values({ organizationId: org.id, assetId: a.id, assetTypeId: type.typeId, name, quantity })
      .returning();
    asset[barcode] = { id: a.id, itemId: item?.id ?? "" };
  }
});
afterAll(async () => {
  await app?.close();
});

async function quantity(barcode: string) {
  const [row] = await app.db.db
    .select({ quantity: inventoryItems.quantity })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, asset[barcode]?.itemId ?? ""));
  return row?.quantity;
}
async function submissionsOf(barcode: string) {
  return app.db.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.assetId, asset[barcode]?.id ?? ""));
}

async function enterPin(page: Page, pin: string) {
  await page.getByTestId("mobile-pin").fill(pin);
  await page.getByTestId("pin-submit").click();
}

async function openWithPin(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
  await enterPin(page, "4321");
  await page.getByTestId("mobile-options").waitFor();
}

async function countOnForm(page: Page, value: string) {
  await page.getByTestId("field-field_1").waitFor();
  await page.getByTestId("field-field_1").fill(value);
  await page.getByTestId("submit-form").click();
}

async function manualCode(page: Page, code: string) {
  await page.getByTestId("scan-next").click();
  await page.getByTestId("manual-code").fill(code);
  await page.getByTestId("manual-continue").click();
  await page
    .getByTestId("mobile-options")
    .waitFor()
    .catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/debug-manual-${code}.png` });
      throw err;
    });
}

describe.skipIf(noBrowser)("phone workflow (Chromium, 375×667)", () => {
  it("opens a printed QR URL, refuses wrong PINs, counts after the right one in ≤ 3 requests, Next Asset", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await page.goto("/qr/WP-001");
    await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    // Authenticate stays disabled until 4 digits; letters are stripped.
    await page.getByTestId("mobile-pin").fill("12a");
    await expect(page.getByTestId("pin-submit").isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId("mobile-pin").inputValue()).resolves.toBe("12");
    await expect(page.getByTestId("mobile-pin").getAttribute("type")).resolves.toBe("password");
    await page.getByRole("button", { name: "Use full login instead" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/1-pin.png` });

    // Another organization's member's PIN, then a wrong PIN: 'Invalid PIN'.
    for (const pin of ["1111", "9999"]) {
      await enterPin(page, pin);
      await expect(page.getByTestId("pin-error").textContent()).resolves.toBe("Invalid PIN");
    }
    await page.screenshot({ path: `${SHOTS}/2-pin-invalid.png` });

    await enterPin(page, "4321");
    await page.getByTestId("mobile-options").waitFor();
    await page.getByText("Welcome, Pat Counter").waitFor();
    await page.getByText("Not configured").waitFor(); // no intake form
    await expect(page.getByTestId("mobile-option-intake").isDisabled()).resolves.toBe(true);
    await page.getByRole("link", { name: "View full asset details" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/3-options.png` });

    await page.getByTestId("mobile-option-inventory").click();
    await page.waitForURL(
      (u) => u.pathname === `/forms/submit/${formId}` && u.searchParams.get("fromMobileQR") === "true",
    );
    expect(new URL(page.url()).searchParams.get("type")).toBe("inventory");
    await page.getByTestId("field-field_1").waitFor();
    // Nothing typed is lost on reload.
    await page.getByTestId("field-field_1").fill("12");
    await page.reload();
    await page.getByTestId("field-field_1").waitFor({ timeout: 30_000 });
    await expect(page.getByTestId("field-field_1").inputValue()).resolves.toBe("12");
    await page.screenshot({ path: `${SHOTS}/4-form.png` });
    await page.getByTestId("submit-form").click();
    await page.getByTestId("mobile-success").waitFor();
    expect(await quantity("WP-001")).toBe(12);
    await page.screenshot({ path: `${SHOTS}/5-success.png` });

    await page.getByTestId("next-asset").click();
    await page.getByTestId("selector-search").fill("Blue");
    await page.getByTestId("selector-asset").filter({ hasText: "Blue Enamel" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/6-selector.png` });
    await page.getByTestId("selector-asset").filter({ hasText: "Blue Enamel" }).click();
    await page.waitForURL((u) => u.pathname === `/mobile/asset/${asset["BE-002"]?.id}`);
    await page.getByTestId("mobile-options").waitFor(); // no PIN again while the session lives
    await page.getByRole("heading", { name: "Blue Enamel" }).waitFor();
    await context.close();
  });

  it("the request budget: opening a QR URL, the PIN and a count take at most 3 calls after the PIN", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await page.goto("/qr/RO-003");
    await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    const calls: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/trpc/")) calls.push(path.slice("/trpc/".length));
    });
    await enterPin(page, "4321");
    await page.getByTestId("mobile-option-inventory").click();
    await countOnForm(page, "9");
    await page.getByTestId("mobile-success").waitFor();
    expect(await quantity("RO-003")).toBe(9);
    const untilSubmit = calls.slice(0, calls.findIndex((c) => c.split(",").includes("forms.submit")) + 1);
    expect(untilSubmit.at(-1)).toContain("forms.submit");
    expect(untilSubmit.length).toBeLessThanOrEqual(3);
    console.log(`phone requests after the PIN: ${untilSubmit.join(" | ")}`);
    await context.close();
  });

  it("offline: two counts are kept on the phone, survive a reload and arrive exactly once", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    const primerBefore = (await submissionsOf("WP-001")).length;
    const enamelBefore = (await submissionsOf("BE-002")).length;
    // Online: open both assets' forms once (the phone keeps what it has seen).
    await openWithPin(page, "/qr/WP-001");
    await page.getByTestId("mobile-option-inventory").click();
    await page.getByTestId("field-field_1").waitFor();
    await page.goBack();
    await page.getByTestId("mobile-options").waitFor();
    await manualCode(page, "BE-002");
    await page.getByTestId("mobile-option-inventory").click();
    await page.getByTestId("field-field_1").waitFor();

    await context.setOffline(true);
    await countOnForm(page, "3");
    await page.getByText("Saved on this phone").waitFor();
    await page.getByTestId("queued-counts").first().waitFor();
    await page.screenshot({ path: `${SHOTS}/7-offline-queued.png` });
    await page.getByTestId("mobile-done").click();
    await page.getByRole("heading", { name: "Blue Enamel" }).waitFor();
    await manualCode(page, "WP-001");
    await page.getByTestId("mobile-option-inventory").click();
    await countOnForm(page, "8");
    await page.getByText("Saved on this phone").waitFor();
    await page.getByText("2 counts waiting to send").first().waitFor();
    expect((await submissionsOf("BE-002")).length).toBe(enamelBefore);

    // The connection is back but the server is still unreachable: reload, nothing is lost.
    await blockSubmits(context, true);
    await context.setOffline(false);
    await page.reload();
    await page.getByText("2 counts waiting to send").first().waitFor({ timeout: 30_000 });
    expect((await submissionsOf("WP-001")).length).toBe(primerBefore);
    await page.screenshot({ path: `${SHOTS}/8-after-reload.png` });

    // Reachable again: both arrive, once each.
    await blockSubmits(context, false);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByTestId("queued-counts").first().waitFor({ state: "detached", timeout: 30_000 });
    expect(await quantity("BE-002")).toBe(3);
    expect(await quantity("WP-001")).toBe(8);
    expect((await submissionsOf("BE-002")).length).toBe(enamelBefore + 1);
    // WP-001 was counted this month already: Inventory (action continue, the spec's default)
    // updated that entry, so it has no second row.
    expect((await submissionsOf("WP-001")).length).toBe(primerBefore);
    // A later flush (another reload) sends nothing twice.
    await page.reload();
    await page.getByTestId("field-field_1").waitFor({ timeout: 30_000 });
    expect((await submissionsOf("BE-002")).length).toBe(enamelBefore + 1);
    expect((await submissionsOf("WP-001")).length).toBe(primerBefore);
    await context.close();
  });

  it("a count made after the 2-hour session ended is kept and sent once the PIN is entered again", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    const before = (await submissionsOf("RO-003")).length;
    await openWithPin(page, "/qr/RO-003");
    await page.getByTestId("mobile-option-inventory").click();
    await page.getByTestId("field-field_1").waitFor();
    await app.db.db.execute(sql`update mobile_sessions set expires_at = now() - interval '1 second'`);
    await countOnForm(page, "4");
    await page.getByText("Your PIN session has ended", { exact: false }).waitFor();
    expect((await submissionsOf("RO-003")).length).toBe(before);
    await page.getByTestId("mobile-done").click();
    await enterPin(page, "4321");
    await page.getByTestId("mobile-options").waitFor();
    // The options page sends what the phone kept as soon as it opens: this month's entry
    // (counted above; Inventory's action is continue) is updated, once.
    await expect.poll(async () => await quantity("RO-003"), { timeout: 15_000 }).toBe(4);
    await page.getByTestId("queued-counts").waitFor({ state: "detached" });
    expect((await submissionsOf("RO-003")).length).toBe(before);
    await context.close();
  });

  it("scan next: the camera (a fake one showing a label) opens the next asset's options without the PIN", async () => {
    const video = await labelVideo(`${app.baseUrl}/mobile/asset/${asset["BE-002"]?.id}`);
    const browser = await chromium.launch({
      executablePath: chromiumPath ?? undefined,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
      context.setDefaultTimeout(20_000);
      await enrollPhone(app, context, orgId);
      const page = await context.newPage();
      await openWithPin(page, "/qr/RO-003");
      await page.getByTestId("scan-next").click();
      await page.waitForURL((u) => u.pathname === `/mobile/asset/${asset["BE-002"]?.id}`);
      await page.getByRole("heading", { name: "Blue Enamel" }).waitFor();
      await page.getByTestId("mobile-options").waitFor();
      await expect(page.getByTestId("mobile-pin").count()).resolves.toBe(0);
    } finally {
      await browser.close();
    }
  });

  it("diagnostics at 375×667: runs, counts passed/failed, expands details", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await openWithPin(page, `/mobile/asset/${asset["RO-003"]?.id}`);
    await page.goto(`/mobile-test/asset/${asset["RO-003"]?.id}`);
    await page.getByTestId("run-diagnostics").click();
    await page.getByTestId("diagnostic-count").waitFor();
    await page.getByText("Test history and submission rows written and removed").waitFor();
    // This browser has no camera to give: the camera step really tries it and fails (phone-offline.test.ts
    // has the camera that opens); every other check passes.
    await expect(page.getByTestId("diagnostic-count").textContent()).resolves.toMatch(/\d+ passed, 1 failed/);
    await page.getByTestId("diagnostic-step").first().getByRole("button").click();
    for (const name of ["Clear Results", "Copy Mobile URL", "Test Real Workflow", "Close"]) {
      await page.getByText(name, { exact: true }).first().waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/9-diagnostics.png`, fullPage: true });
    await page.getByRole("button", { name: "Clear Results" }).click();
    await page.getByTestId("diagnostic-step").first().waitFor({ state: "detached" });
    await context.close();
  });
});

/** forms.submit only (not forms.submitContext, which the reloaded page needs). */
const SUBMIT_CALLS = (url: URL) => (url.pathname.split("/trpc/")[1] ?? "").split(",").includes("forms.submit");

async function blockSubmits(context: BrowserContext, block: boolean) {
  const pattern = SUBMIT_CALLS;
  if (block) await context.route(pattern, (route) => route.abort("internetdisconnected"));
  else await context.unroute(pattern);
}

/**
 * A Y4M video (what Chromium's fake camera plays) of a printed label: the QR code of
 * `value`, drawn by qrcode.react like the app's labels, on white.
 */
async function labelVideo(value: string): Promise<string> {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 360, marginSize: 4, level: "M" }));
  const { page, context } = await app.newPage({ viewport: { width: 640, height: 480 } });
  await page.setContent(
    `<body style="margin:0;background:#fff;display:flex;align-items:center;justify-content:center;height:480px">${svg}</body>`,
  );
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 480 } });
  const gray: number[] = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext("2d");
    if (!ctx) return [];
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, 640, 480);
    const out: number[] = [];
    for (let i = 0; i < data.length; i += 4)
      out.push(Math.round(((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3));
    return out;
  }, png.toString("base64"));
  await context.close();
  const y = Buffer.from(gray);
  const chroma = Buffer.alloc((640 / 2) * (480 / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma, chroma]);
  const file = "/tmp/phone-shots/label.y4m";
  await writeFile(file, Buffer.concat([Buffer.from("YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n"), frame, frame]));
  return file;
}

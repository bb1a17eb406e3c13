import { mkdir } from "node:fs/promises";
import { CAMERA_ERROR_MESSAGE, MOBILE_ASSET_SELECTOR_ERROR } from "@stockroom/core";
import { assets, formSubmissions, inventoryItems } from "@stockroom/db";
import { createOrganization } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, chromiumPath, noBrowser, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin, typeWithInventoryForm } from "./phoneFixtures";

/**
 * Issue 20, the phone in a storeroom without signal: the service worker keeps the phone
 * shell, the phone keeps the options and count screens of the assets opened last (for the
 * session that opened them), counts made offline wait on the phone and arrive once, the
 * asset selector says it cannot load instead of spinning, options default to 'continue',
 * and the diagnostics really open the camera.
 */
const PHONE = { width: 375, height: 667 };
const SHOTS = "/work/notes/screens/phone";
let app: BrowserApp;
let orgId: string;
const asset: Record<string, { id: string; itemId: string }> = {};

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  const org = await createOrganization(db, "Cellar Stores");
  orgId = org.id;
  await memberWithPin(app, org.id, "sam@cellar.test", "Sam Cellar", "1357");
  const type = await typeWithInventoryForm(app, org.id, { type: "Drums", form: "Drum Count" }, [
    { id: "field_1", label: "Counted", type: "number", required: true, inventory_action: "set" },
  ]);
  for (const [name, barcode, quantity] of [
    ["Linseed Oil", "LO-1", 12],
    ["Turpentine", "TP-2", 6],
    ["Wax Polish", "WX-3", 4],
  ] as const) {
    const [a] = await db
      .insert(assets)
      .values({ organizationId: org.id, assetTypeId: type.typeId, name, barcode })
      .returning();
    if (!a) throw new Error("asset not created");
    const [item] = await db
      .insert(inventoryItems)
      .values({ organizationId: org.id, assetId: a.id, assetTypeId: type.typeId, name, quantity })
      .returning();
    asset[barcode] = { id: a.id, itemId: item?.id ?? "" };
  }
  await mkdir(SHOTS, { recursive: true });
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

/** Opens a phone address on a phone enrolled for the organization (issue 21), then types the PIN. */
async function openWithPin(page: Page, path: string) {
  await enrollPhone(app, page.context(), orgId);
  await page.goto(path);
  await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
  await page.getByTestId("mobile-pin").fill("1357");
  await page.getByTestId("pin-submit").click();
  await page.getByTestId("mobile-options").waitFor();
}

/** The phone's service worker is installed and controls the page (its shell is cached). */
async function shellCached(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
}

/**
 * The count requests the page starts while the context is offline. The phone must not try to
 * send while it says it has no connection: a request left to the browser's offline emulation
 * to stop is a count that can arrive early (CI once saw one reach the server).
 */
function submitsWhileOffline(context: BrowserContext) {
  const tried: string[] = [];
  let offline = false;
  context.on("request", (request) => {
    // tRPC batches calls into one address: /trpc/forms.submit or /trpc/a,forms.submit,b.
    const calls = new URL(request.url()).pathname.replace(/^\/trpc\//, "").split(",");
    if (offline && calls.includes("forms.submit")) tried.push(`${request.method()} ${request.url()}`);
  });
  return {
    tried,
    async setOffline(value: boolean) {
      // Counted from just before the switch, so a request started while it is made counts too.
      offline = value;
      await context.setOffline(value);
    },
  };
}

async function count(page: Page, value: string) {
  await page.getByTestId("field-field_1").fill(value);
  await page.getByTestId("submit-form").click();
}

// Each test walks a whole workflow (and waits for the service worker to install) on a shared machine.
describe.skipIf(noBrowser)("the phone without signal (Chromium, 375×667)", { timeout: 180_000 }, () => {
  it("serves the service worker uncached and the phone's web manifest", async () => {
    const sw = await fetch(`${app.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(sw.headers.get("content-type")).toMatch(/javascript/);
    const body = await sw.text();
    // The phone's shell, not the admin app's page.
    expect(body).toContain('url:"phone.html"');
    expect(body).not.toContain('url:"index.html"');
    const page = await fetch(`${app.baseUrl}/mobile`, { headers: { accept: "text/html" } });
    expect(page.headers.get("content-security-policy")).toContain("worker-src 'self'");
    const manifest = await (await fetch(`${app.baseUrl}/phone.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: "/mobile", display: "standalone" });
  });

  it("reloads offline: options and count screens of recent assets, waiting counts, sent once when back", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    const network = submitsWhileOffline(context);
    const before = (await submissionsOf("LO-1")).length;
    await openWithPin(page, "/qr/LO-1");
    await shellCached(page);
    // Open the count screen once with signal: the phone keeps it.
    await page.getByTestId("mobile-option-inventory").click();
    await page.getByTestId("field-field_1").waitFor();

    await network.setOffline(true);
    await page.reload();
    await page.getByTestId("offline-banner").waitFor();
    await page.getByTestId("field-field_1").waitFor();
    await page.getByRole("heading", { name: "Drum Count" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-count-screen-375.png` });
    await count(page, "9");
    await page.getByText("Saved on this phone").waitFor();
    await page.getByTestId("mobile-done").click();

    // The options, reloaded without signal, still show the waiting count.
    await page.getByTestId("mobile-options").waitFor();
    await page.reload();
    await page.getByTestId("mobile-options").waitFor();
    await page.getByText("1 count waiting to send").waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-options-375.png` });
    // The label scanned again (its /qr/ address) opens without signal too.
    await page.goto("/qr/LO-1");
    await page.getByRole("heading", { name: "Linseed Oil" }).waitFor();
    // The phone app's start page: waiting counts and the recent assets.
    await page.goto("/mobile");
    await page.getByTestId("phone-home").waitFor();
    await page.getByText("1 count waiting to send").waitFor();
    await page.getByTestId("recent-asset").filter({ hasText: "Linseed Oil" }).click();
    await page.getByTestId("mobile-options").waitFor();
    await page.goto("/mobile");
    await page.getByTestId("phone-home").waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-home-375.png` });
    // Nothing left the phone: not a single try (page loads, the queue's notice), so nothing could arrive.
    expect(network.tried).toEqual([]);
    expect((await submissionsOf("LO-1")).length).toBe(before);

    // Signal again: the count arrives, once.
    await network.setOffline(false);
    await page.getByTestId("queued-counts").waitFor({ state: "detached", timeout: 30_000 });
    expect(await quantity("LO-1")).toBe(9);
    expect((await submissionsOf("LO-1")).length).toBe(before + 1);
    await page.reload();
    await page.getByTestId("phone-home").waitFor();
    expect((await submissionsOf("LO-1")).length).toBe(before + 1);
    await context.close();
  });

  it("a session that ended takes the phone's copy with it: another session never sees it offline", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await openWithPin(page, "/qr/TP-2");
    await shellCached(page);
    // The PIN session is gone (signed out elsewhere, or another person's turn on this phone): the
    // enrolled phone keeps its device cookie, and the server asks for the PIN.
    await context.clearCookies({ name: "stockroom_pin" });
    await page.reload();
    await page.getByTestId("mobile-pin").waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Error looking up asset" }).waitFor();
    await expect(page.getByRole("heading", { name: "Turpentine" }).count()).resolves.toBe(0);
    await context.setOffline(false);
    await context.close();
  });

  it("Next Asset without signal shows the spec's error and its retry button instead of a spinner", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await openWithPin(page, "/qr/WX-3");
    await page.getByTestId("mobile-option-inventory").click();
    await page.getByTestId("field-field_1").waitFor();
    await context.setOffline(true);
    await count(page, "2");
    await page.getByTestId("next-asset").click();
    await page.getByRole("alert").filter({ hasText: MOBILE_ASSET_SELECTOR_ERROR }).waitFor();
    await page.getByRole("button", { name: "Retry" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-next-asset-375.png` });

    // Signal again: the count made offline arrives, once.
    await context.setOffline(false);
    await expect.poll(async () => (await submissionsOf("WX-3")).length, { timeout: 30_000 }).toBe(1);
    // A connection that answers nothing: the request is given up (3 s) and the same error shows.
    const assetsCall = (url: URL) => url.pathname.includes("mobile.assets");
    await context.route(assetsCall, () => undefined);
    await page.getByTestId("selector-search").fill("Lin");
    await page.getByText("Loading assets").waitFor({ state: "attached" });
    await page.getByRole("alert").filter({ hasText: MOBILE_ASSET_SELECTOR_ERROR }).waitFor();
    // And when the server answers again, Retry lists the assets.
    await context.unroute(assetsCall);
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByTestId("selector-asset").filter({ hasText: "Linseed Oil" }).first().waitFor();
    await context.close();
  });

  it("every option's action defaults to continue: Inventory opens this month's entry", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    // WX-3 was counted this month (above).
    expect((await submissionsOf("WX-3")).length).toBe(1);
    await openWithPin(page, "/qr/WX-3");
    await page.getByTestId("mobile-option-inventory").click();
    await page.waitForURL((u) => u.searchParams.get("action") === "continue");
    await page.getByTestId("edit-mode").waitFor();
    await expect(page.getByTestId("submit-form").textContent()).resolves.toBe("Update Entry");
    await count(page, "5");
    await page.getByTestId("mobile-success").waitFor();
    expect((await submissionsOf("WX-3")).length).toBe(1);
    expect(await quantity("WX-3")).toBe(5);
    // 'Create New Entry Instead' is still there for a second count this month.
    await page.getByTestId("mobile-done").click();
    await page.getByTestId("mobile-option-inventory").click();
    await page.getByRole("button", { name: "Create New Entry Instead" }).click();
    await page.getByTestId("new-entry-mode").waitFor();
    await context.close();
  });
});

describe.skipIf(noBrowser)("diagnostics really try the camera", { timeout: 120_000 }, () => {
  async function runDiagnostics(browser: Browser | null) {
    let context: BrowserContext;
    let page: Page;
    if (browser) {
      context = await browser.newContext({ baseURL: app.baseUrl, viewport: PHONE });
      context.setDefaultTimeout(20_000);
      page = await context.newPage();
    } else {
      ({ page, context } = await app.newPage({ viewport: PHONE }));
    }
    await openWithPin(page, `/mobile/asset/${asset["TP-2"]?.id}`);
    await page.goto(`/mobile-test/asset/${asset["TP-2"]?.id}`);
    await page.getByTestId("run-diagnostics").click();
    await page.getByTestId("diagnostic-count").waitFor();
    const camera = page.getByTestId("diagnostic-step").filter({ hasText: "Camera" });
    await camera.waitFor();
    return { page, context, camera };
  }

  it("reports success with a camera that opens", async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath ?? undefined,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
    });
    try {
      const { page, camera } = await runDiagnostics(browser);
      await expect(camera.getAttribute("data-status")).resolves.toBe("success");
      await camera.getByText("Camera opened", { exact: false }).waitFor();
      await page.screenshot({ path: `${SHOTS}/diagnostics-camera-ok-375.png`, fullPage: true });
    } finally {
      await browser.close();
    }
  });

  it("reports the error's name when the camera cannot be opened (no permission)", async () => {
    const { page, context, camera } = await runDiagnostics(null);
    await expect(camera.getAttribute("data-status")).resolves.toBe("error");
    await camera.getByText(CAMERA_ERROR_MESSAGE, { exact: false }).waitFor();
    await expect(camera.textContent()).resolves.toMatch(/\((NotAllowedError|NotFoundError|NotReadableError)\)/);
    await expect(page.getByTestId("diagnostic-count").textContent()).resolves.toMatch(/\d+ passed, 1 failed/);
    await page.screenshot({ path: `${SHOTS}/diagnostics-camera-error-375.png`, fullPage: true });
    await context.close();
  });
});

import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { monthKey } from "@stockroom/core";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { writeQrY4m } from "./qrVideo";

// Chromium's fake camera plays this file; it is written once the asset (and its barcode)
// exists — Chromium opens it only when the page starts the camera.
const videoDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-e2e-camera-"));
const videoFile = path.join(videoDir, "qr.y4m");
const shots = process.env.E2E_SCREENSHOTS ?? null;

let app: BrowserApp;
let asset: { id: string; barcode: string | null };

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp({
    browserArgs: [
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  });
  const org = await createOrganization(app.db.db, "Harbor Stores");
  await createUser(app.db.db, {
    email: "kim@harbor.test",
    password: "pass-word-1",
    org: { id: org.id, role: "admin" },
  });
  const api = (await signedInClient(app, "kim@harbor.test", "pass-word-1")).trpc;
  const type = await api.assetTypes.create.mutate({ name: "Cleaning", enableBarcodes: true, barcodePrefix: "CLN-" });
  asset = await api.assets.create.mutate({
    name: "Floor Cleaner",
    asset_type_id: type.id,
    current_inventory: "12",
    location: "Bay 2",
    description: "Concentrate, 5 litre cans",
  });
  await api.assets.create.mutate({ name: "Mop Heads", asset_type_id: type.id, current_inventory: "3" });
  writeQrY4m(videoFile, asset.barcode ?? "");
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(videoDir, { recursive: true, force: true });
});

// Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses a script tag.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2 A/AA violations inside the page's main content (the screen itself, not the shell), contrast included. */
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

async function shot(page: Page, name: string) {
  if (!shots) return;
  for (const [w, h] of [
    [1280, 800],
    [375, 667],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(noBrowser)("inventory (Chromium)", () => {
  it("scans a QR code with the camera, reaches the action chooser, records checks and sees the new quantity", async () => {
    const { page, context } = await app.newPage();
    await context.grantPermissions(["camera"]);
    await signIn(page, "kim@harbor.test", "pass-word-1");

    // The card grid: one card per asset, with its stock.
    await page.goto("/inventory");
    await page.getByRole("heading", { name: "Inventory" }).waitFor();
    await page.getByText("Track and manage assets for Harbor Stores").waitFor();
    const card = page.getByTestId("inventory-card").filter({ hasText: "Floor Cleaner" });
    await expect(card.getByTestId("inventory-quantity").textContent()).resolves.toBe("12 each");
    await card.getByText("Bay 2").waitFor();
    await page.getByPlaceholder("Search inventory...").fill("mop");
    await page.waitForURL((u) => u.searchParams.get("search") === "mop");
    await expect.poll(() => page.getByTestId("inventory-card").count()).toBe(1);
    await page.getByPlaceholder("Search inventory...").fill("");
    await page.waitForURL((u) => !u.searchParams.has("search"));
    await expect.poll(() => page.getByTestId("inventory-card").count()).toBe(2);
    await shot(page, "inventory-list");
    await expect(accessibilityViolations(page)).resolves.toEqual([]);

    // Scan with the (fake) camera: the QR value is the asset's barcode.
    await page.getByRole("link", { name: "Add Inventory" }).first().click();
    await page.getByRole("heading", { name: "Add Inventory" }).waitFor();
    await page.getByRole("button", { name: "Scan QR Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Scan QR Code" });
    await dialog.getByText("Position the QR code in the centre of the camera view.").waitFor();
    await dialog.getByRole("button", { name: "Start Camera" }).click();
    await page.waitForURL((u) => u.pathname === `/inventory/action/${asset.id}`, { timeout: 30_000 });

    // The action chooser: no forms linked to this type.
    await page.getByRole("heading", { name: "Floor Cleaner" }).waitFor();
    await page.getByText("No intake form configured").waitFor();
    await shot(page, "action-chooser");
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
    await page.getByRole("button", { name: "Monthly Inventory" }).click();

    // The fallback form, with the last known state.
    await page.waitForURL((u) => u.pathname === `/assets/${asset.id}/inventory/check`);
    await expect(page.getByTestId("last-quantity").textContent()).resolves.toBe("12");
    await shot(page, "asset-check");
    await page.getByLabel("Quantity").fill("7");
    await page.getByRole("button", { name: "Save Check" }).click();
    await page.getByText("Inventory check recorded successfully").waitFor();
    await page.waitForURL((u) => u.pathname === `/assets/${asset.id}/inventory`);
    await expect(page.getByTestId("overview-quantity").textContent()).resolves.toBe("7 each");
    await expect(page.getByTestId("stock-level").textContent()).resolves.toBe("Low Stock");

    // Counted this month: typing the code now opens the item with the Record Check dialog.
    await page.goto("/inventory/add");
    await page.getByRole("button", { name: "Enter Manually" }).click();
    const continueButton = page.getByRole("button", { name: "Continue" });
    await expect(continueButton.isDisabled()).resolves.toBe(true);
    await shot(page, "add-inventory");
    await page.getByLabel("QR code value").fill(asset.barcode ?? "");
    await continueButton.click();
    await page.waitForURL((u) => u.pathname.startsWith("/inventory/item/") && u.searchParams.get("edit") === "1");
    expect(new URL(page.url()).searchParams.get("month")).toBe(monthKey(new Date()));
    const check = page.getByRole("dialog", { name: "Record Check" });
    await check.getByLabel("Quantity").fill("5");
    await check.getByLabel("Notes").fill("Recount");
    await check.getByRole("button", { name: "Record Check" }).click();
    await check.waitFor({ state: "hidden" });
    await expect(page.getByTestId("item-quantity").textContent()).resolves.toBe("5 each");
    await shot(page, "item-page");
    await expect(accessibilityViolations(page)).resolves.toEqual([]);

    // The History tab lists the checks, newest first.
    await page.getByRole("tab", { name: "History" }).click();
    const rows = page.getByTestId("item-events").locator("tbody tr");
    await expect(rows.first().textContent()).resolves.toContain("Recount");
    await expect.poll(() => rows.count()).toBe(3);
    await context.close();
  });

  it("keeps Continue disabled while the manual code is empty and explains an unknown code", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "kim@harbor.test", "pass-word-1");
    await page.goto("/assets/scan/NOT-A-CODE");
    await page.getByText("Asset not found for this QR code").waitFor();
    await page.getByRole("link", { name: "Try Another Scan" }).waitFor();
    await page.getByRole("link", { name: "Browse Assets" }).click();
    await page.waitForURL((u) => u.pathname === "/inventory/browse-assets");
    await page.getByRole("link", { name: "View Assets of Cleaning" }).click();
    await page.getByText("Mop Heads").waitFor();
    await page.getByText("Not counted this month").click();
    await page.waitForURL((u) => u.searchParams.get("mode") === "monthly");
    // Floor Cleaner was counted in the first test.
    await page.getByText("Mop Heads").waitFor();
    await expect.poll(() => page.getByTestId("type-assets").getByText("Floor Cleaner").count()).toBe(0);
    await context.close();
  });
});

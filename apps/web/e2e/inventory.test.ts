import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { DEFAULT_UNIT_LABEL, monthKey } from "@stockroom/core";
import { inventoryItems } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
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
/** Assets of the last test: counted in each (the default), counted in boxes, and one to delete. */
const extra: Record<"pieces" | "boxes" | "doomed", { assetId: string; itemId: string }> = {
  pieces: { assetId: "", itemId: "" },
  boxes: { assetId: "", itemId: "" },
  doomed: { assetId: "", itemId: "" },
};

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
  // The unit and delete tests' assets live in a second organization, out of the first tests' lists.
  const annex = await createOrganization(app.db.db, "Harbor Annex");
  await createUser(app.db.db, {
    email: "lee@annex.test",
    password: "pass-word-1",
    org: { id: annex.id, role: "admin" },
  });
  const annexApi = (await signedInClient(app, "lee@annex.test", "pass-word-1")).trpc;
  const supplies = await annexApi.assetTypes.create.mutate({ name: "Supplies" });
  for (const [key, name, unit] of [
    ["pieces", "Sponges", undefined],
    ["boxes", "Gloves", "box"],
    ["doomed", "Old Brushes", undefined],
  ] as const) {
    const created = await annexApi.assets.create.mutate({
      name,
      asset_type_id: supplies.id,
      current_inventory: "40",
      ...(unit ? { unit_type: unit } : {}),
    });
    const [item] = await app.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, created.id));
    if (!item) throw new Error(`no inventory item for ${name}`);
    extra[key] = { assetId: created.id, itemId: item.id };
  }
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
    await expect(card.getByTestId("inventory-quantity").textContent()).resolves.toBe("12 units");
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
    await expect(page.getByTestId("overview-quantity").textContent()).resolves.toBe("7 units");
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
    await expect(page.getByTestId("item-quantity").textContent()).resolves.toBe("5 units");
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

  it("reads the same unit label on the card, the item page and the history screen", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "lee@annex.test", "pass-word-1");
    for (const [key, name, label] of [
      ["pieces", "Sponges", DEFAULT_UNIT_LABEL],
      ["boxes", "Gloves", "boxes"],
    ] as const) {
      const expected = `40 ${label}`;
      await page.goto(`/inventory?search=${name}`);
      const card = page.getByTestId("inventory-card").filter({ hasText: name });
      await expect(card.getByTestId("inventory-quantity").textContent()).resolves.toBe(expected);
      await page.goto(`/inventory/item/${extra[key].itemId}`);
      await expect(page.getByTestId("item-quantity").textContent()).resolves.toBe(expected);
      await page.goto(`/inventory/${extra[key].itemId}/history`);
      await expect(page.getByTestId("history-quantity").textContent()).resolves.toBe(expected);
      await expect(page.getByTestId("event-quantity").first().textContent()).resolves.toBe(expected);
    }
    expect(DEFAULT_UNIT_LABEL).toBe("units");
    await context.close();
  });

  it("deletes an inventory item, goes back to the list and never asks for the deleted item again", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "lee@annex.test", "pass-word-1");
    const { itemId } = extra.doomed;
    await page.goto(`/inventory/item/${itemId}`);
    await expect(page.getByTestId("item-quantity").textContent()).resolves.toBe("40 units");

    // From the confirmation on: every request for the item, and every 404.
    const askedForItem: string[] = [];
    const notFound: string[] = [];
    page.on("request", (r) => {
      const url = decodeURIComponent(r.url());
      if (url.includes("inventory.items.get") && url.includes(itemId)) askedForItem.push(url);
    });
    page.on("response", (r) => {
      if (r.status() === 404) notFound.push(r.url());
    });
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Inventory item deleted successfully").waitFor();
    await page.waitForURL((u) => u.pathname === "/inventory");
    await page.getByTestId("inventory-card").first().waitFor();
    // Whatever the list and the refresh load has finished.
    await page.waitForLoadState("networkidle");
    expect(askedForItem).toEqual([]);
    expect(notFound).toEqual([]);
    await context.close();
  });
});

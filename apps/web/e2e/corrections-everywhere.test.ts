import fs from "node:fs";
import { DEFAULT_ORGANIZATION_TIME_ZONE, monthKey, monthStart, previousMonthKey } from "@stockroom/core";
import { inventoryHistory, inventoryItems } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

// Issue 20 "Corrections show everywhere history shows": correct an entry on the history
// screen, then the item's History tab, its usage summary, the asset's Inventory tab and
// the report show the corrected quantity, marked as corrected.

const SCREENS = "/work/notes/screens/monthly";
const DAY = 86_400_000;
const TZ = DEFAULT_ORGANIZATION_TIME_ZONE;

let app: BrowserApp;
let assetId: string;
let itemId: string;
let checkId: string;
let typeName: string;
const lastMonth = previousMonthKey(monthKey(new Date(), TZ));

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const orgId = (await createOrganization(app.db.db, "Dockside Ropes")).id;
  await createUser(app.db.db, {
    email: "lee@dockside.test",
    password: "pass-word-1",
    org: { id: orgId, role: "admin" },
  });
  const api = await signedInClient(app, "lee@dockside.test", "pass-word-1");
  typeName = "Rope";
  const type = await api.trpc.assetTypes.create.mutate({ name: typeName });
  const asset = await api.trpc.assets.create.mutate({
    name: "Mooring line",
    asset_type_id: type.id,
    current_inventory: "30",
    location: "Dock 2",
  });
  assetId = asset.id;
  const [item] = await app.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, assetId));
  if (!item) throw new Error("no item");
  itemId = item.id;
  // The intake early last month, then last month's count of 30 (the organization's month).
  const start = monthStart(lastMonth, TZ).getTime();
  await app.db.db
    .update(inventoryHistory)
    .set({ checkDate: new Date(start + DAY), monthYear: lastMonth })
    .where(eq(inventoryHistory.inventoryItemId, itemId));
  const [row] = await app.db.db
    .insert(inventoryHistory)
    .values({
      organizationId: orgId,
      inventoryItemId: itemId,
      checkType: "periodic",
      eventType: "check",
      quantity: 30,
      notes: "Monthly count",
      location: "Dock 2",
      monthYear: lastMonth,
      checkDate: new Date(start + 10 * DAY),
    })
    .returning({ id: inventoryHistory.id });
  checkId = row?.id ?? "";
  fs.mkdirSync(SCREENS, { recursive: true });
});
afterAll(async () => {
  await app?.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 667 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(noBrowser)("a correction shows everywhere history shows (Chromium)", () => {
  it("corrects 30 to 31, then the History tab, usage summary, asset Inventory tab and report read 31", async () => {
    const { page } = await app.newPage();
    await signIn(page, "lee@dockside.test", "pass-word-1");

    await page.goto(`/assets/${assetId}/inventory/correct/${checkId}`);
    await page.getByRole("heading", { name: "Correct Inventory Entry" }).waitFor();
    await page.getByRole("textbox", { name: "Corrected quantity" }).fill("31");
    await page.getByRole("textbox", { name: "Correction reason" }).fill("One coil was behind the door");
    await page.getByRole("button", { name: "Apply Correction" }).click();
    await page.waitForURL(`**/assets/${assetId}/inventory/history`);
    await page.getByText("Correction applied successfully").waitFor();

    // The item's History tab: the corrected quantity, marked, the original beside it.
    await page.goto(`/inventory/item/${itemId}?tab=history`);
    const events = page.getByTestId("item-events");
    await events.waitFor();
    const corrected = events.locator("tr", { has: page.getByTestId("corrected-badge") });
    await expect(corrected.count()).resolves.toBe(1);
    await expect(corrected.getByTestId("event-quantity").textContent()).resolves.toBe("31");
    await expect(corrected.getByTestId("event-original-quantity").textContent()).resolves.toBe("was 30");
    await shoot(page, "item-history-tab");

    // The usage summary (Details tab): last month's stock is 31, like the current quantity.
    await page.getByRole("tab", { name: "Details" }).click();
    const usage = page.getByTestId("usage-table");
    await usage.waitFor();
    const lastMonthRow = usage.locator("tr", { hasText: lastMonth });
    await expect(lastMonthRow.locator("td").nth(1).textContent()).resolves.toMatch(/^31 /);
    await shoot(page, "item-usage-summary");

    // The asset's Inventory tab.
    await page.goto(`/assets/${assetId}?tab=inventory`);
    const recent = page.getByTestId("recent-history");
    await recent.waitFor();
    const row = recent.locator("tr", { has: page.getByTestId("corrected-badge") });
    await expect(row.getByTestId("event-quantity").textContent()).resolves.toBe("31");
    await expect(row.getByTestId("event-original-quantity").textContent()).resolves.toBe("was 30");
    await shoot(page, "asset-inventory-tab");

    // The asset inventory overview (latest 10 events).
    await page.goto(`/assets/${assetId}/inventory`);
    await page.getByTestId("corrected-badge").first().waitFor();

    // The report: this month's row has last month's total from history, corrected.
    await page.goto("/reports");
    await page.getByRole("heading", { level: 1, name: "Inventory Reports" }).waitFor();
    await page.getByTestId("report-asset-types").click();
    await page.getByRole("option", { name: typeName }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Generate Report" }).click();
    const table = page.getByTestId("report-table");
    await table.getByText("Mooring line").waitFor();
    const reportRow = table.locator("tbody tr", { hasText: "Mooring line" });
    await reportRow.getByText(/History · medium/i).waitFor();
    await expect(reportRow.textContent()).resolves.toContain("31");
    await shoot(page, "report");
  });

  it("an admin sets the organization's time zone in Organization Settings → General", async () => {
    const { page } = await app.newPage();
    await signIn(page, "lee@dockside.test", "pass-word-1");
    await page.goto("/organization-admin");
    const zone = page.getByTestId("organization-time-zone");
    await zone.waitFor();
    await expect(zone.inputValue()).resolves.toBe(TZ);
    await zone.click();
    await zone.fill("Tokyo");
    await page.getByRole("option", { name: "Asia/Tokyo" }).click();
    await page.getByTestId("unsaved-changes").waitFor();
    await shoot(page, "organization-time-zone");
    await page.getByTestId("save-panel").click();
    await page.getByText("Organization updated successfully").waitFor();
    await page.getByTestId("unsaved-changes").waitFor({ state: "detached" });
    await page.reload();
    await expect(page.getByTestId("organization-time-zone").inputValue()).resolves.toBe("Asia/Tokyo");
  });
});

import fs from "node:fs";
import {
  addMonthsToKey,
  formatMoney,
  monthEnd,
  monthKey,
  SNAPSHOT_EXPORT_COLUMNS,
  snapshotExportFileName,
} from "@stockroom/core";
import { inventoryHistory, inventoryItems, monthlyInventorySnapshots } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;
let assetId: string;
let itemId: string;
let typoId: string;
let earlierCheckId: string;
const DAY = 86_400_000;
const TRICKY_NAME = 'Sandpaper "Fine", 120 grit\nbox';

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Harbor Supplies")).id;
  await createUser(app.db.db, { email: "kim@harbor.test", password: "pass-word-1", org: { id: orgId, role: "admin" } });
  // Data goes in through the app's API, the history rows as the stock writer stores them.
  const api = await signedInClient(app, "kim@harbor.test", "pass-word-1");
  const type = await api.trpc.assetTypes.create.mutate({ name: "Tools" });
  const asset = await api.trpc.assets.create.mutate({
    name: "Sandpaper",
    asset_type_id: type.id,
    current_inventory: "12",
    cost: "4",
    location: "Shelf A",
  });
  assetId = asset.id;
  const [item] = await app.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, assetId));
  if (!item) throw new Error("no item");
  itemId = item.id;
  await app.db.db
    .update(inventoryHistory)
    .set({ checkDate: new Date(Date.now() - 40 * DAY) })
    .where(eq(inventoryHistory.inventoryItemId, itemId));
  const add = async (quantity: number, daysAgo: number, notes: string) => {
    const at = new Date(Date.now() - daysAgo * DAY);
    const [row] = await app.db.db
      .insert(inventoryHistory)
      .values({
        organizationId: orgId,
        inventoryItemId: itemId,
        checkType: "periodic",
        eventType: "check",
        quantity,
        notes,
        location: "Shelf A",
        monthYear: monthKey(at),
        checkDate: at,
      })
      .returning({ id: inventoryHistory.id });
    return row?.id ?? "";
  };
  earlierCheckId = await add(12, 20, "Counted on the back shelf");
  typoId = await add(120, 10, "Monthly count");
  await app.db.db.update(inventoryItems).set({ quantity: 120 }).where(eq(inventoryItems.id, itemId));

  const lastMonth = addMonthsToKey(monthKey(new Date()), -1);
  await app.db.db.insert(monthlyInventorySnapshots).values([
    {
      organizationId: orgId,
      assetId,
      assetName: TRICKY_NAME,
      itemName: "Sandpaper",
      monthYear: lastMonth,
      quantity: 12,
      status: "active",
      location: "Shelf A, left",
      currentPrice: 4,
      currency: "USD",
      snapshotDate: monthEnd(lastMonth).toISOString().slice(0, 10),
    },
    {
      organizationId: orgId,
      assetId: null,
      assetName: "Old stock",
      itemName: null,
      monthYear: addMonthsToKey(lastMonth, -1),
      quantity: 0,
      status: "out_of_stock",
      location: null,
      currentPrice: null,
      currency: "USD",
      snapshotDate: monthEnd(addMonthsToKey(lastMonth, -1)).toISOString().slice(0, 10),
    },
  ]);
});
afterAll(async () => {
  await app?.close();
});

const card = (page: Page, id: string) => page.locator(`[data-testid="history-event"][data-event-id="${id}"]`);

/** Waits until the history's count reads `text` (it re-renders after the URL has changed). */
async function historyCountIs(page: Page, text: string) {
  const count = page.getByTestId("history-count");
  await count.filter({ hasText: new RegExp(`^${text}$`) }).waitFor({ timeout: 15_000 });
  await expect(count.textContent()).resolves.toBe(text);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/inv-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 667 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/inv-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.skipIf(noBrowser)("inventory history, corrections and monthly snapshots (Chromium)", () => {
  it("fixes a ×10 typo from its banner, corrects an entry keeping the original, and keeps filters in the URL", async () => {
    const { page } = await app.newPage();
    await signIn(page, "kim@harbor.test", "pass-word-1");

    await page.goto(`/assets/${assetId}/inventory/history`);
    await page.getByRole("heading", { name: "Inventory History" }).waitFor();
    await expect(page.getByTestId("history-quantity").textContent()).resolves.toBe("120 units");
    const banner = card(page, typoId).getByTestId("anomaly-banner");
    await banner.waitFor();
    await expect(banner.getAttribute("data-severity")).resolves.toBe("critical");
    await expect(banner.textContent()).resolves.toContain("Confidence: 85%");
    await expect(page.getByTestId("history-issue-count").textContent()).resolves.toBe("1 issue");
    await shoot(page, "history");

    await banner.getByRole("button", { name: "Apply Fix (12)" }).click();
    await page.getByText("Fix applied: quantity is now 12").waitFor();
    await banner.waitFor({ state: "detached" });
    await expect(card(page, typoId).getByTestId("event-quantity").textContent()).resolves.toBe("12 units");
    await card(page, typoId).getByTestId("corrected-badge").waitFor();
    await expect(page.getByTestId("history-quantity").textContent()).resolves.toBe("12 units");
    await expect(page.getByTestId("history-issue-count").textContent()).resolves.toBe("0 issues");

    // A correction of the earlier count, from its card.
    await card(page, earlierCheckId)
      .getByRole("link", { name: /^Edit / })
      .click();
    await page.waitForURL(`**/assets/${assetId}/inventory/correct/${earlierCheckId}`);
    await page.getByRole("heading", { name: "Correct Inventory Entry" }).waitFor();
    await expect(page.getByTestId("original-quantity").textContent()).resolves.toBe("12");
    const apply = page.getByRole("button", { name: "Apply Correction" });
    await expect(apply.isDisabled()).resolves.toBe(true);
    await page.getByRole("textbox", { name: "Corrected quantity" }).fill("11");
    await page.getByRole("textbox", { name: "Correction reason" }).fill("Two packs were empty");
    await shoot(page, "correction");
    await apply.click();
    await page.waitForURL(`**/assets/${assetId}/inventory/history`);
    await page.getByText("Correction applied successfully").waitFor();
    await card(page, earlierCheckId).getByTestId("event-quantity").filter({ hasText: "11 units" }).waitFor();
    await expect(card(page, earlierCheckId).getByTestId("event-original-quantity").textContent()).resolves.toBe(
      "was 12",
    );
    const [original] = await app.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.id, earlierCheckId));
    expect(original?.quantity).toBe(12);
    expect(original?.notes).toBe("Counted on the back shelf");

    // Filters live in the URL and survive a reload.
    await page.getByRole("combobox", { name: "Event type" }).click();
    await page.getByRole("option", { name: "Intake", exact: true }).click();
    await page.getByRole("combobox", { name: "Sort" }).click();
    await page.getByRole("option", { name: "Oldest first", exact: true }).click();
    await page.getByRole("textbox", { name: "Search" }).fill("back shelf");
    await page.waitForURL((u) => u.searchParams.get("q") === "back shelf");
    await historyCountIs(page, "0 of 3 events");
    await page.getByRole("textbox", { name: "Search" }).fill("");
    await page.waitForURL((u) => !u.searchParams.has("q"));
    await historyCountIs(page, "1 of 3 events");
    const url = new URL(page.url());
    expect(url.searchParams.get("type")).toBe("intake");
    expect(url.searchParams.get("sort")).toBe("oldest");
    await page.reload();
    await page.getByTestId("history-count").waitFor();
    await historyCountIs(page, "1 of 3 events");
    await expect(page.getByRole("combobox", { name: "Event type" }).inputValue()).resolves.toBe("Intake");
    // Opening the asset and coming back shows the same filtered view.
    await page.getByRole("link", { name: "Sandpaper", exact: true }).first().click();
    await page.waitForURL(`**/assets/${assetId}`);
    await page.goBack();
    await page.getByTestId("history-count").waitFor();
    await historyCountIs(page, "1 of 3 events");
    await expect(page.getByRole("combobox", { name: "Event type" }).inputValue()).resolves.toBe("Intake");
    expect(new URL(page.url()).searchParams.get("sort")).toBe("oldest");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForURL((u) => u.search === "");
    await historyCountIs(page, "3 of 3 events");
  });

  it("toggles Issues Only with a mouse click, at both viewports, without scrolling it under the header", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      const { page, context } = await app.newPage({ viewport });
      await signIn(page, "kim@harbor.test", "pass-word-1");
      await page.goto(`/inventory/${itemId}/history`);
      await page.getByTestId("history-count").waitFor();
      const toggle = page.getByRole("switch", { name: "Issues Only" });
      await expect(toggle.isChecked()).resolves.toBe(false);
      // The browser scrolls it into view as a focus or a click does (to the top of the
      // viewport): it must stop below the fixed header, where the mouse can reach it.
      await toggle.evaluate((el) => el.scrollIntoView({ block: "start" }));
      const header = await page.locator("header").first().boundingBox();
      const box = await toggle.boundingBox();
      if (!header || !box) throw new Error("no header or switch on screen");
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      // On a phone the page scrolled for it and was not stopped by its end, so the switch went
      // as high as the browser would put it (without the fix: at 0, under the header).
      if (viewport.width < 768) {
        const scroll = await page.evaluate(() => ({
          y: window.scrollY,
          max: document.documentElement.scrollHeight - window.innerHeight,
        }));
        expect(scroll.y).toBeGreaterThan(0);
        expect(scroll.y).toBeLessThan(scroll.max);
      }
      // The mouse, not the keyboard: a click in the middle of the switch.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForURL((u) => u.searchParams.get("issues") === "1");
      // The switch follows the URL: it turns on once the navigation it started has finished.
      await expect.poll(() => toggle.isChecked()).toBe(true);
      // And again through Playwright's own scroll-and-click.
      await toggle.click();
      await page.waitForURL((u) => !u.searchParams.has("issues"));
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await context.close();
    }
  });

  it("exports the monthly snapshots to CSV and the file reads back", async () => {
    const { page } = await app.newPage();
    await signIn(page, "kim@harbor.test", "pass-word-1");
    await page.goto("/inventory");
    await page.getByRole("tab", { name: "Monthly History" }).click();
    await page.getByText("2 snapshots found").waitFor();
    await expect(page.getByTestId("snapshot-selected").textContent()).resolves.toBe("0 selected");
    await shoot(page, "snapshots");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export All" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(snapshotExportFileName(new Date()));
    const text = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
    const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...SNAPSHOT_EXPORT_COLUMNS]);
    expect(parsed.data).toHaveLength(3);
    expect(parsed.data[1]?.slice(1, 7)).toEqual([TRICKY_NAME, "12", "active", "Shelf A, left", "4.00", "USD"]);
    // One money format: the table and the item's page read the same price the same way.
    const price = formatMoney(4, "USD");
    expect(price).toBe("4.00 USD");
    await page.getByRole("cell", { name: price, exact: true }).first().waitFor();
    await page.goto(`/inventory/item/${itemId}`);
    await page.getByText("Current price").waitFor();
    await page.getByText(price, { exact: true }).waitFor();
    await page.goto("/inventory?tab=monthly");
    await page.getByText("2 snapshots found").waitFor();
    expect(parsed.data[2]?.slice(1, 5)).toEqual(["Old stock", "0", "out_of_stock", ""]);

    // Export Selected: one row chosen by its checkbox.
    await page.getByRole("checkbox", { name: /^Select Old stock/ }).check();
    await expect(page.getByTestId("snapshot-selected").textContent()).resolves.toBe("1 selected");
    const [selected] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Selected (1)" }).click(),
    ]);
    const rows = Papa.parse<string[]>(
      fs
        .readFileSync(await selected.path(), "utf8")
        .replace(/^\uFEFF/, "")
        .trim(),
    ).data;
    expect(rows.map((r) => r[1])).toEqual(["Asset Name", "Old stock"]);
    await page.getByRole("button", { name: "Clear Selection" }).click();
    await expect(page.getByTestId("snapshot-selected").textContent()).resolves.toBe("0 selected");

    // The tab's search lives in the URL: a reload shows the same filtered view.
    await page.getByLabel("Search Assets").fill("Old stock");
    await page.getByText("1 snapshots found").waitFor();
    await page.waitForURL(/snapshotSearch=Old\+stock|snapshotSearch=Old%20stock/);
    await page.reload();
    await page.getByText("1 snapshots found").waitFor();
    await expect(page.getByLabel("Search Assets").inputValue()).resolves.toBe("Old stock");
  });
});

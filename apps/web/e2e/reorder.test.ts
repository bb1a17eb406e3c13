import fs from "node:fs";
import { monthKey } from "@stockroom/core";
import { inventoryHistory, inventoryItems } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

// The reorder list (issue 25) as a user meets it: from the dashboard, the items at or below
// their reorder point with days until empty and the suggested order, the CSV export, and an
// administrator's fixed minimum on the item's page.

const shots = process.env.E2E_SCREENSHOTS ?? null;
let app: BrowserApp;
const items: Record<string, string> = {};

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const org = await createOrganization(app.db.db, "Dockside Supply");
  await createUser(app.db.db, {
    email: "ria@dockside.test",
    password: "pass-word-1",
    org: { id: org.id, role: "admin" },
  });
  const api = (await signedInClient(app, "ria@dockside.test", "pass-word-1")).trpc;
  const type = await api.assetTypes.create.mutate({ name: "Consumable" });
  const now = Date.now();
  // Each item: two earlier counts (20 and 10 days ago) and today's count, through the check
  // procedure, whose stock-alert hook keeps the forecast (14 days of usage) on the item.
  const seed: [string, number, number, number][] = [
    ["Nitrile Gloves (box of 100)", 120, 80, 36], // 84 over 20 days: 4.2 a day, point 59
    ["Shop Towels", 60, 45, 30], // 1.5 a day, point 21: above it, not listed
    ["Zip Ties 200 mm", 90, 50, 8], // 4.1 a day, point 58
    ["Safety Glasses", 40, 30, 20], // 1 a day, point 14: not listed
    ["Paint Rollers", 30, 22, 14], // 0.8 a day, point 12: not listed
  ];
  for (const [name, q20, q10, today] of seed) {
    const asset = await api.assets.create.mutate({ name, asset_type_id: type.id, current_inventory: String(q20) });
    const [item] = await app.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, asset.id));
    if (!item) throw new Error("no item");
    items[name] = item.id;
    for (const [days, quantity] of [
      [20, q20],
      [10, q10],
    ] as const) {
      const at = new Date(now - days * 86_400_000);
      await app.db.db.insert(inventoryHistory).values({
        organizationId: org.id,
        inventoryItemId: item.id,
        checkType: "periodic",
        eventType: "audit",
        quantity,
        monthYear: monthKey(at),
        checkDate: at,
      });
    }
    await api.inventory.items.recordCheck.mutate({ id: item.id, quantity: today });
  }
  // A fixed minimum on an item whose forecast would not list it.
  await api.inventory.reorder.setMinimum.mutate({ id: items["Safety Glasses"] ?? "", minimum: 25 });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe.skipIf(noBrowser)("the reorder list", () => {
  it("is reached from the dashboard and lists what to order, soonest empty first, with a CSV export", async () => {
    const { page } = await app.newPage();
    await signIn(page, "ria@dockside.test", "pass-word-1");
    await page.getByRole("link", { name: "Reorder List" }).click();
    await page.waitForURL((u) => u.pathname === "/inventory/reorder");
    await page.getByRole("heading", { level: 1, name: "Reorder List" }).waitFor();
    await page.getByTestId("reorder-count").getByText("3 items to reorder").waitFor();
    const names = page.getByRole("row").locator("td:first-child a");
    // Zip Ties: floor(8 / 4.1) = 1 day; Gloves: floor(36 / 4.2) = 8; Safety Glasses (1 a day,
    // listed by their fixed minimum of 25): floor(20 / 1) = 20 days.
    await expect
      .poll(() => names.allTextContents())
      .toEqual(["Zip Ties 200 mm", "Nitrile Gloves (box of 100)", "Safety Glasses"]);
    const zip = page.getByRole("row", { name: /Zip Ties/ });
    await expect
      .poll(() => zip.textContent())
      .toMatch(/8 units[\s\S]*58[\s\S]*Forecast[\s\S]*4\.1[\s\S]*1[\s\S]*108 units/);
    const glasses = page.getByRole("row", { name: /Safety Glasses/ });
    await expect.poll(() => glasses.textContent()).toMatch(/20 units[\s\S]*25[\s\S]*Minimum[\s\S]*20[\s\S]*19 units/);
    if (shots) await page.screenshot({ path: `${shots}/reorder-list-1280.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reorder-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const csv = fs.readFileSync(file ?? "", "utf8");
    expect(csv).toContain("Zip Ties 200 mm,Zip Ties 200 mm,Consumable,8,58,forecast,4.1,1,108");
    expect(csv.trim().split("\n")).toHaveLength(4);

    // The phone's size, as a phone opens it (at its own width, not a desktop window narrowed
    // after loading): the table scrolls inside its region, nothing is cut off.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 667 });
    await phone.goto("/inventory/reorder");
    await phone.getByRole("heading", { level: 1, name: "Reorder List" }).waitFor();
    await phone.getByTestId("reorder-count").getByText("3 items to reorder").waitFor();
    if (shots) await phone.screenshot({ path: `${shots}/reorder-list-375.png`, fullPage: true });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("an administrator sets and clears an item's fixed minimum on its page", async () => {
    const { page } = await app.newPage();
    await signIn(page, "ria@dockside.test", "pass-word-1");
    await page.goto(`/inventory/item/${items["Paint Rollers"]}`);
    const card = page.getByTestId("reorder-point");
    await card.getByText("14 days of usage").waitFor();
    await expect.poll(() => card.getByTestId("reorder-point-value").textContent()).toBe("12 units");
    const field = card.getByLabel("Fixed reorder minimum");
    await field.fill("-4");
    await card.getByRole("button", { name: "Save minimum" }).click();
    await card.getByText("Reorder minimum cannot be negative").waitFor();
    expect(await field.inputValue()).toBe("-4");
    await field.fill("20");
    await card.getByRole("button", { name: "Save minimum" }).click();
    await card.getByText("Fixed minimum").waitFor();
    await expect.poll(() => card.getByTestId("reorder-point-value").textContent()).toBe("20 units");
    await card.getByText("Reorder recommended").waitFor();
    if (shots) await page.screenshot({ path: `${shots}/item-reorder-point-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 667 });
    if (shots) await page.screenshot({ path: `${shots}/item-reorder-point-375.png`, fullPage: true });
    await card.getByRole("button", { name: "Clear minimum" }).click();
    await card.getByText("14 days of usage").waitFor();
    const [item] = await app.db.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, items["Paint Rollers"] ?? ""));
    expect(item?.reorderMinimum).toBeNull();
  });
});

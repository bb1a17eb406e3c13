import { mkdir } from "node:fs/promises";
import { assets, formSubmissions, inventoryHistory, inventoryItems } from "@stockroom/db";
import { createOrganization } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVENTORY_ALERT_TEXT } from "../src/lib/formFields";
import { type BrowserApp, noBrowser, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin, typeWithInventoryForm } from "./phoneFixtures";

// The phone's count screen with every kind of field (native controls, no Mantine): errors
// under the fields, the inventory alert, the formula, a file upload, and the answers saved.
const PHONE = { width: 375, height: 667 };
const SHOTS = "/tmp/phone-shots";
let app: BrowserApp;
/** The organization whose phones are enrolled (issue 21: a PIN needs an enrolled phone). */
let orgId: string;
let assetId: string;

const FIELDS = [
  { id: "field_1", label: "Counted", type: "number", required: true, inventory_action: "set" },
  { id: "field_2", label: "Condition", type: "select", required: true, options: ["Good", "Fair", "Poor"] },
  { id: "field_3", label: "Shelf", type: "radio", options: ["Top", "Bottom"] },
  { id: "field_4", label: "Label checked", type: "checkbox" },
  { id: "field_5", label: "Damaged", type: "switch" },
  { id: "field_6", label: "Counted on", type: "date" },
  { id: "field_7", label: "Notes", type: "textarea", description: "Anything the next counter should know" },
  { id: "field_8", label: "Double count", type: "formula", formula: "{field_1} * 2" },
  { id: "field_9", label: "Photo of the shelf", type: "file" },
];

function lastMonth(): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  const org = await createOrganization(db, "Count Shop");
  orgId = org.id;
  await memberWithPin(app, org.id, "cy@count.test", "Cy Counter", "2468");
  const type = await typeWithInventoryForm(app, org.id, { type: "Shelving", form: "Shelf Count" }, FIELDS);
  const [asset] = await db
    .insert(assets)
    .values({ organizationId: org.id, assetTypeId: type.typeId, name: "Bolt Bin", barcode: "BB-1" })
    .returning();
  if (!asset) throw new Error("asset not created");
  assetId = asset.id;
  const [item] = await db
    .insert(inventoryItems)
    .values({ organizationId: org.id, assetId, assetTypeId: type.typeId, name: "Bolt Bin", quantity: 10 })
    .returning();
  if (!item) throw new Error("item not created");
  // Starting inventory 10 (last month), so a count of 50 is above 120% of it.
  await db.insert(inventoryHistory).values({
    organizationId: org.id,
    inventoryItemId: item.id,
    checkType: "inventory",
    eventType: "audit",
    quantity: 10,
    monthYear: lastMonth(),
  });
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await app?.close();
});

async function openCountScreen(page: Page) {
  await page.goto(`/mobile/asset/${assetId}`);
  await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
  await page.getByTestId("mobile-pin").fill("2468");
  await page.getByTestId("pin-submit").click();
  await page.getByTestId("mobile-option-inventory").click();
  await page.getByTestId("field-field_1").waitFor();
}

describe.skipIf(noBrowser)("the phone's count screen (Chromium, 375×667)", () => {
  it("renders every field type natively, shows errors and the inventory alert, uploads a file and saves the answers", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await openCountScreen(page);
    await page.getByText("Mobile", { exact: true }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Shelf Count" }).waitFor();
    // Native controls, nothing drawn by Mantine.
    await expect(page.getByTestId("field-field_1").getAttribute("type")).resolves.toBe("text");
    await expect(page.getByTestId("field-field_1").getAttribute("inputmode")).resolves.toBe("decimal");
    await expect(page.getByTestId("field-field_2").evaluate((el) => el.tagName)).resolves.toBe("SELECT");
    await expect(page.getByTestId("field-field_5").getAttribute("role")).resolves.toBe("switch");
    await expect(page.locator('[class*="mantine-"]').count()).resolves.toBe(0);

    // Required fields empty: the message, and each field's error under it, tied to the control.
    await page.getByTestId("submit-form").click();
    await page.getByText("Please fill all required fields.").waitFor();
    await page.getByText("Counted is required").waitFor();
    await page.getByText("Condition is required").waitFor();
    // The first field to fix has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("field-field_1");
    await page.screenshot({ path: `${SHOTS}/count-0-errors-viewport.png` });
    await expect(page.getByTestId("field-field_1").getAttribute("aria-invalid")).resolves.toBe("true");
    const describedBy = (el: Element) =>
      document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? null;
    await expect(page.getByTestId("field-field_1").evaluate(describedBy)).resolves.toBe("Counted is required");
    await page.screenshot({ path: `${SHOTS}/count-1-errors.png`, fullPage: true });

    // A count far above the starting inventory: the alert; the formula follows the count.
    await page.getByTestId("field-field_1").fill("50");
    await expect(page.getByTestId("inventory-alert").textContent()).resolves.toBe(INVENTORY_ALERT_TEXT.above_expected);
    await expect.poll(() => page.getByTestId("field-field_8").inputValue()).toBe("100.00");
    await page.getByText("Counted is required").waitFor({ state: "detached" });
    await page.screenshot({ path: `${SHOTS}/count-2-alert.png`, fullPage: true });

    await page.getByTestId("field-field_2").selectOption("Fair");
    // Every error fixed: the message goes too.
    await page.getByText("Please fill all required fields.").waitFor({ state: "detached" });
    await page.getByLabel("Bottom").check();
    await page.getByTestId("field-field_4").check();
    await page.getByTestId("field-field_5").check();
    await page.getByTestId("field-field_6").fill("2026-03-04");
    await page.getByTestId("field-field_7").fill("Second bin from the left");
    await page.getByTestId("field-field_9").setInputFiles({
      name: "shelf.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("a shelf"),
    });
    await page.getByRole("link", { name: "shelf.txt" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/count-3-filled.png`, fullPage: true });

    await page.getByTestId("submit-form").click();
    await page.getByTestId("mobile-success").waitFor();
    await page.screenshot({ path: `${SHOTS}/count-4-success.png` });
    const [saved] = await app.db.db.select().from(formSubmissions).where(eq(formSubmissions.assetId, assetId));
    const values = saved?.submissionData as Record<string, unknown>;
    expect(values).toMatchObject({
      field_1: 50,
      field_2: "Fair",
      field_3: "Bottom",
      field_4: true,
      field_5: true,
      field_6: "2026-03-04",
      field_7: "Second bin from the left",
      field_8: 100,
      field_9: { name: "shelf.txt", type: "text/plain" },
    });
    expect((values.field_9 as { url: string }).url).toMatch(/^\/files\/form-uploads\//);
    await context.close();
  });

  it("offline: the count waits on the phone ('waiting to send')", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await openCountScreen(page);
    await page.getByTestId("field-field_1").fill("12");
    await page.getByTestId("field-field_2").selectOption("Good");
    await context.setOffline(true);
    await page.getByTestId("submit-form").click();
    await page.getByText("Saved on this phone").waitFor();
    await page.getByText("1 count waiting to send").waitFor();
    await page.screenshot({ path: `${SHOTS}/count-5-offline.png` });
    await page.getByTestId("mobile-done").click();
    await page.screenshot({ path: `${SHOTS}/count-6-offline-done.png`, fullPage: true });
    await context.setOffline(false);
    await page.getByTestId("queued-counts").first().waitFor({ state: "detached", timeout: 30_000 });
    await context.close();
  });
});

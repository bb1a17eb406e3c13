import { monthKey } from "@stockroom/core";
import {
  assets,
  assetTypes,
  formSubmissions,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
} from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { and, asc, eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin, typeWithInventoryForm } from "./phoneFixtures";

// Issue 20: every quantity, price and number input, typed -3, 2.5 (where whole numbers are
// required), 1e3, abc and nothing. Each time one of two things happens: the value saved means
// exactly what was typed (read back from the database), or the field keeps the text, shows
// core's message and no mutation leaves the browser.

const DAY = 24 * 60 * 60 * 1000;
const EXPONENT = (what: string) => `${what} must be written in plain digits (no exponent such as 1e3)`;
const WHOLE_QUANTITY: [string, string][] = [
  ["-3", "Quantity cannot be negative"],
  ["2.5", "Quantity must be a whole number"],
  ["1e3", EXPONENT("Quantity")],
  ["abc", "Quantity must be a number"],
  ["", "Quantity is required"],
];

let app: BrowserApp;
let orgId: string;
let countedAssetId: string;
let countedItemId: string;
let bareAssetId: string;
let typoHistoryId: string;
let checkHistoryId: string;
let phoneAssetId: string;
let paintTypeId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  const org = await createOrganization(db, "Number Works");
  orgId = org.id;
  await createUser(db, { email: "nia@numbers.test", password: "pass-word-1", org: { id: org.id, role: "admin" } });
  const api = (await signedInClient(app, "nia@numbers.test", "pass-word-1")).trpc;
  const type = await api.assetTypes.create.mutate({ name: "Hardware" });
  const counted = await api.assets.create.mutate({ name: "Hinges", asset_type_id: type.id, current_inventory: "12" });
  countedAssetId = counted.id;
  const [item] = await db.select().from(inventoryItems).where(eq(inventoryItems.assetId, counted.id));
  if (!item) throw new Error("no item");
  countedItemId = item.id;
  // Its initial entry 40 days ago, then a count of 120 ten days ago: a typo anomaly with a banner.
  await db
    .update(inventoryHistory)
    .set({ checkDate: new Date(Date.now() - 40 * DAY) })
    .where(eq(inventoryHistory.inventoryItemId, item.id));
  const earlier = new Date(Date.now() - 20 * DAY);
  const [check] = await db
    .insert(inventoryHistory)
    .values({
      organizationId: org.id,
      inventoryItemId: item.id,
      checkType: "periodic",
      eventType: "check",
      quantity: 12,
      monthYear: monthKey(earlier),
      checkDate: earlier,
    })
    .returning({ id: inventoryHistory.id });
  checkHistoryId = check?.id ?? "";
  const at = new Date(Date.now() - 10 * DAY);
  const [typo] = await db
    .insert(inventoryHistory)
    .values({
      organizationId: org.id,
      inventoryItemId: item.id,
      checkType: "periodic",
      eventType: "check",
      quantity: 120,
      monthYear: monthKey(at),
      checkDate: at,
    })
    .returning({ id: inventoryHistory.id });
  typoHistoryId = typo?.id ?? "";
  await db.update(inventoryItems).set({ quantity: 120 }).where(eq(inventoryItems.id, item.id));

  // An asset whose inventory item was deleted: its Create Inventory form is open.
  const bare = await api.assets.create.mutate({ name: "Brackets", asset_type_id: type.id, current_inventory: "1" });
  bareAssetId = bare.id;
  const [bareItem] = await db.select().from(inventoryItems).where(eq(inventoryItems.assetId, bare.id));
  await api.inventory.items.delete.mutate({ id: bareItem?.id ?? "" });

  // A type with a number conversion field of 1 … 50.
  const [paint] = await db
    .insert(assetTypes)
    .values({
      organizationId: org.id,
      name: "Paint",
      conversionFields: [
        {
          label: "Gallons per bucket",
          field_name: "gallons_per_bucket",
          type: "number",
          required: false,
          mappable: false,
          description: null,
          placeholder: null,
          options: [],
          validation: { min: 1, max: 50 },
          default_value: null,
        },
      ],
    })
    .returning();
  paintTypeId = paint?.id ?? "";

  // The phone: a count form with a required 'set' count and a free number.
  await memberWithPin(app, org.id, "pat@numbers.test", "Pat Phone", "1357");
  const phoneType = await typeWithInventoryForm(app, org.id, { type: "Bins", form: "Bin Count" }, [
    { id: "field_1", label: "Counted", type: "number", required: true, inventory_action: "set" },
    { id: "field_2", label: "Weight", type: "number" },
  ]);
  const [phoneAsset] = await db
    .insert(assets)
    .values({ organizationId: org.id, assetTypeId: phoneType.typeId, name: "Screw Bin" })
    .returning();
  phoneAssetId = phoneAsset?.id ?? "";
  await db.insert(inventoryItems).values({
    organizationId: org.id,
    assetId: phoneAssetId,
    assetTypeId: phoneType.typeId,
    name: "Screw Bin",
    quantity: 10,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Every tRPC mutation the page sends (queries are GETs). */
function watchMutations(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/trpc/")) sent.push(request.url());
  });
  return sent;
}

/** Types `typed`, presses `save`: the message shows under the field, the text stays, nothing is sent. */
async function refuses(
  page: Page,
  sent: string[],
  field: Locator,
  save: () => Promise<void>,
  typed: string,
  message: string,
) {
  await field.fill(typed);
  const before = sent.length;
  await save();
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  const described = await field.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" | "),
  );
  expect(described).toContain(message);
  await page.getByText(message, { exact: true }).first().waitFor();
  expect(await field.inputValue()).toBe(typed);
  expect(sent.slice(before)).toEqual([]);
}

const shots = process.env.E2E_SCREENSHOTS ?? null;

/** With E2E_SCREENSHOTS=<folder>: the screen at 1280×800 and 375×667, to look at the messages. */
async function shot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [1280, 800],
    [375, 667],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function stockOf(itemId: string) {
  const [item] = await app.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
  return item?.quantity;
}

describe.skipIf(noBrowser)("every numeric input reads what was typed, or says why not (Chromium)", () => {
  it("Record Check, Edit item, the asset's check form and Create Inventory: whole quantities", async () => {
    const { page, context } = await app.newPage();
    const sent = watchMutations(page);
    await signIn(page, "nia@numbers.test", "pass-word-1");

    await page.goto(`/inventory/item/${countedItemId}`);
    await page.getByRole("button", { name: "Record Check" }).click();
    const dialog = page.getByRole("dialog", { name: "Record Check" });
    const checkQuantity = dialog.getByRole("textbox", { name: "Quantity" });
    const record = () => dialog.getByRole("button", { name: "Record Check" }).click();
    for (const [typed, message] of WHOLE_QUANTITY) await refuses(page, sent, checkQuantity, record, typed, message);
    await checkQuantity.fill("-3");
    await record();
    await shot(page, "record-check-negative");
    expect(await stockOf(countedItemId)).toBe(120);
    await checkQuantity.fill("118");
    await record();
    await page.getByText("Inventory check recorded successfully").waitFor();
    expect(await stockOf(countedItemId)).toBe(118);

    await page.goto(`/inventory/edit/${countedItemId}`);
    const editQuantity = page.getByRole("textbox", { name: "Quantity" });
    await expect.poll(() => editQuantity.inputValue()).toBe("118");
    const saveEdit = () => page.getByRole("button", { name: "Save Changes" }).click();
    for (const [typed, message] of WHOLE_QUANTITY) await refuses(page, sent, editQuantity, saveEdit, typed, message);
    await shot(page, "edit-item-empty");
    expect(await stockOf(countedItemId)).toBe(118);

    await page.goto(`/assets/${countedAssetId}/inventory/check`);
    const fallbackQuantity = page.getByRole("textbox", { name: "Quantity" });
    const saveCheck = () => page.getByRole("button", { name: "Save Check" }).click();
    for (const [typed, message] of WHOLE_QUANTITY) {
      await refuses(page, sent, fallbackQuantity, saveCheck, typed, message);
    }
    expect(await stockOf(countedItemId)).toBe(118);

    await page.goto(`/assets/${bareAssetId}/inventory/create`);
    const initialQuantity = page.getByRole("textbox", { name: "Initial quantity" });
    const create = () => page.getByRole("button", { name: "Create Inventory" }).click();
    for (const [typed, message] of WHOLE_QUANTITY) await refuses(page, sent, initialQuantity, create, typed, message);
    await shot(page, "create-inventory-empty");
    const live = await app.db.db
      .select()
      .from(inventoryItems)
      .where(and(eq(inventoryItems.assetId, bareAssetId), eq(inventoryItems.isDeleted, false)));
    expect(live).toEqual([]);
    await context.close();
  });

  it("a correction's quantity and price, and the anomaly banner's manual correction", async () => {
    const { page, context } = await app.newPage();
    const sent = watchMutations(page);
    await signIn(page, "nia@numbers.test", "pass-word-1");

    await page.goto(`/assets/${countedAssetId}/inventory/correct/${checkHistoryId}`);
    await page.getByRole("heading", { name: "Correct Inventory Entry" }).waitFor();
    await page.getByRole("textbox", { name: "Correction reason" }).fill("Miscounted");
    const quantity = page.getByRole("textbox", { name: "Corrected quantity" });
    const price = page.getByRole("textbox", { name: "Price" });
    const apply = () => page.getByRole("button", { name: "Apply Correction" }).click();
    for (const [typed, message] of WHOLE_QUANTITY) await refuses(page, sent, quantity, apply, typed, message);
    await quantity.fill("11");
    for (const [typed, message] of [
      ["-3", "Price cannot be negative"],
      ["1e3", EXPONENT("Price")],
      ["abc", "Price must be a number"],
      ["2.555", "Price can have at most 2 decimal places"],
    ] as const) {
      await refuses(page, sent, price, apply, typed, message);
    }
    await shot(page, "correction-price");
    expect(await app.db.db.select().from(inventoryCorrections)).toEqual([]);
    // 2.5 is a price: saved as exactly 2.5.
    await price.fill("2.5");
    await apply();
    await page.getByText("Correction applied successfully").waitFor();
    const corrections = await app.db.db.select().from(inventoryCorrections);
    expect(corrections.map((c) => [c.correctedQuantity, c.price])).toEqual([[11, 2.5]]);

    await page.goto(`/assets/${countedAssetId}/inventory/history`);
    const scope = page.locator(`[data-event-id="${typoHistoryId}"]`).getByTestId("anomaly-banner");
    await scope.waitFor();
    const manual = scope.getByRole("textbox", { name: "Manual correction" });
    const applyManual = () => scope.getByRole("button", { name: "Apply", exact: true }).click();
    for (const [typed, message] of [
      ["-3", "Enter a number of at least 0"],
      ["2.5", "Quantity must be a whole number"],
      ["1e3", EXPONENT("Quantity")],
      ["abc", "Quantity must be a number"],
      ["", "Enter a number of at least 0"],
    ] as const) {
      await refuses(page, sent, manual, applyManual, typed, message);
    }
    await shot(page, "anomaly-manual");
    const [typo] = await app.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.id, typoHistoryId));
    expect(typo?.quantity).toBe(120);
    await context.close();
  });

  it("the asset form: cost, initial inventory and a number conversion value", async () => {
    const { page, context } = await app.newPage();
    const sent = watchMutations(page);
    await signIn(page, "nia@numbers.test", "pass-word-1");
    await page.goto("/assets/new");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Harbor White");
    await page.getByRole("combobox", { name: "Asset type" }).click();
    await page.getByRole("option", { name: "Paint" }).click();
    // Enter in the field submits the form (the validation toast may cover the button).
    const create = () => page.keyboard.press("Enter");

    const cost = page.getByRole("textbox", { name: "Cost" });
    for (const [typed, message] of [
      ["-3", "Price cannot be negative"],
      ["1e3", EXPONENT("Cost")],
      ["abc", "Cost must be a number"],
      ["2.555", "Cost can have at most 2 decimal places"],
    ] as const) {
      await refuses(page, sent, cost, create, typed, message);
    }
    await cost.fill("2.5");

    const stock = page.getByRole("textbox", { name: "Initial inventory" });
    for (const [typed, message] of WHOLE_QUANTITY.filter(([typed]) => typed !== "")) {
      await refuses(page, sent, stock, create, typed, message);
    }
    await stock.fill("");

    const gallons = page.getByTestId("conversion-values-card").getByRole("textbox", { name: "Gallons per bucket" });
    for (const [typed, message] of [
      ["-3", "Gallons per bucket must be at least 1"],
      ["51", "Gallons per bucket must be at most 50"],
      ["1e3", EXPONENT("Gallons per bucket")],
      ["abc", "Gallons per bucket must be a number"],
    ] as const) {
      await refuses(page, sent, gallons, create, typed, message);
    }
    await shot(page, "asset-form-gallons");
    await gallons.fill("2.5");
    expect(await app.db.db.select().from(assets).where(eq(assets.name, "Harbor White"))).toEqual([]);

    // Cost 2.5, stock left empty ("empty becomes 0", spec 02 §5), 2.5 gallons: saved as typed.
    await gallons.press("Enter");
    await page.waitForURL(/\/assets\/[0-9a-f-]{36}$/);
    const [saved] = await app.db.db.select().from(assets).where(eq(assets.name, "Harbor White"));
    expect(saved?.assetTypeId).toBe(paintTypeId);
    expect(saved?.metadata).toMatchObject({ cost: 2.5, current_inventory: 0, gallons_per_bucket: 2.5 });
    const [item] = await app.db.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.assetId, saved?.id ?? ""));
    expect(item?.quantity).toBe(0);
    await context.close();
  });

  it("the QR manager's 'Skip the first N labels' prints nothing until it is a count that fits", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "nia@numbers.test", "pass-word-1");
    await page.goto("/assets/qr-manager");
    const skip = page.getByRole("textbox", { name: "Skip the first N labels" });
    const print = page.getByRole("button", { name: "Print", exact: true });
    for (const [typed, message] of [
      ["-3", "Labels to skip cannot be negative"],
      ["2.5", "Labels to skip must be a whole number"],
      ["1e3", EXPONENT("Labels to skip")],
      ["abc", "Labels to skip must be a number"],
    ] as const) {
      await skip.fill(typed);
      await page.getByText(message, { exact: true }).waitFor();
      await expect(skip.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(print.isDisabled()).resolves.toBe(true);
      expect(await skip.inputValue()).toBe(typed);
    }
    await shot(page, "qr-skip");
    // Empty skips nothing, as 0 does.
    await skip.fill("");
    await expect.poll(() => print.isDisabled()).toBe(false);
    await expect(skip.getAttribute("aria-invalid")).resolves.not.toBe("true");
    await context.close();
  });

  it("the phone's count screen keeps the minus sign and refuses what is not a count", async () => {
    const { page, context } = await app.newPage({ viewport: { width: 375, height: 667 } });
    await enrollPhone(app, context, orgId);
    const sent = watchMutations(page);
    await page.goto(`/mobile/asset/${phoneAssetId}`);
    await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    await page.getByTestId("mobile-pin").fill("1357");
    await page.getByTestId("pin-submit").click();
    await page.getByTestId("mobile-option-inventory").click();
    const counted = page.getByTestId("field-field_1");
    const weight = page.getByTestId("field-field_2");
    await counted.waitFor();
    const submit = () => page.getByTestId("submit-form").click();
    for (const [typed, message] of [
      ["-3", "Counted must be at least 0"],
      ["\u22123", "Counted must be at least 0"],
      ["1e3", EXPONENT("Counted")],
      ["abc", "Counted must be a number"],
      ["", "Counted is required"],
    ] as const) {
      await refuses(page, sent, counted, submit, typed, message);
    }
    await counted.fill("7");
    for (const [typed, message] of [
      ["-3", "Weight must be at least 0"],
      ["1,5", 'Weight must use "." for decimals and no thousands separators'],
      ["abc", "Weight must be a number"],
    ] as const) {
      await refuses(page, sent, weight, submit, typed, message);
    }
    await shot(page, "phone-count-weight");
    const [phoneItem] = await app.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, phoneAssetId));
    expect(phoneItem?.quantity).toBe(10);

    // 2.5 is a weight (any step): the answer saved is 2.5, the count 7.
    await weight.fill("2.5");
    await submit();
    await expect.poll(async () => (await stockOf(phoneItem?.id ?? "")) ?? null).toBe(7);
    const submissions = await app.db.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.organizationId, orgId))
      .orderBy(asc(formSubmissions.createdAt));
    expect(submissions.at(-1)?.submissionData).toMatchObject({ field_1: 7, field_2: 2.5 });
    await context.close();
  });
});

import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { assets, assetTypes, forms, inventoryItems } from "@stockroom/db";
import { createOrganization, createUser } from "@stockroom/server/testing";
import { eq, like } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;
let typeId: string;
let assetId: string;
let itemId: string;
let formId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  orgId = (await createOrganization(db, "Paint Depot")).id;
  await createUser(db, { email: "fran@paint.test", password: "pass-word-1", org: { id: orgId, role: "admin" } });
  const [type] = await db.insert(assetTypes).values({ organizationId: orgId, name: "Paint" }).returning();
  typeId = type?.id ?? "";
  const [asset] = await db
    .insert(assets)
    .values({ organizationId: orgId, assetTypeId: typeId, name: "White Primer" })
    .returning();
  assetId = asset?.id ?? "";
  const [item] = await db
    .insert(inventoryItems)
    .values({ organizationId: orgId, assetId, assetTypeId: typeId, name: "White Primer", quantity: 100 })
    .returning();
  itemId = item?.id ?? "";
});
afterAll(async () => {
  await app?.close();
});

/** Picks an option of a Mantine Select found by its test id. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function addField(page: Page, typeLabel: string) {
  await page.getByTestId("add-specific-field").click();
  await page.getByRole("menuitem", { name: typeLabel, exact: true }).click();
}

describe.skipIf(noBrowser)("forms (Chromium)", () => {
  it("builds a form with a calculated and a subtract field, links it as the inventory form, submits it and moves the stock", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "fran@paint.test", "pass-word-1");

    // Build: the default form has Item Name and Quantity.
    await page.goto(`/forms/new?assetType=${typeId}`);
    await page.getByTestId("asset-type-banner").getByText("Paint").waitFor();
    await page.getByTestId("form-title").fill("Monthly Paint Count");
    await expect(page.getByTestId("builder-field").count()).resolves.toBe(2);

    await page.getByRole("button", { name: /^Quantity\b/ }).click();
    await page.getByTestId("field-label").fill("Boxes");

    await addField(page, "Number");
    await page.getByTestId("field-label").fill("Loose units used");
    await choose(page, "field-inventory-action", "Subtract from stock");

    await addField(page, "Calculated");
    await page.getByTestId("field-label").fill("Units from boxes");
    await page.getByTestId("formula-input").fill("[Boxes] * 10");
    await page.getByTestId("field-label").click(); // leaving the box turns [Boxes] into {field_2}
    await expect(page.getByTestId("formula-input").inputValue()).resolves.toBe("{field_2} * 10");
    await expect(page.getByTestId("formula-status").textContent()).resolves.toBe("Valid");
    await choose(page, "field-inventory-action", "Subtract from stock");

    await page.getByTestId("save-form").click();
    await page.getByText("Form created successfully").waitFor();
    await page.waitForURL((u) => u.pathname === "/forms");
    await page.getByTestId("form-row").filter({ hasText: "Monthly Paint Count" }).waitFor();
    const [saved] = await app.db.db.select().from(forms).where(eq(forms.name, "Monthly Paint Count"));
    formId = saved?.id ?? "";
    const savedFields = (saved?.formData.fields ?? []) as { id: string; inventory_action: string }[];
    expect(savedFields.map((f) => [f.id, f.inventory_action])).toEqual([
      ["field_1", "none"],
      ["field_2", "none"],
      ["field_3", "subtract"],
      ["field_4", "subtract"],
    ]);

    // Link it as the type's inventory form on the asset type's Forms tab.
    await page.goto(`/asset-types/${typeId}`);
    await page.getByRole("tab", { name: "Forms" }).click();
    await page.getByTestId("inventory-form-card").getByRole("button", { name: "Link Form" }).click();
    await choose(page, "link-form-select", "Monthly Paint Count");
    await page.getByTestId("link-form-confirm").click();
    await page.getByText("Form Linked").first().waitFor();
    await expect(page.getByTestId("inventory-form-name").textContent()).resolves.toBe("Monthly Paint Count");

    // Submit it for the asset: 100 − 3 loose − 2 boxes × 10 = 77.
    await page.goto(`/forms/submit/${formId}?asset_id=${assetId}`);
    await expect(page.getByTestId("current-stock").textContent()).resolves.toBe("Current stock: 100");
    await page.getByTestId("field-field_1").fill("White Primer");
    await page.getByTestId("field-field_2").fill("2");
    await page.getByTestId("field-field_3").fill("3");
    await expect.poll(() => page.getByTestId("field-field_4").inputValue()).toBe("20.00");
    await page.getByTestId("submit-form").click();
    await page.getByText("Saved. Stock changed from 100 to 77.").waitFor();
    await page.getByText("Current stock: 77").waitFor();
    const [item] = await app.db.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item?.quantity).toBe(77);

    // The page offers the next step; the same month again opens the entry in edit mode with its answers.
    await page.getByTestId("submit-next-step").getByRole("link", { name: "Inventory List" }).waitFor();
    await page.getByTestId("edit-mode").waitFor();
    await page.getByTestId("submit-next-step").getByRole("button", { name: "Edit this entry" }).click();
    await expect(page.getByTestId("field-field_2").inputValue()).resolves.toBe("2");
    await context.close();
  });

  it("exports the fields as JSON and imports a JSON file of fields, appended with new ids", async () => {
    expect(formId).not.toBe("");
    const { page, context } = await app.newPage();
    await signIn(page, "fran@paint.test", "pass-word-1");
    await page.goto(`/forms/edit/${formId}`);
    // The builder is a lazy chunk: give a loaded machine more than the default second.
    await expect.poll(() => page.getByTestId("builder-field").count(), { timeout: 10_000 }).toBe(4);

    await page.getByRole("button", { name: "Bulk Operations" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export All Fields (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Monthly_Paint_Count_fields.json");
    const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as {
      id: string;
      label: string;
    }[];
    expect(exported.map((f) => f.label)).toEqual(["Item Name", "Boxes", "Loose units used", "Units from boxes"]);

    // A file that is not a JSON array is refused.
    const bad = path.join(tmpdir(), `bad-fields-${Date.now()}.json`);
    await writeFile(bad, '{"not": "an array"}');
    await page.locator('.mantine-Modal-content input[type="file"]').setInputFiles(bad);
    await page.getByText("Invalid JSON file").waitFor();

    const good = path.join(tmpdir(), `fields-${Date.now()}.json`);
    await writeFile(
      good,
      JSON.stringify([
        { id: "field_1", label: "Colour code", type: "text" },
        { id: "whatever", label: "Cans damaged", type: "number", inventory_action: "subtract" },
      ]),
    );
    await page.locator('.mantine-Modal-content input[type="file"]').setInputFiles(good);
    await page.getByText("Imported 2 fields").waitFor();
    await expect.poll(() => page.getByTestId("builder-field").count()).toBe(6);
    const ids = await page
      .getByTestId("builder-field")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-field-id")));
    expect(ids).toEqual(["field_1", "field_2", "field_3", "field_4", "field_5", "field_6"]);

    await page.getByTestId("save-form").click();
    await page.getByText("Form updated successfully").waitFor();
    const [row] = await app.db.db.select().from(forms).where(eq(forms.id, formId));
    const fields = (row?.formData.fields ?? []) as { id: string; label: string; inventory_action: string }[];
    expect(fields.slice(4).map((f) => [f.id, f.label, f.inventory_action])).toEqual([
      ["field_5", "Colour code", "none"],
      ["field_6", "Cans damaged", "subtract"],
    ]);
    await context.close();
  });
  it("keeps the list's tab, search, asset type, sort and page in the URL through a reload and a visit to a form", async () => {
    const db = app.db.db;
    const stamp = new Date("2026-10-01T00:00:00Z");
    await db.insert(forms).values(
      Array.from({ length: 30 }, (_, i) => ({
        organizationId: orgId,
        name: `Batch form ${String(i + 1).padStart(2, "0")}`,
        formData: { fields: [{ id: "field_1", label: "Count", type: "number" }] },
        updatedAt: stamp,
      })),
    );
    await db.insert(forms).values({
      organizationId: orgId,
      name: "Batch form retired",
      formData: { fields: [] },
      deletedAt: stamp,
    });
    const { page, context } = await app.newPage();
    await signIn(page, "fran@paint.test", "pass-word-1");
    const rowNames = () =>
      page.getByTestId("form-row").evaluateAll((rows) => rows.map((r) => r.querySelector("a")?.textContent ?? ""));
    const page2 = ["Batch form 05", "Batch form 04", "Batch form 03", "Batch form 02", "Batch form 01"];

    await page.goto("/forms");
    await page.getByTestId("form-row").first().waitFor();
    await page.getByRole("textbox", { name: "Search forms" }).fill("batch form 0");
    await page.waitForURL((u) => u.searchParams.get("search") === "batch form 0");
    await expect.poll(rowNames, { timeout: 10_000 }).toHaveLength(9);
    await page.getByRole("textbox", { name: "Search forms" }).fill("Batch");
    await page.waitForURL((u) => u.searchParams.get("search") === "Batch");
    // A sortable header keeps its columnheader role and sorts on a click; a new column keeps the current direction (newest first: descending).
    await page.getByRole("columnheader", { name: /^Form\b/ }).click();
    await page.waitForURL((u) => u.searchParams.get("sort") === "name" && u.searchParams.get("dir") === "desc");
    await expect.poll(async () => (await rowNames())[0], { timeout: 10_000 }).toBe("Batch form 30");
    await page.getByRole("button", { name: "2", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "2");
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(page2);

    await page.reload();
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(page2);
    await expect(page.getByRole("textbox", { name: "Search forms" }).inputValue()).resolves.toBe("Batch");

    // Open a form, come back: the same view.
    const listUrl = page.url();
    await page.getByTestId("form-row").getByRole("link", { name: "Batch form 03" }).click();
    await page.getByRole("heading", { level: 1, name: "Batch form 03" }).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.href === listUrl);
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(page2);

    // The asset type filter: only forms linked to Paint ('Monthly Paint Count' from the first test).
    await page.getByRole("textbox", { name: "Search forms" }).fill("");
    await page.waitForURL((u) => !u.searchParams.has("search"));
    await choose(page, "forms-type-filter", "Paint");
    await page.waitForURL((u) => u.searchParams.get("type") === typeId && !u.searchParams.has("page"));
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(["Monthly Paint Count"]);
    await page.reload();
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(["Monthly Paint Count"]);

    // The Archived tab is in the URL too.
    await page.getByRole("tab", { name: /^Archived Forms/ }).click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "archived");
    await choose(page, "forms-type-filter", "All Asset Types");
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(["Batch form retired"]);
    await page.reload();
    await expect(page.getByRole("tab", { name: /^Archived Forms/ }).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );
    await expect.poll(rowNames, { timeout: 10_000 }).toEqual(["Batch form retired"]);
    await db.delete(forms).where(like(forms.name, "Batch form%"));
    await context.close();
  });
});

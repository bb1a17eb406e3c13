import fs from "node:fs";
import { assets, assetTypes, systemLogs } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Harbor Paints")).id;
  await createUser(app.db.db, { email: "lee@harbor.test", password: "pass-word-1", org: { id: orgId, role: "admin" } });
});
afterAll(async () => {
  await app?.close();
});

async function fieldOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId("conversion-fields-card")
    .locator("[data-field-name]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-field-name") ?? ""));
}

async function addConversionField(page: Page, label: string, expectedName: string) {
  const card = page.getByTestId("conversion-fields-card");
  await card.getByRole("button", { name: "Add Field" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Conversion Field" });
  await dialog.getByLabel("Label").fill(label);
  await expect(dialog.getByLabel("Field name").inputValue()).resolves.toBe(expectedName);
  await dialog.getByRole("button", { name: "Add Field" }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe.skipIf(noBrowser)("asset types and assets (Chromium)", () => {
  it("creates a type with conversion fields, reorders them by keyboard, creates an asset and downloads its QR code", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "lee@harbor.test", "pass-word-1");

    // A type with barcodes, created from the list's dialog; the name is checked as typed.
    await page.goto("/asset-types");
    await page.getByText("No active asset types found").waitFor();
    await page.getByRole("button", { name: "Create Asset Type" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Asset Type" });
    await dialog.getByLabel("Name").fill("Exterior Paint");
    await dialog.getByText("Name is available").waitFor();
    await dialog.getByLabel("Enable barcodes").check({ force: true });
    await dialog.getByLabel("Barcode prefix").fill("EXT-");
    await dialog.getByRole("button", { name: "Create Asset Type" }).click();
    await page.getByText("Asset type created successfully").waitFor();
    await page.getByTestId("asset-types-table").getByRole("link", { name: "Exterior Paint" }).click();
    await page.getByRole("heading", { name: "Exterior Paint" }).waitFor();

    // Three conversion fields; names are generated from the labels.
    await page.getByRole("tab", { name: "Forms" }).click();
    await addConversionField(page, "Gallons per bucket", "gallons_per_bucket");
    await addConversionField(page, "Colour code", "colour_code");
    await addConversionField(page, "Coats", "coats");
    expect(await fieldOrder(page)).toEqual(["gallons_per_bucket", "colour_code", "coats"]);
    await page.getByText("Conversion Fields Updated").first().waitFor();
    await page.locator('[data-testid="conversion-fields-status"][data-status="saved"]').waitFor({ state: "attached" });

    // Keyboard reorder: pick up 'Coats', move it up in 25 px steps past both rows, drop.
    const handle = page.getByRole("button", { name: "Drag to reorder Coats" });
    await handle.focus();
    await page.keyboard.press("Space");
    await page
      .getByTestId("sortable-announcement")
      .getByText(/Picked up Coats/)
      .waitFor();
    for (let i = 0; i < 12; i++) {
      const said = await page.getByTestId("sortable-announcement").textContent();
      if (said?.includes("position 1 of 3")) break;
      await page.keyboard.press("ArrowUp");
    }
    await page.getByTestId("sortable-announcement").getByText("Coats is over position 1 of 3.").waitFor();
    await page.keyboard.press("Space");
    await page.getByTestId("sortable-announcement").getByText("Coats dropped at position 1 of 3.").waitFor();
    expect(await fieldOrder(page)).toEqual(["coats", "gallons_per_bucket", "colour_code"]);

    // Saved one second after the change: the server has the new order.
    await page.locator('[data-testid="conversion-fields-status"][data-status="saved"]').waitFor({ state: "attached" });
    await expect
      .poll(async () => {
        const [row] = await app.db.db.select().from(assetTypes).where(eq(assetTypes.name, "Exterior Paint"));
        return (row?.conversionFields ?? []).map((f) => f.field_name);
      })
      .toEqual(["coats", "gallons_per_bucket", "colour_code"]);
    await page.reload();
    await page.getByRole("tab", { name: "Forms" }).click();
    await page.getByTestId("conversion-fields-card").locator("[data-field-name]").first().waitFor();
    expect(await fieldOrder(page)).toEqual(["coats", "gallons_per_bucket", "colour_code"]);

    // An asset of the type, with its conversion values in the type's order.
    await page.goto("/assets/new");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Harbor White 5gal");
    await page.getByRole("combobox", { name: "Asset type" }).click();
    await page.getByRole("option", { name: "Exterior Paint" }).click();
    const values = page.getByTestId("conversion-values-card");
    await values.waitFor();
    await expect(
      values.locator("label").evaluateAll((els) => els.map((el) => el.textContent?.replace("*", "").trim())),
    ).resolves.toEqual(["Coats", "Gallons per bucket", "Colour code"]);
    await values.getByLabel("Coats").fill("2");
    await values.getByLabel("Gallons per bucket").fill("5");
    // A number field (the dialog's default type): letters would now be refused, not stripped.
    await values.getByLabel("Colour code").fill("101");
    await page.getByLabel("Location", { exact: true }).fill("Aisle 4");
    await page.getByLabel("Initial inventory").fill("12");
    await page.getByRole("button", { name: "Create Asset" }).click();
    await page.waitForURL(/\/assets\/[0-9a-f-]{36}$/);
    const assetId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await page.getByRole("heading", { name: "Harbor White 5gal" }).waitFor();
    await expect(page.getByTestId("conversion-gallons_per_bucket").textContent()).resolves.toBe("5");
    const [stored] = await app.db.db.select().from(assets).where(eq(assets.id, assetId));
    expect(stored?.barcode).toBe("EXT-000001");

    // The QR code encodes the mobile URL; the PNG downloads under the asset's name.
    await page.getByRole("tab", { name: "QR Code" }).click();
    const qr = page.getByTestId("asset-qr");
    await qr.locator("svg").waitFor();
    // The browser is on 127.0.0.1 with PUBLIC_URL unset: the code encodes the server's LAN address.
    await page.getByTestId("label-origin-notice").waitFor();
    const labelOrigin = await page.getByTestId("label-origin-select").inputValue();
    expect(new URL(labelOrigin).port).toBe(new URL(app.baseUrl).port);
    await expect(qr.getAttribute("data-qr-value")).resolves.toBe(`${labelOrigin}/mobile/asset/${assetId}`);
    await page.getByText("EXT-000001").first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Harbor White 5gal-qr.png");
    const file = await download.path();
    const png = fs.readFileSync(file);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(300);
    const logs = await app.db.db.select().from(systemLogs).where(eq(systemLogs.message, "QR Code Generated"));
    expect(logs.some((l) => l.details?.asset_id === assetId)).toBe(true);

    // The list finds it by its barcode value.
    await page.goto("/assets");
    await page.getByLabel("Search").fill("EXT-0000");
    await page.getByTestId("assets-table").getByRole("link", { name: "Harbor White 5gal" }).waitFor();
    await page.getByLabel("Search").fill("no such thing");
    await page.getByText('No assets found matching "no such thing"').waitFor();
    await context.close();
  });

  it("archives an asset type with confirmation and restores it", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "lee@harbor.test", "pass-word-1");
    await page.goto("/asset-types");
    await page.getByRole("button", { name: "Create Asset Type" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Asset Type" });
    await dialog.getByLabel("Name").fill("Seasonal Stock");
    await dialog.getByText("Name is available").waitFor();
    await dialog.getByRole("button", { name: "Create Asset Type" }).click();
    const table = page.getByTestId("asset-types-table");
    await table.getByRole("link", { name: "Seasonal Stock" }).waitFor();

    await page.getByRole("button", { name: "Actions for Seasonal Stock" }).click();
    await page.getByRole("menuitem", { name: "Archive" }).click();
    const confirm = page.getByRole("dialog", { name: "Archive asset type?" });
    await confirm.getByText("It can be restored later.", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Archive" }).click();
    await table.getByRole("link", { name: "Seasonal Stock" }).waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Archived" }).click();
    await table.getByRole("link", { name: "Seasonal Stock" }).waitFor();
    await page.getByRole("button", { name: "Actions for Seasonal Stock" }).click();
    await page.getByRole("menuitem", { name: "Restore" }).click();
    await page.getByRole("dialog", { name: "Restore asset type?" }).getByRole("button", { name: "Restore" }).click();
    await page.getByText("No archived asset types found").waitFor();
    await page.getByRole("tab", { name: "Active" }).click();
    await table.getByRole("link", { name: "Seasonal Stock" }).waitFor();
    const [row] = await app.db.db.select().from(assetTypes).where(eq(assetTypes.name, "Seasonal Stock"));
    expect(row?.deletedAt).toBeNull();
    await context.close();
  });

  it("keeps the asset list's search, filters, sort, page size and page in the URL across reload and back", async () => {
    // An organization of its own: 24 brushes, every other one in maintenance, and a roller.
    const org = await createOrganization(app.db.db, "Brush Works");
    await createUser(app.db.db, {
      email: "kim@brush.test",
      password: "pass-word-1",
      org: { id: org.id, role: "admin" },
    });
    const api = await signedInClient(app, "kim@brush.test", "pass-word-1");
    const brushes = await api.trpc.assetTypes.create.mutate({ name: "Brushes", color: "#0EA5E9" });
    const rollers = await api.trpc.assetTypes.create.mutate({ name: "Rollers", color: "#F97316" });
    for (let n = 1; n <= 24; n++) {
      const name = `Brush ${String(n).padStart(2, "0")}`;
      await api.trpc.assets.create.mutate({
        name,
        asset_type_id: brushes.id,
        status: n % 2 === 1 ? "active" : "maintenance",
      });
    }
    await api.trpc.assets.create.mutate({ name: "Brush-cut roller", asset_type_id: rollers.id });

    const { page, context } = await app.newPage();
    await signIn(page, "kim@brush.test", "pass-word-1");
    await page.goto("/assets");
    const table = page.getByTestId("assets-table");
    const rowNames = () =>
      table
        .getByTestId("asset-row")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.textContent ?? ""));
    // The first load after a reload can take a while when several browser tests run at once.
    const expectRows = (names: string[]) => expect.poll(rowNames, { timeout: 15_000 }).toEqual(names);
    await table.getByRole("link", { name: "Brush 01" }).waitFor();

    // Search (debounced), type and status filters, Name descending, 10 a page, page 2.
    await page.getByLabel("Search").fill("Brush");
    await page.waitForURL((u) => u.searchParams.get("search") === "Brush");
    await page.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Brushes" }).click();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Active" }).click();
    await table.getByRole("link", { name: "Brush 02" }).waitFor({ state: "detached" });
    await table.getByRole("columnheader", { name: "Name" }).click();
    await page.waitForURL((u) => u.searchParams.get("dir") === "desc");
    await page.getByRole("button", { name: "25", exact: true }).click();
    await page.getByRole("menuitem", { name: "10", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("size") === "10");
    await page.getByRole("button", { name: "2", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "2");
    await expectRows(["Brush 03", "Brush 01"]);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: "Brush",
      assetType: brushes.id,
      status: "active",
      dir: "desc",
      size: "10",
      page: "2",
    });
    await page.getByText("Showing 11–12 of 12").waitFor();

    // Reload: the same rows, and the controls say why.
    await page.reload();
    await expectRows(["Brush 03", "Brush 01"]);
    await expect(page.getByLabel("Search").inputValue()).resolves.toBe("Brush");
    await expect(page.getByRole("combobox", { name: "Status" }).inputValue()).resolves.toBe("Active");
    await expect(page.getByRole("combobox", { name: "Type" }).inputValue()).resolves.toBe("Brushes");
    expect(page.url()).toBe(url.href);

    // Open an asset, come back: the same view again.
    await table.getByRole("link", { name: "Brush 03" }).click();
    await page.getByRole("heading", { name: "Brush 03" }).waitFor();
    await page.goBack();
    await expectRows(["Brush 03", "Brush 01"]);
    expect(page.url()).toBe(url.href);
    await page.getByText("Showing 11–12 of 12").waitFor();

    // A shared link with a stale page opens the last page there is.
    await page.goto("/assets?search=Brush&status=active&page=9");
    await page.waitForURL((u) => u.searchParams.get("page") === null);
    await expect.poll(rowNames, { timeout: 15_000 }).toHaveLength(13);
    await context.close();
  });

  it("opens a row's actions menu by pointer and keyboard, and returns the focus to its button", async () => {
    const org = await createOrganization(app.db.db, "Pump House");
    await createUser(app.db.db, {
      email: "ana@pump.test",
      password: "pass-word-1",
      org: { id: org.id, role: "admin" },
    });
    const api = await signedInClient(app, "ana@pump.test", "pass-word-1");
    const pumps = await api.trpc.assetTypes.create.mutate({ name: "Pumps" });
    const first = await api.trpc.assets.create.mutate({ name: "Pump A", asset_type_id: pumps.id });
    await api.trpc.assets.create.mutate({ name: "Pump B", asset_type_id: pumps.id });

    const { page, context } = await app.newPage();
    await signIn(page, "ana@pump.test", "pass-word-1");
    await page.goto("/assets");
    const button = (name: string) => page.getByRole("button", { name: `Actions for ${name}` });
    await button("Pump A").waitFor();
    // Closed, each row's button says it opens a menu; no menu is in the page yet.
    for (const name of ["Pump A", "Pump B"]) {
      await expect(button(name).getAttribute("aria-haspopup")).resolves.toBe("menu");
      await expect(button(name).getAttribute("aria-expanded")).resolves.toBe("false");
    }
    await expect(page.getByRole("menu").count()).resolves.toBe(0);
    const focused = () =>
      page.evaluate(() => ({
        label: document.activeElement?.getAttribute("aria-label") ?? null,
        role: document.activeElement?.getAttribute("role") ?? null,
        text: document.activeElement?.textContent?.trim() ?? "",
        inMenu: document.activeElement?.closest("[role=menu]") !== null,
      }));

    // Enter opens it with the focus inside; ArrowDown reaches the first item; Escape closes
    // it and gives the focus back to the row's button.
    await button("Pump A").focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    await expect(
      menu.getByRole("menuitem").evaluateAll((items) => items.map((i) => i.textContent?.trim())),
    ).resolves.toEqual(["View details", "Edit", "QR code", "Inventory history"]);
    await expect(button("Pump A").getAttribute("aria-expanded")).resolves.toBe("true");
    await expect.poll(async () => (await focused()).inMenu).toBe(true);
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await focused()).text).toBe("View details");
    await expect(focused().then((f) => f.role)).resolves.toBe("menuitem");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(async () => (await focused()).label).toBe("Actions for Pump A");
    await expect(button("Pump A").getAttribute("aria-expanded")).resolves.toBe("false");
    // Opened once, it opens again the same way.
    await page.keyboard.press("Space");
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });

    // ArrowDown on a closed row's button opens its menu too.
    await button("Pump B").focus();
    await page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await expect(button("Pump B").getAttribute("aria-expanded")).resolves.toBe("true");
    await expect.poll(async () => (await focused()).inMenu).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(async () => (await focused()).label).toBe("Actions for Pump B");

    // A pointer opens it and an item navigates.
    await button("Pump A").click();
    await menu.getByRole("menuitem", { name: "QR code" }).click();
    await page.waitForURL((u) => u.pathname === `/assets/${first.id}/qr`);
    await context.close();
  });

  it("edits an asset through its form (field messages under the fields), deletes it and restores it", async () => {
    const org = await createOrganization(app.db.db, "Ladder Works");
    await createUser(app.db.db, {
      email: "max@ladder.test",
      password: "pass-word-1",
      org: { id: org.id, role: "admin" },
    });
    const api = await signedInClient(app, "max@ladder.test", "pass-word-1");
    const ladders = await api.trpc.assetTypes.create.mutate({ name: "Ladders" });
    await api.trpc.assetTypes.updateConversionFields.mutate({
      id: ladders.id,
      fields: [{ label: "Rung count", field_name: "rung_count", type: "text", required: true }],
    });
    const asset = await api.trpc.assets.create.mutate({
      name: "Step Ladder",
      asset_type_id: ladders.id,
      conversion_values: { rung_count: "6" },
    });

    const { page, context } = await app.newPage();
    await signIn(page, "max@ladder.test", "pass-word-1");
    await page.goto(`/assets/${asset.id}/edit`);
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await expect(name.inputValue()).resolves.toBe("Step Ladder");
    const rungs = page.getByTestId("conversion-values-card").getByLabel("Rung count");
    await expect(rungs.inputValue()).resolves.toBe("6");

    // Nothing is sent while a required value is missing; each message stands under its field.
    await name.fill("");
    await rungs.fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Rung count is required").waitFor();
    await expect(name.getAttribute("aria-invalid")).resolves.toBe("true");
    await page.getByText("Name is required").first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/assets/${asset.id}/edit`);

    await name.fill("Step Ladder 8ft");
    await rungs.fill("8");
    await name.press("Enter"); // the validation toast may still cover the button
    await page.getByText("Asset updated successfully").waitFor();
    await page.getByRole("heading", { name: "Step Ladder 8ft" }).waitFor();
    await expect(page.getByTestId("conversion-rung_count").textContent()).resolves.toBe("8");

    // Delete asks first, then returns to the list; the archived list finds it for a restore.
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete asset?" });
    await confirm.getByText("Its inventory history is kept", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText('"Step Ladder 8ft" has been deleted.').waitFor();
    await page.waitForURL((u) => u.pathname === "/assets");
    await page.getByText("No assets found").waitFor();
    // The switch shows the URL's state: it turns on once the navigation it starts is done,
    // a moment after the click, so click and wait for the URL (check() reads it too early).
    await page.getByLabel("Show deleted").click({ force: true });
    await page.waitForURL((u) => u.searchParams.get("archived") === "true");
    // The URL changes a render before the switch shows it: wait for the switch itself.
    await expect.poll(() => page.getByLabel("Show deleted").isChecked(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId("assets-table").getByRole("link", { name: "Step Ladder 8ft" }).click();
    await page.getByRole("button", { name: "Restore Asset" }).click();
    await page.getByText('"Step Ladder 8ft" has been restored.').waitFor();
    await page.getByRole("button", { name: "Restore Asset" }).waitFor({ state: "detached" });
    const [row] = await app.db.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row?.isDeleted).toBe(false);

    // The open tab is in the URL: a reload stays on it.
    await page.getByRole("tab", { name: "Forms" }).click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "forms");
    await page.getByText("No forms have been submitted for this asset yet.").waitFor();
    await page.reload();
    await expect(page.getByRole("tab", { name: "Forms" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByText("No forms have been submitted for this asset yet.").waitFor();
    await context.close();
  });

  it("keeps the asset type list's tab, search, sort and page in the URL across reload and back", async () => {
    const otherOrg = (await createOrganization(app.db.db, "Bulk Supplies")).id;
    await createUser(app.db.db, {
      email: "kim@bulk.test",
      password: "pass-word-1",
      org: { id: otherOrg, role: "admin" },
    });
    // Twelve matching types (more than the default 10 rows a page) and one that the search leaves out.
    const names = Array.from({ length: 12 }, (_, i) => `Bulk ${String(i + 1).padStart(2, "0")}`);
    await app.db.db
      .insert(assetTypes)
      // Distinct creation times: the list opens newest first, so 'Loose Parts' (the newest) is on page 1.
      .values(
        [...names, "Loose Parts"].map((name, i) => ({
          organizationId: otherOrg,
          name,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      );
    const { page, context } = await app.newPage();
    await signIn(page, "kim@bulk.test", "pass-word-1");
    await page.goto("/asset-types");
    const table = page.getByTestId("asset-types-table");
    await table.getByRole("link", { name: "Loose Parts" }).waitFor();

    await page.getByLabel("Search asset types").fill("bulk");
    await page.waitForURL(/search=bulk/);
    await table.getByRole("link", { name: "Loose Parts" }).waitFor({ state: "detached" });
    // The Name header sorts by name, keeping the list's direction (newest first → Z to A).
    await table.getByRole("columnheader", { name: /^Name/ }).click();
    await page.waitForURL(/sort=name.*dir=desc|dir=desc.*sort=name/);
    await page.getByRole("button", { name: "2", exact: true }).click();
    await page.waitForURL(/page=2/);

    const rowNames = () =>
      table
        .getByTestId("asset-type-row")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    const samePage = async () => {
      await table.getByRole("link", { name: "Bulk 01" }).waitFor();
      await expect(rowNames()).resolves.toEqual(["Bulk 02", "Bulk 01"]);
      await expect(page.getByLabel("Search asset types").inputValue()).resolves.toBe("bulk");
    };
    await samePage();

    await page.reload();
    await samePage();

    // Open a type, come back: the same view.
    await table.getByRole("link", { name: "Bulk 01" }).click();
    await page.getByRole("heading", { name: "Bulk 01" }).waitFor();
    await page.goBack();
    await samePage();

    // The Archived tab starts on its own first page with the same search; Active restores it.
    await page.getByRole("tab", { name: "Archived" }).click();
    await page.waitForURL(/tab=archived/);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await page.getByText("No archived asset types found").waitFor();
    await page.reload();
    await page.getByText("No archived asset types found").waitFor();
    await expect(page.getByRole("tab", { name: "Archived" }).getAttribute("aria-selected")).resolves.toBe("true");
    await context.close();
  });

  it("checks and saves an asset type's calculation formulas", async () => {
    const [type] = await app.db.db
      .insert(assetTypes)
      .values({ organizationId: orgId, name: "Formula Paint" })
      .returning({ id: assetTypes.id });
    const { page, context } = await app.newPage();
    await signIn(page, "lee@harbor.test", "pass-word-1");
    await page.goto(`/asset-types/${type?.id}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Add Formula" }).click();
    await page.getByRole("button", { name: "Save Formulas" }).click();
    await page.getByText("Target field is required").waitFor();

    const entry = page.getByTestId("formula-entry");
    await entry.getByLabel("Target field").fill("total_gallons");
    await entry.getByLabel("Base value").fill("quantity");
    await entry.getByLabel("Multiplier").fill("5");
    await page.getByRole("button", { name: "Save Formulas" }).click();
    await page.getByText("Calculation Formulas Saved").waitFor();
    await expect
      .poll(async () => {
        const [row] = await app.db.db.select().from(assetTypes).where(eq(assetTypes.name, "Formula Paint"));
        return JSON.stringify(row?.calculationFormulas ?? {});
      })
      .toContain("total_gallons");

    await page.reload();
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByTestId("formula-entry").getByLabel("Multiplier").inputValue()).resolves.toBe("5");
    await context.close();
  });
});

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { assetTypeInput } from "@stockroom/core";
import { assets } from "@stockroom/db";
import { createOrganization } from "@stockroom/server/testing";
import { and, eq, like } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetType } from "../../server/src/services/asset-types/create-asset-type";
import { type BrowserApp, noBrowser, signInAs, startBrowserApp } from "./harness";

/** Set SCREENSHOTS_DIR to keep the import screens at 1280×800 and 375×667. */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

let app: BrowserApp;
let orgId: string;
let dir: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Import Co.")).id;
  dir = mkdtempSync(path.join(os.tmpdir(), "stockroom-import-e2e-"));
}, 180_000);
afterAll(async () => {
  await app?.close();
});

function file(name: string, text: string): string {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS_DIR) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  for (const [w, h] of [
    [1280, 800],
    [375, 667],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${w}x${h}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function uploadAndPreview(page: Page, filePath: string) {
  await page.locator('input[type="file"]').setInputFiles(filePath);
  await page.getByRole("button", { name: "Upload and preview" }).click();
}

describe.skipIf(noBrowser)("importing assets from a spreadsheet", () => {
  it("uploads a file, fixes a mapping, reads the preview, downloads the error rows, commits and undoes", async () => {
    const { page, user } = await signInAs(app, "manager", { id: orgId });
    // A type for the rows to name, through the app's own service.
    await createAssetType({ db: app.db.db, orgId, actorId: user.id }, assetTypeInput.parse({ name: "Tools" }));
    await page.goto("/assets");
    await page.getByRole("link", { name: "Import assets" }).click();
    await page.waitForURL((u) => u.pathname === "/assets/import");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Import assets");

    // "Code" is no name the import knows: the key column must be mapped by hand.
    const bad = file(
      "stock.csv",
      "Code,Item,Asset type,Qty,Unit\nC1,Drill,Tools,5,each\nC2,Saw,Tools,-3,each\nC3,Hammer,Tools,2,box\n",
    );
    await uploadAndPreview(page, bad);
    await expect
      .poll(() => page.getByTestId("import-mapping-problem").textContent())
      .toContain("Map a column to External ID: rows are matched to existing assets by it.");
    await page.getByRole("combobox", { name: 'Column "Code"' }).click();
    await page.getByRole("option", { name: "External ID", exact: true }).click();
    await page.getByTestId("import-preview-table").waitFor();
    await expect.poll(() => page.getByRole("radio", { name: "Error 1" }).count()).toBe(1);
    const table = page.getByTestId("import-preview-table");
    await expect
      .poll(() => table.locator('tr[data-outcome="error"]').textContent())
      .toContain("Qty: Quantity cannot be negative");
    await expect.poll(() => table.locator('tr[data-outcome="create"]').count()).toBe(2);
    expect(await page.getByRole("button", { name: "Import 2 assets" }).isDisabled()).toBe(true);
    await shoot(page, "import-preview");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download error rows (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stock-errors.csv");
    const errors = readFileSync((await download.path()) as string, "utf8").replace(/^\uFEFF/, "");
    expect(errors.split("\r\n")).toEqual([
      "Code,Item,Asset type,Qty,Unit,error",
      // The one CSV writer quotes a neutralised formula cell; the import reads "-3" back.
      `C2,Saw,Tools,"'-3",each,Row 3: Qty: Quantity cannot be negative`,
    ]);

    // The corrected file: the same headers, so the mapping chosen above is remembered.
    const fixed = file(
      "stock-fixed.csv",
      "Code,Item,Asset type,Qty,Unit\nC1,Drill,Tools,5,each\nC2,Saw,Tools,3,each\nC3,Hammer,Tools,2,box\n",
    );
    await uploadAndPreview(page, fixed);
    await expect.poll(() => page.getByRole("radio", { name: "Create 3" }).count()).toBe(1);
    await expect.poll(() => page.getByText("remembered from the last import of these columns").count()).toBe(1);
    await page.getByRole("button", { name: "Import 3 assets" }).click();
    await expect.poll(() => page.getByTestId("import-result").textContent()).toContain("Imported 3 assets");
    const live = () => app.db.db.$count(assets, and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false)));
    expect(await live()).toBe(3);
    await page.getByRole("button", { name: "Undo import of stock-fixed.csv" }).waitFor();
    await shoot(page, "import-done");

    await page.getByRole("button", { name: "Undo import of stock-fixed.csv" }).click();
    await expect.poll(() => page.getByTestId("import-batch").getByText("Undone").count()).toBe(1);
    expect(await live()).toBe(0);
  }, 180_000);

  it("follows a large file's background preview and commit, and picks both up again after a reload", async () => {
    const { page } = await signInAs(app, "manager", { id: orgId });
    // Past the request's 512 KB a preview or commit is a background run.
    const rows = 4_000;
    const words = "one gallon tin of exterior paint for the workshop, kept on the lower shelf by the door";
    const lines = ["External ID,Name,Asset type,Description,Quantity,Unit,Cost,Location"];
    for (let i = 1; i <= rows; i++)
      lines.push(`BIG${i},Tin ${i},Tools,"${words} ${i}",${i % 9},each,3.5,Aisle ${i % 7}`);
    const big = file("big-stock.csv", `${lines.join("\n")}\n`);
    await page.goto("/assets/import");
    await uploadAndPreview(page, big);
    const running = page.getByTestId("import-run");
    // The run's progress while the server works (it may already be done on a quick machine).
    await running.or(page.getByTestId("import-preview-table")).first().waitFor({ timeout: 120_000 });
    if (await running.isVisible()) await shoot(page, "import-large-preview-running");
    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: `Create ${rows}` }).count(), { timeout: 120_000 }).toBe(1);
    await expect.poll(() => page.getByText("big-stock.csv: 4000 rows").count()).toBe(1);

    // The count as the plural message formats it ("Import 4,000 assets").
    await page.getByRole("button", { name: `Import ${rows.toLocaleString("en-US")} assets` }).click();
    await running.or(page.getByTestId("import-result")).first().waitFor({ timeout: 120_000 });
    if (await running.isVisible()) await shoot(page, "import-large-commit-running");
    // A reload mid-way finds the commit again (its progress or, once done, its answer).
    await page.reload();
    await expect
      .poll(() => page.getByTestId("import-result").textContent(), { timeout: 120_000 })
      .toContain(`Imported ${rows} assets`);
    const live = () =>
      app.db.db.$count(
        assets,
        and(eq(assets.organizationId, orgId), eq(assets.isDeleted, false), like(assets.externalId, "BIG%")),
      );
    expect(await live()).toBe(rows);
    await page.getByRole("button", { name: "Undo import of big-stock.csv" }).waitFor();
    await shoot(page, "import-large-done");
  }, 420_000);

  it("keeps a member out", async () => {
    const { page } = await signInAs(app, "member", { id: orgId });
    await page.goto("/assets/import");
    await expect.poll(() => page.getByText("Only a manager or an admin can import assets.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Import assets" }).count()).toBe(0);
  });
});

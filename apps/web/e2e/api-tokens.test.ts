import fs from "node:fs";
import path from "node:path";
import { createOrganization, createUser } from "@stockroom/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

/**
 * Organization settings › API (issue 27): an admin creates a token (shown once), a tool
 * calls the REST API with it, the list shows when it was last used, and Revoke ends it.
 * With STOCKROOM_SCREENS=<folder> the tab and the API reference are saved at both sizes.
 */
let app: BrowserApp;
let orgId: string;
const screens = process.env.STOCKROOM_SCREENS;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Api Works")).id;
  await createUser(app.db.db, {
    email: "admin@api.test",
    password: "admin-password",
    fullName: "Ada Admin",
    org: { id: orgId, role: "admin" },
  });
});
afterAll(async () => {
  await app?.close();
});

async function shot(page: Page, name: string) {
  if (!screens) return;
  fs.mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
}

const callApi = (token: string) =>
  fetch(`${app.baseUrl}/api/v1/assets`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

describe.skipIf(noBrowser)("Organization settings › API (Chromium)", () => {
  it("creates a token shown once, shows its last use, and revokes it", async () => {
    const { page } = await app.newPage();
    await signIn(page, "admin@api.test", "admin-password");
    await page.goto("/organization-admin?category=api");
    await page.getByTestId("panel-api").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);

    // Without a name: the rule's message, nothing created.
    await page.getByTestId("token-name").fill("");
    await page.getByTestId("create-token").click();
    await page.getByText("Name is required").waitFor();

    await page.getByTestId("token-name").fill("Purchasing sync");
    await page.getByRole("checkbox", { name: "inventory:read" }).check();
    await page.getByTestId("create-token").click();
    const value = page.getByTestId("new-token-value");
    await value.waitFor();
    const token = (await value.textContent())?.trim() ?? "";
    expect(token).toMatch(/^srk_/);
    await page.getByText("Purchasing sync", { exact: true }).waitFor();
    await shot(page, "api-tab-1280");

    expect(await callApi(token)).toBe(200);
    // Shown once: after a reload the token is gone from the page; the row shows its last use.
    await page.reload();
    await page.getByText("Purchasing sync", { exact: true }).waitFor();
    expect(await page.getByTestId("new-token").count()).toBe(0);
    expect(await page.content()).not.toContain(token);
    const row = page.getByRole("row", { name: /Purchasing sync/ });
    await expect.poll(() => row.getByText("Never").count(), { timeout: 15_000 }).toBe(0);

    const phone = await app.newPage({ viewport: { width: 375, height: 667 } });
    await signIn(phone.page, "admin@api.test", "admin-password");
    await phone.page.goto("/organization-admin?category=api");
    await phone.page.getByTestId("panel-api").waitFor();
    await phone.page.getByText("Purchasing sync", { exact: true }).waitFor();
    await shot(phone.page, "api-tab-375");

    await page.getByRole("button", { name: "Revoke the API token Purchasing sync" }).click();
    await page.getByTestId("confirm-revoke-token").click();
    await row.getByText("Revoked").waitFor();
    expect(await callApi(token)).toBe(401);
  });

  it("serves the API reference page from this server", async () => {
    for (const [width, height] of [
      [1280, 800],
      [375, 667],
    ] as const) {
      const { page, context } = await app.newPage({ viewport: { width, height } });
      const outside: string[] = [];
      page.on("request", (r) => {
        if (!r.url().startsWith(app.baseUrl) && !r.url().startsWith("data:") && !r.url().startsWith("blob:"))
          outside.push(r.url());
      });
      await page.goto("/api/docs");
      await page.getByText("Stockroom API").first().waitFor({ timeout: 45_000 });
      await page.getByRole("heading", { name: "Record an inventory check (a count) of an item" }).waitFor();
      expect(outside).toEqual([]);
      await shot(page, `api-reference-${width}`);
      await context.close();
    }
  });

  it("names the token on the asset's history, and reads German on the API and Webhooks tabs", async () => {
    // A tool with a token creates an asset type and an asset, then renames it.
    const { page, context } = await app.newPage();
    await signIn(page, "admin@api.test", "admin-password");
    await page.goto("/organization-admin?category=api");
    await page.getByTestId("token-name").fill("Maintenance sync");
    await page.getByRole("checkbox", { name: "assets:write" }).check();
    await page.getByTestId("create-token").click();
    const token = ((await page.getByTestId("new-token-value").textContent()) ?? "").trim();
    const post = async (path: string, body: unknown, method = "POST") => {
      const res = await fetch(`${app.baseUrl}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBeLessThan(300);
      return (await res.json()) as { id: string };
    };
    const type = await post("/asset-types", { name: "Pumps" });
    const asset = await post("/assets", { name: "Sump pump", asset_type_id: type.id });
    await post(`/assets/${asset.id}`, { values: { name: "Sump pump 2", asset_type_id: type.id } }, "PATCH");

    await page.goto(`/assets/${asset.id}?tab=history`);
    const timeline = page.getByTestId("asset-timeline");
    await timeline.waitFor();
    await expect
      .poll(() => timeline.getByTestId("api-token-name").allTextContents())
      .toEqual(["via API token “Maintenance sync”", "via API token “Maintenance sync”"]);
    await timeline.getByText("Ada Admin").first().waitFor();
    await shot(page, "asset-history-token-1280");
    await context.close();

    // German, from the browser's language: the tabs' texts come from the catalogs.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      const de = await app.browser.newContext({ baseURL: app.baseUrl, viewport, locale: "de" });
      de.setDefaultTimeout(15_000);
      const dePage = await de.newPage();
      await signIn(dePage, "admin@api.test", "admin-password");
      await dePage.goto("/organization-admin?category=api");
      await dePage.getByRole("button", { name: "Token erstellen" }).waitFor();
      await dePage.getByText("Zugangstokens").waitFor();
      await dePage
        .getByRole("row", { name: /Maintenance sync/ })
        .getByText("Aktiv")
        .waitFor();
      await shot(dePage, `api-tab-de-${viewport.width}`);
      await dePage.goto("/organization-admin?category=webhooks");
      await dePage.getByRole("button", { name: "Endpunkt hinzufügen" }).waitFor();
      await dePage.getByText("Noch keine Webhook-Endpunkte").waitFor();
      await shot(dePage, `webhooks-tab-de-${viewport.width}`);
      await dePage.getByRole("button", { name: "Endpunkt hinzufügen" }).click();
      await dePage.getByText("Webhook-Endpunkt hinzufügen").first().waitFor();
      await dePage.getByText("Ein Artikel wurde hinzugefügt").waitFor();
      await shot(dePage, `webhooks-dialog-de-${viewport.width}`);
      await dePage.goto(`/assets/${asset.id}?tab=history`);
      await dePage.getByText("über das API-Token „Maintenance sync“").first().waitFor();
      await shot(dePage, `asset-history-token-de-${viewport.width}`);
      await de.close();
    }
  });
});

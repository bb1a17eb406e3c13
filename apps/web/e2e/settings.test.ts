import { activityLog } from "@stockroom/db";
import { createOrganization, createUser } from "@stockroom/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Settings Org")).id;
  await createUser(app.db.db, {
    email: "sam@settings.test",
    password: "sam-password",
    org: { id: orgId, role: "member" },
  });
  // 2026-03-14 19:05 UTC: 3:05 PM in New York, 20:05 in London.
  await app.db.db.insert(activityLog).values({
    organizationId: orgId,
    type: "asset_created",
    description: "Asset 'Ladder' created",
    createdAt: new Date("2026-03-14T19:05:00Z"),
  });
});
afterAll(async () => {
  await app?.close();
});

async function pickOption(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe.skipIf(noBrowser)("app settings (Chromium)", () => {
  it("applies theme, font size, density and date formats, and keeps them across a reload", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "sam@settings.test", "sam-password");
    // Defaults: MM/DD/YYYY, 12h, America/New_York.
    await page.getByTestId("recent-activity").getByText("03/14/2026 3:05 PM").waitFor();

    await page.goto("/app-settings");
    await page.getByTestId("theme-control").getByText("Dark", { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute("data-mantine-color-scheme") === "dark");
    await page.getByTestId("dense-mode").click({ force: true });
    await page.getByTestId("accent-green").click();
    const slider = page.getByRole("slider", { name: "Font size" });
    await slider.focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowRight");
    await page.getByText("Font size: 16px").waitFor();

    await page.getByRole("tab", { name: "Display" }).click();
    await pickOption(page, "date-format", "YYYY-MM-DD");
    await pickOption(page, "time-format", "24-hour (15:07)");
    await page.getByTestId("timezone").fill("Europe/London");
    await page.getByRole("option", { name: "Europe/London", exact: true }).click();

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("app-settings"))) ?? "{}");
    expect(stored).toMatchObject({
      theme: "dark",
      denseMode: true,
      accentColor: "green",
      fontSize: 16,
      dateFormat: "YYYY-MM-DD",
      timeFormat: "24h",
      timezone: "Europe/London",
    });

    await page.reload();
    await page.getByTestId("reset-app-settings").waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-mantine-color-scheme"))).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.dataset.density)).toBe("dense");
    const fontSize = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--mantine-font-size-sm").trim(),
    );
    expect(fontSize).toBe("1rem");
    await page.getByRole("tab", { name: "Display" }).click();
    await expect(page.getByTestId("date-format").inputValue()).resolves.toBe("YYYY-MM-DD");

    // Dates elsewhere follow the settings.
    await page.goto("/");
    await page.getByTestId("recent-activity").getByText("2026-03-14 19:05").waitFor();
    await context.close();
  });

  it("falls back to the defaults with the spec's message when the stored settings are unreadable", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "sam@settings.test", "sam-password");
    await page.evaluate(() => localStorage.setItem("app-settings", "{not json"));
    await page.reload();
    await page.getByText("Failed to load saved settings, using defaults").waitFor();
    await page.getByTestId("recent-activity").getByText("03/14/2026 3:05 PM").waitFor();
    await context.close();
  });
});

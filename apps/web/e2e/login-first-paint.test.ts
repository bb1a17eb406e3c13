import { createOrganization, createUser } from "@stockroom/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, startBrowserApp } from "./harness";

// /login's first paint (issue 23, /login LCP; apps/web/src/lib/firstPaint.ts): page-login.html
// carries the sign-in card, shown before any script when the screen will be English with the
// default look, and the app takes it over.

let app: BrowserApp;
let orgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Northwind Supplies")).id;
});
afterAll(async () => {
  await app?.close();
});

/** Messages of the page's console that report a Content-Security-Policy refusal. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

describe.skipIf(noBrowser)("/login's first paint (Chromium)", () => {
  it("shows the sign-in card from the page alone, pixel for pixel the app's screen", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      const first = await app.newPage({ viewport });
      const violations = cspViolations(first.page);
      // No script and not the app's stylesheet: what shows is page-login.html itself.
      await first.page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
      await first.page.goto("/login", { waitUntil: "commit" });
      const card = first.page.locator("#first-paint");
      await card.getByRole("heading", { level: 1, name: "Welcome back" }).waitFor();
      expect(await card.getByLabel("Email", { exact: true }).isVisible()).toBe(true);
      expect(await card.getByLabel("Password", { exact: true }).isVisible()).toBe(true);
      expect(await card.getByRole("button", { name: "Sign in" }).isVisible()).toBe(true);
      // The card's fields are not the app's (the tests' ids name the app's own).
      expect(await first.page.getByTestId("login-email").count()).toBe(0);
      // The head script ran (allowed by its hash) and said to show the card.
      expect(await first.page.evaluate(() => document.documentElement.className)).toBe("first-paint");
      expect(violations).toEqual([]);
      const firstPaint = await first.page.screenshot({ animations: "disabled" });
      await first.context.close();

      const full = await app.newPage({ viewport });
      const fullViolations = cspViolations(full.page);
      await full.page.goto("/login");
      await full.page.getByTestId("login-password").waitFor();
      expect(await full.page.locator("#first-paint").count()).toBe(0);
      expect(await full.page.locator("h1").count()).toBe(1);
      // Email has the focus, as the app's autoFocus gives it.
      expect(await full.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("login-email");
      // The app's screen once it has settled (a loaded machine can catch the focused field's
      // transition or a late style mid-way): compared until equal, transitions finished.
      await expect
        .poll(async () => Buffer.compare(firstPaint, await full.page.screenshot({ animations: "disabled" })), {
          message: `${viewport.width}×${viewport.height}`,
          timeout: 10_000,
        })
        .toBe(0);
      expect(fullViolations).toEqual([]);
      await full.context.close();
    }
  });

  it("keeps what was typed and the press of Sign in made before the app arrived", async () => {
    await createUser(app.db.db, {
      email: "early@northwind.test",
      password: "pass-word-1",
      org: { id: orgId, role: "member" },
    });
    const { page, context } = await app.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's scripts wait until the card has been filled in and Sign in pressed.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/login", { waitUntil: "commit" });
    const card = page.locator("#first-paint");
    await card.getByLabel("Email", { exact: true }).fill("early@northwind.test");
    await card.getByLabel("Password", { exact: true }).fill("pass-word-1");
    await card.getByRole("button", { name: "Sign in" }).click();
    // The native submission did not happen: still /login, nothing in the address.
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).search).toBe("");
    release();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("sidebar").getByText("Northwind Supplies").first().waitFor();
    await context.close();
  });

  it("stays hidden when the screen will not look like it: another language, stored App Settings", async () => {
    const german = await app.browser.newContext({ baseURL: app.baseUrl, locale: "de-DE" });
    const stored = await app.browser.newContext({ baseURL: app.baseUrl, locale: "en-US" });
    await stored.addInitScript(() => {
      window.localStorage.setItem("app-settings", JSON.stringify({ theme: "dark" }));
    });
    for (const context of [german, stored]) {
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
      await page.goto("/login", { waitUntil: "commit" });
      await page.locator("#first-paint h1").waitFor({ state: "attached" });
      expect(await page.locator("#first-paint").isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.className)).toBe("");
      await page.unrouteAll();
      // The app shows its own screen and removes the card.
      await page.goto("/login");
      await page.getByTestId("login-password").waitFor();
      expect(await page.locator("#first-paint").count()).toBe(0);
      await context.close();
    }
  });
});

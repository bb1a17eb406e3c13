import { startTestApp, type TestApp } from "@stockroom/server/testing";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import "./context";

export const chromiumPath = inject("chromiumPath");
/** Use as `describe.skipIf(noBrowser)`: the global setup already said how to enable them. */
export const noBrowser = !chromiumPath;

export interface BrowserApp extends TestApp {
  browser: Browser;
  newPage(opts?: { viewport?: { width: number; height: number } }): Promise<{ page: Page; context: BrowserContext }>;
}

/** The real server (fresh database, built web app) and a headless Chromium pointed at it. */
export async function startBrowserApp(): Promise<BrowserApp> {
  const app = await startTestApp({ STOCKROOM_WEB_DIST: inject("webDist") });
  const browser = await chromium.launch({
    executablePath: chromiumPath ?? undefined,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  return {
    ...app,
    browser,
    async newPage(opts) {
      const context = await browser.newContext({
        baseURL: app.baseUrl,
        viewport: opts?.viewport ?? { width: 1280, height: 800 },
      });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      return { page, context };
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

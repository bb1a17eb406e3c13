import { createUser, startTestApp, type TestApp } from "@stockroom/server/testing";
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

/**
 * The real server (fresh database, built web app) and a headless Chromium pointed at it.
 * `browserArgs` are added to Chromium's command line (e.g. a fake camera); `env` to the server's settings.
 */
export async function startBrowserApp({
  browserArgs = [],
  env = {},
}: {
  browserArgs?: string[];
  env?: Record<string, string>;
} = {}): Promise<BrowserApp> {
  const app = await startTestApp({ STOCKROOM_WEB_DIST: inject("webDist"), ...env });
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
      ...browserArgs,
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

export interface SignInOptions {
  /** Open /login first (the default); false fills the form the page shows already (a redirect to /login). */
  openLogin?: boolean;
  /** The path the sign-in lands on, waited for ("/" by default); null when the caller waits for something else. */
  landsOn?: string | null;
}

/** Signs in through the login form, as a user would. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { openLogin = true, landsOn = "/" }: SignInOptions = {},
): Promise<void> {
  if (openLogin) await page.goto("/login");
  // The first page of a fresh browser can be slow when several test files run at once.
  await page.getByTestId("login-email").waitFor({ timeout: 45_000 });
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  if (landsOn !== null) await page.waitForURL((u) => u.pathname === landsOn);
}

let signedInUsers = 0;

/**
 * A new member of `org` with `role`, signed in on a page of their own (at "/"). Without
 * an email one is made up; the password defaults to "pass-word-1".
 */
export async function signInAs(
  app: BrowserApp,
  role: string,
  org: { id: string },
  account: { email?: string; password?: string; fullName?: string } = {},
) {
  const email = account.email ?? `${role}-${++signedInUsers}@e2e.test`;
  const password = account.password ?? "pass-word-1";
  const user = await createUser(app.db.db, { email, password, fullName: account.fullName, org: { id: org.id, role } });
  const { page, context } = await app.newPage();
  await signIn(page, email, password);
  return { page, context, user, email, password };
}

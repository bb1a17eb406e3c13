import path from "node:path";
import { pathToFileURL } from "node:url";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

// /assets drawn by the server (issue 23, /assets first rows; apps/server/src/http/first-screen.ts,
// src/ssr/firstScreen.tsx): a signed-in page load carries the app's own shell and list, drawn
// with the session's answers, shown before any script has arrived; the app takes it over.

let app: BrowserApp;
let harborId: string;
const HOSTILE = `</script><img src=x onerror="window.__hit=1">`;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp({ env: { LOG_LEVEL: "warn" } });
  const harbor = (await createOrganization(app.db.db, "Harbor Paints")).id;
  harborId = harbor;
  const rival = (await createOrganization(app.db.db, "Rival Rigging")).id;
  await createUser(app.db.db, {
    email: "lee@harbor.test",
    password: "pass-word-1",
    org: { id: harbor, role: "admin" },
  });
  await createUser(app.db.db, { email: "kim@rival.test", password: "pass-word-1", org: { id: rival, role: "admin" } });
  const lee = await signedInClient(app, "lee@harbor.test", "pass-word-1");
  const paint = await lee.trpc.assetTypes.create.mutate({ name: "Exterior Paint" });
  for (const name of ["Primer white", "Satin blue", "Gloss red", HOSTILE])
    await lee.trpc.assets.create.mutate({ name, asset_type_id: paint.id, current_inventory: 7 });
  const kim = await signedInClient(app, "kim@rival.test", "pass-word-1");
  const rope = await kim.trpc.assetTypes.create.mutate({ name: "Rope" });
  await kim.trpc.assets.create.mutate({ name: "Rival secret rope", asset_type_id: rope.id });
});
afterAll(async () => {
  await app?.close();
});

/** A browser signed in as `email` (through the login form), at `viewport`. */
async function signedIn(email: string, viewport = { width: 1280, height: 800 }) {
  const { page, context } = await app.newPage({ viewport });
  await signIn(page, email, "pass-word-1");
  return { page, context };
}

/** Holds the app's scripts until `release()`: what shows meanwhile is the page itself. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return () => release();
}

function trpcCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/trpc/")) seen.push(url.pathname.slice("/trpc/".length));
  });
  return seen;
}

function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/**
 * Where each landmark of the screen is and what it says (header, sidebar, heading, buttons,
 * fields, the table's rows and its pager), inside `root`: the drawing and the app's screen
 * must agree on both, so nothing moves or changes when the app takes over.
 */
function boxes(page: Page, root: string) {
  return page.locator(root).evaluate((el) => {
    const parts = el.querySelectorAll("header, nav, h1, main button, main input, table tr, main p");
    const shown = [...parts].filter((part) =>
      part.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
    return shown.map((part) => {
      const r = part.getBoundingClientRect();
      // What shows (innerText: rendered text, not hidden spans), as the person sees it.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
      const text = (part as HTMLElement).innerText ?? "";
      return `${part.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)} ${text.replace(/\s+/g, " ").trim().slice(0, 80)}`;
    });
  });
}

async function close(context: BrowserContext) {
  await context.close();
}

describe.skipIf(noBrowser)("/assets drawn by the server (Chromium)", () => {
  it("shows the organization's rows from the page alone; the app takes over without a change on screen or a request for them", async () => {
    const { page, context } = await signedIn("lee@harbor.test");
    const violations = cspViolations(page);
    const calls = trpcCalls(page);
    const release = await holdScripts(page);
    await page.goto("/assets", { waitUntil: "commit" });
    const first = page.locator("#first-paint");
    // Out of the accessibility tree (aria-hidden, inert): found by its element, not its role.
    await first.locator("h1", { hasText: "Asset Management" }).waitFor();
    expect(await first.getByRole("heading", { level: 1 }).count()).toBe(0);
    expect(await first.locator('[data-first-paint="asset-row"]').count()).toBe(4);
    for (const name of ["Primer white", "Satin blue", "Gloss red"])
      expect(await first.getByText(name).isVisible()).toBe(true);
    // A hostile name is text, not markup.
    expect(await first.getByText(HOSTILE).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __hit?: number }).__hit)).toBeUndefined();
    // Another organization's rows are nowhere in the page.
    expect(await page.content()).not.toContain("Rival secret rope");
    // Shown by the head script (allowed by its hash), inert until the app is there, the app's root hidden.
    expect(await page.evaluate(() => document.documentElement.className)).toBe("first-paint");
    expect(await first.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    expect(await page.locator("#root").isVisible()).toBe(false);
    expect(await page.getByTestId("asset-row").count()).toBe(0);
    expect(violations).toEqual([]);
    const drawn = await boxes(page, "#first-paint");

    release();
    await page.getByTestId("asset-row").first().waitFor();
    expect(await page.locator("#first-paint").count()).toBe(0);
    expect(await page.getByTestId("asset-row").count()).toBe(4);
    expect(await page.locator("h1").count()).toBe(1);
    // The app's own screen puts everything where the drawing had it, with the same words.
    await expect
      .poll(async () => JSON.stringify(await boxes(page, "#root")), { timeout: 10_000 })
      .toBe(JSON.stringify(drawn));
    // The answers came with the page: the app asked for neither the session nor the rows.
    expect(calls.filter((call) => /auth\.session|assets\.list|assetTypes\.options/.test(call))).toEqual([]);
    // And it works: a row's link opens the asset.
    await page.getByTestId("asset-row").getByRole("link", { name: "Satin blue" }).click();
    await page.getByRole("heading", { name: "Satin blue" }).waitFor();
    expect(violations).toEqual([]);
    await close(context);
  });

  it("gives each organization its own screen", async () => {
    const { page, context } = await signedIn("kim@rival.test");
    const release = await holdScripts(page);
    await page.goto("/assets", { waitUntil: "commit" });
    const first = page.locator("#first-paint");
    await first.getByText("Rival secret rope").waitFor();
    expect(await first.locator('[data-first-paint="asset-row"]').count()).toBe(1);
    const html = await page.content();
    expect(html).not.toContain("Primer white");
    expect(html).not.toContain("Harbor Paints");
    release();
    await page.getByTestId("asset-row").first().waitFor();
    await close(context);
  });

  it("stays hidden where the app would look different: a phone's width, stored App Settings", async () => {
    const phone = await signedIn("lee@harbor.test", { width: 375, height: 667 });
    const settings = await signedIn("lee@harbor.test");
    await settings.page.evaluate(() => window.localStorage.setItem("app-settings", JSON.stringify({ theme: "dark" })));
    for (const { page, context } of [phone, settings]) {
      const release = await holdScripts(page);
      await page.goto("/assets", { waitUntil: "commit" });
      await page.locator("#first-paint h1").waitFor({ state: "attached" });
      expect(await page.locator("#first-paint").isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.className)).toBe("");
      release();
      // The app draws the list itself and removes the unused drawing.
      await page.getByTestId("asset-row").first().waitFor();
      expect(await page.locator("#first-paint").count()).toBe(0);
      await close(context);
    }
  });

  it("draws nothing for a screen that is not the list: no organization, a required password change", async () => {
    await createUser(app.db.db, { email: "solo@nowhere.test", password: "pass-word-1" });
    await createUser(app.db.db, {
      email: "new@harbor.test",
      password: "pass-word-1",
      mustChangePassword: true,
      org: { id: harborId, role: "member" },
    });
    const solo = await app.newPage();
    await signIn(solo.page, "solo@nowhere.test", "pass-word-1", { landsOn: null });
    const fresh = await app.newPage();
    await signIn(fresh.page, "new@harbor.test", "pass-word-1", { landsOn: null });
    await fresh.page.getByTestId("new-password").waitFor();
    for (const [{ page, context }, shows] of [
      [solo, "no-organization"],
      [fresh, "new-password"],
    ] as const) {
      await page.goto("/assets");
      await page.getByTestId(shows).waitFor();
      expect(await page.locator("#first-paint").count()).toBe(0);
      expect(await page.getByTestId(shows).isVisible()).toBe(true);
      await close(context);
    }
  });

  it("a signed-out visit gets the plain page and ends on the sign-in screen", async () => {
    const { page, context } = await app.newPage();
    await context.addCookies([{ name: "stockroom_session", value: "not-a-session", url: app.baseUrl }]);
    await page.goto("/assets");
    await page.getByTestId("login-email").waitFor();
    expect(await page.locator("#first-paint [data-first-paint='asset-row']").count()).toBe(0);
    await close(context);
  });
});

// The dashboard (where a sign-in lands) is drawn by the server the same way: page-home.html's
// batch is the session check and the summary (apps/web/routePreload.ts), answered as the
// caller and drawn with the app's own dashboard; the app adopts the answers
// (features/dashboard/prefetchDashboard.ts) and removes the drawing when it draws its counts.
describe.skipIf(noBrowser)("the dashboard drawn by the server (Chromium)", () => {
  it("shows the organization's own counts from the page alone; the app takes over without a change or a request for them", async () => {
    const { page, context } = await signedIn("lee@harbor.test");
    const violations = cspViolations(page);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    // From the new page on (the sign-in's own dashboard, a moment ago, asked for its summary).
    const calls = trpcCalls(page);
    const first = page.locator("#first-paint");
    await first.locator('[data-first-paint="stat-totalAssets"] [data-first-paint="stat-value"]').waitFor();
    const drawnStat = (key: string) =>
      first.locator(`[data-first-paint="stat-${key}"] [data-first-paint="stat-value"]`).textContent();
    expect(await drawnStat("totalAssets")).toBe("4");
    expect(await drawnStat("assetTypes")).toBe("1");
    expect(await page.evaluate(() => document.documentElement.className)).toBe("first-paint");
    expect(await page.content()).not.toContain("Rival Rigging");
    expect(violations).toEqual([]);
    const drawn = await boxes(page, "#first-paint");

    release();
    const stat = (key: string) => page.getByTestId(`stat-${key}`).getByTestId("stat-value");
    await stat("totalAssets").waitFor();
    expect(await page.locator("#first-paint").count()).toBe(0);
    expect(await stat("totalAssets").textContent()).toBe("4");
    expect(await page.locator("h1").count()).toBe(1);
    await expect
      .poll(async () => JSON.stringify(await boxes(page, "#root")), { timeout: 10_000 })
      .toBe(JSON.stringify(drawn));
    // The answers came with the page: the app asked for neither the session nor the summary.
    expect(calls.filter((call) => /auth\.session|organization\.dashboard\.summary/.test(call))).toEqual([]);
    // Coming back asks again (other screens' actions add activity): the page's answer served
    // the first mount only.
    const sidebar = page.getByTestId("sidebar");
    await sidebar.getByRole("link", { name: "Assets", exact: true }).click();
    await page.getByTestId("asset-row").first().waitFor();
    await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect.poll(() => calls.some((call) => call.includes("organization.dashboard.summary"))).toBe(true);
    await close(context);
  });

  it("the renderer draws only the screens its route tree holds: another address gives no drawing", async () => {
    const renderer = path.join(inject("webDist"), "ssr", "first-screen.mjs");
    const { renderFirstScreen } = (await import(pathToFileURL(renderer).href)) as {
      renderFirstScreen: (request: unknown) => Promise<string | null>;
    };
    const lee = await signedInClient(app, "lee@harbor.test", "pass-word-1");
    const session = await lee.trpc.auth.session.query();
    const answers = [{ path: "auth.session", input: undefined, value: session }];
    for (const url of ["/forms", "/no-such-screen"])
      expect(await renderFirstScreen({ url, answers, sidebarOpen: true })).toBeNull();
  });

  it("a member without an organization sees the notice and no error", async () => {
    await createUser(app.db.db, { email: "alone@nowhere.test", password: "pass-word-1" });
    const { page, context } = await app.newPage();
    await signIn(page, "alone@nowhere.test", "pass-word-1", { landsOn: null });
    // Signed in once the app shows the notice where the sign-in lands; then the page loads afresh.
    await page.getByTestId("no-organization").waitFor();
    await page.goto("/");
    await page.getByTestId("no-organization").waitFor();
    expect(await page.locator("#first-paint").count()).toBe(0);
    expect(await page.getByTestId("dashboard-error").count()).toBe(0);
    await close(context);
  });
});

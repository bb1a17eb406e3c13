import { readFileSync } from "node:fs";
import path from "node:path";
import { assets } from "@stockroom/db";
import { createOrganization } from "@stockroom/server/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin, typeWithInventoryForm } from "./phoneFixtures";

/*
 * The phone has its own page (phone.html, src/phone) without the admin app's code: the
 * server sends it for core's isPhoneDocument addresses, and each app hands the other's
 * addresses over with a full page load (docs/architecture.md, "The phone app").
 */

const PHONE = { width: 375, height: 667 };
let app: BrowserApp;
/** The organization whose phones are enrolled (issue 21: a PIN needs an enrolled phone). */
let orgId: string;
let assetId: string;
let formId: string;

/** The files an HTML page of the build loads up front: its entry, modulepreloads, stylesheets. */
function pageFiles(dist: string, name: string): { entry: string; files: Set<string> } {
  const html = readFileSync(path.join(dist, name), "utf8");
  const files = new Set([...html.matchAll(/\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string));
  // The module script (index.html also has a small classic one first: the route preload).
  const entry = /<script[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${name}`);
  return { entry, files };
}

let admin: ReturnType<typeof pageFiles>;
let phone: ReturnType<typeof pageFiles>;
let dist: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  dist = inject("webDist");
  admin = pageFiles(dist, "index.html");
  phone = pageFiles(dist, "phone.html");
  const db = app.db.db;
  const org = await createOrganization(db, "Corner Store");
  orgId = org.id;
  await memberWithPin(app, org.id, "sam@corner.test", "Sam Counter", "2468");
  const type = await typeWithInventoryForm(app, org.id, { type: "Glue", form: "Glue Count" }, [
    { id: "field_1", label: "Counted", type: "number", required: true },
  ]);
  formId = type.formId;
  const [asset] = await db
    .insert(assets)
    .values({ organizationId: org.id, assetTypeId: type.typeId, name: "Wood Glue", barcode: "WG-100" })
    .returning();
  if (!asset) throw new Error("asset not created");
  assetId = asset.id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** Every script and stylesheet file the page requests from /assets/. */
function trackAssets(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/([^/?]+\.(?:js|css))$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) requested.push(match[1]);
  });
  return requested;
}

/** The entry script of the document the page shows. */
const documentEntry = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>("script[type=module][src]")?.getAttribute("src"));

/** Marks the current document; a full page load replaces it and the mark is gone. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);

/** A client-side navigation of the router in the page (a history entry and a popstate event). */
async function routerNavigate(page: Page, href: string) {
  await page.evaluate((to) => {
    const state = window.history.state ?? {};
    const index = (typeof state.__TSR_index === "number" ? state.__TSR_index : 0) + 1;
    window.history.pushState({ ...state, __TSR_index: index, key: Math.random().toString(36).slice(2) }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, href);
}

describe.skipIf(noBrowser)("the phone app: its own page (Chromium, 375×667)", () => {
  it("opens /qr/{code} with phone.html's script and none of the admin app's own chunks", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    const requested = trackAssets(page);
    await page.goto("/qr/WG-100");
    await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    await expect(documentEntry(page)).resolves.toBe(`/assets/${phone.entry}`);
    expect(requested).toContain(phone.entry);
    expect(requested).not.toContain(admin.entry);
    // The chunks only the admin app loads up front (its entry, the shell's libraries).
    const adminOnly = [...admin.files].filter((f) => !phone.files.has(f));
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(requested.filter((f) => adminOnly.includes(f))).toEqual([]);
    await context.close();
  });

  it("loads no Mantine code and no Mantine stylesheet (the phone's budget, issue 14)", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    const requested = trackAssets(page);
    await page.goto("/qr/WG-100");
    await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    const scripts = requested.filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(2);
    // Mantine's components name their classes "mantine-…"; no file the phone loads does.
    const withMantine = scripts.filter((f) => /mantine/i.test(readFileSync(path.join(dist, "assets", f), "utf8")));
    expect(withMantine).toEqual([]);
    const stylesheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join("\n")).join("\n"),
    );
    expect(stylesheets).not.toContain("--mantine-");
    await context.close();
  });

  it("'Use full login instead' loads the admin app afresh at /login", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await page.goto("/qr/WG-100");
    await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    await markDocument(page);
    await page.getByRole("button", { name: "Use full login instead" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByTestId("login-email").waitFor({ timeout: 45_000 });
    await expect(sameDocument(page)).resolves.toBe(false);
    await expect(documentEntry(page)).resolves.toBe(`/assets/${admin.entry}`);
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe("/qr/WG-100");
    await context.close();
  });

  it("an admin address reached inside the phone app loads the admin app afresh", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await page.goto(`/mobile/asset/${assetId}`);
    await page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    await markDocument(page);
    await routerNavigate(page, "/assets");
    // Signed out, the admin app sends the visitor to its login with the address kept.
    await page.getByTestId("login-email").waitFor({ timeout: 45_000 });
    await expect(sameDocument(page)).resolves.toBe(false);
    await expect(documentEntry(page)).resolves.toBe(`/assets/${admin.entry}`);
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe("/assets");
    await context.close();
  });

  it("the admin app hands every phone address to phone.html with a full page load", async () => {
    const { page, context } = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, context, orgId);
    await signIn(page, "sam@corner.test", "pass-word-1");
    const phoneAddresses = [
      "/qr/WG-100",
      `/mobile/asset/${assetId}`,
      `/forms/submit/${formId}?fromMobileQR=true&type=inventory&action=continue`,
    ];
    for (const href of phoneAddresses) {
      await page.goto("/profile");
      await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 45_000 });
      await expect(documentEntry(page)).resolves.toBe(`/assets/${admin.entry}`);
      await markDocument(page);
      await routerNavigate(page, href);
      await page.waitForFunction((entry) => document.querySelector(`script[src="/assets/${entry}"]`), phone.entry, {
        timeout: 45_000,
      });
      await expect(sameDocument(page)).resolves.toBe(false);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(href);
      // The router's history entry is replaced: Back returns to the admin page.
      await page.goBack();
      await page.waitForURL((u) => u.pathname === "/profile");
      await page.getByRole("heading", { level: 1, name: "Profile Settings" }).waitFor({ timeout: 45_000 });
      await expect(documentEntry(page)).resolves.toBe(`/assets/${admin.entry}`);
    }
    // The phone app shows the signed-in member the options straight away (no PIN).
    await page.goto(`/mobile/asset/${assetId}`);
    await page.getByTestId("mobile-options").waitFor({ timeout: 45_000 });
    await context.close();
  });
});

import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPhoneDocument } from "@stockroom/core";
import { forms as formsTable } from "@stockroom/db";
import { createOrganization } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { enrollPhone } from "./phoneFixtures";
import { fillParams, readRouteTable, seedWalkOrganization, type WalkSeed } from "./routeWalk";

/*
 * Issue 26 "Layout": one German walk. An admin signs in, chooses Deutsch in App Settings, and
 * opens every route of the route table (read from src/routes as the accessibility walk does)
 * at 1280×800 and 375×667, then the phone's PIN, options and count screens. On each screen:
 * <html lang="de">, no control wider than the screen or text cut off in its box, and no text
 * left in English — a text on screen that is an English message of the catalogs whose German
 * differs. Set LANGUAGE_WALK_SCREENSHOTS to a folder to keep a screenshot of each screen.
 */

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/i18n/locales");
const SHOTS = process.env.LANGUAGE_WALK_SCREENSHOTS;
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 667 },
] as const;
const PIN = "2468";

let app: BrowserApp;
let orgId: string;
let seed: WalkSeed;
/** What the seeded forms' author wrote (labels, placeholders, options): the organization's words, not the app's. */
const authored = new Set<string>();

/** English messages of the catalogs whose German is another text: seen on a German screen, they are left in English. */
async function englishOnlyTexts(): Promise<Set<string>> {
  const english = new Set<string>();
  for (const catalog of ["app", "phone"]) {
    const po = await readFile(path.join(LOCALES_DIR, "de", `${catalog}.po`), "utf8");
    for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
      const id = (m[1] ?? "").replace(/\\"/g, '"');
      const german = (m[2] ?? "").replace(/\\"/g, '"');
      // Whole texts only: a message with a placeholder never shows as its template.
      if (id !== german && german !== "" && !id.includes("{") && /[a-z]{3}/i.test(id)) english.add(id);
    }
  }
  // A German translation that happens to be another message's English is not a miss.
  for (const catalog of ["app", "phone"]) {
    const po = await readFile(path.join(LOCALES_DIR, "de", `${catalog}.po`), "utf8");
    for (const m of po.matchAll(/^msgstr "((?:[^"\\]|\\.)*)"$/gm)) english.delete((m[1] ?? "").replace(/\\"/g, '"'));
  }
  return english;
}

/** The texts a user reads or hears: text nodes, and the names/hints of controls. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest("script, style, [hidden], [aria-hidden=true]")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
      for (const attr of ["aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** No text wider than its box, no control wider than the screen. */
async function overflowing(page: Page): Promise<string[]> {
  // Measured at rest: a toast sliding in from the right edge (the platform console's
  // "access denied" for a member) is outside the screen only while its transition runs. A
  // loader's endless animation is not waited for.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
    undefined,
    {
      timeout: 5_000,
    },
  );
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "button, a, h1, h2, h3, label, [role=tab], input, select, th",
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      // Inside a box that scrolls sideways on purpose (a wide table), leaving the screen is fine.
      let scroller: HTMLElement | null = el.parentElement;
      while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      if (!scroller && (box.right > width + 1 || box.left < -1)) {
        found.push(`${el.tagName} "${el.textContent?.trim().slice(0, 60)}" leaves the screen`);
      }
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "hidden") {
        found.push(`${el.tagName} "${el.textContent?.trim().slice(0, 60)}" is cut off`);
      }
    }
    return found;
  });
}

/** Waits until the screen has its data: no request for a moment, no spinner or skeleton. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[data-testid="loading-screen"], [role="status"][aria-label], .mantine-Loader-root, .mantine-Skeleton-root[data-visible]',
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.waitForLoadState("networkidle").catch(() => {});
}

/** "desktop-assets_$id_edit" for /assets/$id/edit. */
function fileName(viewport: string, route: string): string {
  const name = route.replace(/^\//, "").replace(/[^a-z0-9$]+/gi, "_") || "dashboard";
  return `${viewport}-${name}`.slice(0, 120);
}

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  orgId = (await createOrganization(db, "Lager Süd")).id;
  seed = await seedWalkOrganization(app, orgId, {
    email: "greta@walk.test",
    fullName: "Greta Gruber",
    pin: PIN,
    type: { name: "Farben", description: "Innen- und Außenfarben", barcodePrefix: "FRB-" },
    asset: { name: "Eimer Weiß 5 l", location: "Gang 1" },
  });
  for (const row of await db.select().from(formsTable).where(eq(formsTable.organizationId, orgId))) {
    const fields = ((row.formData as { fields?: Record<string, unknown>[] } | null)?.fields ?? []) as Record<
      string,
      unknown
    >[];
    for (const field of fields) {
      for (const key of ["label", "placeholder", "description"]) {
        if (typeof field[key] === "string") authored.add(field[key] as string);
      }
      if (Array.isArray(field.options)) for (const o of field.options) if (typeof o === "string") authored.add(o);
    }
  }
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe.skipIf(noBrowser)("a German walk through every route (issue 26 Layout)", () => {
  it("every route at 1280×800 and 375×667, and the phone's PIN, options and count screens: German, nothing cut off or wider than the screen", async () => {
    const english = await englishOnlyTexts();
    const routes = readRouteTable();
    const context = await app.browser.newContext({ baseURL: app.baseUrl, viewport: VIEWPORTS[0], locale: "en-US" });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await signIn(page, "greta@walk.test", "pass-word-1");
    // Deutsch under App Settings › Language, as a user chooses it.
    await page.goto("/app-settings");
    await page.getByRole("tab", { name: "Language" }).click();
    await page.getByTestId("language").click();
    await page.getByRole("option", { name: "Deutsch", exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === "de");

    const problems: string[] = [];
    const checkOn = async (on: Page, label: string) => {
      await settle(on);
      if ((await on.evaluate(() => document.documentElement.lang)) !== "de") problems.push(`${label}: lang is not de`);
      for (const text of await shownTexts(on)) {
        if (english.has(text) && !authored.has(text)) problems.push(`${label}: "${text}" is English`);
      }
      for (const found of await overflowing(on)) problems.push(`${label}: ${found}`);
      if (SHOTS) await on.screenshot({ path: `${SHOTS}/${label}.png`, fullPage: true });
    };
    const check = (label: string) => checkOn(page, label);

    // The phone's own addresses are walked below, behind their PIN.
    const targets = routes
      .filter((r) => r.signedIn && !isPhoneDocument(fillParams(r.path, seed), ""))
      .map((r) => ({ route: r.path, url: fillParams(r.path, seed) }));
    let visited = 0;
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const { route, url } of targets) {
        await page.goto(url);
        await check(fileName(viewport.name, route));
        visited++;
      }
    }
    expect(visited).toBe(targets.length * VIEWPORTS.length);
    expect(targets.length).toBeGreaterThan(40);

    await context.close();

    // The phone, as a storeroom phone meets it: a German phone, enrolled, nobody signed in. Its PIN
    // screen follows the phone's language; after the PIN, the options and the count screen.
    for (const viewport of VIEWPORTS) {
      const phone = await app.browser.newContext({ baseURL: app.baseUrl, viewport, locale: "de-DE" });
      phone.setDefaultTimeout(45_000);
      await enrollPhone(app, phone, orgId);
      const screen = await phone.newPage();
      await screen.goto(`/mobile/asset/${seed.assetId}`);
      await screen.getByRole("heading", { level: 1, name: "PIN eingeben" }).waitFor();
      await checkOn(screen, `${viewport.name}-phone-pin`);
      await screen.getByTestId("mobile-pin").fill(PIN);
      await screen.getByTestId("pin-submit").click();
      await screen.getByText("Willkommen, Greta Gruber").waitFor();
      await checkOn(screen, `${viewport.name}-phone-options`);
      await screen.getByTestId("mobile-option-inventory").click();
      await screen.getByTestId("form-renderer").waitFor();
      await checkOn(screen, `${viewport.name}-phone-count`);
      // Sent empty: core's field messages under the fields, in German.
      await screen.getByRole("button", { name: "Senden" }).click();
      await screen.locator('[data-testid="form-renderer"] [role="alert"]').first().waitFor();
      await checkOn(screen, `${viewport.name}-phone-count-messages`);
      await phone.close();
    }
    expect(problems).toEqual([]);
  }, 1_500_000);
});

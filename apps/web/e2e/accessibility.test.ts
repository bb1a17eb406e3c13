import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { DEFAULT_APP_SETTINGS, isPhoneDocument, ORGANIZATION_PRIMARY_COLORS } from "@stockroom/core";
import { createOrganization, createUser } from "@stockroom/server/testing";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTheme } from "../src/features/settings/buildTheme";
import { accessibleCssVariables, theme } from "../src/theme";
import { contrastRatio } from "../src/ui/colorContrast";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { enrollPhone } from "./phoneFixtures";
import { fillParams, readRouteTable, seedWalkOrganization, type WalkSeed } from "./routeWalk";

/*
 * Issue 15: axe-core (WCAG 2.0/2.1 A and AA plus best practice) on every route of the
 * route table, as a signed-out visitor, an organization admin and a platform operator,
 * at 1280×800 and 375×667, in the light and the dark colour scheme. Any critical or
 * serious violation fails the test with its rule, target and route.
 *
 * The routes are read from the route files (apps/web/src/routes/*.tsx: `path` and the
 * parent route), so a screen is checked the day its route file lands; `$params` are filled
 * with ids of the data seeded below. The phone's pages (/qr/{code}, /mobile/asset/{id})
 * stay in that table (the admin routes hand them to phone.html, the phone's own app), so
 * the walk audits their PIN state signed out and their options signed in; the options and
 * the count screen after a PIN are audited on their own below.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Set A11Y_SCREENSHOTS to a folder to keep a screenshot of every audited page (for a look by eye). */
const SCREENSHOTS_DIR = process.env.A11Y_SCREENSHOTS;
/** The impacts that fail the check. */
const FAILING_IMPACTS = new Set(["critical", "serious"]);
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 667 },
] as const;
const SCHEMES = ["light", "dark"] as const;
/** The seeded admin's quick access PIN, for the phone pages behind it. */
const PHONE_PIN = "1357";

interface Finding {
  principal: string;
  viewport: string;
  scheme: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Moderate and minor findings: printed as advice, they do not fail the check. */
const advisories = new Map<string, { impact: string; paths: Set<string> }>();

/**
 * Screens whose tables sit behind a tab or a filter of the URL, which the route table alone
 * never opens: each is audited as well, with data (the seeded organization) and empty (a
 * fresh one), so every table is checked in both states.
 */
function tabStates(seed: WalkSeed | null): string[] {
  const states = [
    "/organization-admin?category=members",
    "/organization-admin?category=webhooks",
    "/organization-admin?category=api",
    "/inventory?tab=monthly",
    "/asset-types?tab=archived",
    "/forms?tab=archived",
    "/assets?archived=1",
  ];
  if (seed) {
    states.push(
      `/assets/${seed.assetId}?tab=inventory`,
      `/assets/${seed.assetId}?tab=forms`,
      `/assets/${seed.assetId}?tab=history`,
      `/inventory/item/${seed.inventoryItemId}?tab=history`,
    );
  }
  return states;
}

/** The list screens (each with one or more tables) the fresh organization's admin opens. */
const EMPTY_TABLE_SCREENS = [
  "/",
  "/assets",
  "/asset-types",
  "/forms",
  "/inventory",
  "/assets/qr-manager",
  "/barcode-tools",
  "/organization/members",
  "/reports",
];

let app: BrowserApp;
let orgId: string;
let emptyOrgId: string;
let seed: WalkSeed;
const routes = readRouteTable();

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  orgId = (await createOrganization(db, "Axe Hardware")).id;
  // A fresh organization where every list is empty (no assets, forms, snapshots, invitations …).
  emptyOrgId = (await createOrganization(db, "Empty Shelf Co.")).id;
  await createUser(db, {
    email: "empty-admin@a11y.test",
    password: "pass-word-1",
    fullName: "Eve Empty",
    org: { id: emptyOrgId, role: "admin" },
  });
  await createUser(db, {
    email: "operator@a11y.test",
    password: "pass-word-1",
    fullName: "Oli Operator",
    operator: true,
    org: { id: orgId, role: "member" },
  });
  // Demo-like data through the app's own procedures.
  seed = await seedWalkOrganization(app, orgId, {
    email: "admin@a11y.test",
    fullName: "Alex Admin",
    pin: PHONE_PIN,
    type: { name: "Paint", description: "Interior and exterior paints", barcodePrefix: "PNT-" },
    asset: { name: "Eggshell White 5 gal", location: "Aisle 1" },
  });
}, 180_000);
afterAll(async () => {
  if (advisories.size > 0) {
    const lines = [...advisories].map(
      ([rule, { impact, paths }]) =>
        `  ${impact} ${rule}: ${[...paths].slice(0, 6).join(", ")}${paths.size > 6 ? " …" : ""}`,
    );
    console.info(`[accessibility] advice (moderate/minor, not failing):\n${lines.join("\n")}`);
  }
  await app?.close();
});

/** Whether an address is the phone app's (phone.html) rather than the admin app's. */
function inPhoneApp(href: string): boolean {
  const url = new URL(href, "http://x");
  return isPhoneDocument(url.pathname, url.search);
}

/**
 * Opens `target` the way a click on a link does: through the router (a history entry and
 * a popstate event), so the app, the session and the injected axe stay loaded between
 * routes. The first visit, a move between the admin app and the phone app (each hands the
 * other's addresses over with a full page load), and any the app does not follow load the
 * page from scratch.
 */
async function visit(page: Page, target: string): Promise<void> {
  const before = page.url();
  if (before === "about:blank" || inPhoneApp(before) !== inPhoneApp(target)) {
    await page.goto(target);
    return;
  }
  await page.evaluate((href) => {
    const state = window.history.state ?? {};
    const index = (typeof state.__TSR_index === "number" ? state.__TSR_index : 0) + 1;
    window.history.pushState({ ...state, __TSR_index: index, key: Math.random().toString(36).slice(2) }, "", href);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, target);
  const moved = await page
    .waitForFunction((href) => `${window.location.pathname}${window.location.search}` === href, target, {
      timeout: 2_000,
    })
    .then(() => true)
    .catch(() => false);
  if (!moved && page.url() === before) await page.goto(target);
}

/** Counts the page's requests in flight, so a screen is audited once its data arrived. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on("request", () => inFlight++);
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => inFlight;
}

/** Waits until the screen stops loading: no request for a moment, no spinner. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) break;
  }
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[data-testid="loading-screen"], [role="status"][aria-label="Loading"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible]',
        ),
      undefined,
      { timeout: 8_000 },
    )
    .catch(() => {});
  // A lazily loaded layout renders nothing for a moment: wait for the page's main landmark.
  await page.waitForFunction(() => document.querySelector("main h1"), undefined, { timeout: 10_000 }).catch(() => {});
  // One frame for the last render after the data arrived.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

async function runAxe(page: Page): Promise<AxeResult[]> {
  // Page.evaluate goes through the DevTools protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v: AxeResult) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/**
 * The computed role of every sortable header cell of the page's tables, as the accessibility
 * tree gives it (mantine-datatable marks them `role="button"`; ui/DataTable gives them back
 * `columnheader`). Read through the DevTools protocol's accessibility tree, not the attribute.
 */
async function sortableHeaderRoles(page: Page): Promise<{ text: string; role: string }[]> {
  const count = await page.locator("th.mantine-datatable-header-cell-sortable").count();
  if (count === 0) return [];
  const out: { text: string; role: string }[] = [];
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = (await session.send("DOM.getDocument", { depth: 0 })) as { root: { nodeId: number } };
    const { nodeIds } = (await session.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "th.mantine-datatable-header-cell-sortable",
    })) as { nodeIds: number[] };
    for (const nodeId of nodeIds) {
      const { nodes } = (await session.send("Accessibility.getPartialAXTree", {
        nodeId,
        fetchRelatives: false,
      })) as { nodes: Array<{ role?: { value?: string }; name?: { value?: string } }> };
      const node = nodes[0];
      out.push({ text: String(node?.name?.value ?? ""), role: String(node?.role?.value ?? "none") });
    }
  } finally {
    await session.detach();
  }
  return out;
}

/** A browser context of `principal` with the colour scheme stored in App Settings. */
async function contextFor(
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined,
  viewport: { width: number; height: number },
  scheme: string,
  /** The browser's own language (issue 26: the screens follow it without an App Settings choice). */
  locale = "en-US",
): Promise<BrowserContext> {
  const context = await app.browser.newContext({
    baseURL: app.baseUrl,
    viewport,
    storageState,
    locale,
    // Mantine follows reduced motion (respectReducedMotion): no half-faded colours mid-transition.
    reducedMotion: "reduce",
  });
  context.setDefaultTimeout(15_000);
  // Three principals' pages load at once: the first load of a busy machine can be slow.
  context.setDefaultNavigationTimeout(60_000);
  // Through the DevTools protocol, before the app reads it; the CSP does not apply.
  await context.addInitScript((theme) => {
    const key = "app-settings";
    const current = JSON.parse(window.localStorage.getItem(key) ?? "{}");
    window.localStorage.setItem(key, JSON.stringify({ ...current, theme, useSystemPreference: false }));
  }, scheme);
  return context;
}

async function signedInState(email: string) {
  const { page, context } = await app.newPage();
  await signIn(page, email, "pass-word-1");
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Audits every path in every viewport and scheme; a redirect's target is audited once. */
async function audit(
  principal: string,
  paths: string[],
  email: string | null,
  { locale, schemes = SCHEMES }: { locale?: string; schemes?: readonly string[] } = {},
): Promise<Finding[]> {
  const state = email ? await signedInState(email) : undefined;
  const combos = VIEWPORTS.flatMap((viewport) => schemes.map((scheme) => ({ viewport, scheme })));
  const results = await Promise.all(
    combos.map(async ({ viewport, scheme }) => {
      const context = await contextFor(state, viewport, scheme, locale);
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      const findings: Finding[] = [];
      const seen = new Set<string>();
      for (const target of paths) {
        await visit(page, target);
        await settle(page, inFlight);
        const url = new URL(page.url());
        const where = `${url.pathname}${url.search}`;
        // A tab or filter in the search is a screen of its own (see tabStates).
        if (seen.has(where)) continue;
        seen.add(where);
        if (SCREENSHOTS_DIR) {
          const name = `${principal}-${viewport.name}-${scheme}${where.replace(/[^a-z0-9]+/gi, "_")}.png`;
          await page.screenshot({ path: path.join(SCREENSHOTS_DIR, name), fullPage: true });
        }
        const headers = await sortableHeaderRoles(page);
        const lost = headers.filter((h) => h.role !== "columnheader");
        if (lost.length > 0) {
          findings.push({
            principal,
            viewport: viewport.name,
            scheme,
            url: target === where ? where : `${target} → ${where}`,
            rule: "sortable-header-role",
            impact: "serious",
            help: "A sortable table header keeps the columnheader role",
            targets: lost.map((h) => `th "${h.text}" has role ${h.role}`),
          });
        }
        for (const v of await runAxe(page)) {
          if (!v.impact || !FAILING_IMPACTS.has(v.impact)) {
            const note = advisories.get(v.id) ?? { impact: v.impact ?? "minor", paths: new Set<string>() };
            note.paths.add(url.pathname);
            advisories.set(v.id, note);
            continue;
          }
          findings.push({
            principal,
            viewport: viewport.name,
            scheme,
            url: target === where ? where : `${target} → ${where}`,
            rule: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.map((n) => n.target.map(String).join(" ")),
          });
        }
      }
      await context.close();
      return findings;
    }),
  );
  return results.flat();
}

function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} (${f.help}) on ${f.url} — ${f.principal}, ${f.viewport}, ${f.scheme}\n` +
        f.targets
          .slice(0, 5)
          .map((t) => `    ${t}`)
          .join("\n") +
        (f.targets.length > 5 ? `\n    … and ${f.targets.length - 5} more` : ""),
    )
    .join("\n");
}

describe.skipIf(noBrowser)("accessibility: axe-core on every route (Chromium)", () => {
  it("finds the route table in the route files", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.find((r) => r.path === "/login")?.signedIn).toBe(false);
    expect(routes.find((r) => r.path === "/assets/$id")?.signedIn).toBe(true);
  });

  it.concurrent("has no critical or serious violation for a signed-out visitor", { timeout: 600_000 }, async () => {
    const paths = [...routes.filter((r) => !r.signedIn).map((r) => fillParams(r.path, seed)), "/no/such/page"];
    const findings = await audit("visitor", paths, null);
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it.concurrent("has no critical or serious violation for an organization admin", { timeout: 600_000 }, async () => {
    const paths = [...routes.map((r) => fillParams(r.path, seed)), ...tabStates(seed)];
    const findings = await audit("admin", paths, "admin@a11y.test");
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it.concurrent("has no critical or serious violation on empty tables (the admin of a fresh organization)", {
    timeout: 600_000,
  }, async () => {
    // The screens with a table, then the tabs: each table shows its empty state.
    const paths = [...EMPTY_TABLE_SCREENS, ...tabStates(null)];
    const findings = await audit("empty organization admin", paths, "empty-admin@a11y.test");
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it.concurrent("has no critical or serious violation for a platform operator (a member of the organization)", {
    timeout: 600_000,
  }, async () => {
    const paths = routes.map((r) => fillParams(r.path, seed));
    const findings = await audit("operator", paths, "operator@a11y.test");
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});

describe.skipIf(noBrowser)("accessibility: sortable table headers (Chromium)", () => {
  it("were met by the walk, each with the columnheader role", async () => {
    // The walk above records any other role as a failure on every page; here one list is
    // checked on its own, so the check is known to meet sortable headers at all.
    const { page, context } = await app.newPage();
    await signIn(page, "admin@a11y.test", "pass-word-1");
    await page.goto("/assets");
    // The app's own table (the server's drawing of the screen, gone once the app draws it, has
    // the same headers: apps/server/src/http/first-screen.ts).
    await page.getByTestId("assets-table").locator("th.mantine-datatable-header-cell-sortable").first().waitFor();
    expect(await page.locator("#first-paint").count()).toBe(0);
    const headers = await sortableHeaderRoles(page);
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.filter((h) => h.role !== "columnheader")).toEqual([]);
    expect(
      await page
        .locator(
          "th.mantine-datatable-header-cell-sortable[aria-sort='ascending'], th.mantine-datatable-header-cell-sortable[aria-sort='descending']",
        )
        .count(),
    ).toBe(1);
    await context.close();
  });
});

describe.skipIf(noBrowser)("accessibility: the phone app after a PIN (Chromium)", () => {
  it("has no critical or serious violation on the PIN, the options and the count screen", {
    timeout: 180_000,
  }, async () => {
    const findings: Finding[] = [];
    for (const viewport of VIEWPORTS) {
      // Signed out, as an enrolled phone that scanned a label: the PIN opens a PIN session.
      const context = await contextFor(undefined, viewport, "light");
      await enrollPhone(app, context, orgId);
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      const record = async (where: string) => {
        await settle(page, inFlight);
        for (const v of await runAxe(page)) {
          if (!v.impact || !FAILING_IMPACTS.has(v.impact)) continue;
          findings.push({
            principal: "phone (PIN)",
            viewport: viewport.name,
            scheme: "light",
            url: where,
            rule: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.map((n) => n.target.map(String).join(" ")),
          });
        }
      };
      await page.goto(`/qr/${encodeURIComponent(seed.qrCode)}`);
      await page.getByTestId("mobile-pin").waitFor({ timeout: 60_000 });
      await record("/qr/{code} (PIN)");
      await page.getByTestId("mobile-pin").fill(PHONE_PIN);
      await page.getByTestId("pin-submit").click();
      await page.getByTestId("mobile-options").waitFor();
      await record("/qr/{code} (options after the PIN)");
      await page.getByTestId("mobile-option-inventory").click();
      await page.getByTestId("submit-form").waitFor({ timeout: 60_000 });
      await record("/forms/submit/{id}?fromMobileQR=true (count screen)");
      await context.close();
    }
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});

describe.skipIf(noBrowser)("accessibility: open menus and dialogs (Chromium)", () => {
  it("has no critical or serious violation in the user menu, the organization dialog and the create dialogs", async () => {
    const findings: Finding[] = [];
    const record = async (page: Page, where: string) => {
      await page.waitForTimeout(100);
      for (const v of await runAxe(page)) {
        if (!v.impact || !FAILING_IMPACTS.has(v.impact)) continue;
        findings.push({
          principal: "operator",
          viewport: "desktop",
          scheme: "light",
          url: where,
          rule: v.id,
          impact: v.impact,
          help: v.help,
          targets: v.nodes.map((n) => n.target.map(String).join(" ")),
        });
      }
    };
    const context = await contextFor(await signedInState("operator@a11y.test"), VIEWPORTS[0], "light");
    const page = await context.newPage();
    await page.goto("/");
    await page.getByTestId("user-menu").click();
    await page.getByRole("menu").waitFor();
    await record(page, "/ (user menu open)");
    await page.keyboard.press("Escape");

    await page.goto("/platform-dashboard");
    await page.getByTestId("manage-organization").first().click();
    await page.getByRole("dialog").getByRole("table").first().waitFor();
    await record(page, "/platform-dashboard (Manage dialog)");
    await page.keyboard.press("Escape");
    await page.getByTestId("open-create-organization").click();
    await page.getByRole("dialog").waitFor();
    await record(page, "/platform-dashboard (Create Organization dialog)");
    await context.close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});

describe.skipIf(noBrowser)("accessibility: keyboard and form errors (Chromium)", () => {
  it("starts every page with a skip link that moves the focus to the content", async () => {
    const firstFocusable = (page: Page) =>
      page.evaluate(
        () =>
          document.querySelector<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
          )?.textContent,
      );
    const { page, context } = await app.newPage();
    await page.goto("/login");
    await page.getByTestId("login-email").waitFor();
    await expect(firstFocusable(page)).resolves.toBe("Skip to content");
    await signIn(page, "admin@a11y.test", "pass-word-1", { openLogin: false });
    await page.goto("/assets");
    await page.getByTestId("sidebar").waitFor();
    await expect(firstFocusable(page)).resolves.toBe("Skip to content");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main-content");
    await context.close();
  });

  it("names the user menu by the person, and focuses its first item when it opens", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "admin@a11y.test", "pass-word-1");
    const menuButton = page.getByRole("button", { name: /Alex Admin/ });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "menuitem");
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Profile Settings");
    await context.close();
  });

  it("marks an empty password invalid and links its message; text fields show a focus ring", async () => {
    const { page, context } = await app.newPage();
    await page.goto("/login");
    await page.getByTestId("login-email").fill("admin@a11y.test");
    await page.getByTestId("login-submit").click();
    const password = page.getByTestId("login-password");
    await expect(password.getAttribute("aria-invalid")).resolves.toBe("true");
    const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).not.toBe("");
    const message = await page.locator(`[id="${describedBy.split(" ")[0]}"]`).textContent();
    expect(message).toMatch(/password/i);

    await page.getByTestId("login-email").focus();
    const outline = await page
      .getByTestId("login-email")
      .evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: getComputedStyle(el).outlineWidth }));
    expect(outline.style).toBe("solid");
    expect(Number.parseFloat(outline.width)).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describe("accessibility: theme colours reach AA for every organization colour", () => {
  const surfaces = { light: ["#ffffff", "#f8f9fa", "#f1f3f5"], dark: ["#242424", "#2e2e2e", "#3b3b3b"] };
  it.each(ORGANIZATION_PRIMARY_COLORS)("%s", (primaryColor) => {
    const resolved = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme(theme, DEFAULT_APP_SETTINGS, { primaryColor, customTheme: false }),
    );
    const vars = accessibleCssVariables(resolved);
    const name = resolved.primaryColor;
    const shades = resolved.colors[name] as readonly string[];
    const failures: string[] = [];
    const check = (what: string, fg: string | undefined, backgrounds: string[]) => {
      for (const bg of backgrounds) {
        const ratio = contrastRatio(fg ?? "#000000", bg);
        if (ratio < 4.5) failures.push(`${what} ${fg} on ${bg}: ${ratio.toFixed(2)}:1`);
      }
    };
    check("light filled (white text)", vars.light[`--mantine-color-${name}-filled`], ["#ffffff"]);
    check("light text", vars.light[`--mantine-color-${name}-text`], surfaces.light);
    check("light anchor", vars.light["--mantine-color-anchor"], surfaces.light);
    check("light variant text", vars.light[`--mantine-color-${name}-light-color`], [shades[1] as string]);
    check("light dimmed", vars.light["--mantine-color-dimmed"], surfaces.light);
    check("dark filled (white text)", vars.dark[`--mantine-color-${name}-filled`], ["#ffffff"]);
    check("dark text", vars.dark[`--mantine-color-${name}-text`], surfaces.dark);
    check("dark anchor", vars.dark["--mantine-color-anchor"], surfaces.dark);
    check("dark dimmed", vars.dark["--mantine-color-dimmed"], surfaces.dark);
    expect(failures).toEqual([]);
  });

  it("measures contrast as WCAG does (the issue's numbers)", () => {
    expect(contrastRatio("#228be6", "#ffffff")).toBeCloseTo(3.56, 1);
    expect(contrastRatio("#868e96", "#ffffff")).toBeCloseTo(3.32, 1);
    expect(contrastRatio("#828282", "#242424")).toBeCloseTo(4.04, 1);
  });
});

describe.skipIf(noBrowser)("accessibility: the translated screens in German (Chromium)", () => {
  it("has no critical or serious violation on the sign-in, shell, App Settings and phone PIN screens in de", {
    timeout: 240_000,
  }, async () => {
    const german = { locale: "de-DE", schemes: ["light"] };
    const findings = [
      ...(await audit("visitor (de)", ["/login", `/qr/${encodeURIComponent(seed.qrCode)}`], null, german)),
      ...(await audit("admin (de)", ["/", "/app-settings"], "admin@a11y.test", german)),
    ];
    expect(findings, describeFindings(findings)).toEqual([]);
    // The screens were German: <html lang> follows the browser's language.
    const context = await contextFor(undefined, VIEWPORTS[0], "light", "de-DE");
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await context.close();
  });
});

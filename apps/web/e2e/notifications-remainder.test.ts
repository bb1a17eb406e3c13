import fs from "node:fs";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@stockroom/core";
import {
  assets,
  assetTypes,
  notificationDeliveries,
  notificationPreferences,
  pushSubscriptions,
  users,
} from "@stockroom/db";
import { createOrganization, createUser } from "@stockroom/server/testing";
import { dispatchPendingEvents, emitEvent, notificationMail } from "@stockroom/server/testing/notifications";
import { and, eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

// Issue 25's remainder in Chromium: Reset to defaults resets the server's switches, the
// "Who is notified" list fits a phone, an operator's announcement reaches the bell only of
// those whose switch is on, the phone subscribes to push, and the bell, list, settings and
// mail in English and German (issue 26).

const SCREENS = "/work/notes/screens/notify";
const SIZES = [
  { name: "1280", width: 1280, height: 800 },
  { name: "375", width: 375, height: 667 },
] as const;

let app: BrowserApp;
let orgId = "";
let assetId = "";
let maxId = "";
let lenaId = "";

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: false });
}

const db = () => app.db.db as never;

async function emitLowStock(quantity: number) {
  await app.db.db.transaction((tx) =>
    emitEvent(
      tx as never,
      { orgId, actor: { type: "system", id: null } },
      { kind: "low_stock", data: { inventoryItemId: crypto.randomUUID(), assetId, quantity, level: "low" } as never },
    ),
  );
  await dispatchPendingEvents(db());
}

/** A page in the given language: the browser's (the app follows it until one is chosen). */
async function pageIn(locale: string, viewport: { width: number; height: number }) {
  const context: BrowserContext = await app.browser.newContext({ baseURL: app.baseUrl, viewport, locale });
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Remainder Org")).id;
  await createUser(app.db.db, {
    email: "ada@remainder.test",
    password: "ada-password",
    fullName: "Ada Admin",
    org: { id: orgId, role: "admin" },
  });
  maxId = (
    await createUser(app.db.db, {
      email: "max@remainder.test",
      password: "max-password",
      fullName: "Max Manager",
      org: { id: orgId, role: "manager" },
    })
  ).id;
  // A German manager: the saved language of her mail and notifications (App Settings saves it).
  lenaId = (
    await createUser(app.db.db, {
      email: "lena@remainder.test",
      password: "lena-password",
      fullName: "Lena Lager",
      org: { id: orgId, role: "manager" },
    })
  ).id;
  await app.db.db.update(users).set({ locale: "de" }).where(eq(users.id, lenaId));
  await createUser(app.db.db, { email: "ops@remainder.test", password: "ops-password", operator: true });
  const [paint] = await app.db.db.insert(assetTypes).values({ organizationId: orgId, name: "Paint" }).returning();
  await app.db.db
    .insert(assetTypes)
    .values({ organizationId: orgId, name: "Fasteners, fixings and anchors for the workshop" });
  const [asset] = await app.db.db
    .insert(assets)
    .values({ organizationId: orgId, assetTypeId: paint?.id ?? "", name: "White primer 5 L" })
    .returning();
  assetId = asset?.id ?? "";
});
afterAll(async () => {
  await app?.close();
});

const preferencesOf = async (userId: string) => {
  const [row] = await app.db.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row
    ? {
        emailNotifications: row.emailNotifications,
        pushNotifications: row.pushNotifications,
        inventoryAlerts: row.inventoryAlerts,
        lowStockAlerts: row.lowStockAlerts,
        systemUpdates: row.systemUpdates,
        newFeatures: row.newFeatures,
        emailDigest: row.emailDigest,
      }
    : null;
};

describe.skipIf(noBrowser)("notifications, the remainder (Chromium)", () => {
  it("App Settings' Reset to defaults resets the switches saved on the server too", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "max@remainder.test", "max-password");
    await page.goto("/app-settings");
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByTestId("email-delivery").waitFor();
    await page.getByTestId("app-setting-newFeatures").click({ force: true });
    await expect.poll(async () => (await preferencesOf(maxId))?.newFeatures, { timeout: 15_000 }).toBe(false);
    await page.getByTestId("app-setting-inventoryAlerts").click({ force: true });
    await expect.poll(async () => (await preferencesOf(maxId))?.inventoryAlerts, { timeout: 15_000 }).toBe(false);

    await page.getByTestId("reset-app-settings").click();
    await expect.poll(() => preferencesOf(maxId), { timeout: 15_000 }).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    await page.getByRole("tab", { name: "Notifications" }).click();
    expect(await page.getByTestId("app-setting-newFeatures").isChecked()).toBe(true);
    expect(await page.getByTestId("app-setting-inventoryAlerts").isChecked()).toBe(true);
    await context.close();
  });

  it("Who is notified fits a 375 px screen without sideways scrolling, and the desktop", async () => {
    for (const size of SIZES) {
      const { page, context } = await app.newPage({ viewport: { width: size.width, height: size.height } });
      await signIn(page, "ada@remainder.test", "ada-password");
      await page.goto("/organization-admin?category=notifications");
      const card = page.getByTestId("recipient-settings");
      await card.waitFor();
      await expect.poll(() => page.getByTestId("recipient-row").count(), { timeout: 15_000 }).toBe(2);
      await card.scrollIntoViewIfNeeded();
      const overflow = await card.evaluate((el) => {
        const inner = [...el.querySelectorAll("*")].map((e) => e.scrollWidth - e.clientWidth);
        return Math.max(el.scrollWidth - el.clientWidth, ...inner);
      });
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const box = await card.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= size.width).toBe(true);
      await page.getByRole("combobox", { name: "Who is notified of Paint" }).waitFor();
      await shot(page, `who-is-notified-${size.name}`);
      await context.close();
    }
  });

  it("an operator's announcement reaches the bell of those whose switch is on, and nobody else's", async () => {
    await app.db.db
      .insert(notificationPreferences)
      .values({ userId: maxId, ...DEFAULT_NOTIFICATION_PREFERENCES, newFeatures: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { newFeatures: false } });

    const ops = await app.newPage();
    await signIn(ops.page, "ops@remainder.test", "ops-password");
    await ops.page.goto("/platform-dashboard");
    await ops.page.getByTestId("open-publish-announcement").click();
    await ops.page.getByRole("radio", { name: "New feature" }).check();
    await ops.page.getByTestId("publish-announcement").click();
    await ops.page.getByText("Enter a title").waitFor();
    await ops.page.getByTestId("announcement-title").fill("Reorder list export");
    await ops.page.getByTestId("announcement-body").fill("The reorder list now exports CSV for your supplier.");
    await shot(ops.page, "announcement-dialog-1280");
    await ops.page.getByTestId("publish-announcement").click();
    await ops.page.getByText("Announcement published").waitFor();
    await ops.context.close();
    await dispatchPendingEvents(db());

    // Lena (New features on, German): in her bell, in German.
    const lena = await pageIn("de-DE", { width: 1280, height: 800 });
    await signIn(lena.page, "lena@remainder.test", "lena-password");
    await lena.page.getByTestId("notification-bell").click();
    await lena.page.getByTestId("notification-list").getByText("Neue Funktion: Reorder list export").waitFor();
    await lena.context.close();

    // Max turned New features off: nothing.
    const max = await app.newPage();
    await signIn(max.page, "max@remainder.test", "max-password");
    await max.page.getByTestId("notification-bell").click();
    await max.page.getByTestId("notification-list").waitFor();
    await max.page.getByTestId("notifications-empty").waitFor();
    expect(await max.page.getByText("New feature: Reorder list export").count()).toBe(0);
    await max.context.close();
  });

  it("the bell, the list, the settings and a mail in English and German", async () => {
    await emitLowStock(4);
    for (const [lang, email, password, userId] of [
      ["en", "max@remainder.test", "max-password", maxId],
      ["de", "lena@remainder.test", "lena-password", lenaId],
    ] as const) {
      for (const size of SIZES) {
        const { page, context } = await pageIn(lang === "de" ? "de-DE" : "en-US", size);
        await signIn(page, email, password);
        const bell = page.getByTestId("notification-bell");
        await expect
          .poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 })
          .toMatch(lang === "de" ? /^Benachrichtigungen, \d+ ungelesen$/ : /^Notifications, \d+ unread$/);
        await bell.click();
        const list = page.getByTestId("notification-list");
        await list
          .getByText(lang === "de" ? "Niedriger Bestand: White primer 5 L" : "Low stock: White primer 5 L")
          .waitFor();
        await list.getByText(lang === "de" ? "Alle als gelesen markieren" : "Mark all as read").waitFor();
        await shot(page, `bell-list-${lang}-${size.name}`);
        await page.keyboard.press("Escape");

        await page.goto("/app-settings");
        await page.getByRole("tab", { name: lang === "de" ? "Benachrichtigungen" : "Notifications" }).click();
        await page.getByText(lang === "de" ? "Zustellung per E-Mail" : "E-mail delivery").waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        await shot(page, `app-settings-notifications-${lang}-${size.name}`);
        await context.close();
      }

      // The mail as planned for this user (in their saved language), rendered in Chromium.
      const rows = await app.db.db
        .select()
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.channel, "email")));
      const items = rows
        .filter((r) => r.kind === "low_stock" || r.kind === "product.news")
        .map((r) => ({ kind: r.kind as "low_stock" | "product.news", message: r.message }));
      expect(items.length).toBeGreaterThan(0);
      const mail = notificationMail(email, items.slice(-1), {
        origin: app.baseUrl.replace(/\/$/, ""),
        secret: "screens",
        userId,
        language: lang,
      });
      expect(mail.subject).toBe(
        lang === "de" ? "Stockroom: Niedriger Bestand: White primer 5 L" : "Stockroom: Low stock: White primer 5 L",
      );
      for (const size of SIZES) {
        const { page, context } = await app.newPage({ viewport: { width: size.width, height: size.height } });
        await page.setContent(mail.html ?? "");
        await page
          .getByRole("link", { name: lang === "de" ? "Benachrichtigungseinstellungen" : "Notification settings" })
          .waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        await shot(page, `email-${lang}-${size.name}`);
        await context.close();
      }
    }
  });

  it("the phone app's 'Turn on notifications' asks for permission and subscribes with the server's key", async () => {
    const context = await app.browser.newContext({ baseURL: app.baseUrl, viewport: { width: 375, height: 667 } });
    await context.grantPermissions(["notifications"], { origin: app.baseUrl.replace(/\/$/, "") });
    const page = await context.newPage();
    // Without a session the phone has nobody to notify: it says how to get one.
    await page.goto("/mobile");
    await page.getByTestId("phone-push").click();
    await page
      .getByTestId("phone-push-status")
      .getByText("Open an asset with your PIN first, then turn notifications on.")
      .waitFor();

    await signIn(page, "max@remainder.test", "max-password");
    await page.goto("/mobile");
    const keyAsked = page.waitForResponse((r) => r.url().includes("notifications.phonePushKey"));
    await page.getByTestId("phone-push").click();
    expect((await keyAsked).status()).toBe(200);
    const status = page.getByTestId("phone-push-status");
    await expect.poll(async () => (await status.textContent()) ?? "", { timeout: 30_000 }).not.toBe("");
    await shot(page, "phone-push-375");
    const text = (await status.textContent()) ?? "";
    const subscriptions = await app.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, maxId));
    if (text === "Notifications are on for this phone.") {
      // A browser whose push service answered: the subscription is the signed-in user's.
      expect(subscriptions).toHaveLength(1);
    } else {
      // Headless Chromium here reaches no push service (no network): the browser's own refusal
      // is shown as it is, and nothing was kept on the server.
      expect(text).toMatch(/^Notifications could not be turned on: .*(push service|Registration failed)/i);
      expect(subscriptions).toHaveLength(0);
    }
    await context.close();
  });
});

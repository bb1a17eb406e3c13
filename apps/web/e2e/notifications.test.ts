import fs from "node:fs";
import { assets, assetTypes, notificationPreferences, notificationRecipients } from "@stockroom/db";
import { createOrganization, createUser } from "@stockroom/server/testing";
import { dispatchPendingEvents, emitEvent, notificationMail } from "@stockroom/server/testing/notifications";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

const SCREENS = "/work/notes/screens/channels";
const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 667 },
] as const;

let app: BrowserApp;
let orgId = "";
let typeId = "";
let assetId = "";
let managerId = "";

async function shot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: false });
}

async function emit(kind: "low_stock" | "inventory.alert", quantity: number) {
  const db = app.db.db as never;
  await app.db.db.transaction((tx) =>
    emitEvent(
      tx as never,
      { orgId, actor: { type: "system", id: null } },
      kind === "low_stock"
        ? // Partial payloads: the consumer reads fields by name and copes with missing ones.
          { kind, data: { inventoryItemId: crypto.randomUUID(), assetId, quantity } as never }
        : {
            kind,
            data: {
              inventoryItemId: crypto.randomUUID(),
              assetId,
              historyId: crypto.randomUUID(),
              message: "The count jumped from 12 to 480",
            } as never,
          },
    ),
  );
  await dispatchPendingEvents(db);
}

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Bell Org")).id;
  await createUser(app.db.db, {
    email: "ada@bell.test",
    password: "ada-password",
    fullName: "Ada Admin",
    org: { id: orgId, role: "admin" },
  });
  const manager = await createUser(app.db.db, {
    email: "max@bell.test",
    password: "max-password",
    fullName: "Max Manager",
    org: { id: orgId, role: "manager" },
  });
  managerId = manager.id;
  const [type] = await app.db.db.insert(assetTypes).values({ organizationId: orgId, name: "Paint" }).returning();
  typeId = type?.id ?? "";
  const [asset] = await app.db.db
    .insert(assets)
    .values({ organizationId: orgId, assetTypeId: typeId, name: "White primer 5 L" })
    .returning();
  assetId = asset?.id ?? "";
  await emit("low_stock", 4);
  await emit("inventory.alert", 480);
  await emit("low_stock", 0);
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(noBrowser)("notifications in the app (Chromium)", () => {
  it("the bell counts the unread, lists them with links, marks one and then all as read", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "max@bell.test", "max-password");
    const bell = page.getByTestId("notification-bell");
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications, 3 unread");
    await bell.click();
    const list = page.getByTestId("notification-list");
    await list.waitFor();
    const items = list.getByTestId("notification-item");
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(3);
    expect(await items.first().textContent()).toContain("Out of stock: White primer 5 L");
    await shot(page, "bell-list-desktop");

    await list.getByRole("button", { name: 'Mark "Inventory alert: White primer 5 L" as read' }).click();
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications, 2 unread");
    await list.getByTestId("mark-all-read").click();
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).toBe("Notifications");
    await expect.poll(() => list.locator('[data-unread="true"]').count(), { timeout: 15_000 }).toBe(0);

    // A low-stock notification leads to the reorder list.
    await list.getByRole("button", { name: "Low stock: White primer 5 L, open" }).click();
    await page.waitForURL((u) => u.pathname === "/inventory/reorder");
    await context.close();
  });

  it("on a phone-sized screen the list fits the width", async () => {
    await emit("low_stock", 2);
    const { page, context } = await app.newPage({ viewport: { width: 375, height: 667 } });
    await signIn(page, "max@bell.test", "max-password");
    await page.getByTestId("notification-bell").click();
    const list = page.getByTestId("notification-list");
    await list.waitFor();
    await list.getByTestId("notification-item").first().waitFor();
    const box = await list.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    expect((box?.x ?? -1) >= 0).toBe(true);
    await shot(page, "bell-list-phone");
    await context.close();
  });

  it("App Settings' notification switches are saved on the server (and the digest choice)", async () => {
    for (const size of SIZES) {
      const { page, context } = await app.newPage({ viewport: { width: size.width, height: size.height } });
      await signIn(page, "max@bell.test", "max-password");
      await page.goto("/app-settings");
      await page.getByRole("tab", { name: "Notifications" }).click();
      await page.getByTestId("email-delivery").waitFor();
      if (size.name === "desktop") {
        await page.getByTestId("app-setting-lowStockAlerts").click({ force: true });
        // The switch's save answers before the next choice (a re-render from its answer could undo a click).
        await expect
          .poll(
            async () => {
              const [row] = await app.db.db
                .select()
                .from(notificationPreferences)
                .where(eq(notificationPreferences.userId, managerId));
              return row?.lowStockAlerts;
            },
            { timeout: 15_000 },
          )
          .toBe(false);
        const digest = page.getByRole("radio", { name: "Daily digest" });
        await expect
          .poll(
            async () => {
              await digest.click();
              return digest.isChecked();
            },
            { timeout: 15_000 },
          )
          .toBe(true);
        await expect
          .poll(
            async () => {
              const [row] = await app.db.db
                .select()
                .from(notificationPreferences)
                .where(eq(notificationPreferences.userId, managerId));
              return row ? { low: row.lowStockAlerts, digest: row.emailDigest } : null;
            },
            { timeout: 15_000 },
          )
          .toEqual({ low: false, digest: true });
      }
      await page.getByTestId("email-delivery").scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `app-settings-notifications-${size.name}`);
      await context.close();
    }
  });

  it("Organization settings › Notifications: Slack URL checked, recipients per asset type saved", async () => {
    for (const size of SIZES) {
      const { page, context } = await app.newPage({ viewport: { width: size.width, height: size.height } });
      await signIn(page, "ada@bell.test", "ada-password");
      await page.goto("/organization-admin?category=notifications");
      await page.getByTestId("slack-settings").waitFor();
      if (size.name === "desktop") {
        await page.getByTestId("slack-url").fill("https://example.com/not-slack");
        await page.getByTestId("save-slack").click();
        await page.getByText("Enter a Slack incoming webhook URL (https://hooks.slack.com/services/…)").waitFor();
        await page.getByTestId("slack-url").fill("https://hooks.slack.com/services/T000/B000/abcdefgh");
        await page.getByTestId("save-slack").click();
        await page.getByTestId("slack-state").getByText("Webhook set: https://hooks.slack.com/…efgh").waitFor();

        await page.getByRole("combobox", { name: "Who is notified of Paint" }).click();
        await page.getByRole("option", { name: "Named members" }).click();
        // By the keyboard: the 'Slack' toast may cover the options' corner.
        await page.locator('input[aria-label="Members notified of Paint"]').fill("Max");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        await page.keyboard.press("Escape");
        await page.getByTestId("recipient-row").getByRole("button", { name: "Save" }).click();
        await expect
          .poll(
            async () => {
              const [row] = await app.db.db
                .select()
                .from(notificationRecipients)
                .where(eq(notificationRecipients.assetTypeId, typeId));
              return row ? { mode: row.mode, userIds: row.userIds } : null;
            },
            { timeout: 15_000 },
          )
          .toEqual({ mode: "members", userIds: [managerId] });
      }
      await page.getByTestId("recipient-settings").scrollIntoViewIfNeeded();
      await shot(page, `org-notifications-${size.name}`);
      await context.close();
    }
  });

  it("the notification e-mail and the digest render readably at both sizes", async () => {
    const origin = app.baseUrl.replace(/\/$/, "");
    const single = notificationMail(
      "max@bell.test",
      [
        {
          kind: "low_stock",
          message: {
            title: "Low stock: White primer 5 L",
            body: "4 left. See the reorder list.",
            link: "/inventory/reorder",
          },
        },
      ],
      { origin, secret: "screens", userId: managerId },
    );
    const digest = notificationMail(
      "max@bell.test",
      [
        {
          kind: "low_stock",
          message: {
            title: "Low stock: White primer 5 L",
            body: "4 left. See the reorder list.",
            link: "/inventory/reorder",
          },
        },
        {
          kind: "inventory.alert",
          message: {
            title: "Inventory alert: White primer 5 L",
            body: "The count jumped from 12 to 480",
            link: `/assets/${assetId}/inventory/history`,
          },
        },
        {
          kind: "low_stock",
          message: {
            title: "Out of stock: White primer 5 L",
            body: "0 left. See the reorder list.",
            link: "/inventory/reorder",
          },
        },
      ],
      { origin, secret: "screens", userId: managerId },
    );
    for (const size of SIZES) {
      for (const [name, mail] of [
        ["email", single],
        ["email-digest", digest],
      ] as const) {
        const { page, context } = await app.newPage({ viewport: { width: size.width, height: size.height } });
        await page.setContent(mail.html ?? "");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
          name === "email" ? "Low stock: White primer 5 L" : "Your daily digest (3)",
        );
        expect(await page.getByRole("link", { name: "Unsubscribe from Low stock alerts" }).count()).toBe(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shot(page, `${name}-${size.name}`);
        await context.close();
      }
    }
  });
});

import { organizations } from "@stockroom/db";
import { createOrganization, createUser } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Teal Works")).id;
  await createUser(app.db.db, {
    email: "admin@teal.test",
    password: "admin-password",
    org: { id: orgId, role: "admin" },
  });
  await createUser(app.db.db, {
    email: "member@teal.test",
    password: "member-password",
    fullName: "Mo Member",
    org: { id: orgId, role: "member" },
  });
});
afterAll(async () => {
  await app?.close();
});

/** The colour primary buttons are filled with, and the one of a named Mantine colour. */
function primaryColor(page: Page) {
  return page.evaluate(() => {
    const probe = (value: string) => {
      const el = document.createElement("div");
      el.style.color = value;
      document.body.appendChild(el);
      const color = getComputedStyle(el).color;
      el.remove();
      return color;
    };
    return { primary: probe("var(--mantine-primary-color-filled)"), teal: probe("var(--mantine-color-teal-filled)") };
  });
}

describe.skipIf(noBrowser)("organization settings (Chromium)", () => {
  it("applies the primary colour the admin saves to everyone in the organization", async () => {
    const admin = await app.newPage();
    const member = await app.newPage();
    await signIn(admin.page, "admin@teal.test", "admin-password");
    await signIn(member.page, "member@teal.test", "member-password");
    const before = await primaryColor(member.page);
    expect(before.primary).not.toBe(before.teal);

    await admin.page.goto("/organization-admin");
    await admin.page.getByTestId("category-appearance").click();
    await admin.page.getByTestId("primary-teal").click();
    await admin.page.getByTestId("unsaved-changes").waitFor();
    await admin.page.getByTestId("reset-panel").click();
    expect(await admin.page.getByTestId("unsaved-changes").count()).toBe(0);
    await admin.page.getByTestId("primary-teal").click();
    await admin.page.getByTestId("save-panel").click();
    await admin.page.getByText("Organization settings saved").waitFor();
    // The admin's own app follows at once…
    await admin.page.waitForFunction(() => {
      const el = document.createElement("div");
      el.style.color = "var(--mantine-primary-color-filled)";
      const ref = document.createElement("div");
      ref.style.color = "var(--mantine-color-teal-filled)";
      document.body.append(el, ref);
      const same = getComputedStyle(el).color === getComputedStyle(ref).color;
      el.remove();
      ref.remove();
      return same;
    });
    // …and every member's after a reload, because the setting lives on the server.
    await member.page.reload();
    await member.page.getByTestId("dashboard-heading").waitFor();
    const after = await primaryColor(member.page);
    expect(after.primary).toBe(after.teal);
    const [row] = await app.db.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(row?.settings).toMatchObject({ primaryColor: "teal" });
    await admin.context.close();
    await member.context.close();
  });

  it("lets the admin rename the organization and manage members; members get Access Denied", async () => {
    const admin = await app.newPage();
    await signIn(admin.page, "admin@teal.test", "admin-password");
    await admin.page.goto("/organization-admin");
    await admin.page.getByTestId("organization-name-input").fill("Teal Works North");
    await admin.page.getByTestId("save-panel").click();
    await admin.page.getByText("Organization updated successfully").waitFor();
    await admin.page.getByTestId("sidebar").getByText("Teal Works North").waitFor();

    await admin.page.getByTestId("category-members").click();
    const memberRow = admin.page.locator('[data-testid="member-row"][data-email="member@teal.test"]');
    await memberRow.getByTestId("toggle-role").click();
    await memberRow.getByTestId("member-role").getByText("Admin").waitFor();
    await memberRow.getByTestId("toggle-role").click();
    await memberRow.getByTestId("member-role").getByText("Member").waitFor();

    await admin.page.getByTestId("open-create-user").click();
    await admin.page.getByTestId("create-user-email").fill("created@teal.test");
    await admin.page.getByTestId("create-user-name").fill("C");
    await admin.page.getByTestId("create-user-password").fill("short");
    await admin.page.getByTestId("create-user-submit").click();
    await admin.page.getByText("Full name must be at least 2 characters").waitFor();
    await admin.page.getByText("Password must be at least 8 characters").waitFor();
    await admin.page.getByTestId("create-user-name").fill("Cleo Created");
    await admin.page.getByTestId("create-user-password").fill("long-enough");
    await admin.page.getByTestId("create-user-submit").click();
    await admin.page.getByText("They can now login and will be prompted to change their password.").waitFor();
    await admin.page.locator('[data-testid="member-row"][data-email="created@teal.test"]').waitFor();

    await admin.page.getByTestId("category-statistics").click();
    await expect(admin.page.getByTestId("statistic-users").locator("p").nth(1).textContent()).resolves.toBe("3");
    await admin.context.close();

    const member = await app.newPage();
    await signIn(member.page, "member@teal.test", "member-password");
    await member.page.goto("/organization-admin");
    await member.page.getByText("You need to be a system administrator to access this page").waitFor();
    await member.page.goto("/organization/members");
    await member.page.locator('[data-testid="member-row"][data-email="created@teal.test"]').waitFor();
    expect(await member.page.getByTestId("toggle-role").count()).toBe(0);
    await member.context.close();
  });

  it("keeps the members list's search, role, sort and page in the URL through reload, Back and a visit elsewhere", async () => {
    for (let i = 1; i <= 15; i += 1) {
      const n = String(i).padStart(2, "0");
      await createUser(app.db.db, {
        email: `crew${n}@teal.test`,
        password: "crew-password",
        fullName: `Crew ${n}`,
        org: { id: orgId, role: i % 4 === 0 ? "viewer" : "member" },
      });
    }
    const { page, context } = await app.newPage();
    await signIn(page, "admin@teal.test", "admin-password");
    await page.goto("/organization-admin");
    await page.getByTestId("category-members").click();
    await page.waitForURL((u) => u.searchParams.get("category") === "members");

    const rows = page.locator('[data-testid="member-row"]');
    const emails = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-email")));
    // Search (debounced into the URL), role filter, sort by name descending, 5 a page, page 2.
    await page.getByTestId("member-search").fill("crew");
    await page.waitForURL((u) => u.searchParams.get("search") === "crew");
    await page.getByTestId("member-role-filter").click();
    await page.getByRole("option", { name: "Member", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("role") === "member");
    // A sortable header is a button (mantine-datatable); its cell names the column it sorts.
    const nameHeader = page.getByTestId("members-table").locator('th[data-accessor="name"]');
    // A new column keeps the direction (ascending, the default order's); a second click turns it.
    await nameHeader.click();
    await page.waitForURL((u) => u.searchParams.get("sort") === "name" && u.searchParams.get("dir") === "asc");
    await nameHeader.click();
    await page.waitForURL((u) => u.searchParams.get("dir") === "desc");
    await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&size=10`);
    await page.getByRole("button", { name: "2", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "2");
    // Twelve members among the crew (every fourth is a viewer), Z→A, ten a page: page 2 holds the last two.
    const expected = ["crew02@teal.test", "crew01@teal.test"];
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="member-row"]').length === 2);
    expect(await emails()).toEqual(expected);
    const url = page.url();

    await page.reload();
    await rows.first().waitFor();
    expect(page.url()).toBe(url);
    expect(await emails()).toEqual(expected);
    expect(await page.getByTestId("member-search").inputValue()).toBe("crew");
    expect(await page.getByTestId("member-role-filter").inputValue()).toBe("Member");

    // Rows open dialogs, not pages: leave for another screen, come Back, and the view is the same.
    await page.getByTestId("sidebar").getByText("Dashboard", { exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.goBack();
    await page.waitForURL(url);
    await rows.first().waitFor();
    expect(await emails()).toEqual(expected);
    expect(await page.getByTestId("member-search").inputValue()).toBe("crew");
    await context.close();
  });
});

import { createOrganization, createUser, latestMailTo } from "@stockroom/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

let app: BrowserApp;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(noBrowser)("from a new organization to its first invited member (Chromium)", () => {
  it("operator creates the organization and admin; the admin invites; the invitee joins", async () => {
    await createUser(app.db.db, { email: "op@platform.test", password: "operator-pass", operator: true });

    // The operator creates the organization and its admin account.
    const operator = await app.newPage();
    await signIn(operator.page, "op@platform.test", "operator-pass");
    await operator.page.goto("/platform-dashboard");
    await operator.page.getByTestId("open-create-organization").click();
    await operator.page.getByTestId("create-organization-submit").click();
    await operator.page.getByText("Organization name and admin email are required.").first().waitFor();
    await operator.page.getByTestId("new-organization-name").fill("Harbor Paints");
    await operator.page.getByTestId("new-organization-admin").fill("admin@harbor.test");
    await operator.page.getByTestId("create-organization-submit").click();
    const temporaryPassword = (await operator.page.getByTestId("temporary-password").textContent())?.trim() ?? "";
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{8}$/);
    await operator.page.getByRole("button", { name: "Done" }).click();
    const row = operator.page.locator('[data-testid="organization-row"][data-name="Harbor Paints"]');
    await row.waitFor();
    expect(await row.locator("td").nth(1).textContent()).toBe("1");
    expect(await row.locator("td").nth(2).textContent()).toBe("1");
    await operator.context.close();

    // The admin signs in with the temporary password and must change it.
    const admin = await app.newPage();
    await signIn(admin.page, "admin@harbor.test", temporaryPassword, { landsOn: null });
    await admin.page.getByTestId("new-password").fill("harbor-admin-pass");
    await admin.page.getByTestId("confirm-password").fill("harbor-admin-pass");
    await admin.page.getByRole("button", { name: "Change password" }).click();
    await admin.page.waitForURL(/\/login/);
    await signIn(admin.page, "admin@harbor.test", "harbor-admin-pass", { landsOn: null });
    await admin.page.getByText("Welcome to Harbor Paints's inventory dashboard").waitFor();

    // Invitations are off by default: the admin turns them on, then invites.
    await admin.page.goto("/organization-admin");
    await admin.page.getByTestId("category-advanced").click();
    await admin.page.getByTestId("setting-allowMemberInvites").click({ force: true });
    await admin.page.getByTestId("unsaved-changes").waitFor();
    await admin.page.getByTestId("save-panel").click();
    await admin.page.getByText("Organization settings saved").waitFor();
    await admin.page.getByTestId("category-members").click();
    await admin.page.getByTestId("open-invite").click();
    await admin.page.getByTestId("invite-email").fill("newbie@harbor.test");
    await admin.page.getByTestId("invite-submit").click();
    await admin.page.getByText("Invitation sent to newbie@harbor.test").waitFor();
    await admin.page.getByTestId("pending-invitations").getByText("newbie@harbor.test").waitFor();

    // The invitee follows the link from the outbox and sets up an account.
    const mail = await latestMailTo(app.db.db, "newbie@harbor.test");
    const link = mail?.text.match(/https?:\/\/\S+\/invitation\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    const invitee = await app.newPage();
    await invitee.page.goto(`${url.pathname}${url.search}`);
    await invitee.page.getByRole("heading", { name: "Join Harbor Paints" }).waitFor();
    await invitee.page.getByTestId("setup-full-name").fill("Nora Newbie");
    await invitee.page.getByTestId("new-password").fill("nora-password");
    await invitee.page.getByTestId("confirm-password").fill("nora-password");
    await invitee.page.getByTestId("create-account").click();
    await invitee.page.waitForURL((u) => u.pathname === "/");
    await invitee.page.getByText("Welcome to Harbor Paints's inventory dashboard").waitFor();
    await invitee.page.getByTestId("role-badge").getByText("Member").waitFor();

    // The link is used up, and the admin sees the new member and the activity.
    await invitee.page.goto(`${url.pathname}${url.search}`);
    await invitee.page.getByText("This invitation has already been accepted").waitFor();
    await invitee.page.getByText("Invalid Invitation", { exact: true }).waitFor();
    await admin.page.goto("/organization/members");
    await admin.page.locator('[data-testid="member-row"][data-email="newbie@harbor.test"]').waitFor();
    await admin.page.goto("/");
    await admin.page
      .getByTestId("recent-activity")
      .getByText("Nora Newbie accepted the invitation and joined as member")
      .waitFor();
    await admin.context.close();
    await invitee.context.close();
  });

  it("shows Access Denied and the toast to someone who is not an operator", async () => {
    await createUser(app.db.db, { email: "plain@platform.test", password: "plain-password" });
    const { page, context } = await app.newPage();
    await signIn(page, "plain@platform.test", "plain-password");
    await page.goto("/platform-dashboard");
    await page.getByText("You do not have permission to view this page.").waitFor();
    await page.getByText("Access Denied: You are not a platform operator").waitFor();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await context.close();
  });

  it("keeps the organizations list, the Manage dialog, its tab and its members list in the URL", async () => {
    await createUser(app.db.db, { email: "op-lists@platform.test", password: "operator-pass", operator: true });
    const north = await createOrganization(app.db.db, "Zephyr North");
    await createOrganization(app.db.db, "Zephyr South");
    await createOrganization(app.db.db, "Zephyr East");
    await createOrganization(app.db.db, "Other Co");
    for (const [email, fullName] of [
      ["deckhand@north.test", "Dana Deckhand"],
      ["deckboss@north.test", "Bo Deckboss"],
      ["cook@north.test", "Cai Cook"],
    ] as const) {
      await createUser(app.db.db, {
        email,
        password: "crew-password",
        fullName,
        org: { id: north.id, role: "member" },
      });
    }
    const { page, context } = await app.newPage();
    await signIn(page, "op-lists@platform.test", "operator-pass");
    await page.goto("/platform-dashboard");
    const rows = page.locator('[data-testid="organization-row"]');
    const names = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-name")));

    await page.getByTestId("organization-search").fill("zephyr");
    await page.waitForURL((u) => u.searchParams.get("search") === "zephyr");
    const nameHeader = page.getByTestId("organizations-table").locator('th[data-accessor="name"]');
    // A new column keeps the direction (descending, the default order's); a second click turns it.
    await nameHeader.click();
    await page.waitForURL((u) => u.searchParams.get("sort") === "name" && u.searchParams.get("dir") === "desc");
    await nameHeader.click();
    await page.waitForURL((u) => u.searchParams.get("dir") === "asc");
    await nameHeader.click();
    await page.waitForURL((u) => u.searchParams.get("dir") === "desc");
    const expected = ["Zephyr South", "Zephyr North", "Zephyr East"];
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="organization-row"]').length === 3);
    expect(await names()).toEqual(expected);
    const listUrl = page.url();

    await page.reload();
    await rows.first().waitFor();
    expect(page.url()).toBe(listUrl);
    expect(await names()).toEqual(expected);
    expect(await page.getByTestId("organization-search").inputValue()).toBe("zephyr");

    // Manage opens on top of the list; its members list has its own search in the URL.
    await page
      .locator('[data-testid="organization-row"][data-name="Zephyr North"]')
      .getByTestId("manage-organization")
      .click();
    await page.waitForURL((u) => u.searchParams.get("manage") === north.id);
    const dialog = page.getByRole("dialog");
    const memberRows = dialog.locator('[data-testid="platform-members"] tr[data-email]');
    await memberRows.first().waitFor();
    await dialog.getByTestId("member-search").fill("deck");
    await page.waitForURL((u) => u.searchParams.get("msearch") === "deck");
    await page.waitForFunction(
      () => document.querySelectorAll('[role="dialog"] [data-testid="platform-members"] tr[data-email]').length === 2,
    );
    await dialog.getByTestId("tab-invitations").click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "invitations");
    await page.reload();
    await dialog.getByTestId("tab-invitations").waitFor();
    expect(await dialog.getByTestId("tab-invitations").getAttribute("aria-selected")).toBe("true");
    await dialog.getByTestId("tab-members").click();
    await memberRows.first().waitFor();
    expect((await memberRows.evaluateAll((els) => els.map((el) => el.getAttribute("data-email")))).sort()).toEqual([
      "deckboss@north.test",
      "deckhand@north.test",
    ]);

    // Back closes the dialog and shows the same list.
    await page.goBack();
    await page.waitForURL(listUrl);
    await dialog.waitFor({ state: "detached" });
    expect(await names()).toEqual(expected);

    // Leaving for another screen and coming Back restores it too.
    await page.getByTestId("sidebar").getByText("Dashboard", { exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.goBack();
    await page.waitForURL(listUrl);
    await rows.first().waitFor();
    expect(await names()).toEqual(expected);
    expect(await page.getByTestId("organization-search").inputValue()).toBe("zephyr");
    await context.close();
  });
});

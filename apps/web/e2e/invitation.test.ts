import { createHash } from "node:crypto";
import { invitations, organizations } from "@stockroom/db";
import { createOrganization, createUser, latestMailTo } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Invite Co")).id;
  await app.db.db
    .update(organizations)
    .set({ settings: { allowMemberInvites: true } })
    .where(eq(organizations.id, orgId));
  await createUser(app.db.db, {
    email: "boss@invite.test",
    password: "boss-password",
    org: { id: orgId, role: "admin" },
  });
});
afterAll(async () => {
  await app?.close();
});

async function invite(page: Page, email: string) {
  await page.goto("/organization-admin");
  await page.getByTestId("category-members").click();
  await page.getByTestId("open-invite").click();
  await page.getByTestId("invite-email").fill(email);
  await page.getByTestId("invite-submit").click();
  await page.getByText(`Invitation sent to ${email}`).waitFor();
  const mail = await latestMailTo(app.db.db, email);
  const link = new URL(mail?.text.match(/https?:\/\/\S+\/invitation\?token=\S+/)?.[0] ?? "");
  return `${link.pathname}${link.search}`;
}

describe.skipIf(noBrowser)("invitation page (Chromium)", () => {
  it("sends a signed-out invitee with an account to sign in and back, then joins", async () => {
    await createUser(app.db.db, { email: "known@invite.test", password: "known-password", fullName: "Kim Known" });
    const admin = await app.newPage();
    await signIn(admin.page, "boss@invite.test", "boss-password");
    const path = await invite(admin.page, "known@invite.test");
    await admin.context.close();

    const { page, context } = await app.newPage();
    await page.goto(path);
    await page.getByTestId("accept-invitation").click();
    await page.waitForURL(/\/login\?returnUrl=/);
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe(path);
    await signIn(page, "known@invite.test", "known-password", { openLogin: false, landsOn: "/invitation" });
    await page.getByTestId("accept-invitation").click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.getByText("Welcome to Invite Co's inventory dashboard").waitFor();
    await context.close();
  });

  it("lets an invitee without an account choose a name and password, checking them first", async () => {
    const admin = await app.newPage();
    await signIn(admin.page, "boss@invite.test", "boss-password");
    const path = await invite(admin.page, "newcomer@invite.test");
    await admin.context.close();

    const { page, context } = await app.newPage();
    await page.goto(path);
    const setup = page.getByTestId("account-setup");
    await setup.getByTestId("setup-full-name").fill("N");
    await setup.getByTestId("new-password").fill("12345");
    await setup.getByTestId("confirm-password").fill("54321");
    await setup.getByTestId("create-account").click();
    await setup.getByText("Full name must be at least 2 characters").waitFor();
    await setup.getByText("Password must be at least 6 characters long").waitFor();

    await setup.getByTestId("setup-full-name").fill("Nia Newcomer");
    await setup.getByTestId("new-password").fill("newcomer-pass");
    await setup.getByTestId("confirm-password").fill("newcomer-typo");
    await setup.getByTestId("create-account").click();
    await setup.getByText("Passwords do not match").waitFor();

    await setup.getByTestId("confirm-password").fill("newcomer-pass");
    await setup.getByTestId("create-account").click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.getByText("Welcome to Invite Co's inventory dashboard").waitFor();
    await context.close();
  });

  it("shows the Invalid Invitation card for a missing, unknown or expired link", async () => {
    const { page, context } = await app.newPage();
    await page.goto("/invitation");
    await page.getByText("Invalid invitation link").waitFor();
    await page.getByText("Invalid Invitation", { exact: true }).waitFor();
    await page.goto("/invitation?token=not-a-real-token");
    await page.getByText("Invitation not found").waitFor();
    await page.getByRole("button", { name: "Go to Dashboard" }).waitFor();
    await app.db.db.insert(invitations).values({
      organizationId: orgId,
      email: "late@invite.test",
      tokenHash: createHash("sha256").update("expired-token").digest("hex"),
      expiresAt: new Date(Date.now() - 60_000),
    });
    await page.goto("/invitation?token=expired-token");
    await page.getByText("This invitation has expired").waitFor();
    await context.close();
  });
});

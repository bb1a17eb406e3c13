import { createOrganization, createUser, latestMailTo } from "@stockroom/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, signInAs, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Northwind Supplies")).id;
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(noBrowser)("sign-in and the shell (Chromium)", () => {
  it("signs in and shows the shell with the organization and role badge", async () => {
    await createUser(app.db.db, {
      email: "ana@northwind.test",
      password: "pass-word-1",
      org: { id: orgId, role: "admin" },
    });
    const { page, context } = await app.newPage();
    await page.goto("/");
    await page.waitForURL(/\/login/);
    await signIn(page, "ana@northwind.test", "pass-word-1", { openLogin: false });
    await page.getByTestId("sidebar").getByText("Northwind Supplies").first().waitFor();
    await expect(page.getByTestId("role-badge").textContent()).resolves.toMatch(/admin/i);
    await context.close();
  });

  it("shows 'Login Failed' with 'Invalid email or password' for a wrong password", async () => {
    await createUser(app.db.db, {
      email: "bo@northwind.test",
      password: "right-one",
      org: { id: orgId, role: "member" },
    });
    const { page, context } = await app.newPage();
    await signIn(page, "bo@northwind.test", "wrong-one", { landsOn: null });
    await page.getByText("Login Failed").waitFor();
    await page.getByText("Invalid email or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("sends a signed-out visitor to /login?returnUrl=… and back after sign-in", async () => {
    await createUser(app.db.db, {
      email: "cy@northwind.test",
      password: "pass-word-1",
      org: { id: orgId, role: "member" },
    });
    const { page, context } = await app.newPage();
    await page.goto("/assets?status=active");
    await page.waitForURL(/\/login\?returnUrl=/);
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe("/assets?status=active");
    await signIn(page, "cy@northwind.test", "pass-word-1", { openLogin: false, landsOn: "/assets" });
    expect(new URL(page.url()).search).toBe("?status=active");
    // A signed-in user at /login goes to /.
    await page.goto("/login");
    await page.waitForURL((u) => u.pathname === "/");
    await context.close();
  });

  it("forces a password change, signs out and lets the new password in", async () => {
    await createUser(app.db.db, {
      email: "new@northwind.test",
      password: "temporary",
      mustChangePassword: true,
      org: { id: orgId, role: "member" },
    });
    const { page, context } = await app.newPage();
    await signIn(page, "new@northwind.test", "temporary", { landsOn: null });
    await page.getByTestId("new-password").waitFor();
    expect(await page.getByTestId("sidebar").count()).toBe(0); // only that screen shows
    await page.getByTestId("new-password").fill("12345");
    await page.getByTestId("confirm-password").fill("12345");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password must be at least 6 characters long").waitFor();
    await page.getByTestId("new-password").fill("fresh-password");
    await page.getByTestId("confirm-password").fill("fresh-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed successfully! Please log in again with your new password.").waitFor();
    await page.waitForURL(/\/login/);
    await signIn(page, "new@northwind.test", "fresh-password", { openLogin: false });
    await page.getByTestId("sidebar").waitFor();
    await context.close();
  });

  it("resets a forgotten password through the link in the outbox", async () => {
    await createUser(app.db.db, {
      email: "forgot@northwind.test",
      password: "old-password",
      org: { id: orgId, role: "member" },
    });
    const { page, context } = await app.newPage();
    await page.goto("/login");
    await page.getByTestId("forgot-password").click();
    await page.getByRole("alert").getByText("Please enter your email address first").waitFor();
    await page.getByText("Email Required").waitFor();
    await page.getByTestId("login-email").fill("forgot@northwind.test");
    await page.getByTestId("forgot-password").click();
    await page.getByTestId("reset-requested").waitFor();
    const mail = await latestMailTo(app.db.db, "forgot@northwind.test");
    const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByTestId("new-password").fill("brand-new-pass");
    await page.getByTestId("confirm-password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByTestId("reset-success").waitFor();
    await signIn(page, "forgot@northwind.test", "brand-new-pass");
    await context.close();
  });

  it("shows the not-found page with a way home", async () => {
    const { page, context } = await app.newPage();
    await page.goto("/no/such/page");
    await page.getByText("Oops! Page not found").waitFor();
    await context.close();
  });

  it("keeps the sidebar collapsed across a reload (cookie sidebar:state) and toggles with Ctrl+B", async () => {
    const { page, context } = await signInAs(app, "member", { id: orgId }, { email: "side@northwind.test" });
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getAttribute("data-state")).resolves.toBe("open");
    await page.getByTestId("sidebar-toggle").click();
    await expect(sidebar.getAttribute("data-state")).resolves.toBe("closed");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar:state");
    expect(cookie?.value).toBe("false");
    await page.reload();
    await page.getByTestId("sidebar").waitFor();
    await expect(page.getByTestId("sidebar").getAttribute("data-state")).resolves.toBe("closed");
    await page.keyboard.press("Control+b");
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getAttribute("data-state") === "open",
    );
    await context.close();
  });
});

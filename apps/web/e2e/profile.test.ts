import { users } from "@stockroom/db";
import { createOrganization } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signInAs, startBrowserApp } from "./harness";

let app: BrowserApp;
let orgId: string;

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  orgId = (await createOrganization(app.db.db, "Pin Co")).id;
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(noBrowser)("profile (Chromium)", () => {
  it("sets a name, a quick access PIN and an avatar that survive a reload", async () => {
    const { page, context, user } = await signInAs(
      app,
      "member",
      { id: orgId },
      { email: "pat@pin.test", password: "pat-password" },
    );
    await page.goto("/profile");
    await page.getByTestId("profile-full-name").fill("Pat Pinner");
    await page.getByTestId("profile-pin").fill("12a");
    expect(await page.getByTestId("profile-pin").inputValue()).toBe("12");
    await page.getByTestId("save-profile").click();
    await page.getByText("Quick Access PIN must be exactly 4 digits").waitFor();

    await page.getByTestId("profile-pin").fill("2468");
    await page
      .getByTestId("avatar-input")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await page.getByText("Please select an image file").waitFor();
    await page.getByTestId("avatar-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByText("me.png will be uploaded when you save.").waitFor();
    await page.getByTestId("save-profile").click();
    await page.getByText("Your profile has been saved.").waitFor();

    const [row] = await app.db.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.fullName).toBe("Pat Pinner");
    expect(row?.quickAccessPinDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.avatarUrl).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.png$/);

    await page.reload();
    await page.getByText("A PIN is set.", { exact: false }).waitFor();
    await expect(page.getByTestId("profile-full-name").inputValue()).resolves.toBe("Pat Pinner");
    const avatar = page.getByTestId("profile-avatar").locator("img");
    await avatar.waitFor();
    expect(await avatar.getAttribute("src")).toBe(row?.avatarUrl);
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="profile-avatar"] img') as HTMLImageElement | null;
      return Boolean(img?.complete && img.naturalWidth === 1);
    });
    // The header shows the new name and picture too.
    await page.getByTestId("user-menu").getByText("Pat Pinner").waitFor();

    // Saving the name alone keeps the PIN; emptying the field removes it after confirmation.
    await page.getByTestId("save-profile").click();
    await page.getByText("Your profile has been saved.").first().waitFor();
    expect((await app.db.db.select().from(users).where(eq(users.id, user.id)))[0]?.quickAccessPinDigest).toBe(
      row?.quickAccessPinDigest,
    );
    await page.getByTestId("profile-pin").fill("");
    await page.getByTestId("save-profile").click();
    await page.getByTestId("confirm-remove-pin").click();
    await page.waitForFunction(() => document.body.textContent?.includes("4 digits to open assets"));
    expect((await app.db.db.select().from(users).where(eq(users.id, user.id)))[0]?.quickAccessPinDigest).toBeNull();
    await context.close();
  });

  it("refuses a PIN another member of the organization already uses", async () => {
    const first = await signInAs(app, "member", { id: orgId }, { email: "first@pin.test", password: "first-password" });
    await first.page.goto("/profile");
    await first.page.getByTestId("profile-pin").fill("1357");
    await first.page.getByTestId("save-profile").click();
    await first.page.getByText("Your profile has been saved.").waitFor();
    await first.context.close();

    const second = await signInAs(
      app,
      "member",
      { id: orgId },
      { email: "second@pin.test", password: "second-password" },
    );
    await second.page.goto("/profile");
    await second.page.getByTestId("profile-pin").fill("1357");
    await second.page.getByTestId("save-profile").click();
    await second.page
      .getByText("This PIN is already used by another member of your organization. Please choose a different PIN.")
      .first()
      .waitFor();
    await second.context.close();
  });
});

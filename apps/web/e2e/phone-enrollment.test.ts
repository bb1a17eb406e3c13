import { mkdir } from "node:fs/promises";
import { VIEWER_READ_ONLY_MESSAGE } from "@stockroom/core";
import { assets, inventoryItems } from "@stockroom/db";
import { createOrganization, createUser, signedInClient } from "@stockroom/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserApp, noBrowser, signIn, startBrowserApp } from "./harness";
import { enrollPhone, memberWithPin, typeWithInventoryForm } from "./phoneFixtures";

/**
 * Issue 21: a PIN works only on an enrolled phone. An administrator shows a one-time code
 * under Organization settings › Members › Phones; a phone that scans a label is asked to set
 * itself up, types the code, then gets the spec's PIN step. A viewer's PIN only looks.
 */
const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = "/tmp/phone-enrollment-shots";
let app: BrowserApp;
let orgId: string;

beforeAll(async () => {
  if (noBrowser) return;
  app = await startBrowserApp();
  const db = app.db.db;
  orgId = (await createOrganization(db, "Enrol Hardware")).id;
  await createUser(db, {
    email: "ada@enrol.test",
    password: "pass-word-1",
    fullName: "Ada Admin",
    org: { id: orgId, role: "admin" },
  });
  await memberWithPin(app, orgId, "pia@enrol.test", "Pia Picker", "3579");
  await createUser(db, {
    email: "vic@enrol.test",
    password: "pass-word-1",
    fullName: "Vic Viewer",
    org: { id: orgId, role: "viewer" },
  });
  const viewer = await signedInClient(app, "vic@enrol.test", "pass-word-1");
  await viewer.trpc.profile.update.mutate({ fullName: "Vic Viewer", quickAccessPin: "8642" });
  const type = await typeWithInventoryForm(app, orgId, { type: "Fasteners", form: "Fastener Count" }, [
    { id: "field_1", label: "Counted", type: "number", required: true, inventory_action: "set" },
  ]);
  const [asset] = await db
    .insert(assets)
    .values({ organizationId: orgId, assetTypeId: type.typeId, name: "Hex Bolts M8", barcode: "HB-008" })
    .returning();
  if (!asset) throw new Error("asset not created");
  await db
    .insert(inventoryItems)
    .values({ organizationId: orgId, assetId: asset.id, assetTypeId: type.typeId, name: "Hex Bolts M8", quantity: 40 });
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(noBrowser)("enrolling a phone for the quick access PIN (Chromium)", () => {
  it("the admin shows a code, the phone types it, then the PIN opens the options; the admin sees and revokes the phone", async () => {
    const admin = await app.newPage({ viewport: DESKTOP });
    await signIn(admin.page, "ada@enrol.test", "pass-word-1");
    await admin.page.goto("/organization-admin");
    await admin.page.getByTestId("category-members").click();
    await admin.page.getByTestId("phone-devices").scrollIntoViewIfNeeded();
    await admin.page.getByTestId("create-enrollment-code").click();
    const code = (await admin.page.getByTestId("enrollment-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await admin.page.getByTestId("phone-devices").screenshot({ path: `${SHOTS}/admin-phones-code.png` });
    await admin.page.screenshot({ path: `${SHOTS}/admin-members-1280.png`, fullPage: true });

    // A phone that never signed in scans a label: it is asked to enroll, and learns nothing else.
    const phone = await app.newPage({ viewport: PHONE });
    await phone.page.goto("/qr/HB-008");
    await phone.page.getByRole("heading", { name: "Set up this phone" }).waitFor({ timeout: 45_000 });
    await expect(phone.page.getByText("Hex Bolts M8").count()).resolves.toBe(0);
    await expect(phone.page.getByTestId("mobile-pin").count()).resolves.toBe(0);
    await phone.page.screenshot({ path: `${SHOTS}/phone-enroll-375.png` });
    // A wrong code says so; the admin's code enrolls the phone and the PIN step follows.
    await phone.page.getByTestId("enroll-code").fill("ABCD-EFGH");
    await phone.page.getByTestId("enroll-submit").click();
    await phone.page.getByTestId("enroll-error").waitFor();
    await phone.page.screenshot({ path: `${SHOTS}/phone-enroll-wrong-375.png` });
    await phone.page.getByTestId("enroll-code").fill(code.toLowerCase());
    await phone.page.getByTestId("enroll-submit").click();
    await phone.page.getByTestId("mobile-pin").waitFor();
    await phone.page.getByTestId("mobile-pin").fill("3579");
    await phone.page.getByTestId("pin-submit").click();
    await phone.page.getByTestId("mobile-options").waitFor();
    await phone.page.getByText("Welcome, Pia Picker").waitFor();
    await expect(phone.page.getByTestId("mobile-option-inventory").isDisabled()).resolves.toBe(false);
    await phone.context.close();

    // The admin's list shows the phone (enrolled with the code); revoking it asks first.
    await admin.page.reload();
    await admin.page.getByTestId("category-members").click();
    const table = admin.page.getByTestId("phone-devices-table");
    await table.getByText("Ada Admin (code)").waitFor();
    await admin.page.getByTestId("phone-devices").screenshot({ path: `${SHOTS}/admin-phones-list.png` });
    await table.getByRole("button", { name: "Revoke the phone enrolled by Ada Admin" }).first().click();
    await admin.page.getByRole("button", { name: "Revoke", exact: true }).click();
    await table.getByText("Ada Admin (code)").waitFor({ state: "detached" });
    await admin.context.close();
  });

  it("a viewer's PIN opens the options read-only, and the screen says why", async () => {
    const phone = await app.newPage({ viewport: PHONE });
    await enrollPhone(app, phone.context, orgId);
    await phone.page.goto("/qr/HB-008");
    await phone.page.getByTestId("mobile-pin").waitFor({ timeout: 45_000 });
    await phone.page.getByTestId("mobile-pin").fill("8642");
    await phone.page.getByTestId("pin-submit").click();
    await phone.page.getByTestId("mobile-options").waitFor();
    await expect(phone.page.getByTestId("mobile-read-only").textContent()).resolves.toContain(VIEWER_READ_ONLY_MESSAGE);
    for (const option of ["intake", "inventory", "continue_inventory"]) {
      await expect(phone.page.getByTestId(`mobile-option-${option}`).isDisabled()).resolves.toBe(true);
    }
    await phone.page.getByRole("link", { name: "View full asset details" }).waitFor();
    await phone.page.screenshot({ path: `${SHOTS}/phone-viewer-options-375.png`, fullPage: true });
    await phone.context.close();
  });
});

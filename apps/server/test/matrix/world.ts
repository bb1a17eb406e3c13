import { monthKey } from "@stockroom/core";
import {
  invitations,
  monthlyInventorySnapshots,
  notifications,
  organizationMembers,
  organizations,
} from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { takeMonthlySnapshot } from "../../src/services/inventory/snapshots/take-monthly-snapshot";
import {
  createUser,
  enrolledPhone,
  latestMailTo,
  signedInClient,
  type TestApp,
  type TestClient,
  twoOrganizations,
} from "../harness";
import { A_MARKER, B_PIN, type Caller, type MatrixWorld } from "./format";

/** The PIN of A's member, whose phone holds a PIN session of A (a row B's calls must leave alone). */
const A_PIN = "9753";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Two organizations; A holds one of everything (asset type with barcodes, asset with its
 * inventory item, a check that was corrected and whose anomaly banner was dismissed, an
 * archived asset with a check, a monthly snapshot, a report template, a member's phone
 * with a PIN session, linked form, a
 * submission, a test value set, a pending invitation, an uploaded file), every name
 * carrying {@link A_MARKER}, made through A's own calls (the snapshot through the
 * monthly job's service). B has rows of its own too ({@link MatrixWorld.own}: an asset
 * with a check, an inventory form, a report template) and a member whose PIN opened a
 * phone's PIN session ({@link MatrixWorld.bPin}).
 */
export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const { a, b } = await twoOrganizations(t, "matrix");
  await t.db.db
    .update(organizations)
    .set({ name: `Org ${A_MARKER}` })
    .where(eq(organizations.id, a.org.id));
  const type = await a.admin.trpc.assetTypes.create.mutate({ name: `Type ${A_MARKER}` });
  await a.admin.trpc.assetTypes.updateBarcodeSettings.mutate({
    id: type.id,
    enableBarcodes: true,
    barcodeType: "qr",
    barcodePrefix: "ZZA",
  });
  const asset = await a.admin.trpc.assets.create.mutate({
    name: `Asset ${A_MARKER}`,
    asset_type_id: type.id,
    description: `Description ${A_MARKER}`,
    current_inventory: 5,
  });
  const form = (await a.admin.trpc.forms.create.mutate({
    name: `Form ${A_MARKER}`,
    purpose: "inventory",
    asset_type_id: type.id,
    form_data: { fields: [{ id: "field_1", label: `Count ${A_MARKER}`, type: "number", inventory_action: "set" }] },
  })) as { id: string };
  const submitted = await a.admin.trpc.forms.submit.mutate({
    formId: form.id,
    assetId: asset.id,
    values: { field_1: 7 },
  });
  const testValues = await a.admin.trpc.forms.testValueSets.save.mutate({
    formId: form.id,
    name: `Values ${A_MARKER}`,
    values: { field_1: 3 },
  });
  await a.admin.trpc.organization.updateSettings.mutate({ allowMemberInvites: true });
  const inviteeEmail = `invitee.${Date.now()}@test.local`;
  await a.admin.trpc.organization.invitations.create.mutate({ email: inviteeEmail });
  const mail = await latestMailTo(t.db.db, inviteeEmail);
  const invitationToken = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? "")?.[1] ?? "");
  const [invitation] = await t.db.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.organizationId, a.org.id));
  const memberEmail = `member2.${Date.now()}@test.local`;
  const member = await createUser(t.db.db, { email: memberEmail, org: { id: a.org.id, role: "member" } });
  const [membership] = await t.db.db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, a.org.id), eq(organizationMembers.userId, member.id)));
  const form2 = new FormData();
  form2.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "a.png");
  const uploaded = (await (
    await a.member.fetch(`${t.baseUrl}/api/uploads/form-uploads`, { method: "POST", body: form2 })
  ).json()) as { url: string };

  // Inventory: a check of the item, corrected and its banner dismissed; an archived asset with a check.
  const check = await a.admin.trpc.inventory.items.recordCheck.mutate({
    id: asset.inventoryItemId,
    quantity: 6,
    notes: `Check ${A_MARKER}`,
  });
  await a.admin.trpc.inventory.history.applyCorrection.mutate({
    historyId: check.historyId,
    quantity: 8,
    reason: `Reason ${A_MARKER}`,
  });
  await a.admin.trpc.inventory.history.dismiss.mutate({ historyId: check.historyId });
  const archived = await a.admin.trpc.assets.create.mutate({
    name: `Archived ${A_MARKER}`,
    asset_type_id: type.id,
    current_inventory: 2,
  });
  const archivedCheck = await a.admin.trpc.inventory.items.recordCheck.mutate({
    id: archived.inventoryItemId,
    quantity: 3,
    notes: `Archived check ${A_MARKER}`,
  });
  await a.admin.trpc.assets.delete.mutate({ id: archived.id });
  // The monthly job's snapshot of this month (every organization; A's asset has stock).
  const snapshotMonth = monthKey(new Date());
  await takeMonthlySnapshot(t.db.db, snapshotMonth);
  const [snapshot] = await t.db.db
    .select({ id: monthlyInventorySnapshots.id })
    .from(monthlyInventorySnapshots)
    .where(
      and(eq(monthlyInventorySnapshots.organizationId, a.org.id), eq(monthlyInventorySnapshots.assetId, asset.id)),
    );
  const template = await a.admin.trpc.reports.templates.create.mutate({
    name: `Template ${A_MARKER}`,
    description: `Template description ${A_MARKER}`,
    asset_type_filter: [type.id],
  });

  // A phone of A's member, enrolled by A's admin's code, with a PIN session of A.
  await a.member.trpc.profile.update.mutate({ fullName: `Phone ${A_MARKER}`, quickAccessPin: A_PIN });
  const aPhone = await enrolledPhone(t, a.admin);
  await aPhone.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: A_PIN });
  const aPhoneDevice = (await a.admin.trpc.phones.list.query()).devices.find((d) => d.method === "code");

  // A webhook endpoint of A with a delivery in its log (a test message, never sent here).
  const webhook = await a.admin.trpc.webhooks.create.mutate({
    url: `https://hooks.example.com/${A_MARKER}`,
    description: `Hook ${A_MARKER}`,
    eventTypes: ["asset.created"],
  });
  const webhookTest = await a.admin.trpc.webhooks.sendTest.mutate({ endpointId: webhook.endpoint.id });

  // B: an asset of its own and a phone with the PIN session of B's member.
  const bType = await b.admin.trpc.assetTypes.create.mutate({ name: "B type" });
  const bAsset = await b.admin.trpc.assets.create.mutate({
    name: "B asset",
    asset_type_id: bType.id,
    current_inventory: 1,
  });
  await b.member.trpc.profile.update.mutate({ fullName: "B Phone", quickAccessPin: B_PIN });
  const bCheck = await b.admin.trpc.inventory.items.recordCheck.mutate({ id: bAsset.inventoryItemId, quantity: 2 });
  const bForm = (await b.admin.trpc.forms.create.mutate({
    name: "B form",
    purpose: "inventory",
    asset_type_id: bType.id,
    form_data: { fields: [{ id: "field_1", label: "B count", type: "number", inventory_action: "set" }] },
  })) as { id: string };
  const bTemplate = await b.admin.trpc.reports.templates.create.mutate({ name: "B template" });
  // Issue 27: an API token of A (B's admin must not revoke it).
  const aToken = await a.admin.trpc.apiTokens.create.mutate({
    name: `${A_MARKER} token`,
    scopes: ["assets:read"],
    expiresInDays: 30,
  });
  const bPin = await enrolledPhone(t, b.admin);
  await bPin.trpc.mobile.authenticate.mutate({ assetId: bAsset.id, pin: B_PIN });

  // A notification of A's admin (issue 25): the bell's procedures are tried on it.
  const [aNotification] = await t.db.db
    .insert(notifications)
    .values({
      organizationId: a.org.id,
      userId: a.adminUser.id,
      eventId: crypto.randomUUID(),
      kind: "low_stock",
      title: `Low stock: ${A_MARKER}`,
      body: "1 left",
      link: "/inventory/reorder",
    })
    .returning({ id: notifications.id });
  if (
    !aNotification ||
    !aPhoneDevice ||
    !invitation ||
    !membership ||
    !invitationToken ||
    !snapshot ||
    !asset.barcode ||
    !bPin.jar.has("stockroom_pin")
  ) {
    throw new Error("matrix world incomplete");
  }
  return {
    t,
    a,
    b,
    ids: {
      orgId: a.org.id,
      adminEmail: a.adminUser.email,
      memberUserId: member.id,
      memberId: membership.id,
      assetTypeId: type.id,
      assetId: asset.id,
      formId: form.id,
      submissionId: (submitted as { submissionId: string }).submissionId,
      testValueSetId: (testValues as { id: string }).id,
      invitationId: invitation.id,
      invitationToken,
      uploadUrl: uploaded.url,
      assetBarcode: asset.barcode,
      inventoryItemId: asset.inventoryItemId,
      historyId: check.historyId,
      archivedAssetId: archived.id,
      archivedHistoryId: archivedCheck.historyId,
      snapshotId: snapshot.id,
      snapshotMonth,
      reportTemplateId: template.id,
      phoneDeviceId: aPhoneDevice.id,
      webhookEndpointId: webhook.endpoint.id,
      webhookDeliveryId: webhookTest.deliveryId,
      notificationId: aNotification.id,
      apiTokenId: aToken.id,
    },
    bPin,
    own: {
      assetTypeId: bType.id,
      assetId: bAsset.id,
      inventoryItemId: bAsset.inventoryItemId,
      historyId: bCheck.historyId,
      formId: bForm.id,
      reportTemplateId: bTemplate.id,
      month: snapshotMonth,
    },
  };
}

let freshCount = 0;

/** The client of organization B that plays `caller`. */
export async function callerOf(world: MatrixWorld, caller: Caller): Promise<TestClient | null> {
  switch (caller) {
    case "admin":
      return world.b.admin;
    case "member":
      return world.b.member;
    case "viewer":
      return world.b.viewer;
    case "pin":
      return world.bPin;
    case "freshPin": {
      const phone = await enrolledPhone(world.t, world.b.admin);
      await phone.trpc.mobile.authenticate.mutate({ assetId: world.own.assetId, pin: B_PIN });
      return phone;
    }
    case "anonymous":
      return null;
    case "fresh": {
      const email = `fresh.${++freshCount}.${Date.now()}@test.local`;
      await createUser(world.t.db.db, { email, password: "test-password", org: { id: world.b.org.id, role: "admin" } });
      return signedInClient(world.t, email);
    }
  }
}

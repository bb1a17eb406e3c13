import {
  activityLog,
  anomalyDismissals,
  assets,
  assetTypes,
  formSubmissions,
  forms,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
  inventoryPriceHistory,
  invitations,
  organizationMembers,
  organizations,
  reportTemplates,
  uploads,
  users,
} from "@stockroom/db";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  client,
  createOrganization,
  createUser,
  failure,
  latestMailTo,
  linkForm,
  setUpTestApp,
  signedInClient,
  type TestApp,
  type TestClient,
} from "./harness";

let t: TestApp;
let operator: TestClient;
let operatorId: string;

setUpTestApp(async (app) => {
  t = app;
  const op = await createUser(t.db.db, { email: "op@platform.test", password: "test-password", operator: true });
  operatorId = op.id;
  operator = await signedInClient(t, "op@platform.test");
});

/** Rows of one organization in every table that deleting it touches, restrict links included. */
async function seedOrganizationData(organizationId: string, creatorId: string) {
  const db = t.db.db;
  const [type] = await db
    .insert(assetTypes)
    .values({ organizationId, name: "Paint", createdBy: creatorId })
    .returning();
  const [asset1] = await db
    .insert(assets)
    .values([
      { organizationId, assetTypeId: type!.id, name: "Red paint", assetId: "A-1" },
      { organizationId, assetTypeId: type!.id, name: "Blue paint", assetId: "A-2", isDeleted: true },
    ])
    .returning();
  const [item] = await db
    .insert(inventoryItems)
    .values({ organizationId, assetId: asset1!.id, assetTypeId: type!.id, name: "Red paint", quantity: 5 })
    .returning();
  const [history] = await db
    .insert(inventoryHistory)
    .values({
      organizationId,
      inventoryItemId: item!.id,
      checkType: "periodic",
      eventType: "check",
      quantity: 5,
      monthYear: "2026-01",
    })
    .returning();
  await db.insert(inventoryCorrections).values({
    organizationId,
    originalHistoryId: history!.id,
    correctionReason: "typo",
    correctedQuantity: 4,
  });
  await db.insert(inventoryPriceHistory).values({ organizationId, inventoryItemId: item!.id, price: 3.5 });
  await db.insert(anomalyDismissals).values({ organizationId, assetId: asset1!.id, historyId: history!.id });
  const [form] = await db.insert(forms).values({ organizationId, name: "Monthly count" }).returning();
  await linkForm(db, organizationId, { assetTypeId: type!.id, formId: form!.id, purpose: "inventory" });
  await db.insert(formSubmissions).values([
    { organizationId, formId: form!.id, assetId: asset1!.id, monthYear: "2026-01", submittedBy: creatorId },
    { organizationId, formId: form!.id, assetId: asset1!.id, monthYear: "2026-02", submittedBy: creatorId },
  ]);
  await db.insert(reportTemplates).values({ organizationId, name: "Stock report" });
  await db.insert(activityLog).values({ organizationId, actorId: creatorId, type: "asset_created", description: "x" });
  await db
    .insert(uploads)
    .values({ organizationId, bucket: "avatars", key: `${organizationId}-k.png`, contentType: "image/png", size: 1 });
}

async function rowsOf(organizationId: string) {
  const db = t.db.db;
  const n = async (table: typeof assets | typeof forms, col = table.organizationId) =>
    (await db.select({ n: count() }).from(table).where(eq(col, organizationId)))[0]?.n ?? 0;
  return {
    members: (
      await db
        .select({ n: count() })
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, organizationId))
    )[0]?.n,
    assets: await n(assets),
    inventory_items: (
      await db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.organizationId, organizationId))
    )[0]?.n,
    forms: await n(forms),
    form_submissions: (
      await db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.organizationId, organizationId))
    )[0]?.n,
    reports: (
      await db.select({ n: count() }).from(reportTemplates).where(eq(reportTemplates.organizationId, organizationId))
    )[0]?.n,
    history: (
      await db.select({ n: count() }).from(inventoryHistory).where(eq(inventoryHistory.organizationId, organizationId))
    )[0]?.n,
    activity: (
      await db.select({ n: count() }).from(activityLog).where(eq(activityLog.organizationId, organizationId))
    )[0]?.n,
  };
}

describe("access", () => {
  it("refuses every platform procedure to non-operators, organization admins included", async () => {
    const org = await createOrganization(t.db.db, "Not a platform");
    await createUser(t.db.db, {
      email: "admin@notplatform.test",
      password: "test-password",
      org: { id: org.id, role: "owner" },
    });
    const admin = await signedInClient(t, "admin@notplatform.test");
    const id = org.id;
    const calls: (() => Promise<unknown>)[] = [
      () => admin.trpc.platform.organizations.list.query(),
      () => admin.trpc.platform.organizations.create.mutate({ name: "X", adminEmail: "x@x.test" }),
      () => admin.trpc.platform.organizations.details.query({ organizationId: id }),
      () => admin.trpc.platform.organizations.deletionPreview.query({ organizationId: id }),
      () =>
        admin.trpc.platform.organizations.delete.mutate({ organizationId: id, confirmation: "DELETE ORGANIZATION" }),
      () => admin.trpc.platform.members.addExisting.mutate({ organizationId: id, email: "a@a.test", role: "member" }),
      () =>
        admin.trpc.platform.members.create.mutate({
          organizationId: id,
          email: "b@b.test",
          password: "Abcdefgh",
          role: "member",
        }),
      () => admin.trpc.platform.members.remove.mutate({ organizationId: id, userId: operatorId }),
      () => admin.trpc.platform.members.batchInvite.mutate({ organizationId: id, emails: "c@c.test", role: "member" }),
      () => admin.trpc.platform.users.delete.mutate({ userId: operatorId }),
    ];
    for (const call of calls) {
      const err = await failure(call());
      expect(err.data?.code).toBe("FORBIDDEN");
      expect(err.message).toBe("Access Denied: You are not a platform operator");
    }
    expect(await t.db.db.select().from(organizations).where(eq(organizations.id, id))).toHaveLength(1);
    const signedOut = client(t.baseUrl);
    expect((await failure(signedOut.trpc.platform.organizations.list.query())).data?.code).toBe("UNAUTHORIZED");
  });
});

describe("organizations", () => {
  it("creates the organization and its admin account with a temporary password to change at first sign-in", async () => {
    const created = await operator.trpc.platform.organizations.create.mutate({
      name: "  Harbor Supplies ",
      adminEmail: "Boss@Harbor.test",
      description: "",
    });
    expect(created.organization.name).toBe("Harbor Supplies");
    expect(created.admin.email).toBe("boss@harbor.test");
    expect(created.admin.temporaryPassword).toMatch(/^[A-HJ-NP-Za-kmnp-z2-9]{8}$/);

    const admin = client(t.baseUrl);
    const viewer = await admin.trpc.auth.signIn.mutate({
      email: "boss@harbor.test",
      password: created.admin.temporaryPassword as string,
    });
    expect(viewer.user.mustChangePassword).toBe(true);
    expect(viewer.user.fullName).toBe("boss");
    expect(viewer.membership?.role).toBe("admin");
    expect(viewer.membership?.organization.name).toBe("Harbor Supplies");

    const list = await operator.trpc.platform.organizations.list.query();
    const row = list.find((o) => o.id === created.organization.id);
    expect(row).toMatchObject({ name: "Harbor Supplies", description: null, memberCount: 1, adminCount: 1 });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("names the new admin with the full name the operator typed", async () => {
    const created = await operator.trpc.platform.organizations.create.mutate({
      name: "Quay Stores",
      adminEmail: "ops@quay.test",
      adminName: "  Ada Quay ",
    });
    const admin = client(t.baseUrl);
    const viewer = await admin.trpc.auth.signIn.mutate({
      email: "ops@quay.test",
      password: created.admin.temporaryPassword as string,
    });
    expect(viewer.user.fullName).toBe("Ada Quay");
  });

  it("needs a name and an admin email, with the spec's message", async () => {
    for (const input of [
      { name: "", adminEmail: "a@b.test" },
      { name: "Org", adminEmail: "" },
    ]) {
      const err = await failure(operator.trpc.platform.organizations.create.mutate(input));
      expect(err.message).toBe("Organization name and admin email are required.");
      expect(err.data?.code).toBe("BAD_REQUEST");
    }
  });

  it("makes an existing account without organization the admin, and refuses one that has an organization", async () => {
    await createUser(t.db.db, { email: "free@agent.test" });
    const created = await operator.trpc.platform.organizations.create.mutate({
      name: "Free Org",
      adminEmail: "free@agent.test",
    });
    expect(created.admin.temporaryPassword).toBeNull();
    expect(created.admin.accountCreated).toBe(false);

    const before = (await t.db.db.select({ n: count() }).from(organizations))[0]?.n;
    const err = await failure(
      operator.trpc.platform.organizations.create.mutate({ name: "Second", adminEmail: "free@agent.test" }),
    );
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toBe("free@agent.test already belongs to another organization. Remove them there first.");
    expect((await t.db.db.select({ n: count() }).from(organizations))[0]?.n).toBe(before);
  });
});

describe("members of an organization", () => {
  it("adds an existing user with a role, including owner, and lists them in the details", async () => {
    const org = await createOrganization(t.db.db, "Add Existing Org");
    await createUser(t.db.db, { email: "joiner@x.test", fullName: "Jo Iner" });
    const bad = await failure(
      operator.trpc.platform.members.addExisting.mutate({ organizationId: org.id, email: "nope", role: "member" }),
    );
    expect(bad.message).toBe("Please provide a valid email.");
    const unknown = await failure(
      operator.trpc.platform.members.addExisting.mutate({
        organizationId: org.id,
        email: "ghost@x.test",
        role: "member",
      }),
    );
    expect(unknown.message).toBe("No user with this email address exists.");

    const added = await operator.trpc.platform.members.addExisting.mutate({
      organizationId: org.id,
      email: "JOINER@x.test",
      role: "owner",
    });
    expect(added.role).toBe("owner");
    const again = await failure(
      operator.trpc.platform.members.addExisting.mutate({
        organizationId: org.id,
        email: "joiner@x.test",
        role: "member",
      }),
    );
    expect(again.message).toBe("joiner@x.test is already a member of this organization.");

    const details = await operator.trpc.platform.organizations.details.query({ organizationId: org.id });
    expect(details.organization.name).toBe("Add Existing Org");
    expect(details.members).toHaveLength(1);
    expect(details.members[0]).toMatchObject({ email: "joiner@x.test", fullName: "Jo Iner", role: "owner" });
    expect(details.invitations).toEqual([]);
  });

  it("creates a user with a temporary password; the full name defaults to the part before @", async () => {
    const org = await createOrganization(t.db.db, "Create User Org");
    const missing = await failure(
      operator.trpc.platform.members.create.mutate({
        organizationId: org.id,
        email: "new.hire@x.test",
        password: "",
        role: "member",
      }),
    );
    expect(missing.message).toBe("Please fill in all required fields.");
    const made = await operator.trpc.platform.members.create.mutate({
      organizationId: org.id,
      email: "new.hire@x.test",
      password: "Temp2345",
      role: "viewer",
    });
    expect(made.role).toBe("viewer");
    const [row] = await t.db.db.select().from(users).where(eq(users.id, made.userId));
    expect(row?.fullName).toBe("new.hire");
    expect(row?.mustChangePassword).toBe(true);
    expect(row?.passwordHash).not.toContain("Temp2345");
    const c = client(t.baseUrl);
    const viewer = await c.trpc.auth.signIn.mutate({ email: "new.hire@x.test", password: "Temp2345" });
    expect(viewer.membership?.role).toBe("viewer");
  });

  it("enforces the organization's max members when adding", async () => {
    const org = await createOrganization(t.db.db, "Tiny Org");
    await t.db.db
      .update(organizations)
      .set({ settings: { maxMembers: 1 } })
      .where(eq(organizations.id, org.id));
    await createUser(t.db.db, { email: "first@tiny.test", org: { id: org.id, role: "admin" } });
    await createUser(t.db.db, { email: "second@tiny.test" });
    const err = await failure(
      operator.trpc.platform.members.addExisting.mutate({
        organizationId: org.id,
        email: "second@tiny.test",
        role: "member",
      }),
    );
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toMatch(/reached its limit of 1 members/);
  });

  it("batch-invites one address per line and reports the errors", async () => {
    const org = await createOrganization(t.db.db, "Batch Org");
    await createUser(t.db.db, { email: "already@batch.test", org: { id: org.id, role: "member" } });
    const empty = await failure(
      operator.trpc.platform.members.batchInvite.mutate({ organizationId: org.id, emails: "  \n ", role: "member" }),
    );
    expect(empty.message).toBe("Please provide email addresses.");
    const none = await failure(
      operator.trpc.platform.members.batchInvite.mutate({
        organizationId: org.id,
        emails: "nope\nalso nope",
        role: "member",
      }),
    );
    expect(none.message).toBe("No valid email addresses found.");

    const result = await operator.trpc.platform.members.batchInvite.mutate({
      organizationId: org.id,
      emails: "one@batch.test\n\nTWO@batch.test\nnot-an-address\nalready@batch.test\n",
      role: "viewer",
    });
    expect(result.success_count).toBe(2);
    expect(result.error_count).toBe(2);
    expect(result.errors).toEqual([
      "not-an-address: not a valid email address",
      "already@batch.test is already a member of this organization.",
    ]);
    const mail = await latestMailTo(t.db.db, "two@batch.test");
    expect(mail?.subject).toBe("You're invited to join Batch Org on Stockroom");
    expect(mail?.text).toMatch(/\/invitation\?token=/);
    const details = await operator.trpc.platform.organizations.details.query({ organizationId: org.id });
    expect(details.invitations.map((i) => [i.email, i.role, i.expired])).toEqual(
      expect.arrayContaining([
        ["one@batch.test", "viewer", false],
        ["two@batch.test", "viewer", false],
      ]),
    );
  });

  it("removes a member from the organization and keeps the account", async () => {
    const org = await createOrganization(t.db.db, "Remove Org");
    const user = await createUser(t.db.db, { email: "leaver@x.test", org: { id: org.id, role: "member" } });
    await operator.trpc.platform.members.remove.mutate({ organizationId: org.id, userId: user.id });
    const [m] = await t.db.db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id));
    expect(m?.isDeleted).toBe(true);
    expect(await t.db.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    const again = await failure(
      operator.trpc.platform.members.remove.mutate({ organizationId: org.id, userId: user.id }),
    );
    expect(again.data?.code).toBe("NOT_FOUND");
  });

  it("deletes a user permanently, but never the operator themselves", async () => {
    const org = await createOrganization(t.db.db, "Delete User Org");
    const user = await createUser(t.db.db, { email: "gone@x.test", org: { id: org.id, role: "member" } });
    const empty = await failure(operator.trpc.platform.users.delete.mutate({ userId: "" }));
    expect(empty.message).toBe("User ID is required for deletion");
    const self = await failure(operator.trpc.platform.users.delete.mutate({ userId: operatorId }));
    expect(self.data?.code).toBe("FORBIDDEN");
    expect(await operator.trpc.platform.users.delete.mutate({ userId: user.id })).toEqual({
      success: true,
      message: "User deleted successfully",
    });
    expect(await t.db.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    const [entry] = await t.db.db.select().from(activityLog).where(eq(activityLog.organizationId, org.id));
    expect(entry?.description).toBe("gone's account was deleted");
  });
});

describe("deleting an organization", () => {
  it("previews the counts, needs the exact confirmation and removes exactly what it counted", async () => {
    const doomed = await createOrganization(t.db.db, "Doomed");
    const kept = await createOrganization(t.db.db, "Kept");
    const doomedAdmin = await createUser(t.db.db, { email: "a@doomed.test", org: { id: doomed.id, role: "admin" } });
    const removed = await createUser(t.db.db, { email: "b@doomed.test", org: { id: doomed.id, role: "member" } });
    await t.db.db
      .update(organizationMembers)
      .set({ isDeleted: true })
      .where(eq(organizationMembers.userId, removed.id));
    const keptAdmin = await createUser(t.db.db, { email: "a@kept.test", org: { id: kept.id, role: "admin" } });
    await seedOrganizationData(doomed.id, doomedAdmin.id);
    await seedOrganizationData(kept.id, keptAdmin.id);
    await t.db.db.insert(invitations).values({
      organizationId: doomed.id,
      email: "x@doomed.test",
      tokenHash: "h-doomed",
      expiresAt: new Date(Date.now() + 1e6),
    });

    const preview = await operator.trpc.platform.organizations.deletionPreview.query({ organizationId: doomed.id });
    expect(preview.organization.name).toBe("Doomed");
    expect(preview.data_to_delete).toEqual({
      members: 2,
      assets: 2,
      inventory_items: 1,
      forms: 1,
      form_submissions: 2,
      reports: 1,
    });
    const keptBefore = await rowsOf(kept.id);

    const wrong = await failure(
      operator.trpc.platform.organizations.delete.mutate({
        organizationId: doomed.id,
        confirmation: "delete organization" as "DELETE ORGANIZATION",
      }),
    );
    expect(wrong.message).toBe("Deletion cancelled - text did not match.");
    expect(await t.db.db.select().from(organizations).where(eq(organizations.id, doomed.id))).toHaveLength(1);

    const result = await operator.trpc.platform.organizations.delete.mutate({
      organizationId: doomed.id,
      confirmation: "DELETE ORGANIZATION",
    });
    expect(result.deleted).toEqual(preview.data_to_delete);
    expect(await rowsOf(doomed.id)).toEqual({
      members: 0,
      assets: 0,
      inventory_items: 0,
      forms: 0,
      form_submissions: 0,
      reports: 0,
      history: 0,
      activity: 0,
    });
    expect(await t.db.db.select().from(invitations).where(eq(invitations.organizationId, doomed.id))).toHaveLength(0);
    expect(await rowsOf(kept.id)).toEqual(keptBefore);
    // Accounts stay, without an organization.
    expect(await t.db.db.select().from(users).where(eq(users.id, doomedAdmin.id))).toHaveLength(1);
    const list = await operator.trpc.platform.organizations.list.query();
    expect(list.some((o) => o.id === doomed.id)).toBe(false);
    const gone = await failure(
      operator.trpc.platform.organizations.deletionPreview.query({ organizationId: doomed.id }),
    );
    expect(gone.data?.code).toBe("NOT_FOUND");
    const [stillMember] = await t.db.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.userId, keptAdmin.id), eq(organizationMembers.organizationId, kept.id)));
    expect(stillMember?.isDeleted).toBe(false);
  });
});

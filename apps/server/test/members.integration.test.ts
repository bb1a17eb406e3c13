import { activityLog, organizationMembers, organizations, sessions, users } from "@stockroom/db";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  client,
  createOrganization,
  createUser,
  failure,
  type OrgFixture,
  setUpTwoOrganizations,
  signedInClient,
  type TestApp,
} from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("members", (f) => ({ t, a, b } = f), { STOCKROOM_SECRET: "members-test-secret" });

async function activities(organizationId: string) {
  return t.db.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.organizationId, organizationId))
    .orderBy(desc(activityLog.createdAt));
}

describe("member list", () => {
  it("shows every member the list, with activity for admins only", async () => {
    const forAdmin = await a.admin.trpc.organization.members.list.query();
    expect(forAdmin.map((m) => m.role).sort()).toEqual(["admin", "member", "viewer"]);
    const admin = forAdmin.find((m) => m.userId === a.adminUser.id);
    expect(admin?.sessionCount).toBe(1);
    expect(admin?.lastSignInAt).toBeInstanceOf(Date);
    expect(admin?.recentActivityCount).toBe(0);
    expect(admin?.joinedAt).toBeInstanceOf(Date);

    const forViewer = await a.viewer.trpc.organization.members.list.query();
    expect(forViewer).toHaveLength(3);
    expect(forViewer.every((m) => m.sessionCount === null && m.lastSignInAt === null)).toBe(true);
    expect(forViewer.map((m) => m.email).sort()).toEqual(forAdmin.map((m) => m.email).sort());
  });
});

describe("create user (admin)", () => {
  it("validates with the spec's messages and creates nothing on bad input", async () => {
    const base = { email: "new@a.test", fullName: "New Person", role: "member" as const, password: "password1" };
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email" }, "Please enter a valid email address"],
      [{ fullName: "N" }, "Full name must be at least 2 characters"],
      [{ password: "short" }, "Password must be at least 8 characters"],
      [{ quickAccessPin: "12a4" }, "PIN must be exactly 4 digits"],
      [{ role: "owner" }, "Please choose a valid role"],
    ];
    for (const [change, message] of cases) {
      const err = await failure(a.admin.trpc.organization.members.create.mutate({ ...base, ...change } as typeof base));
      expect(err.message).toBe(message);
    }
    expect(await t.db.db.select().from(users).where(eq(users.email, "new@a.test"))).toHaveLength(0);
  });

  it("creates an account that must change its password, with a hashed PIN", async () => {
    const created = await a.admin.trpc.organization.members.create.mutate({
      email: "Carla@A.test",
      fullName: "Carla Diaz",
      role: "viewer",
      password: "first-password",
      quickAccessPin: "4821",
    });
    const [row] = await t.db.db.select().from(users).where(eq(users.id, created.userId));
    expect(row).toMatchObject({ email: "carla@a.test", fullName: "Carla Diaz", mustChangePassword: true });
    expect(row?.quickAccessPinDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.quickAccessPinDigest).not.toContain("4821");
    const [entry] = await activities(a.org.id);
    expect(entry?.description).toBe("Carla Diaz joined the organization as viewer");

    const c = client(t.baseUrl);
    const viewer = await c.trpc.auth.signIn.mutate({ email: "carla@a.test", password: "first-password" });
    expect(viewer.user.mustChangePassword).toBe(true);
    expect(viewer.membership?.role).toBe("viewer");
  });

  it("refuses a PIN another member of the organization uses, but not one used in another organization", async () => {
    const taken = await failure(
      a.admin.trpc.organization.members.create.mutate({
        email: "dup-pin@a.test",
        fullName: "Dup Pin",
        role: "member",
        password: "password1",
        quickAccessPin: "4821",
      }),
    );
    expect(taken.data?.code).toBe("CONFLICT");
    expect(taken.message).toBe(
      "This PIN is already used by another member of your organization. Please choose a different PIN.",
    );
    expect(await t.db.db.select().from(users).where(eq(users.email, "dup-pin@a.test"))).toHaveLength(0);
    await b.admin.trpc.organization.members.create.mutate({
      email: "same-pin@b.test",
      fullName: "Same Pin",
      role: "member",
      password: "password1",
      quickAccessPin: "4821",
    });
  });

  it("refuses an email that already has an account", async () => {
    const err = await failure(
      a.admin.trpc.organization.members.create.mutate({
        email: "CARLA@a.test",
        fullName: "Carla Again",
        role: "member",
        password: "password1",
      }),
    );
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toBe("A user with this email address already exists.");
  });

  it("enforces max members", async () => {
    const org = await createOrganization(t.db.db, "Full House");
    await t.db.db
      .update(organizations)
      .set({ settings: { maxMembers: 1 } })
      .where(eq(organizations.id, org.id));
    await createUser(t.db.db, {
      email: "boss@full.test",
      password: "test-password",
      org: { id: org.id, role: "admin" },
    });
    const c = await signedInClient(t, "boss@full.test");
    const err = await failure(
      c.trpc.organization.members.create.mutate({
        email: "extra@full.test",
        fullName: "Extra",
        role: "member",
        password: "password1",
      }),
    );
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toMatch(/reached its limit of 1 members/);
    expect(await t.db.db.select().from(users).where(eq(users.email, "extra@full.test"))).toHaveLength(0);
  });
});

describe("role, removal and deletion", () => {
  it("toggles a member between admin and member and records it", async () => {
    const { memberId } = await a.admin.trpc.organization.members.create.mutate({
      email: "toggle@a.test",
      fullName: "Tog Gle",
      role: "member",
      password: "password1",
    });
    await a.admin.trpc.organization.members.updateRole.mutate({ memberId, role: "admin" });
    const [row] = await t.db.db.select().from(organizationMembers).where(eq(organizationMembers.id, memberId));
    expect(row?.role).toBe("admin");
    expect((await activities(a.org.id))[0]?.description).toBe("Tog Gle is now an admin");
    await a.admin.trpc.organization.members.updateRole.mutate({ memberId, role: "member" });
    const bad = await failure(
      a.admin.trpc.organization.members.updateRole.mutate({ memberId, role: "owner" as unknown as "admin" }),
    );
    expect(bad.message).toBe("Please choose a valid role");
  });

  it("never changes the admin's own role or an owner's (unless the actor is an owner)", async () => {
    const members = await a.admin.trpc.organization.members.list.query();
    const self = members.find((m) => m.userId === a.adminUser.id);
    const own = await failure(
      a.admin.trpc.organization.members.updateRole.mutate({ memberId: self!.memberId, role: "member" }),
    );
    expect(own.data?.code).toBe("FORBIDDEN");
    expect(own.message).toBe("You cannot do this to your own account.");

    const owner = await createUser(t.db.db, {
      email: "owner@a.test",
      password: "test-password",
      org: { id: a.org.id, role: "owner" },
    });
    const [ownerMember] = await t.db.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, owner.id));
    const err = await failure(a.admin.trpc.organization.members.remove.mutate({ memberId: ownerMember!.id }));
    expect(err.message).toBe("Only an owner can change or remove an owner.");

    const ownerClient = await signedInClient(t, "owner@a.test");
    const toggle = members.find((m) => m.email === "toggle@a.test");
    await ownerClient.trpc.organization.members.updateRole.mutate({ memberId: toggle!.memberId, role: "admin" });
  });

  it("removes a member: membership marked deleted, account kept, organization access gone", async () => {
    await createUser(t.db.db, {
      email: "leaving@a.test",
      password: "test-password",
      org: { id: a.org.id, role: "member" },
    });
    const leaving = await signedInClient(t, "leaving@a.test");
    const member = (await a.admin.trpc.organization.members.list.query()).find((m) => m.email === "leaving@a.test");
    await a.admin.trpc.organization.members.remove.mutate({ memberId: member!.memberId });
    expect((await a.admin.trpc.organization.members.list.query()).some((m) => m.email === "leaving@a.test")).toBe(
      false,
    );
    expect((await activities(a.org.id))[0]?.description).toBe("leaving was removed from the organization");
    const err = await failure(leaving.trpc.organization.get.query());
    expect(err.message).toBe("No organization context available");
    expect(await t.db.db.select().from(users).where(eq(users.email, "leaving@a.test"))).toHaveLength(1);
  });

  it("deletes a member's account after the id check, with its sessions", async () => {
    const empty = await failure(a.admin.trpc.organization.members.deleteUser.mutate({ userId: " " }));
    expect(empty.message).toBe("User ID is required for deletion");
    const doomed = await createUser(t.db.db, {
      email: "doomed@a.test",
      password: "test-password",
      org: { id: a.org.id, role: "member" },
    });
    const dc = await signedInClient(t, "doomed@a.test");
    expect(await a.admin.trpc.organization.members.deleteUser.mutate({ userId: doomed.id })).toEqual({
      success: true,
      message: "User deleted successfully",
    });
    expect(await t.db.db.select().from(users).where(eq(users.id, doomed.id))).toHaveLength(0);
    expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, doomed.id))).toHaveLength(0);
    expect(await dc.trpc.auth.session.query()).toBeNull();
  });

  it("does not let an organization admin delete a platform operator's account", async () => {
    const op = await createUser(t.db.db, { email: "op@a.test", operator: true, org: { id: a.org.id, role: "member" } });
    const err = await failure(a.admin.trpc.organization.members.deleteUser.mutate({ userId: op.id }));
    expect(err.data?.code).toBe("FORBIDDEN");
    expect(await t.db.db.select().from(users).where(eq(users.id, op.id))).toHaveLength(1);
  });
});

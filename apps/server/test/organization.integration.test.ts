import { activityLog, invitations, organizationMembers, organizations, users } from "@stockroom/db";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newToken } from "../src/auth/tokens";
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

setUpTwoOrganizations("orgtest", (f) => ({ t, a, b } = f));

async function lastActivity(organizationId: string) {
  const [entry] = await t.db.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.organizationId, organizationId))
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  return entry;
}

describe("organization details", () => {
  it("gives every member the organization with its settings, defaults filled in", async () => {
    const org = await a.viewer.trpc.organization.get.query();
    expect(org.id).toBe(a.org.id);
    expect(org.settings).toEqual({
      primaryColor: "blue",
      customTheme: false,
      emailNotifications: true,
      slackIntegration: false,
      weeklyReports: false,
      memberJoinNotifications: true,
      allowMemberInvites: false,
      requireApprovalForJoining: false,
      maxMembers: 50,
      defaultRole: "member",
    });
  });

  it("lets an admin change name and description, records it, and refuses members and viewers", async () => {
    const updated = await a.admin.trpc.organization.update.mutate({
      name: "  Acme North ",
      description: "Paint depot",
    });
    expect(updated).toMatchObject({ name: "Acme North", description: "Paint depot" });
    expect((await lastActivity(a.org.id))?.description).toBe("Organization details updated");
    expect((await a.member.trpc.auth.session.query())?.membership?.organization.name).toBe("Acme North");

    for (const c of [a.member, a.viewer]) {
      const err = await failure(c.trpc.organization.update.mutate({ name: "Hijacked" }));
      expect(err.data?.code).toBe("FORBIDDEN");
      expect(err.message).toBe("You need to be a system administrator to access this page");
    }
    const empty = await failure(a.admin.trpc.organization.update.mutate({ name: "  " }));
    expect(empty.message).toBe("Organization name is required");
    const [row] = await t.db.db.select().from(organizations).where(eq(organizations.id, a.org.id));
    expect(row?.name).toBe("Acme North");
  });

  it("refuses a logo address that is not an upload of the organization", async () => {
    const err = await failure(
      a.admin.trpc.organization.update.mutate({ name: "Acme North", avatarUrl: "/files/org-avatars/someone-else.png" }),
    );
    expect(err.message).toBe("Could not upload organization logo");
    const external = await failure(
      a.admin.trpc.organization.update.mutate({ name: "Acme North", avatarUrl: "https://evil.example/x.png" }),
    );
    expect(external.message).toBe("Could not upload organization logo");
  });
});

describe("organization settings", () => {
  it("saves appearance, notifications and advanced settings on the server for everyone", async () => {
    const current = await a.admin.trpc.organization.get.query();
    const saved = await a.admin.trpc.organization.updateSettings.mutate({
      ...current.settings,
      primaryColor: "teal",
      weeklyReports: true,
      allowMemberInvites: true,
      maxMembers: 120,
      defaultRole: "viewer",
    });
    expect(saved).toMatchObject({ primaryColor: "teal", weeklyReports: true, maxMembers: 120, defaultRole: "viewer" });
    // Delivered to every member with the session, so the theme follows for all.
    const session = await a.viewer.trpc.auth.session.query();
    expect(session?.membership?.organization.settings).toMatchObject({ primaryColor: "teal", maxMembers: 120 });
    expect((await lastActivity(a.org.id))?.description).toBe("Organization settings updated");
  });

  it("reads a non-numeric max members as 50 and refuses one outside 1–1000", async () => {
    const saved = await a.admin.trpc.organization.updateSettings.mutate({
      maxMembers: "lots" as unknown as number,
    });
    expect(saved.maxMembers).toBe(50);
    for (const maxMembers of [0, 1001]) {
      const err = await failure(a.admin.trpc.organization.updateSettings.mutate({ maxMembers }));
      expect(err.message).toBe("Maximum members must be between 1 and 1000");
    }
    const err = await failure(
      a.admin.trpc.organization.updateSettings.mutate({ primaryColor: "pink" as unknown as "blue" }),
    );
    expect(err.data?.code).toBe("BAD_REQUEST");
  });

  it("is for admins only", async () => {
    for (const c of [a.member, a.viewer]) {
      expect((await failure(c.trpc.organization.updateSettings.mutate({}))).data?.code).toBe("FORBIDDEN");
      expect((await failure(c.trpc.organization.statistics.query())).data?.code).toBe("FORBIDDEN");
    }
  });
});

describe("statistics", () => {
  it("counts the organization's users, active users, assets and forms", async () => {
    const org = await createOrganization(t.db.db, "Stats Org");
    const admin = await createUser(t.db.db, {
      email: "admin@stats.test",
      password: "test-password",
      org: { id: org.id, role: "admin" },
    });
    const idle = await createUser(t.db.db, { email: "idle@stats.test", org: { id: org.id, role: "member" } });
    await t.db.db
      .update(users)
      .set({ lastSignInAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(users.id, idle.id));
    const c = await signedInClient(t, "admin@stats.test");
    expect(await c.trpc.organization.statistics.query()).toEqual({
      organizations: 1,
      users: 2,
      activeUsers: 1,
      assets: 0,
      forms: 0,
    });
    expect(admin.id).toBeTruthy();
  });
});

describe("tenancy: a member of B never reaches A", () => {
  it("answers B's own data to B, whatever ids are sent, and NOT_FOUND for A's ids", async () => {
    // B's admin sees only B.
    expect((await b.admin.trpc.organization.get.query()).id).toBe(b.org.id);
    const bMembers = await b.admin.trpc.organization.members.list.query();
    const aMembers = await a.admin.trpc.organization.members.list.query();
    expect(bMembers.every((m) => !aMembers.some((x) => x.memberId === m.memberId))).toBe(true);
    expect((await b.member.trpc.organization.dashboard.summary.query()).stats.teamMembers).toBe(3);

    const aAdminMember = aMembers.find((m) => m.userId === a.adminUser.id);
    const aMember = aMembers.find((m) => m.role === "member");
    if (!aAdminMember || !aMember) throw new Error("fixture members missing");
    const [invite] = await t.db.db
      .insert(invitations)
      .values({
        organizationId: a.org.id,
        email: "pending@a.test",
        tokenHash: newToken().hash,
        expiresAt: new Date(Date.now() + 1e6),
      })
      .returning();

    const attempts: [string, () => Promise<unknown>][] = [
      [
        "updateRole",
        () => b.admin.trpc.organization.members.updateRole.mutate({ memberId: aMember.memberId, role: "admin" }),
      ],
      ["remove", () => b.admin.trpc.organization.members.remove.mutate({ memberId: aMember.memberId })],
      ["deleteUser", () => b.admin.trpc.organization.members.deleteUser.mutate({ userId: aMember.userId })],
      ["revoke", () => b.admin.trpc.organization.invitations.revoke.mutate({ invitationId: invite!.id })],
    ];
    for (const [name, attempt] of attempts) {
      const err = await failure(attempt());
      expect(err.data?.code, name).toBe("NOT_FOUND");
    }
    // Nothing of A changed.
    const [still] = await t.db.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.id, aMember.memberId));
    expect(still).toMatchObject({ role: "member", isDeleted: false });
    expect(await t.db.db.select().from(invitations).where(eq(invitations.id, invite!.id))).toHaveLength(1);
    expect(await t.db.db.select().from(users).where(eq(users.id, aMember.userId))).toHaveLength(1);
    expect((await b.admin.trpc.organization.invitations.list.query()).some((i) => i.id === invite!.id)).toBe(false);
    // Writes of B land in B.
    await b.admin.trpc.organization.update.mutate({ name: "B renamed" });
    const [aRow] = await t.db.db.select().from(organizations).where(eq(organizations.id, a.org.id));
    expect(aRow?.name).not.toBe("B renamed");
  });

  it("refuses viewers every write and members every admin action", async () => {
    const members = await a.admin.trpc.organization.members.list.query();
    const target = members.find((m) => m.role === "member");
    if (!target) throw new Error("fixture member missing");
    for (const c of [a.viewer, a.member]) {
      const writes: (() => Promise<unknown>)[] = [
        () => c.trpc.organization.update.mutate({ name: "X" }),
        () => c.trpc.organization.updateSettings.mutate({}),
        () =>
          c.trpc.organization.members.create.mutate({
            email: "x@y.test",
            fullName: "Xx",
            role: "member",
            password: "password1",
          }),
        () => c.trpc.organization.members.updateRole.mutate({ memberId: target.memberId, role: "admin" }),
        () => c.trpc.organization.members.remove.mutate({ memberId: target.memberId }),
        () => c.trpc.organization.members.deleteUser.mutate({ userId: target.userId }),
        () => c.trpc.organization.invitations.create.mutate({ email: "x@y.test" }),
        () => c.trpc.organization.invitations.list.query(),
      ];
      for (const write of writes) expect((await failure(write())).data?.code).toBe("FORBIDDEN");
    }
    const [row] = await t.db.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.id, target.memberId), eq(organizationMembers.isDeleted, false)));
    expect(row?.role).toBe("member");
  });

  it("answers UNAUTHORIZED to signed-out callers", async () => {
    const anon = client(t.baseUrl);
    for (const call of [
      () => anon.trpc.organization.get.query(),
      () => anon.trpc.organization.members.list.query(),
      () => anon.trpc.organization.dashboard.summary.query(),
    ]) {
      expect((await failure(call())).data?.code).toBe("UNAUTHORIZED");
    }
  });
});

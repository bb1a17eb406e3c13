import { activityLog, invitations, organizationMembers, organizations, users } from "@stockroom/db";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  client,
  createUser,
  failure,
  latestMailTo,
  type OrgFixture,
  setUpTwoOrganizations,
  signedInClient,
  type TestApp,
} from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("invites", (f) => ({ t, a, b } = f));

async function allowInvites(org: OrgFixture, extra: Record<string, unknown> = {}) {
  const current = await org.admin.trpc.organization.get.query();
  await org.admin.trpc.organization.updateSettings.mutate({ ...current.settings, allowMemberInvites: true, ...extra });
}

async function tokenMailedTo(email: string): Promise<string> {
  const mail = await latestMailTo(t.db.db, email);
  const link = mail?.text.match(/(http\S+\/invitation\?token=\S+)/)?.[1];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

describe("inviting", () => {
  it("lets administrators invite while 'Allow member invites' is off (that setting is about members)", async () => {
    const settings = (await a.admin.trpc.organization.get.query()).settings;
    expect(settings.allowMemberInvites).toBe(false);
    const invited = await a.admin.trpc.organization.invitations.create.mutate({ email: "early@x.test" });
    expect(invited.email).toBe("early@x.test");
    expect((await latestMailTo(t.db.db, "early@x.test"))?.text).toContain("/invitation?token=");
  });

  it("is refused to members who are not administrators", async () => {
    await allowInvites(a);
    const err = await failure(a.member.trpc.organization.invitations.create.mutate({ email: "nope@x.test" }));
    expect(err.data?.code).toBe("FORBIDDEN");
    expect(await latestMailTo(t.db.db, "nope@x.test")).toBeUndefined();
  });

  it("mails a 7-day single-use link to /invitation and stores only the token's hash", async () => {
    await allowInvites(a);
    const before = Date.now();
    const invited = await a.admin.trpc.organization.invitations.create.mutate({ email: "Dana@X.test", role: "viewer" });
    expect(invited).toMatchObject({ email: "dana@x.test", role: "viewer" });
    const mail = await latestMailTo(t.db.db, "dana@x.test");
    expect(mail?.subject).toBe(`You're invited to join ${a.org.name} on Stockroom`);
    expect(mail?.text).toContain(`${t.baseUrl}/invitation?token=`);
    const token = await tokenMailedTo("dana@x.test");
    const [row] = await t.db.db.select().from(invitations).where(eq(invitations.id, invited.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = ((row?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const list = await a.admin.trpc.organization.invitations.list.query();
    expect(list.find((i) => i.id === invited.id)).toMatchObject({
      email: "dana@x.test",
      role: "viewer",
      expired: false,
    });
  });

  it("uses the organization's default role when none is chosen, and refuses current members", async () => {
    await allowInvites(a, { defaultRole: "viewer" });
    const invited = await a.admin.trpc.organization.invitations.create.mutate({ email: "norole@x.test" });
    expect(invited.role).toBe("viewer");
    const members = await a.admin.trpc.organization.members.list.query();
    const member = members.find((m) => m.role === "member");
    const err = await failure(a.admin.trpc.organization.invitations.create.mutate({ email: member!.email }));
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toBe(`${member!.email} is already a member of this organization.`);
    await allowInvites(a, { defaultRole: "member" });
  });

  it("replaces an earlier pending invitation of the same address; revoking kills the link", async () => {
    await a.admin.trpc.organization.invitations.create.mutate({ email: "twice@x.test" });
    const first = await tokenMailedTo("twice@x.test");
    const second = await a.admin.trpc.organization.invitations.create.mutate({ email: "twice@x.test" });
    const c = client(t.baseUrl);
    expect((await c.trpc.organization.invitations.byToken.query({ token: first })).status).toBe("not_found");
    const token = await tokenMailedTo("twice@x.test");
    expect((await c.trpc.organization.invitations.byToken.query({ token })).status).toBe("valid");
    await a.admin.trpc.organization.invitations.revoke.mutate({ invitationId: second.id });
    expect((await c.trpc.organization.invitations.byToken.query({ token })).status).toBe("not_found");
  });
});

describe("the invitation page", () => {
  it("tells not found, expired, accepted and valid apart, with details only when valid", async () => {
    const anon = client(t.baseUrl);
    expect(await anon.trpc.organization.invitations.byToken.query({ token: "nonsense" })).toEqual({
      status: "not_found",
      invitation: null,
    });
    const empty = await failure(anon.trpc.organization.invitations.byToken.query({ token: "" }));
    expect(empty.message).toBe("Invalid invitation link");

    await a.admin.trpc.organization.invitations.create.mutate({ email: "state@x.test", role: "member" });
    const token = await tokenMailedTo("state@x.test");
    const valid = await anon.trpc.organization.invitations.byToken.query({ token });
    expect(valid.status).toBe("valid");
    expect(valid.invitation).toMatchObject({
      organizationName: a.org.name,
      email: "state@x.test",
      role: "member",
      accountExists: false,
    });
    expect(valid.invitation?.inviterName).toBeTruthy();

    await t.db.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "state@x.test"));
    expect(await anon.trpc.organization.invitations.byToken.query({ token })).toEqual({
      status: "expired",
      invitation: null,
    });
  });
});

describe("accepting", () => {
  it("lets the signed-in invitee join with the invitation's role, once", async () => {
    await createUser(t.db.db, { email: "erin@x.test", password: "test-password", fullName: "Erin Example" });
    await a.admin.trpc.organization.invitations.create.mutate({ email: "erin@x.test", role: "viewer" });
    const token = await tokenMailedTo("erin@x.test");
    const erin = client(t.baseUrl);
    expect((await erin.trpc.organization.invitations.byToken.query({ token })).invitation?.accountExists).toBe(true);

    const signedOut = await failure(erin.trpc.organization.invitations.accept.mutate({ token }));
    expect(signedOut.data?.code).toBe("UNAUTHORIZED");

    await erin.trpc.auth.signIn.mutate({ email: "erin@x.test", password: "test-password" });
    const joined = await erin.trpc.organization.invitations.accept.mutate({ token });
    expect(joined).toMatchObject({ organizationId: a.org.id, role: "viewer" });
    const session = await erin.trpc.auth.session.query();
    expect(session?.membership?.organizationId).toBe(a.org.id);
    expect(session?.membership?.role).toBe("viewer");
    const [entry] = await t.db.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.organizationId, a.org.id))
      .orderBy(desc(activityLog.createdAt))
      .limit(1);
    expect(entry?.description).toBe("Erin Example accepted the invitation and joined as viewer");

    const again = await failure(erin.trpc.organization.invitations.accept.mutate({ token }));
    expect(again.message).toBe("This invitation has already been accepted");
    expect((await erin.trpc.organization.invitations.byToken.query({ token })).status).toBe("accepted");
  });

  it("refuses another signed-in account, an expired link and an unknown one", async () => {
    await a.admin.trpc.organization.invitations.create.mutate({ email: "frank@x.test" });
    const token = await tokenMailedTo("frank@x.test");
    await createUser(t.db.db, { email: "mallory@x.test", password: "test-password" });
    const mallory = await signedInClient(t, "mallory@x.test");
    const wrong = await failure(mallory.trpc.organization.invitations.accept.mutate({ token }));
    expect(wrong.data?.code).toBe("FORBIDDEN");
    expect(wrong.message).toBe("This invitation was sent to frank@x.test. Sign in with that address to accept it.");
    // The failed attempt did not use the link up.
    expect((await mallory.trpc.organization.invitations.byToken.query({ token })).status).toBe("valid");

    const unknown = await failure(mallory.trpc.organization.invitations.accept.mutate({ token: "nope" }));
    expect(unknown.message).toBe("Invitation not found");

    await createUser(t.db.db, { email: "late@x.test", password: "test-password" });
    await a.admin.trpc.organization.invitations.create.mutate({ email: "late@x.test" });
    const lateToken = await tokenMailedTo("late@x.test");
    await t.db.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(invitations.email, "late@x.test"));
    const late = await signedInClient(t, "late@x.test");
    const expired = await failure(late.trpc.organization.invitations.accept.mutate({ token: lateToken }));
    expect(expired.message).toBe("This invitation has expired");
    expect((await late.trpc.auth.session.query())?.membership).toBeNull();
  });

  it("refuses a member of another organization and enforces max members at acceptance", async () => {
    const bMembers = await b.admin.trpc.organization.members.list.query();
    const bMember = bMembers.find((m) => m.role === "member");
    await a.admin.trpc.organization.invitations.create.mutate({ email: bMember!.email });
    const token = await tokenMailedTo(bMember!.email);
    const err = await failure(b.member.trpc.organization.invitations.accept.mutate({ token }));
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toBe(`${bMember!.email} already belongs to another organization. Remove them there first.`);

    await createUser(t.db.db, { email: "crowd@x.test", password: "test-password" });
    await a.admin.trpc.organization.invitations.create.mutate({ email: "crowd@x.test" });
    const crowdToken = await tokenMailedTo("crowd@x.test");
    const count = (await a.admin.trpc.organization.members.list.query()).length;
    await allowInvites(a, { maxMembers: count });
    const crowd = await signedInClient(t, "crowd@x.test");
    const full = await failure(crowd.trpc.organization.invitations.accept.mutate({ token: crowdToken }));
    expect(full.message).toMatch(new RegExp(`reached its limit of ${count} members`));
    expect(
      await t.db.db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, a.org.id)),
    ).toHaveLength(count);
    await allowInvites(a, { maxMembers: 50 });
    expect((await crowd.trpc.organization.invitations.accept.mutate({ token: crowdToken })).organizationId).toBe(
      a.org.id,
    );
  });

  it("sets up an account for an invited address that has none, and signs it in", async () => {
    await a.admin.trpc.organization.invitations.create.mutate({ email: "gina@x.test", role: "member" });
    const token = await tokenMailedTo("gina@x.test");
    const gina = client(t.baseUrl);
    const short = await failure(
      gina.trpc.organization.invitations.acceptWithNewAccount.mutate({
        token,
        fullName: "Gina Green",
        password: "12345",
        confirmPassword: "12345",
      }),
    );
    expect(short.message).toBe("Password must be at least 6 characters long");
    const name = await failure(
      gina.trpc.organization.invitations.acceptWithNewAccount.mutate({
        token,
        fullName: "G",
        password: "garden-gate",
        confirmPassword: "garden-gate",
      }),
    );
    expect(name.message).toBe("Full name must be at least 2 characters");
    const mismatch = await failure(
      gina.trpc.organization.invitations.acceptWithNewAccount.mutate({
        token,
        fullName: "Gina Green",
        password: "garden-gate",
        confirmPassword: "garden-gat",
      }),
    );
    expect(mismatch.message).toBe("Passwords do not match");
    expect(await t.db.db.select().from(users).where(eq(users.email, "gina@x.test"))).toHaveLength(0);

    const joined = await gina.trpc.organization.invitations.acceptWithNewAccount.mutate({
      token,
      fullName: "Gina Green",
      password: "garden-gate",
      confirmPassword: "garden-gate",
    });
    expect(joined).toEqual({ organizationName: a.org.name, role: "member" });
    const session = await gina.trpc.auth.session.query();
    expect(session?.user).toMatchObject({ email: "gina@x.test", fullName: "Gina Green", mustChangePassword: false });
    expect(session?.membership?.organizationId).toBe(a.org.id);
    const again = await failure(
      client(t.baseUrl).trpc.organization.invitations.acceptWithNewAccount.mutate({
        token,
        fullName: "Someone Else",
        password: "garden-gate",
        confirmPassword: "garden-gate",
      }),
    );
    expect(again.message).toBe("This invitation has already been accepted");
  });

  it("does not set up a second account for an address that has one", async () => {
    await createUser(t.db.db, { email: "hal@x.test", password: "test-password" });
    await a.admin.trpc.organization.invitations.create.mutate({ email: "hal@x.test" });
    const token = await tokenMailedTo("hal@x.test");
    const err = await failure(
      client(t.baseUrl).trpc.organization.invitations.acceptWithNewAccount.mutate({
        token,
        fullName: "Hal Hijack",
        password: "new-password",
        confirmPassword: "new-password",
      }),
    );
    expect(err.message).toBe("An account with this email already exists. Sign in to accept the invitation.");
    const [hal] = await t.db.db.select().from(users).where(eq(users.email, "hal@x.test"));
    expect(hal?.fullName).toBe("hal");
  });

  it("keeps organization B's invitations away from A's admin", async () => {
    await allowInvites(b);
    const bInvite = await b.admin.trpc.organization.invitations.create.mutate({ email: "b-only@x.test" });
    expect((await a.admin.trpc.organization.invitations.list.query()).some((i) => i.id === bInvite.id)).toBe(false);
    const err = await failure(a.admin.trpc.organization.invitations.revoke.mutate({ invitationId: bInvite.id }));
    expect(err.data?.code).toBe("NOT_FOUND");
    const [org] = await t.db.db.select().from(organizations).where(eq(organizations.id, b.org.id));
    expect(org).toBeDefined();
    expect(await t.db.db.select().from(invitations).where(eq(invitations.id, bInvite.id))).toHaveLength(1);
  });
});

import { createHmac } from "node:crypto";
import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  client,
  createUser,
  failure,
  type OrgFixture,
  setUpTwoOrganizations,
  signedInClient,
  type TestApp,
} from "./harness";

const SECRET = "profile-test-secret";
let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;

setUpTwoOrganizations("profile", (f) => ({ t, a, b } = f), { STOCKROOM_SECRET: SECRET });

async function digestOf(userId: string) {
  const [row] = await t.db.db.select({ d: users.quickAccessPinDigest }).from(users).where(eq(users.id, userId));
  return row?.d;
}

describe("your profile", () => {
  it("reads the profile without ever returning the PIN", async () => {
    const profile = await a.member.trpc.profile.get.query();
    expect(profile).toMatchObject({ hasQuickAccessPin: false, avatarUrl: null });
    expect(Object.keys(profile)).not.toContain("quickAccessPin");
  });

  it("saves the full name and a 4-digit PIN as a keyed digest", async () => {
    const me = await a.member.trpc.auth.session.query();
    const saved = await a.member.trpc.profile.update.mutate({ fullName: " Mia Member ", quickAccessPin: "0427" });
    expect(saved).toEqual({ fullName: "Mia Member", hasQuickAccessPin: true });
    const expected = createHmac("sha256", SECRET).update("quick-access-pin:0427").digest("hex");
    expect(await digestOf(me!.user.id)).toBe(expected);
    expect((await a.member.trpc.profile.get.query()).hasQuickAccessPin).toBe(true);
  });

  it("keeps the PIN when none is sent and clears it with an empty one", async () => {
    const me = await a.member.trpc.auth.session.query();
    const before = await digestOf(me!.user.id);
    await a.member.trpc.profile.update.mutate({ fullName: "Mia M." });
    expect(await digestOf(me!.user.id)).toBe(before);
    expect(await a.member.trpc.profile.update.mutate({ fullName: "Mia M.", quickAccessPin: "" })).toEqual({
      fullName: "Mia M.",
      hasQuickAccessPin: false,
    });
    expect(await digestOf(me!.user.id)).toBeNull();
  });

  it("refuses a PIN that is not exactly 4 digits, changing nothing", async () => {
    for (const pin of ["123", "12345", "12a4"]) {
      const err = await failure(a.member.trpc.profile.update.mutate({ fullName: "Changed", quickAccessPin: pin }));
      expect(err.message).toBe("Quick Access PIN must be exactly 4 digits");
    }
    expect((await a.member.trpc.profile.get.query()).fullName).toBe("Mia M.");
  });

  it("refuses a PIN another member of the same organization uses; other organizations may reuse it", async () => {
    await a.viewer.trpc.profile.update.mutate({ fullName: "Vic Viewer", quickAccessPin: "7777" });
    const err = await failure(a.member.trpc.profile.update.mutate({ fullName: "Mia", quickAccessPin: "7777" }));
    expect(err.data?.code).toBe("CONFLICT");
    expect(err.message).toBe(
      "This PIN is already used by another member of your organization. Please choose a different PIN.",
    );
    expect((await a.member.trpc.profile.get.query()).hasQuickAccessPin).toBe(false);
    await b.member.trpc.profile.update.mutate({ fullName: "Ben", quickAccessPin: "7777" });
    // Re-saving one's own PIN is not a conflict with oneself.
    await a.viewer.trpc.profile.update.mutate({ fullName: "Vic Viewer", quickAccessPin: "7777" });
  });

  it("is open to users without an organization (operators) and closed to signed-out callers", async () => {
    await createUser(t.db.db, { email: "op@profile.test", password: "test-password", operator: true });
    const op = await signedInClient(t, "op@profile.test");
    expect(
      (await op.trpc.profile.update.mutate({ fullName: "Olga Operator", quickAccessPin: "7777" })).hasQuickAccessPin,
    ).toBe(true);
    const anon = client(t.baseUrl);
    expect((await failure(anon.trpc.profile.get.query())).data?.code).toBe("UNAUTHORIZED");
    expect((await failure(anon.trpc.profile.update.mutate({ fullName: "x" }))).data?.code).toBe("UNAUTHORIZED");
  });
});

describe("your avatar", () => {
  it("refuses an address that is not the user's own upload", async () => {
    for (const avatarUrl of ["https://evil.example/a.png", "/files/avatars/not-mine.png", "/files/org-avatars/x.png"]) {
      const err = await failure(a.member.trpc.profile.updateAvatar.mutate({ avatarUrl }));
      expect(err.message).toBe("Error uploading avatar");
    }
    expect((await a.member.trpc.profile.updateAvatar.mutate({ avatarUrl: null })).avatarUrl).toBeNull();
  });
});

import {
  ENROLLMENT_CODE_INVALID_MESSAGE,
  ENROLLMENT_CODE_LIMIT,
  ENROLLMENT_LOCKED_MESSAGE,
  INVALID_PIN_MESSAGE,
  MOBILE_PAGE_ADDRESS_LIMIT,
  MOBILE_PAGE_LIMIT_MESSAGE,
  PHONE_NOT_ENROLLED_MESSAGE,
  PIN_CHANGE_DAY_LIMIT,
  PIN_CHANGE_LIMIT_MESSAGE,
  PIN_DEVICE_DAY_LIMIT,
  PIN_DEVICE_SHORT_LIMIT,
  PIN_DEVICE_STOPPED_MESSAGE,
  PIN_LOCKED_MESSAGE,
  PIN_ORG_DAY_CEILING,
  VIEWER_READ_ONLY_MESSAGE,
} from "@stockroom/core";
import { activityLog, organizationMembers, users } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pinDigest } from "../src/services/profile/pin-digest";
import { PIN_IN_USE_MESSAGE } from "../src/services/profile/pin-used-in-organization";
import { field, formsFixtures } from "./forms-fixtures";
import { client, createUser, failure, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

/**
 * Issue 21 §2–§5: a PIN cannot be found or used to lock people out, and read-only means
 * read-only. Every phone here has its own client address (X-Forwarded-For; the app trusts
 * one proxy in this test), so "address X" and "address Y" are real different clients.
 */
const SECRET = "mobile-pin-test-secret";
const ENV = { STOCKROOM_SECRET: SECRET, TRUST_PROXY: "1" };

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let fxA: ReturnType<typeof formsFixtures>;
let fxB: ReturnType<typeof formsFixtures>;
let ipCounter = 0;

setUpTwoOrganizations(
  "pin",
  async (f) => {
    ({ t, a, b } = f);
    fxA = formsFixtures(t.db.db, a.org.id);
    fxB = formsFixtures(t.db.db, b.org.id);
  },
  ENV,
);

const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A phone: a cookie jar and its own client address. */
function phone(ip = nextIp()) {
  const c = client(t.baseUrl, { forwardedFor: ip });
  return { trpc: c.trpc, jar: c.jar, ip, fetch: c.fetch };
}
type Phone = ReturnType<typeof phone>;

/** A phone enrolled for `org` by its admin's one-time code. */
async function enrolled(org: OrgFixture = a, ip = nextIp()): Promise<Phone> {
  const p = phone(ip);
  const { code } = await org.admin.trpc.phones.createEnrollmentCode.mutate();
  await p.trpc.mobile.enroll.mutate({ code });
  return p;
}

/** A member (signed in with "test-password") whose PIN is set straight in the database. */
async function memberWithPin(orgId: string, pin: string, role = "member") {
  const email = `pin.${Math.random().toString(36).slice(2, 9)}@test.local`;
  const user = await createUser(t.db.db, {
    email,
    password: "test-password",
    fullName: "Pat Phone",
    org: { id: orgId, role },
  });
  await t.db.db
    .update(users)
    .set({ quickAccessPinDigest: pinDigest(SECRET, pin) })
    .where(eq(users.id, user.id));
  return { ...user, email };
}

async function countableAsset(fx: ReturnType<typeof formsFixtures>, quantity = 10) {
  const type = await fx.assetType();
  const form = await fx.form([field.number("field_1", "Received", "add", { required: true })], {
    assetTypeId: type.id,
    purpose: "inventory",
  });
  const { asset, item } = await fx.asset(type.id, { quantity });
  if (!item) throw new Error("no item");
  return { type, form, asset, item };
}

async function wrongPins(p: Phone, assetId: string, n: number, pin = "0000"): Promise<string[]> {
  const messages: string[] = [];
  for (let i = 0; i < n; i++) {
    messages.push((await failure(p.trpc.mobile.authenticate.mutate({ assetId, pin }))).message);
  }
  return messages;
}

/** Moves every short (15-minute) phone lock into the past, as if the time had passed. */
async function shortLocksRunOut() {
  await t.db.db.execute(
    sql`update rate_limits set locked_until = now() - interval '1 second' where key like 'device:%'`,
  );
}

describe("§2 nobody finds a PIN or a label without an enrolled phone", () => {
  it("before a PIN, an unenrolled phone gets the same answer for known, unknown and other organizations' labels, and its PIN is refused", async () => {
    await memberWithPin(a.org.id, "4826");
    const { asset } = await countableAsset(fxA);
    const { asset: other } = await countableAsset(fxB);
    const p = phone();
    const answers = [
      await p.trpc.mobile.page.query({ assetId: asset.id }),
      await p.trpc.mobile.page.query({ code: asset.barcode ?? asset.assetId ?? asset.id }),
      await p.trpc.mobile.page.query({ assetId: other.id }),
      await p.trpc.mobile.page.query({ assetId: crypto.randomUUID() }),
      await p.trpc.mobile.page.query({ code: "NO-SUCH-CODE-000001" }),
    ];
    expect(answers).toEqual(Array(5).fill({ state: "enroll" }));
    // The right PIN on the right label opens nothing, and counts against nobody.
    const err = await failure(p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "4826" }));
    expect(err.data?.code).toBe("FORBIDDEN");
    expect(err.message).toBe(PHONE_NOT_ENROLLED_MESSAGE);
    expect(p.jar.has("stockroom_pin")).toBe(false);
  });

  it("a phone enrolled for B learns nothing of A's labels: A's codes answer as unknown ones do", async () => {
    const { asset } = await countableAsset(fxA);
    const q = await enrolled(b);
    const ofA = await failure(q.trpc.mobile.page.query({ assetId: asset.id }));
    const unknown = await failure(q.trpc.mobile.page.query({ assetId: crypto.randomUUID() }));
    expect([ofA.data?.code, ofA.message]).toEqual([unknown.data?.code, unknown.message]);
    const byCode = await failure(q.trpc.mobile.page.query({ code: asset.barcode ?? asset.id }));
    const unknownCode = await failure(q.trpc.mobile.page.query({ code: "NO-SUCH-CODE-000002" }));
    expect([byCode.data?.code, byCode.message]).toEqual([unknownCode.data?.code, unknownCode.message]);
  });

  it(`counting codes upward is throttled per address: ${MOBILE_PAGE_ADDRESS_LIMIT.max} lookups, then refused; another address is served`, async () => {
    const { asset } = await countableAsset(fxA);
    const ip = nextIp();
    const x = phone(ip);
    for (let i = 0; i < MOBILE_PAGE_ADDRESS_LIMIT.max; i++) {
      await x.trpc.mobile.page.query({ code: `BC-${String(i).padStart(6, "0")}` });
    }
    // A fresh cookie jar on the same address does not help.
    const err = await failure(phone(ip).trpc.mobile.page.query({ assetId: asset.id }));
    expect(err.data?.code).toBe("TOO_MANY_REQUESTS");
    expect(err.message).toBe(MOBILE_PAGE_LIMIT_MESSAGE);
    // The answer says when to come back (the limiter's lock, 15 minutes): Retry-After in seconds.
    const input = encodeURIComponent(JSON.stringify({ json: { assetId: asset.id } }));
    const raw = await fetch(`${t.baseUrl}/trpc/mobile.page?input=${input}`, { headers: { "x-forwarded-for": ip } });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(MOBILE_PAGE_ADDRESS_LIMIT.lockMinutes * 60);
    expect(await phone().trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "enroll" });
    // A member's own phone (signed in) is not counted against the address.
    expect((await a.member.trpc.mobile.page.query({ assetId: asset.id })).state).toBe("options");
  });

  it("enrollment: a sign-in enrolls the browser; a code enrolls one phone, expires, and wrong codes are throttled per address", async () => {
    const m = await memberWithPin(a.org.id, "7315");
    const { asset } = await countableAsset(fxA);
    // A full sign-in enrolls; after signing out, the PIN works on that browser.
    const browser = phone();
    await browser.trpc.auth.signIn.mutate({ email: m.email, password: "test-password" });
    expect(browser.jar.has("stockroom_device")).toBe(true);
    await browser.trpc.auth.signOut.mutate();
    expect(await browser.trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "pin" });
    expect((await browser.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "7315" })).state).toBe("options");

    // One code, one phone.
    const { code } = await a.admin.trpc.phones.createEnrollmentCode.mutate();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const first = phone();
    await first.trpc.mobile.enroll.mutate({ code: ` ${code.toLowerCase().replace("-", " ")} ` });
    expect(await first.trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "pin" });
    const again = await failure(phone().trpc.mobile.enroll.mutate({ code }));
    expect(again.message).toBe(ENROLLMENT_CODE_INVALID_MESSAGE);
    // A code past its 10 minutes enrolls nothing.
    const late = await a.admin.trpc.phones.createEnrollmentCode.mutate();
    await t.db.db.execute(sql`update phone_enrollment_codes set expires_at = now() - interval '1 second'`);
    expect((await failure(phone().trpc.mobile.enroll.mutate({ code: late.code }))).message).toBe(
      ENROLLMENT_CODE_INVALID_MESSAGE,
    );
    // Guessing codes from one address: 10 wrong ones, then even a right code waits.
    const ip = nextIp();
    for (let i = 0; i < ENROLLMENT_CODE_LIMIT.max; i++) {
      await failure(phone(ip).trpc.mobile.enroll.mutate({ code: `WRNG-${String(i).padStart(4, "A")}` }));
    }
    const good = await a.admin.trpc.phones.createEnrollmentCode.mutate();
    const locked = await failure(phone(ip).trpc.mobile.enroll.mutate({ code: good.code }));
    expect([locked.data?.code, locked.message]).toEqual(["TOO_MANY_REQUESTS", ENROLLMENT_LOCKED_MESSAGE]);
    await phone().trpc.mobile.enroll.mutate({ code: good.code });

    // Revoked, the phone must enroll again.
    const list = await a.admin.trpc.phones.list.query();
    const revokedId = list.devices.find((d) => d.method === "sign_in" && d.enrolledByEmail === m.email)?.id;
    if (!revokedId) throw new Error("the sign-in's phone is not listed");
    await a.admin.trpc.phones.revoke.mutate({ deviceId: revokedId });
    await browser.trpc.mobile.signOut.mutate();
    expect(await browser.trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "enroll" });
    expect((await failure(browser.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "7315" }))).message).toBe(
      PHONE_NOT_ENROLLED_MESSAGE,
    );
  });

  it("a phone enrolled by a member stops being enrolled when that member is removed", async () => {
    const m = await memberWithPin(a.org.id, "6240");
    const other = await memberWithPin(a.org.id, "6241");
    const { asset } = await countableAsset(fxA);
    const own = phone();
    await own.trpc.auth.signIn.mutate({ email: m.email, password: "test-password" });
    await own.trpc.auth.signOut.mutate();
    expect(await own.trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "pin" });
    await t.db.db.update(organizationMembers).set({ isDeleted: true }).where(eq(organizationMembers.userId, m.id));
    expect(await own.trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "enroll" });
    expect((await failure(own.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "6241" }))).message).toBe(
      PHONE_NOT_ENROLLED_MESSAGE,
    );
    expect(other.id).toBeTruthy();
  });
});

describe("§2/§4 limits count against the phone and the organization, and never lock others out", () => {
  it("a right PIN resets no counter: the own-PIN trick buys no guesses", async () => {
    await memberWithPin(a.org.id, "3190");
    const { asset } = await countableAsset(fxA);
    const p = await enrolled();
    // Four wrong, then the attacker's own right PIN, then one more wrong: the phone is locked.
    expect(await wrongPins(p, asset.id, PIN_DEVICE_SHORT_LIMIT.max - 1)).toEqual(
      Array(PIN_DEVICE_SHORT_LIMIT.max - 1).fill(INVALID_PIN_MESSAGE),
    );
    expect((await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "3190" })).state).toBe("options");
    expect(await wrongPins(p, asset.id, 1)).toEqual([PIN_LOCKED_MESSAGE]);
    // 160 guesses at one asset (the figure) are not possible in a day: the phone stops
    // after 15, whatever right PINs come between.
    const messages: string[] = [];
    for (let round = 0; round < 4; round++) {
      await shortLocksRunOut();
      await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "3190" }).catch(() => null);
      messages.push(...(await wrongPins(p, asset.id, PIN_DEVICE_SHORT_LIMIT.max)));
    }
    const answered = messages.filter((m) => m === INVALID_PIN_MESSAGE).length;
    expect(answered + PIN_DEVICE_SHORT_LIMIT.max).toBeLessThanOrEqual(PIN_DEVICE_DAY_LIMIT.max);
    expect(messages.at(-1)).toBe(PIN_DEVICE_STOPPED_MESSAGE);
    expect((await failure(p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "3190" }))).message).toBe(
      PIN_DEVICE_STOPPED_MESSAGE,
    );
    // The admins see the stopped phone and can clear it.
    const listed = await a.admin.trpc.phones.list.query();
    const stopped = listed.devices.find((d) => d.lockedUntil !== null && d.failuresToday >= PIN_DEVICE_DAY_LIMIT.max);
    if (!stopped) throw new Error("the stopped phone is not listed as locked");
    const notices = await t.db.db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, a.org.id), eq(activityLog.type, "pin_limit_reached")));
    expect(notices.some((n) => n.description.includes("A phone was stopped"))).toBe(true);
    await a.admin.trpc.phones.clearLock.mutate({ deviceId: stopped.id });
    expect((await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "3190" })).state).toBe("options");
  });

  it("an attacker at address X cannot stop a worker at address Y from opening a label with the right PIN", async () => {
    const worker = await memberWithPin(a.org.id, "5082");
    const { asset } = await countableAsset(fxA);
    await a.admin.trpc.phones.clearLock.mutate({ deviceId: null });
    const X = nextIp();
    // Unenrolled phones at X: refused before any PIN is compared, counted against nobody.
    for (let i = 0; i < 10; i++) {
      await failure(phone(X).trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: String(1000 + i) }));
    }
    expect((await a.admin.trpc.phones.list.query()).organization.failuresToday).toBe(0);
    // An insider's enrolled phones at X guess until the organization's ceiling and past it.
    let failures = 0;
    const attackers: Phone[] = [];
    while (failures <= PIN_ORG_DAY_CEILING + 2) {
      const attacker = await enrolled(a, X);
      attackers.push(attacker);
      for (let i = 0; i < PIN_DEVICE_SHORT_LIMIT.max && failures <= PIN_ORG_DAY_CEILING + 2; i++) {
        await failure(attacker.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "0000" }));
        failures++;
      }
    }
    const last = attackers.at(-1) as Phone;
    expect((await failure(last.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "0000" }))).message).toBe(
      PIN_DEVICE_STOPPED_MESSAGE,
    );
    const { organization } = await a.admin.trpc.phones.list.query();
    expect(organization.failuresToday).toBeGreaterThan(PIN_ORG_DAY_CEILING);
    // The worker at Y, on their own enrolled phone, opens the label at once — and so does a
    // second worker's phone behind the same address as the attacker (a shared gateway).
    const atY = await enrolled(a);
    const opened = await atY.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "5082" });
    expect(opened).toMatchObject({ state: "options", session: { via: "pin", fullName: "Pat Phone" } });
    const besideAttacker = await enrolled(a, X);
    expect((await besideAttacker.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "5082" })).state).toBe(
      "options",
    );
    // The admins were told when the ceiling was reached.
    const notices = await t.db.db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, a.org.id), eq(activityLog.type, "pin_limit_reached")));
    expect(notices.some((n) => n.description.startsWith(`${PIN_ORG_DAY_CEILING} failed PINs in a day`))).toBe(true);
    // Clearing the organization's count lets phones guess normally again.
    await a.admin.trpc.phones.clearLock.mutate({ deviceId: null });
    expect((await a.admin.trpc.phones.list.query()).organization.failuresToday).toBe(0);
    expect(worker.id).toBeTruthy();
  });
});

describe("§3 the profile page is no faster oracle than the phone", () => {
  it("a thousand PIN attempts answer at most 5 a day; a colleague's PIN beyond that is never revealed", async () => {
    const colleague = await memberWithPin(a.org.id, "0505");
    const asker = await memberWithPin(a.org.id, "9090");
    const c = phone();
    await c.trpc.auth.signIn.mutate({ email: asker.email, password: "test-password" });
    const codes = new Map<string, number>();
    let revealed = 0;
    const attempt = async (i: number) => {
      const pin = i === 2 || i === 499 || i === 999 ? "0505" : String(1000 + i).padStart(4, "0");
      const res = await c.trpc.profile.update
        .mutate({ fullName: "Asker", quickAccessPin: pin })
        .then(() => "OK")
        .catch((err: { data?: { code?: string }; message: string }) => {
          if (err.message === PIN_IN_USE_MESSAGE) revealed++;
          return err.data?.code ?? "?";
        });
      codes.set(res, (codes.get(res) ?? 0) + 1);
    };
    // The colleague's PIN comes at attempt 3 and again at attempts 500 and 1000; the first ten
    // one by one, the rest 50 at a time (parallel calls must not slip past the limit either).
    for (let i = 0; i < 10; i++) await attempt(i);
    for (let i = 10; i < 1000; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, 1000 - i) }, (_, k) => attempt(i + k)));
    }
    const answered = (codes.get("OK") ?? 0) + (codes.get("CONFLICT") ?? 0);
    expect(answered).toBe(PIN_CHANGE_DAY_LIMIT.max);
    expect(codes.get("TOO_MANY_REQUESTS")).toBe(1000 - PIN_CHANGE_DAY_LIMIT.max);
    expect(revealed).toBe(1);
    // Not more than the phone allows in a day on one enrolled phone.
    expect(PIN_CHANGE_DAY_LIMIT.max).toBeLessThanOrEqual(PIN_DEVICE_DAY_LIMIT.max);
    const refused = await failure(c.trpc.profile.update.mutate({ fullName: "Asker", quickAccessPin: "0505" }));
    expect(refused.message).toBe(PIN_CHANGE_LIMIT_MESSAGE);
    // The clash is in the activity log, for the admins.
    const clashes = await t.db.db
      .select({ actor: activityLog.actorId })
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, a.org.id), eq(activityLog.type, "pin_clash")));
    expect(clashes).toEqual([{ actor: asker.id }]);
    // Changing only the name never counts.
    await c.trpc.profile.update.mutate({ fullName: "Asker Renamed" });
    expect(colleague.id).toBeTruthy();
  }, 180_000);
});

describe("§5 a viewer's PIN looks but never writes; a PIN session ends when its credentials change", () => {
  it("a viewer's PIN session sees the options and the asset, but cannot count, upload or run diagnostics", async () => {
    await memberWithPin(a.org.id, "1470", "viewer");
    const { asset, form, item } = await countableAsset(fxA, 13);
    const p = await enrolled();
    const opened = await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "1470" });
    expect(opened.session).toMatchObject({ via: "pin", role: "viewer" });
    expect((await p.trpc.mobile.page.query({ assetId: asset.id })).state).toBe("options");
    const ctx = await p.trpc.forms.submitContext.query({ formId: form.id, assetId: asset.id, type: "inventory" });
    expect(ctx.asset?.quantity).toBe(13);
    expect((await p.trpc.mobile.assets.query({ search: "" })).map((x) => x.id)).toContain(asset.id);

    const submit = await failure(
      p.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 5 } }),
    );
    expect([submit.data?.code, submit.message]).toEqual(["FORBIDDEN", VIEWER_READ_ONLY_MESSAGE]);
    const diagnostics = await failure(p.trpc.mobile.diagnostics.mutate({ assetId: asset.id }));
    expect([diagnostics.data?.code, diagnostics.message]).toEqual(["FORBIDDEN", VIEWER_READ_ONLY_MESSAGE]);
    const body = new FormData();
    body.append("file", new Blob(["count sheet"], { type: "text/plain" }), "count.txt");
    const upload = await p.fetch(`${t.baseUrl}/api/uploads/form-uploads?formId=${form.id}`, { method: "POST", body });
    expect(upload.status).toBe(403);
    expect(await upload.json()).toEqual({ error: VIEWER_READ_ONLY_MESSAGE });
    expect(await fxA.quantity(item.id)).toBe(13);
  });

  it("a member's PIN session ends when they change or clear the PIN, change the password, or are removed", async () => {
    const { asset, form } = await countableAsset(fxA);
    const open = async (pin: string) => {
      const p = await enrolled();
      await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin });
      expect((await p.trpc.mobile.page.query({ assetId: asset.id })).state).toBe("options");
      return p;
    };
    const ended = async (p: Phone) => {
      expect(await p.trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "pin" });
      const err = await failure(
        p.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 1 } }),
      );
      expect(err.data?.code).toBe("UNAUTHORIZED");
    };

    // Changes the PIN on the profile page.
    const changer = await memberWithPin(a.org.id, "2101");
    const byChange = await open("2101");
    const changerWeb = phone();
    await changerWeb.trpc.auth.signIn.mutate({ email: changer.email, password: "test-password" });
    await changerWeb.trpc.profile.update.mutate({ fullName: "Pat Phone", quickAccessPin: "2102" });
    await ended(byChange);

    // Clears the PIN.
    await changerWeb.trpc.profile.update.mutate({ fullName: "Pat Phone", quickAccessPin: "2103" });
    const byClear = await open("2103");
    await changerWeb.trpc.profile.update.mutate({ fullName: "Pat Phone", quickAccessPin: null });
    await ended(byClear);

    // Changes the password.
    const mover = await memberWithPin(a.org.id, "2201");
    const byPassword = await open("2201");
    const moverWeb = phone();
    await moverWeb.trpc.auth.signIn.mutate({ email: mover.email, password: "test-password" });
    await moverWeb.trpc.auth.changePassword.mutate({
      currentPassword: "test-password",
      password: "another-pass-word",
      confirmPassword: "another-pass-word",
    });
    await ended(byPassword);

    // Is removed from the organization.
    const leaver = await memberWithPin(a.org.id, "2301");
    const byRemoval = await open("2301");
    const [membership] = await t.db.db
      .select({ id: organizationMembers.id })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, leaver.id));
    if (!membership) throw new Error("no membership");
    await a.admin.trpc.organization.members.remove.mutate({ memberId: membership.id });
    const after = await failure(
      byRemoval.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 1 } }),
    );
    expect(after.data?.code).toBe("UNAUTHORIZED");
  });
});

import { INVALID_PIN_MESSAGE, PIN_LOCKED_MESSAGE } from "@stockroom/core";
import { formSubmissions, inventoryHistory, mobileSessions, uploads, users } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/env";
import { appRouter } from "../src/router";
import { createServer, type StockroomServer } from "../src/server";
import { pinDigest } from "../src/services/profile/pin-digest";
import { field, formsFixtures } from "./forms-fixtures";
import {
  client,
  createUser,
  failure,
  type OrgFixture,
  setUpTwoOrganizations,
  signedInClient,
  type TestApp,
} from "./harness";

const SECRET = "mobile-test-secret";
const ENV = { STOCKROOM_SECRET: SECRET, TRUST_PROXY: "1" };

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let fxA: ReturnType<typeof formsFixtures>;
let fxB: ReturnType<typeof formsFixtures>;
let second: StockroomServer;
let secondUrl: string;
let ipCounter = 0;

setUpTwoOrganizations(
  "mobile",
  async (f) => {
    ({ t, a, b } = f);
    fxA = formsFixtures(t.db.db, a.org.id);
    fxB = formsFixtures(t.db.db, b.org.id);
  },
  ENV,
);

// A second server process on the same database: lockouts must hold across both.
beforeAll(async () => {
  second = await createServer({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", STOCKROOM_WEB_DIST: "/nonexistent", ...ENV }),
    databaseUrl: t.db.url,
  });
  secondUrl = await second.start(0, "127.0.0.1");
});
afterAll(async () => {
  await second?.stop();
});

/** A phone: a cookie jar and its own client address (X-Forwarded-For; the app trusts the proxy here). */
function phone(baseUrl = t.baseUrl, ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  const c = client(baseUrl, { forwardedFor: ip });
  return { trpc: c.trpc, jar: c.jar, ip, fetch: c.fetch };
}

/** A phone enrolled for `org` by its admin's one-time code (issue 21): only there is a PIN accepted. */
async function enrolled(org: OrgFixture = a, baseUrl = t.baseUrl, ip?: string) {
  const p = phone(baseUrl, ip);
  const { code } = await org.admin.trpc.phones.createEnrollmentCode.mutate();
  await p.trpc.mobile.enroll.mutate({ code });
  return p;
}

async function memberWithPin(orgId: string, pin: string) {
  const email = `pin.${Math.random().toString(36).slice(2, 9)}@test.local`;
  const user = await createUser(t.db.db, { email, fullName: "Pat Phone", org: { id: orgId, role: "member" } });
  await t.db.db
    .update(users)
    .set({ quickAccessPinDigest: pinDigest(SECRET, pin) })
    .where(eq(users.id, user.id));
  return user;
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

describe("mobile: PIN step", () => {
  it("on an enrolled phone: the PIN state without any of the asset's data, then 'Invalid PIN' for a wrong PIN", async () => {
    await memberWithPin(a.org.id, "1234");
    const { asset } = await countableAsset(fxA);
    const p = await enrolled();
    const page = await p.trpc.mobile.page.query({ assetId: asset.id });
    expect(page).toEqual({ state: "pin" });
    const err = await failure(p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "9999" }));
    expect(err.message).toBe(INVALID_PIN_MESSAGE);
    expect(err.data?.code).toBe("UNAUTHORIZED");
    expect(p.jar.has("stockroom_pin")).toBe(false);
  });

  it("a right PIN opens options, a 2-hour session that can count this organization's asset", async () => {
    await memberWithPin(a.org.id, "2468");
    const { asset, form, item } = await countableAsset(fxA, 10);
    const p = await enrolled();
    const opened = await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "24-68" });
    expect(opened.state).toBe("options");
    expect(opened.session).toMatchObject({ via: "pin", role: "user", fullName: "Pat Phone" });
    expect(opened.asset).toMatchObject({ id: asset.id, name: asset.name });
    expect(opened.options.map((o) => [o.type, o.subLabel, o.formId])).toEqual([
      ["intake", "Add new items", null],
      ["inventory", "Count inventory", form.id],
      ["continue_inventory", "Update this month", form.id],
    ]);
    // Spec 01 "Mobile QR page", spec 02 §4: an option's action defaults to continue, Inventory's too.
    expect(opened.options.map((o) => o.action)).toEqual(["continue", "continue", "continue"]);
    expect(opened.options[1]?.path).toBe(`/forms/submit/${form.id}?fromMobileQR=true&type=inventory&action=continue`);
    expect(p.jar.has("stockroom_pin")).toBe(true);

    const [row] = await t.db.db
      .select({ span: sql<number>`extract(epoch from ${mobileSessions.expiresAt} - ${mobileSessions.createdAt})` })
      .from(mobileSessions)
      .orderBy(sql`${mobileSessions.createdAt} desc`)
      .limit(1);
    expect(Number(row?.span)).toBe(2 * 60 * 60);

    // The same page now opens on the options (scan next: no PIN again), by id or by QR code.
    expect((await p.trpc.mobile.page.query({ assetId: asset.id })).state).toBe("options");
    const ctx = await p.trpc.forms.submitContext.query({ formId: form.id, assetId: asset.id, type: "inventory" });
    expect(ctx.asset?.quantity).toBe(10);
    const res = await p.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 5 } });
    expect(res).toMatchObject({ previousQuantity: 10, quantity: 15, changed: true });
    expect(await fxA.quantity(item.id)).toBe(15);
    const found = await p.trpc.mobile.assets.query({ search: asset.name.slice(0, 8) });
    expect(found.map((x) => x.id)).toContain(asset.id);
  });

  it("a PIN session gets exactly what an anonymous caller gets from every other procedure", async () => {
    await memberWithPin(a.org.id, "1357");
    const { asset } = await countableAsset(fxA);
    const p = await enrolled();
    await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "1357" });
    const anonymous = phone();
    // The phone's own procedures outside mobile.*: its counts, and its push subscription
    // (issue 25: "The phone app can subscribe").
    const allowed = new Set([
      "forms.submit",
      "forms.submitContext",
      "mobile.assets",
      "mobile.diagnostics",
      "notifications.phonePushKey",
      "notifications.subscribePhonePush",
    ]);
    const call = async (who: ReturnType<typeof phone>, path: string, type: string) => {
      const res =
        type === "query"
          ? await who.fetch(`${t.baseUrl}/trpc/${path}`, { headers: { "x-forwarded-for": who.ip } })
          : await who.fetch(`${t.baseUrl}/trpc/${path}`, {
              method: "POST",
              headers: { "content-type": "application/json", "x-forwarded-for": who.ip },
              body: "{}",
            });
      const body = (await res.json()) as { error?: { json?: { data?: { code?: string } } } };
      return body.error?.json?.data?.code ?? `ok ${res.status}`;
    };
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    expect(procedures.length).toBeGreaterThan(50);
    let refused = 0;
    for (const [path, proc] of procedures) {
      if (allowed.has(path) || path.startsWith("mobile.") || path === "auth.signOut") continue;
      const asPin = await call(p, path, proc._def.type);
      const asNobody = await call(anonymous, path, proc._def.type);
      expect({ path, code: asPin }).toEqual({ path, code: asNobody });
      if (asPin === "UNAUTHORIZED") refused++;
    }
    expect(refused).toBeGreaterThan(50);
    // Directly: the lists and organization screens refuse it.
    expect((await failure(p.trpc.assets.list.query({}))).data?.code).toBe("UNAUTHORIZED");
    expect((await failure(p.trpc.organization.get.query())).data?.code).toBe("UNAUTHORIZED");
    expect(await p.trpc.auth.session.query()).toBeNull();
    // The upload route: only form answers' files, never an avatar.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "a.png");
    const avatar = await p.fetch(`${t.baseUrl}/api/uploads/avatars`, { method: "POST", body: form });
    expect(avatar.status).toBe(403);
    const answer = new FormData();
    answer.append("file", new Blob(["count sheet"], { type: "text/plain" }), "count.txt");
    const upload = await p.fetch(`${t.baseUrl}/api/uploads/form-uploads`, { method: "POST", body: answer });
    expect(upload.status).toBe(201);
  });

  it("a PIN of another organization's member never unlocks this organization's asset", async () => {
    await memberWithPin(b.org.id, "8642");
    const { asset } = await countableAsset(fxA);
    const p = await enrolled(a);
    const err = await failure(p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "8642" }));
    expect(err.message).toBe(INVALID_PIN_MESSAGE);
    // …while a phone of B opens B's own asset with it, and that session cannot touch A's asset.
    const { asset: assetB } = await countableAsset(fxB);
    const q = await enrolled(b);
    await q.trpc.mobile.authenticate.mutate({ assetId: assetB.id, pin: "8642" });
    expect(await failure(q.trpc.mobile.page.query({ assetId: asset.id }))).toMatchObject({
      data: { code: "NOT_FOUND" },
    });
    const { form } = await countableAsset(fxA);
    const denied = await failure(
      q.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 1 } }),
    );
    expect(denied.data?.code).toBe("NOT_FOUND");
    expect((await failure(q.trpc.mobile.diagnostics.mutate({ assetId: asset.id }))).data?.code).toBe("NOT_FOUND");
    const listed = await q.trpc.mobile.assets.query({ search: "" });
    expect(listed.map((x) => x.id)).not.toContain(asset.id);
    expect(listed.map((x) => x.id)).toContain(assetB.id);
  });

  it("5 failures on one phone lock that phone for 15 minutes, across two server processes", async () => {
    await memberWithPin(a.org.id, "1122");
    const { asset } = await countableAsset(fxA);
    const p = await enrolled();
    const onSecond = phone(secondUrl, p.ip);
    for (const [k, v] of p.jar) onSecond.jar.set(k, v);
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const via = i % 2 === 0 ? p : onSecond;
      errors.push((await failure(via.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "0000" }))).message);
    }
    expect(errors).toEqual([...Array(4).fill(INVALID_PIN_MESSAGE), PIN_LOCKED_MESSAGE]);
    // The right PIN on that phone waits, on either server ...
    for (const via of [p, onSecond]) {
      const err = await failure(via.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "1122" }));
      expect(err.message).toBe(PIN_LOCKED_MESSAGE);
      expect(err.data?.code).toBe("TOO_MANY_REQUESTS");
    }
    // ... while another phone on the same address opens the same label at once.
    expect(
      (await (await enrolled(a, t.baseUrl, p.ip)).trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "1122" }))
        .state,
    ).toBe("options");
    // When the lock has run out (moved back 15 minutes in the database), the right PIN works.
    await t.db.db.execute(
      sql`update rate_limits set locked_until = now() - interval '1 second' where key like 'device:%'`,
    );
    expect((await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "1122" })).state).toBe("options");
  });

  it("the session ends 2 hours after the PIN", async () => {
    await memberWithPin(a.org.id, "5566");
    const { asset, form } = await countableAsset(fxA);
    const p = await enrolled();
    await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "5566" });
    // Two hours pass (the database's clock decides: move the session back).
    await t.db.db.execute(
      sql`update mobile_sessions set created_at = created_at - interval '2 hours', expires_at = expires_at - interval '2 hours'`,
    );
    expect((await p.trpc.mobile.page.query({ assetId: asset.id })).state).toBe("pin");
    const err = await failure(
      p.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 1 } }),
    );
    expect(err.data?.code).toBe("UNAUTHORIZED");
  });
});

describe("mobile: offline counts are accepted once", () => {
  it("the same client_submission_id counts once, in sequence and at the same time", async () => {
    await memberWithPin(a.org.id, "7788");
    const { asset, form, item } = await countableAsset(fxA, 10);
    const p = await enrolled();
    await p.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "7788" });
    const clientSubmissionId = crypto.randomUUID();
    const input = { formId: form.id, assetId: asset.id, values: { field_1: 3 }, clientSubmissionId };
    const first = await p.trpc.forms.submit.mutate(input);
    const again = await p.trpc.forms.submit.mutate(input);
    expect(first).toMatchObject({ duplicate: false, quantity: 13 });
    expect(again).toMatchObject({
      duplicate: true,
      submissionId: first.submissionId,
      quantity: 13,
      previousQuantity: 10,
    });
    const concurrentId = crypto.randomUUID();
    const both = await Promise.all([
      p.trpc.forms.submit.mutate({ ...input, clientSubmissionId: concurrentId }),
      phone()
        .trpc.forms.submit.mutate({ ...input, clientSubmissionId: concurrentId })
        .catch(() => null),
      p.trpc.forms.submit.mutate({ ...input, clientSubmissionId: concurrentId }),
    ]);
    expect(both[0]?.submissionId).toBe(both[2]?.submissionId);
    expect(await fxA.quantity(item.id)).toBe(16);
    const rows = await t.db.db.select().from(formSubmissions).where(eq(formSubmissions.assetId, asset.id));
    expect(rows).toHaveLength(2);
  });

  it("a member of another organization reusing the id gets its own submission, not A's", async () => {
    const { asset, form } = await countableAsset(fxA, 1);
    const clientSubmissionId = crypto.randomUUID();
    const mine = await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: 1 },
      clientSubmissionId,
    });
    const theirs = await failure(
      b.member.trpc.forms.submit.mutate({
        formId: form.id,
        assetId: asset.id,
        values: { field_1: 1 },
        clientSubmissionId,
      }),
    );
    expect(theirs.data?.code).toBe("NOT_FOUND");
    expect(mine.duplicate).toBe(false);
  });
});

describe("mobile: diagnostics", () => {
  it("writes test history and submission rows and leaves nothing behind", async () => {
    const { asset, item } = await countableAsset(fxA, 4);
    const before = await Promise.all([
      t.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.inventoryItemId, item.id)),
      t.db.db.select().from(formSubmissions).where(eq(formSubmissions.assetId, asset.id)),
    ]);
    const steps = await a.member.trpc.mobile.diagnostics.mutate({ assetId: asset.id });
    const write = steps.find((s) => s.name === "Write test");
    expect(write).toMatchObject({ status: "success", details: { leftBehind: false } });
    expect(write?.details?.historyId).toBeTruthy();
    expect(write?.details?.submissionId).toBeTruthy();
    const after = await Promise.all([
      t.db.db.select().from(inventoryHistory).where(eq(inventoryHistory.inventoryItemId, item.id)),
      t.db.db.select().from(formSubmissions).where(eq(formSubmissions.assetId, asset.id)),
    ]);
    expect(after.map((r) => r.length)).toEqual(before.map((r) => r.length));
    expect(await fxA.quantity(item.id)).toBe(4);
    // A viewer may not run it (it writes), another organization cannot see the asset.
    expect((await failure(a.viewer.trpc.mobile.diagnostics.mutate({ assetId: asset.id }))).data?.code).toBe(
      "FORBIDDEN",
    );
    expect((await failure(b.member.trpc.mobile.diagnostics.mutate({ assetId: asset.id }))).data?.code).toBe(
      "NOT_FOUND",
    );
  });

  it("signed in to another organization, a PIN of the asset's organization wins for that phone workflow only", async () => {
    const pinUser = await memberWithPin(a.org.id, "8642");
    const { asset, form, item } = await countableAsset(fxA, 10);
    const email = `other.${Math.random().toString(36).slice(2, 9)}@test.local`;
    const otherUser = await createUser(t.db.db, {
      email,
      password: "test-password",
      fullName: "Bo Other",
      org: { id: b.org.id, role: "member" },
    });
    const c = await signedInClient(t, email);
    // The sign-in enrolled the browser for B: A's label is not found there.
    expect(c.jar.has("stockroom_device")).toBe(true);
    expect((await failure(c.trpc.mobile.page.query({ assetId: asset.id }))).data?.code).toBe("NOT_FOUND");
    // Enrolled for A with A's admin's code, before the PIN it sees only the PIN state and can count nothing of A.
    await c.trpc.mobile.enroll.mutate({ code: (await a.admin.trpc.phones.createEnrollmentCode.mutate()).code });
    expect(await c.trpc.mobile.page.query({ assetId: asset.id })).toEqual({ state: "pin" });
    const denied = await failure(
      c.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 1 } }),
    );
    expect(denied.data?.code).toBe("NOT_FOUND");

    const opened = await c.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "8642" });
    expect(opened.session).toMatchObject({ via: "pin", role: "user", fullName: "Pat Phone" });
    // The page, the form and the submit now act as the PIN session of A ...
    expect(await c.trpc.mobile.page.query({ assetId: asset.id })).toMatchObject({
      state: "options",
      session: { via: "pin", role: "user" },
    });
    const ctx = await c.trpc.forms.submitContext.query({ formId: form.id, assetId: asset.id, type: "inventory" });
    expect(ctx.asset?.quantity).toBe(10);
    const res = await c.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 5 } });
    expect(res).toMatchObject({ previousQuantity: 10, quantity: 15 });
    expect(await fxA.quantity(item.id)).toBe(15);
    const [submission] = await t.db.db
      .select({ by: formSubmissions.submittedBy, org: formSubmissions.organizationId })
      .from(formSubmissions)
      .where(eq(formSubmissions.assetId, asset.id));
    expect(submission).toEqual({ by: pinUser.id, org: a.org.id });
    expect((await c.trpc.mobile.assets.query({ search: asset.name.slice(0, 8) })).map((x) => x.id)).toContain(asset.id);

    // ... while the sign-in stays B's: its own phone workflow, and every other procedure.
    const own = await countableAsset(fxB, 3);
    expect(await c.trpc.mobile.page.query({ assetId: own.asset.id })).toMatchObject({
      state: "options",
      session: { via: "member", role: "member" },
    });
    await c.trpc.forms.submit.mutate({ formId: own.form.id, assetId: own.asset.id, values: { field_1: 1 } });
    const [ownSubmission] = await t.db.db
      .select({ by: formSubmissions.submittedBy, org: formSubmissions.organizationId })
      .from(formSubmissions)
      .where(eq(formSubmissions.assetId, own.asset.id));
    expect(ownSubmission).toEqual({ by: otherUser.id, org: b.org.id });
    // A file answer names its form: A's form → stored in A by the PIN user; otherwise the sign-in's.
    const upload = async (query: string) => {
      const body = new FormData();
      body.append("file", new Blob(["count sheet"], { type: "text/plain" }), "count.txt");
      const res = await c.fetch(`${t.baseUrl}/api/uploads/form-uploads${query}`, { method: "POST", body });
      expect(res.status).toBe(201);
      const { key } = (await res.json()) as { key: string };
      const [row] = await t.db.db
        .select({ org: uploads.organizationId, by: uploads.uploadedBy })
        .from(uploads)
        .where(eq(uploads.key, key));
      return row;
    };
    expect(await upload(`?formId=${form.id}`)).toEqual({ org: a.org.id, by: pinUser.id });
    expect(await upload(`?formId=${own.form.id}`)).toEqual({ org: b.org.id, by: otherUser.id });
    expect(await upload("")).toEqual({ org: b.org.id, by: otherUser.id });
    expect(await upload("?formId=not-an-id")).toEqual({ org: b.org.id, by: otherUser.id });
    const listed = await c.trpc.assets.list.query({});
    expect(listed.items.map((x) => x.id)).toContain(own.asset.id);
    expect(listed.items.map((x) => x.id)).not.toContain(asset.id);
    // Procedures of signed-in members never use the PIN session: A stays invisible to it.
    expect((await failure(c.trpc.assets.get.query({ id: asset.id }))).data?.code).toBe("NOT_FOUND");
  });

  it("a signed-in member skips the PIN; another organization's member finds nothing", async () => {
    const { asset } = await countableAsset(fxA);
    const own = await a.member.trpc.mobile.page.query({ assetId: asset.id });
    expect(own).toMatchObject({ state: "options", session: { via: "member" } });
    expect((await failure(b.member.trpc.mobile.page.query({ assetId: asset.id }))).data?.code).toBe("NOT_FOUND");
    expect((await b.member.trpc.mobile.assets.query({ search: asset.name })).length).toBe(0);
  });
});

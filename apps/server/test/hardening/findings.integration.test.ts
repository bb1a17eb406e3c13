import { FILE_ANSWER_INVALID_MESSAGE } from "@stockroom/core";
import { assets, formSubmissions, forms, inventoryItems, passwordResetTokens, uploads } from "@stockroom/db";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_BATCH_SIZE } from "../../src/http/error-handling";
import { formsFixtures } from "../forms-fixtures";
import {
  client,
  createUser,
  failure,
  latestMailTo,
  type OrgFixture,
  setUpTwoOrganizations,
  signedInClient,
  type TestApp,
} from "../harness";

// Findings 2–11 of the attack probe (issue 10), each as the request that broke it.

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
setUpTwoOrganizations("findings", (f) => ({ t, a, b } = f));

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function uploadPng(c: ReturnType<typeof client>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "shot.png");
  const res = await c.fetch(`${t.baseUrl}/api/uploads/form-uploads`, { method: "POST", body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { url: string; key: string; name: string; size: number; contentType: string };
}

describe("2. links in mail never come from a request header", () => {
  it("ignores Host and X-Forwarded-Host and uses the server's own listen address", async () => {
    const email = `victim.${Date.now()}@test.local`;
    await createUser(t.db.db, { email, password: "test-password" });
    const attacks: Record<string, string>[] = [{ host: "evil.example" }, { "x-forwarded-host": "evil.example" }];
    for (const headers of attacks) {
      const res = await fetch(`${t.baseUrl}/trpc/auth.requestPasswordReset`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ json: { email } }),
      });
      expect(res.status).toBe(200);
      const mail = await latestMailTo(t.db.db, email);
      expect(mail?.text).not.toContain("evil.example");
      expect(mail?.text).toContain(`${t.baseUrl}/reset-password?token=`);
    }
  });
});

describe("3. response amplification", () => {
  it("refuses a 1.9 MB description and a batch over the cap", async () => {
    const type = await a.admin.trpc.assetTypes.create.mutate({ name: `Amp ${Date.now()}` });
    const huge = await failure(
      a.member.trpc.assets.create.mutate({
        name: "Amplifier",
        asset_type_id: (type as { id: string }).id,
        description: "x".repeat(1_900_000),
      }),
    );
    expect(huge.data?.httpStatus).toBe(400);
    expect(huge.message).toMatch(/at most/);

    const paths = Array.from({ length: MAX_BATCH_SIZE + 30 }, () => "assets.list").join(",");
    const batchInput = (n: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: {} }]))));
    const input = batchInput(MAX_BATCH_SIZE + 30);
    const res = await a.member.fetch(`${t.baseUrl}/trpc/${paths}?batch=1&input=${input}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Batch call exceeds maximum size");

    const ok = Array.from({ length: MAX_BATCH_SIZE }, () => "assets.list").join(",");
    expect((await a.member.fetch(`${t.baseUrl}/trpc/${ok}?batch=1&input=${batchInput(MAX_BATCH_SIZE)}`)).status).toBe(
      200,
    );
  });
});

describe("4. no internal text from the non-tRPC routes", () => {
  it("answers a NUL byte in a file key without SQL, parameters or a 500", async () => {
    const res = await a.member.fetch(`${t.baseUrl}/files/form-uploads/%00.txt`);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).not.toMatch(/select|password_hash|params|session/i);
  });
});

describe("5. field ids that would become prototype keys", () => {
  it("refuses a form field named constructor or __proto__ and nothing is stored", async () => {
    for (const id of ["constructor", "__proto__", "toString", "has space", "a".repeat(100)]) {
      const before = await t.db.db.select({ id: forms.id }).from(forms).where(eq(forms.organizationId, a.org.id));
      const err = await failure(
        a.member.trpc.forms.create.mutate({
          name: `Bad ids ${id.slice(0, 20)} ${Math.random()}`,
          form_data: { fields: [{ id, label: "Count", type: "number" }] },
        }),
      );
      expect(err.data?.httpStatus).toBe(400);
      const after = await t.db.db.select({ id: forms.id }).from(forms).where(eq(forms.organizationId, a.org.id));
      expect(after.length).toBe(before.length);
    }
  });
});

describe("6. 400, not 500, for unchecked input", () => {
  it("a NUL byte in search, huge numbers, a 1 MB name, JSON nested 10k deep", async () => {
    const type = (await a.admin.trpc.assetTypes.create.mutate({ name: `Six ${Date.now()}` })) as { id: string };
    const nul = await failure(a.member.trpc.assets.list.query({ search: "a\u0000b" }));
    expect(nul.data?.httpStatus).toBe(400);
    expect(nul.message).toMatch(/NUL/);
    const tooBig = [
      ["current_inventory", 2 ** 31],
      ["current_inventory", 1e300],
      ["cost", 1e13],
      ["cost", 1e300],
    ] as const;
    for (const [key, big] of tooBig) {
      const err = await failure(
        a.member.trpc.assets.create.mutate({ name: "Big", asset_type_id: type.id, [key]: big }),
      );
      expect(err.data?.httpStatus, `${key}=${big}`).toBe(400);
      expect(err.message).toMatch(/at most/);
    }
    const name = await failure(
      a.member.trpc.assets.create.mutate({ name: "n".repeat(1024 * 1024), asset_type_id: type.id }),
    );
    expect(name.data?.httpStatus).toBe(400);
    const deep = `${'{"d":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const res = await a.member.fetch(`${t.baseUrl}/trpc/forms.testValueSets.save`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"json":{"name":"deep","values":${deep}}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/nested too deeply/);
    const rows = await t.db.db.select().from(assets).where(eq(assets.name, "Big"));
    expect(rows).toEqual([]);

    // A count answer of 2^31 sets the stock: refused before it overflows the integer column.
    const fx = formsFixtures(t.db.db, a.org.id);
    const countType = await fx.assetType();
    const { asset, item } = await fx.asset(countType.id, { quantity: 4 });
    const form = await fx.form([{ id: "field_1", label: "Count", type: "number", inventory_action: "set" }], {
      assetTypeId: countType.id,
      purpose: "inventory",
    });
    const overflow = await failure(
      a.member.trpc.forms.submit.mutate({ formId: form.id, assetId: asset.id, values: { field_1: 2 ** 31 } }),
    );
    expect(overflow.data?.httpStatus).toBe(400);
    expect(overflow.message).toBe("Quantity must be at most 1,000,000,000");
    const [after] = await t.db.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.id, item?.id ?? ""));
    expect(after?.quantity).toBe(4);
  });
});

describe("7. sign-in limits", () => {
  it("a stranger's wrong passwords do not lock the owner out (per account and client)", async () => {
    const email = `locked.${Date.now()}@test.local`;
    await createUser(t.db.db, { email, password: "right-password" });
    const attacker = client(t.baseUrl);
    for (let i = 0; i < 12; i++) await failure(attacker.trpc.auth.signIn.mutate({ email, password: `wrong-${i}` }));
    const blocked = await failure(attacker.trpc.auth.signIn.mutate({ email, password: "right-password" }));
    expect(blocked.data?.code).toBe("TOO_MANY_REQUESTS");
    // The owner signs in from another address: the limiter keys on account + client.
    const limiter = t.app.deps.limiters.signInByAccountAndIp;
    expect(await limiter.hit(`${email}\n203.0.113.9`)).toBe(0);
  });

  it("successful sign-ins do not count against the address", async () => {
    const email = `office.${Date.now()}@test.local`;
    await createUser(t.db.db, { email, password: "office-password" });
    const signedIn: string[] = [];
    for (let i = 0; i < 35; i++) {
      const viewer = await client(t.baseUrl).trpc.auth.signIn.mutate({ email, password: "office-password" });
      signedIn.push(viewer.user.email);
    }
    expect(signedIn).toEqual(Array(35).fill(email));
  });
});

describe("8. reset tokens", () => {
  it("using one link revokes the others; a password change revokes all", async () => {
    const email = `reset.${Date.now()}@test.local`;
    const user = await createUser(t.db.db, { email, password: "old-password" });
    const anon = client(t.baseUrl);
    const tokenOf = async () => {
      await anon.trpc.auth.requestPasswordReset.mutate({ email });
      const mail = await latestMailTo(t.db.db, email);
      return decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    };
    const first = await tokenOf();
    const second = await tokenOf();
    await anon.trpc.auth.resetPassword.mutate({ token: second, password: "new-pass-1", confirmPassword: "new-pass-1" });
    const stale = await failure(
      anon.trpc.auth.resetPassword.mutate({ token: first, password: "evil-pass", confirmPassword: "evil-pass" }),
    );
    expect(stale.data?.code).toBe("BAD_REQUEST");

    const third = await tokenOf();
    const c = await signedInClient(t, email, "new-pass-1");
    await c.trpc.auth.changePassword.mutate({
      currentPassword: "new-pass-1",
      password: "new-pass-2",
      confirmPassword: "new-pass-2",
    });
    const revoked = await failure(
      anon.trpc.auth.resetPassword.mutate({ token: third, password: "evil-pass", confirmPassword: "evil-pass" }),
    );
    expect(revoked.data?.code).toBe("BAD_REQUEST");
    const open = await t.db.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(open).toEqual([]);
  });
});

describe("9. the forced password change gates files too", () => {
  it("a user who must change the password cannot read the organization's files", async () => {
    const file = await uploadPng(a.member);
    const email = `forced.${Date.now()}@test.local`;
    await createUser(t.db.db, {
      email,
      password: "temp-pass",
      mustChangePassword: true,
      org: { id: a.org.id, role: "member" },
    });
    const c = await signedInClient(t, email, "temp-pass");
    const res = await c.fetch(`${t.baseUrl}${file.url}`);
    expect(res.status).toBe(401);
    expect((await a.member.fetch(`${t.baseUrl}${file.url}`)).status).toBe(200);
  });
});

describe("10. changing the password asks for the current one", () => {
  it("refuses without or with a wrong current password; the forced change needs none", async () => {
    const email = `change.${Date.now()}@test.local`;
    await createUser(t.db.db, { email, password: "first-pass" });
    const c = await signedInClient(t, email, "first-pass");
    const missing = await failure(
      c.trpc.auth.changePassword.mutate({ password: "hijack1", confirmPassword: "hijack1" }),
    );
    expect(missing.message).toBe("Please enter your current password");
    const wrong = await failure(
      c.trpc.auth.changePassword.mutate({ currentPassword: "guess", password: "hijack1", confirmPassword: "hijack1" }),
    );
    expect(wrong.message).toBe("Your current password is not correct");
    await c.trpc.auth.changePassword.mutate({
      currentPassword: "first-pass",
      password: "second-pass",
      confirmPassword: "second-pass",
    });
    await signedInClient(t, email, "second-pass");
  });
});

describe("11. file answers name only the organization's own uploads", () => {
  it("refuses javascript:, other sites and another organization's file; accepts its own", async () => {
    const fx = formsFixtures(t.db.db, a.org.id);
    const type = await fx.assetType();
    const { asset } = await fx.asset(type.id, { quantity: 3 });
    const form = await fx.form([{ id: "field_1", label: "Photo", type: "file" }], {
      assetTypeId: type.id,
      purpose: "other",
    });
    const mine = await uploadPng(a.member);
    const theirs = await uploadPng(b.member);
    const count = async () =>
      (await t.db.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).length;
    for (const url of [
      "javascript:alert(1)",
      "https://evil.example/x.png",
      theirs.url,
      "/files/form-uploads/nope.png",
    ]) {
      const err = await failure(
        a.member.trpc.forms.submit.mutate({
          formId: form.id,
          assetId: asset.id,
          values: { field_1: { url, name: "x.png", size: 1, type: "image/png" } },
        }),
      );
      expect(err.message, url).toBe(FILE_ANSWER_INVALID_MESSAGE);
    }
    expect(await count()).toBe(0);
    await a.member.trpc.forms.submit.mutate({
      formId: form.id,
      assetId: asset.id,
      values: { field_1: { url: mine.url, name: mine.name, size: mine.size, type: mine.contentType } },
    });
    expect(await count()).toBe(1);
    const [row] = await t.db.db.select().from(uploads).where(eq(uploads.key, mine.key));
    expect(row?.organizationId).toBe(a.org.id);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { uploads } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  client,
  createUser,
  failure,
  type OrgFixture,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
  twoOrganizations,
} from "./harness";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let dataDir: string;

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-uploads-"));
  t = await startTestApp({ STOCKROOM_DATA_DIR: dataDir });
  ({ a, b } = await twoOrganizations(t, "uploads"));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(c: TestClient | null, bucket: string, file: { name: string; type: string; data: Buffer }) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const url = `${t.baseUrl}/api/uploads/${bucket}`;
  const res = c ? await c.fetch(url, { method: "POST", body: form }) : await fetch(url, { method: "POST", body: form });
  return { status: res.status, body: (await res.json()) as { url?: string; key?: string; error?: string } };
}

async function download(c: TestClient | null, url: string) {
  const full = `${t.baseUrl}${url}`;
  return c ? c.fetch(full) : fetch(full);
}

describe("uploading", () => {
  it("stores an avatar under a random name and records it with the organization", async () => {
    const res = await upload(a.member, "avatars", { name: "me.png", type: "image/png", data: PNG });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.png$/);
    const [row] = await t.db.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, res.body.key as string));
    expect(row).toMatchObject({
      organizationId: a.org.id,
      bucket: "avatars",
      contentType: "image/png",
      size: PNG.length,
    });
    expect(fs.readFileSync(path.join(dataDir, "uploads", "avatars", res.body.key as string))).toEqual(PNG);
  });

  it("refuses a file that is not an image, or 5MB and more, with the spec's messages", async () => {
    const text = await upload(a.member, "avatars", {
      name: "notes.png",
      type: "image/png",
      data: Buffer.from("hello"),
    });
    expect(text).toEqual({ status: 400, body: { error: "Please select an image file" } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(a.member, "avatars", { name: "x.svg", type: "image/svg+xml", data: svg })).body.error).toBe(
      "Please select an image file",
    );
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(a.member, "avatars", { name: "big.png", type: "image/png", data: big });
    expect(tooBig.body.error).toBe("File size must be less than 5MB");
    expect(tooBig.status).toBe(413);
    const under = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await upload(a.member, "avatars", { name: "ok.png", type: "image/png", data: under })).status).toBe(201);
  });

  it("prefixes organization logos with the organization id and lets only admins upload them", async () => {
    const denied = await upload(a.member, "org-avatars", { name: "logo.png", type: "image/png", data: PNG });
    expect(denied.status).toBe(403);
    const res = await upload(a.admin, "org-avatars", { name: "logo.PNG", type: "image/png", data: PNG });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(new RegExp(`^${a.org.id}-[0-9a-f]{32}\\.png$`));
    const updated = await a.admin.trpc.organization.update.mutate({ name: a.org.name, avatarUrl: res.body.url });
    expect(updated.avatarUrl).toBe(res.body.url);
    // B's admin cannot point B's logo at A's file.
    const err = await failure(b.admin.trpc.organization.update.mutate({ name: b.org.name, avatarUrl: res.body.url }));
    expect(err.message).toBe("Could not upload organization logo");
  });

  it("takes form files of the allowed types from writers only and serves documents as attachments", async () => {
    const viewer = await upload(a.viewer, "form-uploads", {
      name: "r.pdf",
      type: "application/pdf",
      data: Buffer.from("%PDF-1.4"),
    });
    expect(viewer.status).toBe(403);
    const html = await upload(a.member, "form-uploads", {
      name: "x.html",
      type: "text/html",
      data: Buffer.from("<script>"),
    });
    expect(html).toEqual({ status: 400, body: { error: "This file type is not allowed" } });
    const pdf = await upload(a.member, "form-uploads", {
      name: "Receipt March.pdf",
      type: "application/pdf",
      data: Buffer.from("%PDF-1.4"),
    });
    expect(pdf.status).toBe(201);
    const res = await download(a.viewer, pdf.body.url as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Receipt_March.pdf"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("needs a signed-in user who changed their password, a known bucket and our own origin", async () => {
    expect((await upload(null, "avatars", { name: "a.png", type: "image/png", data: PNG })).status).toBe(401);
    await createUser(t.db.db, { email: "fresh@uploads.test", password: "test-password", mustChangePassword: true });
    const fresh = await signedInClient(t, "fresh@uploads.test");
    expect((await upload(fresh, "avatars", { name: "a.png", type: "image/png", data: PNG })).status).toBe(401);
    expect((await upload(a.member, "secrets", { name: "a.png", type: "image/png", data: PNG })).status).toBe(404);
    const evil = client(t.baseUrl, { origin: "https://evil.example" });
    for (const [k, v] of a.member.jar) evil.jar.set(k, v);
    expect((await upload(evil, "avatars", { name: "a.png", type: "image/png", data: PNG })).status).toBe(403);
  });
});

describe("serving", () => {
  it("serves a file to its organization's members only", async () => {
    const { body } = await upload(a.member, "avatars", { name: "me.png", type: "image/png", data: PNG });
    const own = await download(a.viewer, body.url as string);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PNG);

    expect((await download(b.admin, body.url as string)).status).toBe(404);
    expect((await download(null, body.url as string)).status).toBe(401);
    expect((await download(a.member, "/files/avatars/..%2F..%2Fsecret")).status).toBe(404);
  });

  it("lets a user set an uploaded avatar on the profile, and refuses someone else's", async () => {
    const { body } = await upload(a.member, "avatars", { name: "me.png", type: "image/png", data: PNG });
    expect((await a.member.trpc.profile.updateAvatar.mutate({ avatarUrl: body.url as string })).avatarUrl).toBe(
      body.url,
    );
    expect((await a.member.trpc.auth.session.query())?.user.avatarUrl).toBe(body.url);
    const err = await failure(a.viewer.trpc.profile.updateAvatar.mutate({ avatarUrl: body.url as string }));
    expect(err.message).toBe("Error uploading avatar");
  });

  it("removes an organization's files from disk when the organization is deleted", async () => {
    const { body } = await upload(b.member, "avatars", { name: "b.png", type: "image/png", data: PNG });
    const file = path.join(dataDir, "uploads", "avatars", body.key as string);
    expect(fs.existsSync(file)).toBe(true);
    await createUser(t.db.db, { email: "op@uploads.test", password: "test-password", operator: true });
    const op = await signedInClient(t, "op@uploads.test");
    await op.trpc.platform.organizations.delete.mutate({
      organizationId: b.org.id,
      confirmation: "DELETE ORGANIZATION",
    });
    expect(fs.existsSync(file)).toBe(false);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type FormPurpose, MEMBER_ROLES, type MemberRole } from "@stockroom/core";
import { organizationMembers, organizations, outbox, platformOperators, users } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import { desc, eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll } from "vitest";
import { hashPassword } from "../src/auth/password";
import { loadConfig } from "../src/env";
import type { AppRouter } from "../src/router";
import { createServer, type StockroomServer } from "../src/server";
import { linkFormInTransaction } from "../src/services/forms/link-form-in-transaction";

export interface TestApp {
  db: TestDatabase;
  app: StockroomServer;
  baseUrl: string;
  close(): Promise<void>;
}

/** A real server on a fresh database of its own, listening on a random local port. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  // Uploads and the PIN secret go to a folder of this app's own, never the repo's .data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-test-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    STOCKROOM_WEB_DIST: "/nonexistent",
    STOCKROOM_DATA_DIR: dataDir,
    ...env,
  });
  const app = await createServer({ config, databaseUrl: db.url });
  const address = await app.start(0, "127.0.0.1");
  return {
    db,
    app,
    baseUrl: address,
    async close() {
      await app.stop();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The preamble of a test file: before its tests, a server on a fresh database of the file's
 * own (`use` receives it, and may prepare more); after them, the server closes.
 */
export function setUpTestApp(use: (t: TestApp) => unknown, env: Record<string, string> = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(env);
    await use(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

export interface TenancyFixture {
  t: TestApp;
  a: OrgFixture;
  b: OrgFixture;
}

/**
 * The preamble of a domain's test file: {@link setUpTestApp} with {@link twoOrganizations}
 * named after `prefix`. `use` receives them, e.g. `(f) => ({ t, a, b } = f)`.
 */
export function setUpTwoOrganizations(
  prefix: string,
  use: (fixture: TenancyFixture) => unknown,
  env: Record<string, string> = {},
): void {
  setUpTestApp(async (t) => use({ t, ...(await twoOrganizations(t, prefix)) }), env);
}

/**
 * A tRPC client over real HTTP that keeps cookies like a browser would; `forwardedFor` makes
 * it a client at that address (the test servers trust X-Forwarded-For from the loopback).
 */
export function client(
  baseUrl: string,
  opts: { origin?: string; forwardedFor?: string; language?: string; acceptLanguage?: string } = {},
) {
  const jar = new Map<string, string>();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    if (opts.origin) headers.set("origin", opts.origin);
    if (opts.forwardedFor) headers.set("x-forwarded-for", opts.forwardedFor);
    if (opts.language) headers.set("x-stockroom-locale", opts.language);
    if (opts.acceptLanguage) headers.set("accept-language", opts.acceptLanguage);
    const res = await fetch(input, { ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (!name) continue;
      if (!value || expired) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return res;
  };
  const trpc = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${baseUrl}/trpc`, transformer: superjson, fetch: fetchWithCookies })],
  });
  return { trpc, jar, fetch: fetchWithCookies };
}

/** A client signed in as `email` (the users of these tests have "test-password" unless told otherwise). */
export async function signedInClient(t: TestApp, email: string, password = "test-password") {
  const c = client(t.baseUrl);
  await c.trpc.auth.signIn.mutate({ email, password });
  return c;
}

export async function createUser(
  db: TestDatabase["db"],
  opts: {
    email: string;
    password?: string;
    fullName?: string;
    mustChangePassword?: boolean;
    operator?: boolean;
    org?: { id: string; role: string };
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email,
      passwordHash: await hashPassword(opts.password ?? "correct horse"),
      fullName: opts.fullName ?? opts.email.split("@")[0] ?? null,
      mustChangePassword: opts.mustChangePassword ?? false,
    })
    .returning();
  if (!user) throw new Error("user not created");
  if (opts.operator) await db.insert(platformOperators).values({ userId: user.id });
  if (opts.org) {
    const role = MEMBER_ROLES.find((r) => r === opts.org?.role);
    if (!role) throw new Error(`not a member role: ${opts.org.role}`);
    await db.insert(organizationMembers).values({ organizationId: opts.org.id, userId: user.id, role });
  }
  return user;
}

export async function createOrganization(db: TestDatabase["db"], name: string) {
  const [org] = await db.insert(organizations).values({ name }).returning();
  if (!org) throw new Error("organization not created");
  return org;
}

export async function latestMailTo(db: TestDatabase["db"], to: string) {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  return mail;
}

/** The error a tRPC call fails with, for asserting on code and message. */
export async function failure(p: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCClientError) return err as TRPCClientError<AppRouter>;
    throw err;
  }
  throw new Error("expected the call to fail, it succeeded");
}

export type TestClient = ReturnType<typeof client>;

export interface OrgFixture {
  org: Awaited<ReturnType<typeof createOrganization>>;
  admin: TestClient;
  member: TestClient;
  viewer: TestClient;
  adminUser: Awaited<ReturnType<typeof createUser>>;
}

/**
 * Two organizations, each with a signed-in admin, member and viewer: the fixture for
 * tenancy tests (a member of B tries every procedure with A's ids).
 */
export async function twoOrganizations(t: TestApp, prefix = "org"): Promise<{ a: OrgFixture; b: OrgFixture }> {
  const make = async (label: string): Promise<OrgFixture> => {
    const org = await createOrganization(t.db.db, `${prefix} ${label}`);
    const sign = async (role: MemberRole) => {
      const email = `${role}.${label}.${prefix}.${Math.random().toString(36).slice(2, 7)}@test.local`.toLowerCase();
      const user = await createUser(t.db.db, { email, password: "test-password", org: { id: org.id, role } });
      return { c: await signedInClient(t, email), user };
    };
    const admin = await sign("admin");
    return {
      org,
      admin: admin.c,
      adminUser: admin.user,
      member: (await sign("member")).c,
      viewer: (await sign("viewer")).c,
    };
  };
  return { a: await make("A"), b: await make("B") };
}

/**
 * A phone enrolled for PIN sign-in in the admin's organization (issue 21): the admin shows a
 * one-time code (Organization settings › Members › Phones) and the phone types it.
 */
export async function enrolledPhone(t: TestApp, admin: TestClient): Promise<TestClient> {
  const phone = client(t.baseUrl);
  const { code } = await admin.trpc.phones.createEnrollmentCode.mutate();
  await phone.trpc.mobile.enroll.mutate({ code });
  return phone;
}

/** For the browser tests' phone fixture: the admin's "Show enrollment code", without a browser. */
export { createEnrollmentCode } from "../src/services/mobile/phone-devices";

/**
 * Links `formId` to the asset type with the builder's own slot rule (intake and inventory
 * are single slots mirrored on asset_types), for fixtures that write their rows directly.
 */
export function linkForm(
  db: TestDatabase["db"],
  orgId: string,
  link: { assetTypeId: string; formId: string; purpose: FormPurpose },
) {
  return db.transaction((tx) => linkFormInTransaction(tx, orgId, link));
}

/** For the browser tests' webhook screens: the delivery job's run (jobs are off in tests) and a local receiver. */
export { parseAddressAllowList } from "../src/services/webhooks/address-guard";
export { deliverDueWebhooks } from "../src/services/webhooks/deliver-due-webhooks";
export { startReceiver } from "./webhook-receiver";

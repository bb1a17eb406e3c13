/**
 * ROLES MATRIX — viewer / member / manager / admin / owner of one organization, a
 * platform operator (no membership) and an anonymous visitor × every procedure of
 * appRouter. Which builder a procedure is made with (orgWriterProcedure …) is read from
 * its middleware chain; what that builder requires comes from core's permission table
 * through `can(principal, action)`. So the expected allow/deny is computed, never typed.
 *
 * Each call sends the number 42 as input: a gate that refuses answers 403 (401 without a
 * session) before the input is read; a gate that lets the caller through reaches the
 * input parser and answers 400. No call can change anything. Procedures without input
 * are called for real (queries; a mutation gets a throwaway session).
 *
 * The phone's PIN session (principal "user", no signed-in session) is one more caller:
 * it gets in only where the builder takes it (phoneProcedure) and `can("user", action)`.
 * So is the PIN session of a member who is a viewer ("pinViewer", issue 21 §5): where the
 * builder takes a PIN session, and only with `can("viewer", action)` — it looks, never writes.
 *
 * A procedure made with a builder this file does not know fails the test: add the
 * builder to BUILDERS with the action it requires.
 */
import { type Action, can, type Principal } from "@stockroom/core";
import { platformOperators } from "@stockroom/db";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { apiTokenAdminProcedure } from "../../src/routers/api-tokens";
import { orgImporterProcedure } from "../../src/routers/asset-import";
import {
  operatorProcedure,
  orgAdminProcedure,
  orgProcedure,
  orgWriterProcedure,
  protectedProcedure,
  publicProcedure,
  signedInProcedure,
} from "../../src/trpc";
import {
  createOrganization,
  createUser,
  enrolledPhone,
  setUpTestApp,
  signedInClient,
  type TestApp,
  type TestClient,
} from "../harness";
import { allProcedures, callProcedure } from "./format";

/**
 * phoneProcedure(action) makes a new builder at each call, so its procedures share no
 * middleware with one builder the table could hold. Every builder the routers make is
 * recorded here with its action (the real builder, returned unchanged) and becomes a row
 * of BUILDERS.
 */
const phoneBuilders = vi.hoisted(() => [] as Array<{ action: Action; middlewares: unknown[] }>);
vi.mock("../../src/trpc", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/trpc")>();
  return {
    ...real,
    phoneProcedure: (action: Parameters<typeof real.phoneProcedure>[0]) => {
      const builder = real.phoneProcedure(action);
      phoneBuilders.push({
        action,
        middlewares: (builder as unknown as { _def: { middlewares: unknown[] } })._def.middlewares,
      });
      return builder;
    },
  };
});

interface BuilderRule {
  name: string;
  middlewares: unknown[];
  /** null: any caller the builder lets in (see `signedIn`); else the action core must allow. */
  action: Action | null;
  /** Refuses a caller without a session. */
  signedIn: boolean;
  /** A PIN session counts as a session (principal "user"); else only a signed-in one does. */
  pin: boolean;
}

const rule = (name: string, builder: unknown, action: Action | null, signedIn: boolean, pin = false): BuilderRule => ({
  name,
  middlewares: (builder as { _def: { middlewares: unknown[] } })._def.middlewares,
  action,
  signedIn,
  pin,
});

const BUILDERS: BuilderRule[] = [
  rule("publicProcedure", publicProcedure, null, false),
  rule("signedInProcedure", signedInProcedure, null, true),
  rule("protectedProcedure", protectedProcedure, null, true),
  rule("orgProcedure", orgProcedure, "read", true),
  rule("orgWriterProcedure", orgWriterProcedure, "write", true),
  rule("orgAdminProcedure", orgAdminProcedure, "administer", true),
  rule("orgImporterProcedure", orgImporterProcedure, "import", true),
  rule("apiTokenAdminProcedure", apiTokenAdminProcedure, "manageApiTokens", true),
  rule("operatorProcedure", operatorProcedure, "operate", true),
  // phoneProcedure(action): a signed-in member whose role has the action, or a PIN session when "user" has it.
  ...phoneBuilders.map((b) => ({
    name: `phoneProcedure("${b.action}")`,
    middlewares: b.middlewares,
    action: b.action,
    signedIn: true,
    pin: true,
  })),
];

/** "pinViewer": the PIN session of a member who is a viewer (issue 21 §5): it looks, never writes. */
type Who = Principal | "anonymous" | "pinViewer";
const PRINCIPALS: Who[] = [
  "viewer",
  "member",
  "manager",
  "admin",
  "owner",
  "user",
  "pinViewer",
  "operator",
  "anonymous",
];
/** The PIN of the organization's member whose phone plays the "user" principal. */
const PIN = "1357";
/** The PIN of the organization's viewer whose phone plays "pinViewer". */
const VIEWER_PIN = "8024";

/** The builder of a procedure: the longest builder chain its middlewares start with. */
function builderOf(middlewares: unknown[]): { rule: BuilderRule; unknownExtra: number } {
  let best: BuilderRule | undefined;
  for (const b of BUILDERS) {
    const prefix = b.middlewares.every((m, i) => middlewares[i] === m);
    if (prefix && (!best || b.middlewares.length > best.middlewares.length)) best = b;
  }
  if (!best) throw new Error("a procedure not built from publicProcedure");
  // After the builder's chain: input parsers (`_type: "input"`) and, last, the resolver.
  const extra = middlewares
    .slice(best.middlewares.length, -1)
    .filter((m) => (m as { _type?: string })._type !== "input").length;
  return { rule: best, unknownExtra: extra };
}

function expectedAllowed(who: Who, r: BuilderRule): boolean {
  if (who === "anonymous") return !r.signedIn;
  // A PIN session is no signed-in session: only builders that take it let it in.
  if ((who === "user" || who === "pinViewer") && r.signedIn && !r.pin) return false;
  if (who === "pinViewer") return r.action === null ? true : can("viewer", r.action);
  return r.action === null ? true : can(who, r.action);
}

let t: TestApp;
const clients = new Map<Who, TestClient | null>();
const emails = new Map<Who, string>();
let pinAssetId: string;

/**
 * An enrolled phone that entered the member's (or the viewer's) PIN on the organization's
 * asset: a PIN session, no signed-in one.
 */
async function pinPhone(pin = PIN): Promise<TestClient> {
  const phone = await enrolledPhone(t, clients.get("admin") as TestClient);
  await phone.trpc.mobile.authenticate.mutate({ assetId: pinAssetId, pin });
  return phone;
}
setUpTestApp((app) => {
  t = app;
});

beforeAll(async () => {
  const org = await createOrganization(t.db.db, "Roles Org");
  for (const who of PRINCIPALS) {
    if (who === "anonymous") {
      clients.set(who, null);
      continue;
    }
    if (who === "user" || who === "pinViewer") continue; // below, once the member and an asset exist
    const email = `${who}.roles.${Date.now()}@test.local`;
    const user = await createUser(t.db.db, {
      email,
      password: "test-password",
      ...(who === "operator" ? {} : { org: { id: org.id, role: who } }),
    });
    if (who === "operator") await t.db.db.insert(platformOperators).values({ userId: user.id });
    emails.set(who, email);
    clients.set(who, await signedInClient(t, email));
  }
  const admin = clients.get("admin") as TestClient;
  const type = await admin.trpc.assetTypes.create.mutate({ name: "Roles type" });
  pinAssetId = (await admin.trpc.assets.create.mutate({ name: "Roles asset", asset_type_id: type.id })).id;
  await (clients.get("member") as TestClient).trpc.profile.update.mutate({
    fullName: "Roles Member",
    quickAccessPin: PIN,
  });
  clients.set("user", await pinPhone());
  await (clients.get("viewer") as TestClient).trpc.profile.update.mutate({
    fullName: "Roles Viewer",
    quickAccessPin: VIEWER_PIN,
  });
  clients.set("pinViewer", await pinPhone(VIEWER_PIN));
}, 60_000);

const procedures = allProcedures();

describe("roles matrix", () => {
  it("knows the builder of every procedure", () => {
    const unknown = procedures.filter((p) => builderOf(p.middlewares).unknownExtra > 0).map((p) => p.path);
    expect(unknown, "procedures made with a builder the roles matrix does not know: add it to BUILDERS").toEqual([]);
  });

  it.each(procedures.map((p) => [p.path, p] as const))("%s", async (path, p) => {
    const { rule: r } = builderOf(p.middlewares);
    const outcomes: string[] = [];
    const wanted: string[] = [];
    for (const who of PRINCIPALS) {
      let c = clients.get(who) ?? null;
      // A mutation without input runs for real: give it a session of its own.
      if (!p.hasInput && p.type === "mutation" && who !== "anonymous") {
        c =
          who === "user"
            ? await pinPhone()
            : who === "pinViewer"
              ? await pinPhone(VIEWER_PIN)
              : await signedInClient(t, emails.get(who) as string);
      }
      const res = await callProcedure(t.baseUrl, c, path, p.type, p.hasInput ? 42 : undefined);
      expect(res.status, `${path} as ${who}: ${res.message}`).toBeLessThan(500);
      const denied = res.status === 401 || res.status === 403;
      outcomes.push(`${who}:${denied ? "deny" : "allow"}`);
      wanted.push(`${who}:${expectedAllowed(who, r) ? "allow" : "deny"}`);
      if (p.hasInput && !denied) expect(res.status, `${path} as ${who} should reach the input check`).toBe(400);
    }
    expect(outcomes, `${path} (${r.name}${r.action ? `, needs can(role, "${r.action}")` : ""})`).toEqual(wanted);
  });
});

import { sql } from "drizzle-orm";
import superjson from "superjson";
import { appRouter } from "../../src/router";
import type { OrgFixture, TestApp, TestClient } from "../harness";

/**
 * The tenancy matrix's case format. One file per router domain under ./cases exports a
 * `DomainCases` record: procedure path → case. The matrix test walks EVERY procedure of
 * `appRouter`; a procedure with no case fails the test, so a new procedure cannot ship
 * untested. A case says who of organization B calls, with which input made of
 * organization A's ids, and what must happen:
 *
 * - `refused`: the call fails with a 4xx (NOT_FOUND, FORBIDDEN, BAD_REQUEST …).
 * - `own`:     the call may succeed, but its answer holds nothing of A (B's own data).
 * - `allowed`: by design anyone may call it with A's data (e.g. an invitation link's
 *              holder sees the invitation); `note` must say why.
 *
 * For every case, always: never a 5xx; the answer contains neither A's marker name nor
 * any id of A that was not in the input; and the checksum of all of A's rows (every table
 * with an organization_id, A's organization row and its members' users) is unchanged.
 */
export interface TenancyCase {
  /** Who of organization B calls (default "admin", the strongest org role: only tenancy can stop it). */
  as?: Caller;
  /** The input, made of A's ids; omitted for procedures without input. */
  input?: (a: TenantA) => unknown;
  expect: "refused" | "own" | "allowed";
  note?: string;
  /**
   * The exact answer (the procedure's data, superjson-decoded) when it succeeds: pins down
   * what an "allowed" case may show (e.g. the mobile page's PIN state and nothing else).
   */
  answer?: (a: TenantA) => unknown;
}
export type DomainCases = Record<string, TenancyCase>;

/**
 * - admin / member / viewer: B's signed-in users (shared across cases);
 * - fresh: a new member of B signed in for this case only (for calls that end a session);
 * - pin: the phone's PIN session of a member of B (principal "user"; no signed-in session);
 * - freshPin: a new PIN session of that member for this case only (for calls that end it);
 * - anonymous: no session.
 */
export type Caller = "admin" | "member" | "viewer" | "fresh" | "pin" | "freshPin" | "anonymous";

/** Organization A's ids and secrets that B's calls use. Every A name contains {@link A_MARKER}. */
export interface TenantA {
  orgId: string;
  adminEmail: string;
  memberUserId: string;
  memberId: string;
  assetTypeId: string;
  assetId: string;
  formId: string;
  submissionId: string;
  testValueSetId: string;
  invitationId: string;
  invitationToken: string;
  uploadUrl: string;
  /** The barcode of A's asset (its type has barcodes on): what A's QR labels carry. */
  assetBarcode: string;
  /** The live inventory item of A's asset. */
  inventoryItemId: string;
  /** A check of A's item (correctable, corrected once and its anomaly banner dismissed). */
  historyId: string;
  /** A second asset of A, archived, with its item and a check of its own. */
  archivedAssetId: string;
  archivedHistoryId: string;
  /** A's monthly snapshot of its asset, of month `snapshotMonth` (YYYY-MM). */
  snapshotId: string;
  snapshotMonth: string;
  /** A's report template (over A's asset type). */
  reportTemplateId: string;
  /** A phone enrolled for A's PIN sign-in (by A's admin's code). */
  phoneDeviceId: string;
  /** A's webhook endpoint, and a delivery (its test message) in its log. */
  webhookEndpointId: string;
  webhookDeliveryId: string;
  /** A notification of A's admin (the bell). */
  notificationId: string;
  /** An API token of A (issue 27). */
  apiTokenId: string;
}

/**
 * B's own rows, for the bad-input matrix: with them an input gets past the lookup of its
 * ids and its values reach the service and the database (A's ids stop at "not found").
 */
export interface OwnB {
  assetTypeId: string;
  assetId: string;
  inventoryItemId: string;
  historyId: string;
  formId: string;
  reportTemplateId: string;
  month: string;
}

/** The quick access PIN of B's member whose phone holds B's PIN session; never a PIN of A. */
export const B_PIN = "2468";

export const A_MARKER = "ZZALPHASECRET";

export interface MatrixWorld {
  t: TestApp;
  a: OrgFixture;
  b: OrgFixture;
  ids: TenantA;
  /** A phone with the PIN session of B's member (see {@link B_PIN}). */
  bPin: TestClient;
  own: OwnB;
}

export type ProcedureType = "query" | "mutation" | "subscription";

/** Every procedure of the app router, by dotted path. */
export function allProcedures(): Array<{
  path: string;
  type: ProcedureType;
  hasInput: boolean;
  middlewares: unknown[];
}> {
  const procedures = (
    appRouter as unknown as {
      _def: {
        procedures: Record<string, { _def: { type: ProcedureType; inputs: unknown[]; middlewares: unknown[] } }>;
      };
    }
  )._def.procedures;
  return Object.entries(procedures).map(([path, p]) => ({
    path,
    type: p._def.type,
    hasInput: p._def.inputs.length > 0,
    middlewares: p._def.middlewares,
  }));
}

export interface RawResult {
  status: number;
  text: string;
  /** tRPC error code (NOT_FOUND …) when it failed. */
  code: string | undefined;
  message: string | undefined;
}

/** superjson as the client sends it; a hostile value superjson refuses (a `__proto__` key) goes as plain JSON. */
function serialize(input: unknown): unknown {
  try {
    return superjson.serialize(input);
  } catch {
    return { json: input };
  }
}

/** Calls a procedure over HTTP exactly as a browser would (superjson, GET for queries, POST for mutations). */
export async function callProcedure(
  baseUrl: string,
  c: TestClient | null,
  path: string,
  type: ProcedureType,
  input: unknown,
): Promise<RawResult> {
  const doFetch = c ? c.fetch : fetch;
  const serialized = input === undefined ? undefined : serialize(input);
  const res =
    type === "query"
      ? await doFetch(
          `${baseUrl}/trpc/${path}${serialized ? `?input=${encodeURIComponent(JSON.stringify(serialized))}` : ""}`,
        )
      : // A mutation without input sends what the tRPC client sends (superjson's `undefined`):
        // an empty JSON body would be refused by Fastify (400) before tRPC.
        await doFetch(`${baseUrl}/trpc/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(serialized ?? superjson.serialize(undefined)),
        });
  const text = await res.text();
  let code: string | undefined;
  let message: string | undefined;
  try {
    const body = JSON.parse(text) as { error?: { json?: { message?: string; data?: { code?: string } } } };
    code = body.error?.json?.data?.code;
    message = body.error?.json?.message;
  } catch {
    message = text.slice(0, 200);
  }
  return { status: res.status, text, code, message };
}

/**
 * A fingerprint of everything organization A owns: every table with an organization_id
 * column, A's own row and its members' user rows. Any change by B's calls shows here.
 */
export async function tenantChecksum(t: TestApp, orgId: string): Promise<Record<string, string>> {
  const tables = (await t.db.db.execute(
    sql`select table_name from information_schema.columns
        where column_name = 'organization_id' and table_schema = 'public' order by table_name`,
  )) as unknown as Array<{ table_name: string }>;
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = (await t.db.db.execute(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum
          from ${sql.identifier(table_name)} x where x.organization_id = ${orgId}`,
    )) as unknown as Array<{ sum: string }>;
    out[table_name] = row?.sum ?? "";
  }
  const [org] = (await t.db.db.execute(
    sql`select md5(x::text) as sum from organizations x where x.id = ${orgId}`,
  )) as unknown as Array<{ sum: string }>;
  out.organizations = org?.sum ?? "";
  const [people] = (await t.db.db.execute(
    sql`select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) as sum from users u
        where u.id in (select user_id from organization_members where organization_id = ${orgId})`,
  )) as unknown as Array<{ sum: string }>;
  out.users = people?.sum ?? "";
  return out;
}

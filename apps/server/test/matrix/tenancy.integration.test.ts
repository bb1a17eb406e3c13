/**
 * TENANCY MATRIX — every procedure of appRouter, called by organization B with
 * organization A's ids. Nothing of A comes back, nothing of A changes.
 *
 * Case format (see ./format.ts for the full contract): one file per router domain in
 * ./cases/<domain>.ts exporting a `DomainCases` record, merged in ./cases/index.ts:
 *
 *   export const inventoryCases: DomainCases = {
 *     "inventory.items.get": { input: (a) => ({ id: a.assetId }), expect: "refused" },
 *     "inventory.items.list": { input: () => ({}), expect: "own" },
 *   };
 *
 * - key: the procedure's dotted path; `as`: who of B calls ("admin" by default; "member",
 *   "viewer", "fresh" for a throwaway session, "anonymous");
 * - `input(a)`: built from A's ids (TenantA in ./format.ts; extend it and ./world.ts when a
 *   new domain needs another kind of row of A);
 * - `expect`: "refused" (a 4xx), "own" (may succeed, shows nothing of A) or "allowed"
 *   (by design, with a `note`);
 * - `answer(a)`: when given, a success must answer exactly this (what an "allowed" case may show).
 * Always checked: no 5xx, no A marker / A id in the answer, A's row checksum unchanged.
 * A procedure of appRouter without a case fails "has a case for every procedure".
 */
import superjson from "superjson";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestApp, type TestApp } from "../harness";
import { allCases } from "./cases";
import { A_MARKER, allProcedures, callProcedure, type MatrixWorld, type TenantA, tenantChecksum } from "./format";
import { buildMatrixWorld, callerOf } from "./world";

let t: TestApp;
let world: MatrixWorld;
setUpTestApp((app) => {
  t = app;
});
beforeAll(async () => {
  world = await buildMatrixWorld(t);
}, 120_000);

const procedures = allProcedures();

/** Whether a failed call was refused by the procedure's input schema (zod's field errors). */
function inputSchemaRefusal(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { json?: { data?: { fieldErrors?: unknown } } } };
    const fieldErrors = body.error?.json?.data?.fieldErrors;
    return fieldErrors !== undefined && fieldErrors !== null;
  } catch {
    return false;
  }
}

function idsOf(a: TenantA): string[] {
  return Object.values(a).filter((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(v));
}

describe("tenancy matrix", () => {
  it("has a case for every procedure of the app router (and no case for a missing one)", () => {
    const paths = procedures.map((p) => p.path);
    const missing = paths.filter((p) => !(p in allCases));
    expect(missing, "procedures without a tenancy case: add them to test/matrix/cases/<domain>.ts").toEqual([]);
    const stale = Object.keys(allCases).filter((p) => !paths.includes(p));
    expect(stale, "cases for procedures that no longer exist").toEqual([]);
    expect(paths.length).toBeGreaterThanOrEqual(75);
  });

  it.each(procedures.map((p) => [p.path, p] as const))("%s", async (path, procedure) => {
    const c = allCases[path];
    if (!c) return; // reported by the test above
    const before = await tenantChecksum(t, world.ids.orgId);
    const input = c.input?.(world.ids);
    const caller = await callerOf(world, c.as ?? "admin");
    const res = await callProcedure(t.baseUrl, caller, path, procedure.type, input);

    expect(res.status, `${path}: ${res.message}`).toBeLessThan(500);
    if (c.expect === "refused") {
      expect(res.status, `${path} should be refused but answered ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(
        400,
      );
      // Refused by the input schema, the case would test nothing of tenancy: its input must be valid.
      expect(inputSchemaRefusal(res.text), `${path}: the case's input is invalid: ${res.message}`).toBe(false);
    }
    if (c.answer && res.status < 400) {
      const body = JSON.parse(res.text) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
      expect(superjson.deserialize(body.result.data), `${path} answered more than it may`).toEqual(c.answer(world.ids));
    }
    if (c.expect !== "allowed") {
      expect(res.text.includes(A_MARKER), `${path} answered with A's data: ${res.text.slice(0, 300)}`).toBe(false);
      const given = JSON.stringify(input ?? null);
      const leaked = idsOf(world.ids).filter((id) => res.text.includes(id) && !given.includes(id));
      expect(leaked, `${path} answered with A's ids`).toEqual([]);
      expect(await tenantChecksum(t, world.ids.orgId), `${path} changed A's rows`).toEqual(before);
    }
  });
});

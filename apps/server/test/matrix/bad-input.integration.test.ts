/**
 * BAD INPUT PROPERTIES (fast-check) — every procedure that takes input gets generated
 * bad input over HTTP, as the strongest caller its gate admits (B's admin; an operator
 * for platform.*): arbitrary values, and its tenancy case's own input with one leaf
 * replaced by something hostile (NUL text, 1e300, 2^31, NaN, Infinity, a BigInt, a Map,
 * deep nesting, a `__proto__` key, a 200 KB string, a missing value …). Where A's ids would
 * stop every value at "not found", a second template of B's own rows (./own-inputs.ts)
 * takes the hostile values into the service and the database.
 *
 * Two parts per procedure: a deterministic sweep (each of the most dangerous values in
 * each leaf of its input, in turn) and RUNS_PER_PROCEDURE fast-check runs (fixed seed,
 * so a failure replays).
 * Properties: never a 5xx; a refusal (4xx) carries a message; and a mutation whose calls
 * were all refused left every row of both organizations as it was.
 */
import { platformOperators } from "@stockroom/db";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, setUpTestApp, signedInClient, type TestApp, type TestClient } from "../harness";
import { allCases } from "./cases";
import { allProcedures, callProcedure, type MatrixWorld, tenantChecksum } from "./format";
import { ownInputs } from "./own-inputs";
import { buildMatrixWorld, callerOf } from "./world";

const RUNS_PER_PROCEDURE = 8;
/** The sweep: each of these in each leaf of the procedure's own input (at most MAX_SWEEP_LEAVES leaves). */
const MAX_SWEEP_LEAVES = 8;
const SEED = 20261124;

let t: TestApp;
let world: MatrixWorld;
let operator: TestClient;
setUpTestApp((app) => {
  t = app;
});
beforeAll(async () => {
  world = await buildMatrixWorld(t);
  const email = `operator.fuzz.${Date.now()}@test.local`;
  const user = await createUser(t.db.db, { email, password: "test-password" });
  await t.db.db.insert(platformOperators).values({ userId: user.id });
  operator = await signedInClient(t, email);
}, 120_000);

/** Hostile leaves; `long` ones only where a body carries them (mutations), not in a GET URL. */
function hostileLeaf(long: boolean) {
  const deep = (n: number) => {
    let v: unknown = "x";
    for (let i = 0; i < n; i++) v = { d: v };
    return v;
  };
  const leaves = [
    fc.constantFrom<unknown>(
      "a\u0000b",
      1e300,
      -1e300,
      2 ** 31,
      -(2 ** 31) - 1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -0.5,
      "",
      " ",
      null,
      undefined,
      true,
      [],
      {},
      "constructor",
      "javascript:alert(1)",
      "../../etc/passwd",
      "%00",
      "\u202e\ud800",
      10n ** 30n,
      new Map([["k", 1]]),
      new Set([1]),
      new Date(Number.NaN),
      deep(60),
      JSON.parse('{"__proto__":{"polluted":1}}'),
      { constructor: { prototype: { polluted: 1 } } },
    ),
    fc.string({ maxLength: 50 }),
    fc.integer(),
    fc.double(),
  ];
  if (long) leaves.push(fc.constant("x".repeat(200_000)));
  return fc.oneof(...leaves);
}

type Path = Array<string | number>;
function leafPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    if (entries.length === 0) out.push(path);
    for (const [k, v] of entries) leafPaths(v, [...path, k], out);
  } else out.push(path);
  return out;
}
function replaceAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt((value as Record<string | number, unknown>)[head], rest, leaf);
  return copy;
}

/** The most dangerous values, each put in every leaf in turn (deterministic, so nothing is left to chance). */
function sweepLeaves(long: boolean): unknown[] {
  let deep: unknown = "x";
  for (let i = 0; i < 60; i++) deep = { d: deep };
  const leaves: unknown[] = [
    "a\u0000b",
    1e300,
    2 ** 31,
    Number.NaN,
    deep,
    JSON.parse('{"__proto__":{"polluted":1}}'),
    "constructor",
    10n ** 30n,
    // A timestamp JavaScript reads and PostgreSQL cannot (year 275760).
    "+275760-09-13T00:00:00.000Z",
  ];
  if (long) leaves.push("x".repeat(200_000));
  return leaves;
}

function sweepInputs(template: unknown, long: boolean): unknown[] {
  const out: unknown[] = [];
  for (const path of leafPaths(template).slice(0, MAX_SWEEP_LEAVES)) {
    for (const leaf of sweepLeaves(long)) out.push(replaceAt(template, path, leaf));
  }
  return out;
}

function badInput(template: unknown, long: boolean) {
  const paths = leafPaths(template);
  const mutated = fc
    .tuple(fc.nat({ max: Math.max(0, paths.length - 1) }), hostileLeaf(long))
    .map(([i, leaf]) => replaceAt(template, paths[i] ?? [], leaf));
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withMap: true, withSet: true, withBigInt: true }) },
    { weight: 1, arbitrary: hostileLeaf(long) },
  );
}

/** A short description of an input for a failure message (BigInts and cycles included). */
function show(input: unknown): string {
  try {
    return (
      JSON.stringify(input, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v))?.slice(0, 200) ?? "undefined"
    );
  } catch {
    return String(input).slice(0, 200);
  }
}

const withInput = allProcedures().filter((p) => p.hasInput);

describe("bad input never breaks a procedure", () => {
  it.each(withInput.map((p) => [p.path, p] as const))(
    "%s",
    async (path, p) => {
      const c = allCases[path];
      const templates: unknown[] = [c?.input?.(world.ids) ?? {}];
      const own = ownInputs[path];
      if (own) templates.push(own(world.own));
      // Public procedures that sign someone in (an invitation's new account) would swap the
      // shared client's session: they get the caller their tenancy case names.
      const caller = path.startsWith("platform.")
        ? operator
        : c?.as === "anonymous" || c?.as === "fresh"
          ? await callerOf(world, c.as)
          : world.b.admin;
      const before =
        p.type === "mutation"
          ? [await tenantChecksum(t, world.ids.orgId), await tenantChecksum(t, world.b.org.id)]
          : null;
      let accepted = 0;
      const check = async (input: unknown) => {
        const res = await callProcedure(t.baseUrl, caller, path, p.type, input);
        expect(res.status, `${path} answered ${res.status} to ${show(input)}: ${res.text.slice(0, 300)}`).toBeLessThan(
          500,
        );
        if (res.status >= 400) expect(res.message, `${path}: a refusal without a message`).toBeTruthy();
        else accepted++;
      };
      for (const template of templates) {
        for (const input of sweepInputs(template, p.type === "mutation")) await check(input);
        await fc.assert(fc.asyncProperty(badInput(template, p.type === "mutation"), check), {
          numRuns: RUNS_PER_PROCEDURE,
          seed: SEED,
          endOnFailure: true,
        });
      }
      if (before && accepted === 0) {
        expect([await tenantChecksum(t, world.ids.orgId), await tenantChecksum(t, world.b.org.id)]).toEqual(before);
      }
    },
    60_000,
  );
});

/**
 * BAD INPUT, REST API (issue 27) — every route of the API gets hostile input through HTTP
 * with a token of B holding every scope: its tenancy case's input and (where there is one)
 * its input of B's own rows (./own-inputs.ts) with each leaf replaced in turn by a hostile
 * value; bodies that are no JSON object, wrong content types, hostile path parameters,
 * query strings and cursors; and fast-check runs of arbitrary JSON bodies and query strings
 * (fixed seed, so a failure replays).
 * Properties: never a 5xx; every refusal answers the API's error shape `{ code, message }`;
 * A's rows never change.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiRoute } from "../../src/http/api/api-routes";
import { encodeCursor } from "../../src/http/api/rest-handler";
import { setUpTestApp, type TestApp } from "../harness";
import { allApiRoutes, callRest, type RestResult, restRequest } from "./api-format";
import { allCases } from "./cases";
import { type MatrixWorld, tenantChecksum } from "./format";
import { ownInputs } from "./own-inputs";
import { buildMatrixWorld } from "./world";

const SEED = 20261127;
const RUNS_PER_ROUTE = 6;

let t: TestApp;
let world: MatrixWorld;
let token: string;
setUpTestApp((app) => {
  t = app;
});
beforeAll(async () => {
  world = await buildMatrixWorld(t);
  token = (
    await world.b.admin.trpc.apiTokens.create.mutate({
      name: "B fuzz",
      scopes: ["assets:read", "assets:write", "inventory:read", "inventory:write", "reports:read"],
      expiresInDays: null,
    })
  ).token;
}, 120_000);

const deep = (n: number) => {
  let v: unknown = "x";
  for (let i = 0; i < n; i++) v = { d: v };
  return v;
};

/** JSON-borne hostile values (a body or a query can carry nothing else). */
const HOSTILE: unknown[] = [
  "a\u0000b",
  1e300,
  -1e300,
  2 ** 31,
  -(2 ** 31) - 1,
  -0.5,
  "",
  " ",
  null,
  true,
  [],
  {},
  "constructor",
  "__proto__",
  "javascript:alert(1)",
  "../../etc/passwd",
  "%00",
  "\u202e\ud800",
  "9".repeat(400),
  deep(60),
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
];

/** Every path to a leaf of a JSON value. */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, [...at, i])) : [at];
  if (value && typeof value === "object") {
    const keys = Object.keys(value);
    return keys.length ? keys.flatMap((k) => leaves((value as Record<string, unknown>)[k], [...at, k])) : [at];
  }
  return [at];
}

function replaced(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced((value as Record<string | number, unknown>)[head], rest, leaf);
  return copy;
}

function expectHandled(res: RestResult, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body, `${what}: ${res.text.slice(0, 300)}`).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
    expect((res.body as { message: string }).message.length).toBeGreaterThan(0);
  }
}

const routes = allApiRoutes();

function templates(procedure: string): unknown[] {
  const c = allCases[procedure];
  const own = ownInputs[procedure];
  return [c?.input?.(world.ids) ?? {}, ...(own ? [own(world.own)] : [])];
}

describe("bad input, REST API", () => {
  it.each(routes.map((r) => [`${r.route.method} ${r.route.path}`, r] as const))(
    "%s: hostile leaves, bodies, paths and queries never get a 5xx",
    async (name, { procedure, route }) => {
      const before = await tenantChecksum(t, world.ids.orgId);
      // Each hostile value in each leaf of each template (path parameters included).
      for (const template of templates(procedure)) {
        for (const leaf of leaves(template).slice(0, 8)) {
          for (const value of HOSTILE) {
            const input = replaced(template, leaf, value);
            expectHandled(await callRest(t.baseUrl, token, restRequest(route, input)), `${name} ${leaf.join(".")}`);
          }
        }
      }
      await rawHostility(route, name);
      // Arbitrary JSON bodies or query strings.
      await fc.assert(
        fc.asyncProperty(
          route.method === "GET" || route.method === "DELETE"
            ? fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string(), fc.array(fc.string())))
            : fc.jsonValue({ maxDepth: 4 }),
          async (input) => {
            expectHandled(await callRest(t.baseUrl, token, restRequest(route, input)), `${name} fuzz`);
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
      expect(await tenantChecksum(t, world.ids.orgId)).toEqual(before);
    },
    120_000,
  );
});

describe("bad input, the API's upload (POST /imports/files)", () => {
  it("hostile bodies, types and names never get a 5xx, and change nothing of A", async () => {
    const before = await tenantChecksum(t, world.ids.orgId);
    const bodies = [
      "",
      "\u0000\u0001\u0002",
      "PK\u0003\u0004garbage",
      "\ud800",
      "=cmd|' /C calc'!A0,x\r\n1,2",
      "a,b\r\n".repeat(20_000),
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nName\r\n',
      "--x--",
    ];
    const types = [
      "text/csv",
      "application/octet-stream",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "multipart/form-data; boundary=x",
      "multipart/form-data",
      "application/json",
      "text/html",
      "",
    ];
    const names = [
      "",
      "?filename=",
      "?filename=%00",
      "?filename=..%2F..%2Fx.csv",
      `?filename=${"x".repeat(600)}`,
      "?filename[]=a",
    ];
    for (const body of bodies) {
      for (const type of types) {
        for (const name of names) {
          const res = await callRest(t.baseUrl, token, {
            method: "POST",
            url: `/imports/files${name}`,
            body,
            contentType: type,
          });
          expectHandled(res, `upload ${type} ${name.slice(0, 30)} ${body.slice(0, 20)}`);
        }
      }
    }
    expect(await tenantChecksum(t, world.ids.orgId)).toEqual(before);
  }, 120_000);
});

/** What no input schema sees: the request itself. */
async function rawHostility(route: ApiRoute, name: string) {
  const withParams = (v: string) => route.path.replace(/\{(\w+)\}/g, v);
  const paths = [
    withParams("%00"),
    withParams("..%2F..%2Fetc"),
    withParams("x".repeat(5000)),
    withParams("null"),
    withParams("%F0%28%8C%28"),
  ];
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  for (const url of paths) {
    expectHandled(
      await callRest(t.baseUrl, token, { method: route.method, url, ...(hasBody ? { body: "{}" } : {}) }),
      `${name} path ${url.slice(0, 40)}`,
    );
  }
  const base = withParams(world.own.assetId);
  if (route.method === "GET" || route.method === "DELETE") {
    for (const q of [
      "limit=1e300",
      "limit=-1",
      "limit=abc",
      "cursor=%00",
      `cursor=${"A".repeat(5000)}`,
      "cursor=cDo5OTk5OTk5OTk5",
      // Forged keyset cursors (the digest of no filters is easy to make): wrong arity, values
      // that are no date, no uuid, a quote, a NUL, too long.
      `cursor=${encodeCursor(["a"], {})}`,
      `cursor=${encodeCursor(["not a date", "not-a-uuid"], {})}`,
      `cursor=${encodeCursor(["2026-13-45 99:99:99", "00000000-0000-0000-0000-000000000000"], {})}`,
      `cursor=${encodeCursor(["'; drop table assets; --", "\u0000", "x"], {})}`,
      `cursor=${encodeCursor(["x".repeat(300), "y"], {})}`,
      "archived=maybe",
      "search=a&search=b",
      "__proto__[polluted]=1",
      "constructor[prototype][polluted]=1",
      "assetTypeId=%00",
      "page=0&pageSize=100000",
    ]) {
      expectHandled(await callRest(t.baseUrl, token, { method: route.method, url: `${base}?${q}` }), `${name} ?${q}`);
    }
  } else {
    for (const body of [
      "{",
      "[]",
      '"text"',
      "null",
      "1e999",
      '{"a":'.repeat(500),
      `{"name":"${"x".repeat(300_000)}"}`,
    ]) {
      expectHandled(
        await callRest(t.baseUrl, token, { method: route.method, url: base, body }),
        `${name} body ${body.slice(0, 20)}`,
      );
    }
    expectHandled(
      await callRest(t.baseUrl, token, { method: route.method, url: base, body: "name=x", contentType: "text/plain" }),
      `${name} text/plain`,
    );
    expectHandled(
      await callRest(t.baseUrl, token, {
        method: route.method,
        url: base,
        body: "x".repeat(3 * 1024 * 1024),
      }),
      `${name} 3 MB body`,
    );
  }
}

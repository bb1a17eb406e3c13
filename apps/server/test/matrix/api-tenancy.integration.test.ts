/**
 * TENANCY MATRIX, REST API (issue 27) — every route of the API, called with a token of
 * organization B holding every scope and A's ids, from the same cases as the tRPC tenancy
 * matrix (./cases: the route calls that procedure). Nothing of A comes back, nothing of A
 * changes; a case that expects a refusal gets a 4xx that is not the input schema's.
 */
import { uploads } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { IMPORT_UPLOAD_PATH } from "../../src/http/api/import-upload";
import { setUpTestApp, type TestApp } from "../harness";
import { allApiRoutes, callRest, restRequest } from "./api-format";
import { allCases } from "./cases";
import { A_MARKER, type MatrixWorld, type TenantA, tenantChecksum } from "./format";
import { buildMatrixWorld } from "./world";

let t: TestApp;
let world: MatrixWorld;
let tokenB: string;
setUpTestApp((app) => {
  t = app;
});
beforeAll(async () => {
  world = await buildMatrixWorld(t);
  const created = await world.b.admin.trpc.apiTokens.create.mutate({
    name: "B all scopes",
    scopes: ["assets:read", "assets:write", "inventory:read", "inventory:write", "reports:read"],
    expiresInDays: null,
  });
  tokenB = created.token;
}, 120_000);

const routes = allApiRoutes();

function idsOf(a: TenantA): string[] {
  return Object.values(a).filter((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(v));
}

describe("tenancy matrix, REST API", () => {
  it("has a tenancy case for every API route", () => {
    const missing = routes.map((r) => r.procedure).filter((p) => !(p in allCases));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(routes.map((r) => [`${r.route.method} ${r.route.path}`, r] as const))(
    "%s",
    async (_name, { procedure, route }) => {
      const c = allCases[procedure];
      if (!c) return;
      const before = await tenantChecksum(t, world.ids.orgId);
      const res = await callRest(t.baseUrl, tokenB, restRequest(route, c.input?.(world.ids) ?? {}));
      expect(res.status, `${procedure}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
      if (c.expect === "refused") {
        expect(res.status, `${procedure} should be refused: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        const fieldErrors = (res.body as { fieldErrors?: unknown } | null)?.fieldErrors;
        expect(fieldErrors, `${procedure}: the case's input is invalid: ${res.text.slice(0, 300)}`).toBeUndefined();
      }
      if (res.status >= 400) {
        expect(res.body, procedure).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
      expect(res.text).not.toContain(A_MARKER);
      if (res.status < 400 && !c.answer) {
        for (const id of idsOf(world.ids)) {
          // An input id echoed back (an "own" case's filter) is not A's data.
          if (JSON.stringify(c.input?.(world.ids) ?? {}).includes(id)) continue;
          expect(res.text, `${procedure} answered A's id ${id}`).not.toContain(id);
        }
      }
      expect(await tenantChecksum(t, world.ids.orgId)).toEqual(before);
    },
  );

  it("POST /imports/files (the upload, no procedure): B's file is B's, A's rows never change", async () => {
    const before = await tenantChecksum(t, world.ids.orgId);
    const res = await fetch(`${t.baseUrl}/api/v1${IMPORT_UPLOAD_PATH}?filename=b.csv`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokenB}`, "content-type": "text/csv" },
      body: "Name,Quantity\r\nB row,1",
    });
    const body = (await res.json()) as { file: string };
    expect(res.status).toBe(201);
    const key = body.file.split("/").pop() ?? "";
    const [row] = await t.db.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row?.organizationId).toBe(world.b.org.id);
    expect(JSON.stringify(body)).not.toContain(A_MARKER);
    // A's file key (under the imports bucket) is not B's to import.
    const aFile = world.ids.uploadUrl.replace("/form-uploads/", "/imports/");
    const preview = await callRest(t.baseUrl, tokenB, {
      method: "POST",
      url: "/assets/import/preview",
      body: JSON.stringify({ file: aFile, matchKey: "barcode" }),
    });
    expect(preview.status).toBe(404);
    expect(await tenantChecksum(t, world.ids.orgId)).toEqual(before);
  });
});

/**
 * Imports through the REST API (issue 27, "imports once the import issue lands") with a token
 * alone: the file is uploaded to /api/v1/imports/files (multipart through the generated
 * client, or the raw body), then previewed, committed, followed as a run and undone through
 * the import's REST routes. Also: every route of the API answering what its strict schema in
 * the document says (the server checks each answer under test, a mismatch is a 500), the
 * upload's scopes, limits and hostile bodies, and organization B's token against A's file,
 * run and batch.
 */
import {
  API_TOKEN_INVALID,
  API_TOKEN_SCOPE_MESSAGE,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_WRONG_TYPE_MESSAGE,
} from "@stockroom/core";
import { assets } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import createClient from "openapi-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../src/http/api/api-routes";
import { IMPORT_UPLOAD_EMPTY } from "../../src/http/api/import-upload";
import { takeMonthlySnapshot } from "../../src/services/inventory/snapshots/take-monthly-snapshot";
import { type OrgFixture, setUpTestApp, type TestApp, twoOrganizations } from "../harness";
import { ALL_SCOPES, createToken, rest } from "./api-fixture";
import type { paths } from "./stockroom-api.generated";

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
setUpTestApp(
  (app) => {
    t = app;
  },
  { LOG_LEVEL: "error" },
);
beforeAll(async () => {
  ({ a, b } = await twoOrganizations(t, "api-imports"));
});

const api = (token: string) =>
  createClient<paths>({ baseUrl: `${t.baseUrl}/api/v1`, headers: { authorization: `Bearer ${token}` } });

/** Every route the tests of this file answered with 2xx (the schema check ran on each). */
const answered = new Set<string>();
const mark = (method: string, path: string, status: number) => {
  if (status >= 200 && status < 300) answered.add(`${method} ${path}`);
};

const CSV = [
  "External ID,Name,Asset type,Quantity,Unit",
  "API-1,API pump,Pumps,4,each",
  "API-2,API hose,Pumps,9,box",
].join("\r\n");

async function uploadMultipart(token: string, name: string, data: string | Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(Buffer.from(data))]), name);
  const res = await api(token).POST("/imports/files", {
    body: { file: "" },
    bodySerializer: () => form,
  });
  mark("POST", "/imports/files", res.response.status);
  return res;
}

async function rawUpload(token: string | null, body: string | Uint8Array, contentType: string, query = "") {
  const headers: Record<string, string> = { "content-type": contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.baseUrl}/api/v1/imports/files${query}`, { method: "POST", headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function orgAssets(orgId: string, names: string[]) {
  return t.db.db
    .select({ name: assets.name, isDeleted: assets.isDeleted })
    .from(assets)
    .where(and(eq(assets.organizationId, orgId), sql`${assets.name} = any(${`{${names.join(",")}}`}::text[])`));
}

describe("an import with a token alone, through the generated client", () => {
  it("uploads a CSV, previews, commits, reads the run and the batches, and undoes it", async () => {
    const { token } = await createToken(a.admin, ["assets:write"], "Importer");
    const client = api(token);
    await client.POST("/asset-types", { body: { name: "Pumps" } });

    const uploaded = await uploadMultipart(token, "pumps.csv", CSV);
    expect(uploaded.response.status, JSON.stringify(uploaded.error)).toBe(201);
    const file = uploaded.data?.file ?? "";
    expect(file).toMatch(/^\/files\/imports\//);
    expect(uploaded.data).toMatchObject({ name: "pumps.csv", size: Buffer.byteLength(CSV) });

    const preview = await client.POST("/assets/import/preview", { body: { file, matchKey: "external_id" } });
    mark("POST", "/assets/import/preview", preview.response.status);
    expect(preview.response.status, JSON.stringify(preview.error)).toBe(200);
    expect(preview.data?.totals).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    expect(preview.data?.rows.map((r) => r.name)).toEqual(["API pump", "API hose"]);
    expect(await orgAssets(a.org.id, ["API pump", "API hose"])).toEqual([]);

    // A run of the preview: its status, then its answer.
    const run = await client.POST("/assets/import/runs", { body: { file, matchKey: "external_id", step: "preview" } });
    mark("POST", "/assets/import/runs", run.response.status);
    expect(run.response.status, JSON.stringify(run.error)).toBe(201);
    const runId = run.data?.id ?? "";
    const status = await client.GET("/assets/import/runs/{runId}", { params: { path: { runId } } });
    mark("GET", "/assets/import/runs/{runId}", status.response.status);
    expect(status.data).toMatchObject({ id: runId, step: "preview", status: "done" });
    expect(status.data?.preview?.totals.create).toBe(2);

    const commit = await client.POST("/assets/import/commit", { body: { file, matchKey: "external_id" } });
    mark("POST", "/assets/import/commit", commit.response.status);
    expect(commit.response.status, JSON.stringify(commit.error)).toBe(200);
    expect(commit.data?.counts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const batchId = commit.data?.batchId ?? "";
    expect((await orgAssets(a.org.id, ["API pump", "API hose"])).map((x) => x.isDeleted)).toEqual([false, false]);

    const batches = await client.GET("/assets/import/batches");
    mark("GET", "/assets/import/batches", batches.response.status);
    expect(batches.data?.find((x) => x.id === batchId)).toMatchObject({ fileName: "pumps.csv", status: "committed" });

    const undo = await client.POST("/assets/import/batches/{batchId}/undo", { params: { path: { batchId } } });
    mark("POST", "/assets/import/batches/{batchId}/undo", undo.response.status);
    expect(undo.response.status, JSON.stringify(undo.error)).toBe(200);
    expect(undo.data).toEqual({ batchId, undone: 2 });
    expect((await orgAssets(a.org.id, ["API pump", "API hose"])).map((x) => x.isDeleted)).toEqual([true, true]);
  });

  it("takes the file as the raw body too (curl --data-binary), named by ?filename=", async () => {
    const { token } = await createToken(a.admin, ["assets:write"], "Raw importer");
    const res = await rawUpload(token, CSV, "text/csv", "?filename=raw.csv");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "raw.csv", contentType: "text/csv", size: Buffer.byteLength(CSV) });
    const preview = await rest(t.baseUrl, token, "POST", "/assets/import/preview", {
      file: res.body.file,
      matchKey: "external_id",
    });
    expect(preview.status).toBe(200);
    // The first test's rows were undone (archived), so their keys are now errors: still two rows read.
    expect((preview.body as { total: number }).total).toBe(2);
  });
});

describe("the upload's scopes, limits and hostile bodies", () => {
  it("needs a live token with assets:write, before the body is read", async () => {
    const reader = await createToken(a.admin, ["assets:read", "inventory:write", "reports:read"], "No import");
    const refused = await rawUpload(reader.token, CSV, "text/csv");
    expect(refused).toEqual({ status: 403, body: { code: "FORBIDDEN", message: API_TOKEN_SCOPE_MESSAGE } });
    for (const [method, path, body] of [
      ["POST", "/assets/import/preview", { file: "/files/imports/x.csv", matchKey: "barcode" }],
      ["POST", "/assets/import/runs", { file: "/files/imports/x.csv", matchKey: "barcode", step: "commit" }],
      ["GET", "/assets/import/batches", undefined],
    ] as const) {
      expect((await rest(t.baseUrl, reader.token, method, path, body)).status, path).toBe(403);
    }
    const none = await rawUpload(null, "x".repeat(IMPORT_MAX_BYTES + 10), "text/csv");
    expect(none).toEqual({ status: 401, body: { code: "UNAUTHORIZED", message: API_TOKEN_INVALID } });
  });

  it("refuses a file over the import's limit with its message, an empty one, a wrong type and a wrong body", async () => {
    const { token } = await createToken(a.admin, ["assets:write"], "Limits");
    const big = await rawUpload(token, Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41), "text/csv");
    expect(big).toEqual({ status: 413, body: { code: "PAYLOAD_TOO_LARGE", message: IMPORT_TOO_LARGE_MESSAGE } });
    const bigPart = await uploadMultipart(token, "big.csv", Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41));
    expect(bigPart.response.status, JSON.stringify(bigPart.error)).toBe(413);
    expect(bigPart.error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: IMPORT_TOO_LARGE_MESSAGE });
    expect(await rawUpload(token, "", "text/csv")).toEqual({
      status: 400,
      body: { code: "BAD_REQUEST", message: IMPORT_UPLOAD_EMPTY },
    });
    const exe = await rawUpload(token, "MZ\u0000\u0001", "application/octet-stream", "?filename=tool.exe");
    expect(exe).toEqual({ status: 400, body: { code: "BAD_REQUEST", message: IMPORT_WRONG_TYPE_MESSAGE } });
    const json = await rawUpload(token, JSON.stringify({ file: "x" }), "application/json");
    expect(json.status).toBe(415);
    for (const [body, type] of [
      ['--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n', "multipart/form-data; boundary=x"],
      ["\u0000\u0001\u0002", "multipart/form-data"],
      [CSV, "text/csv"],
    ] as const) {
      for (const query of ["?filename=%00", `?filename=${"a".repeat(300)}.csv`, "?filename=../../etc/passwd.csv", ""]) {
        const res = await rawUpload(token, body, type, query);
        expect(res.status, `${type} ${query}`).toBeLessThan(500);
        if (res.status >= 400)
          expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
  });
});

describe("organization B's token and A's import", () => {
  it("never previews, commits, reads or undoes A's file, run or batch", async () => {
    const tokenA = (await createToken(a.admin, ["assets:write"], "A importer")).token;
    const tokenB = (await createToken(b.admin, ALL_SCOPES, "B all")).token;
    await api(tokenA).POST("/asset-types", { body: { name: "Pumps B-proof" } });
    const csv = CSV.replaceAll("Pumps", "Pumps B-proof").replaceAll("API-", "TEN-").replaceAll("API ", "Tenant ");
    const file = (await uploadMultipart(tokenA, "a.csv", csv)).data?.file ?? "";
    const run = await api(tokenA).POST("/assets/import/runs", {
      body: { file, matchKey: "external_id", step: "preview" },
    });
    const commit = await api(tokenA).POST("/assets/import/commit", { body: { file, matchKey: "external_id" } });
    const batchId = commit.data?.batchId ?? "";
    const runId = run.data?.id ?? "";
    expect(batchId).not.toBe("");

    for (const [method, path, body] of [
      ["POST", "/assets/import/preview", { file, matchKey: "external_id" }],
      ["POST", "/assets/import/commit", { file, matchKey: "external_id" }],
      ["POST", "/assets/import/runs", { file, matchKey: "external_id", step: "commit" }],
      ["GET", `/assets/import/runs/${runId}`, undefined],
      ["POST", `/assets/import/batches/${batchId}/undo`, {}],
    ] as const) {
      const res = await rest(t.baseUrl, tokenB, method, path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
    }
    const listed = await rest(t.baseUrl, tokenB, "GET", "/assets/import/batches");
    expect(listed.text).not.toContain(batchId);
    // A's import stands; B has none of its rows.
    expect((await orgAssets(a.org.id, ["Tenant pump", "Tenant hose"])).map((x) => x.isDeleted)).toEqual([false, false]);
    expect(await orgAssets(b.org.id, ["Tenant pump", "Tenant hose"])).toEqual([]);
  });
});

describe("every route answers its strict schema", () => {
  it("walks the routes the other tests leave out, then finds every route answered", async () => {
    const { token } = await createToken(a.admin, ALL_SCOPES, "Schema walk");
    const client = api(token);
    const call = async <T>(
      method: string,
      path: string,
      run: () => Promise<{ response: Response; data?: T; error?: unknown }>,
    ) => {
      const res = await run();
      mark(method, path, res.response.status);
      expect(res.response.status, `${method} ${path}: ${JSON.stringify(res.error)}`).toBeLessThan(300);
      return res.data as T;
    };
    const type = await call("POST", "/asset-types", () =>
      client.POST("/asset-types", { body: { name: "Schema type" } }),
    );
    const typeId = type?.id ?? "";
    await call("GET", "/asset-types", () => client.GET("/asset-types"));
    await call("GET", "/asset-types/{id}", () => client.GET("/asset-types/{id}", { params: { path: { id: typeId } } }));
    await call("PATCH", "/asset-types/{id}", () =>
      client.PATCH("/asset-types/{id}", { params: { path: { id: typeId } }, body: { name: "Schema type 2" } }),
    );
    const asset = await call("POST", "/assets", () =>
      client.POST("/assets", { body: { name: "Schema asset", asset_type_id: typeId } }),
    );
    const assetId = asset?.id ?? "";
    const itemId = asset?.inventoryItemId ?? "";
    await call("GET", "/assets", () => client.GET("/assets", { params: { query: { limit: 5 } } }));
    await call("GET", "/assets/{id}", () => client.GET("/assets/{id}", { params: { path: { id: assetId } } }));
    await call("PATCH", "/assets/{id}", () =>
      client.PATCH("/assets/{id}", {
        params: { path: { id: assetId } },
        body: { values: { name: "Schema asset 2", asset_type_id: typeId } },
      }),
    );
    await call("GET", "/inventory/items", () => client.GET("/inventory/items", { params: { query: { limit: 5 } } }));
    await call("GET", "/inventory/items/{id}", () =>
      client.GET("/inventory/items/{id}", { params: { path: { id: itemId } } }),
    );
    const check = await call("POST", "/inventory/items/{id}/checks", () =>
      client.POST("/inventory/items/{id}/checks", { params: { path: { id: itemId } }, body: { quantity: 3 } }),
    );
    const historyId = check?.historyId ?? "";
    await call("GET", "/assets/{id}/history", () =>
      client.GET("/assets/{id}/history", { params: { path: { id: assetId } } }),
    );
    await call("GET", "/inventory/history/{historyId}/correction", () =>
      client.GET("/inventory/history/{historyId}/correction", { params: { path: { historyId } } }),
    );
    await call("POST", "/inventory/history/{historyId}/corrections", () =>
      client.POST("/inventory/history/{historyId}/corrections", {
        params: { path: { historyId } },
        body: { quantity: 4, reason: "Miscounted" },
      }),
    );
    // This month's snapshot, so the search answers rows.
    const month = new Date().toISOString().slice(0, 7);
    await takeMonthlySnapshot(t.db.db, month);
    const snapshots = await call("POST", "/inventory/snapshots/search", () =>
      client.POST("/inventory/snapshots/search", { body: { filters: { fromMonth: month, toMonth: month } } }),
    );
    expect(snapshots?.items.length).toBeGreaterThan(0);
    await call("POST", "/reports/generate", () => client.POST("/reports/generate", { body: {} }));
    await call("DELETE", "/assets/{id}", () => client.DELETE("/assets/{id}", { params: { path: { id: assetId } } }));
    await call("DELETE", "/asset-types/{id}", () =>
      client.DELETE("/asset-types/{id}", { params: { path: { id: typeId } } }),
    );
    const all = Object.values(API_ROUTES).map((r) => `${r.method} ${r.path}`);
    // This file's other tests ran first (vitest runs a file's tests in order).
    expect(all.filter((r) => !answered.has(r))).toEqual([]);
    expect(answered.has("POST /imports/files")).toBe(true);
  });
});

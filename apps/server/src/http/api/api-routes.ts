import type { ApiTokenScope } from "@stockroom/core";
import { z } from "zod";
import * as S from "./api-schemas";

/**
 * THE REST API's ROUTE TABLE (issue 27): which tRPC procedures the API exposes, at which
 * method and path, for which token scope. The procedures keep their one definition (their
 * input schema, their permission checks, their service); this table adds what REST needs,
 * and the OpenAPI document is generated from both (openapi-document.ts). A procedure that
 * is not here is out of a token's reach: tRPC's orgProcedure refuses a token on it.
 *
 * `paged`: the procedure takes `page`/`pageSize`; the API takes `cursor`
 * and `limit` instead and answers `nextCursor` (rest-handler.ts).
 */
export interface ApiRoute {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Under /api/v1, with `{param}`s named after the procedure's input keys. */
  path: `/${string}`;
  scope: ApiTokenScope;
  tag: "Asset types" | "Assets" | "Inventory" | "Snapshots" | "Reports" | "Imports";
  summary: string;
  /** The answer's schema, for the document (the procedures have no output parsers). */
  output: z.ZodType;
  paged?: boolean;
  /** 201 for a route that creates something. */
  created?: boolean;
}

/** A page of a cursor-paged list. */
export const pageOf = (item: z.ZodType) =>
  z.strictObject({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    total: z.number().int(),
    /** False when counting stopped at its limit: `total` is then a lower bound. */
    totalIsExact: z.boolean(),
  });

export const API_ROUTES = {
  "assetTypes.list": {
    method: "GET",
    path: "/asset-types",
    scope: "assets:read",
    tag: "Asset types",
    summary: "List asset types",
    output: z.array(S.AssetTypeSummary),
  },
  "assetTypes.get": {
    method: "GET",
    path: "/asset-types/{id}",
    scope: "assets:read",
    tag: "Asset types",
    summary: "Get an asset type",
    output: S.AssetType,
  },
  "assetTypes.create": {
    method: "POST",
    path: "/asset-types",
    scope: "assets:write",
    tag: "Asset types",
    summary: "Create an asset type",
    output: S.CreatedAssetType,
    created: true,
  },
  "assetTypes.update": {
    method: "PATCH",
    path: "/asset-types/{id}",
    scope: "assets:write",
    tag: "Asset types",
    summary: "Update an asset type",
    output: S.ChangedEntity,
  },
  "assetTypes.archive": {
    method: "DELETE",
    path: "/asset-types/{id}",
    scope: "assets:write",
    tag: "Asset types",
    summary: "Delete (archive) an asset type",
    output: S.DeletedEntity,
  },
  "assets.list": {
    method: "GET",
    path: "/assets",
    scope: "assets:read",
    tag: "Assets",
    summary: "List assets",
    output: pageOf(S.AssetListItem),
    paged: true,
  },
  "assets.get": {
    method: "GET",
    path: "/assets/{id}",
    scope: "assets:read",
    tag: "Assets",
    summary: "Get an asset",
    output: S.Asset,
  },
  "assets.create": {
    method: "POST",
    path: "/assets",
    scope: "assets:write",
    tag: "Assets",
    summary: "Create an asset (with its inventory item)",
    output: S.CreatedAsset,
    created: true,
  },
  "assets.update": {
    method: "PATCH",
    path: "/assets/{id}",
    scope: "assets:write",
    tag: "Assets",
    summary: "Update an asset",
    output: S.ChangedEntity,
  },
  "assets.delete": {
    method: "DELETE",
    path: "/assets/{id}",
    scope: "assets:write",
    tag: "Assets",
    summary: "Delete (archive) an asset",
    output: S.DeletedEntity,
  },
  "assets.inventoryActivity": {
    method: "GET",
    path: "/assets/{id}/history",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "An asset's history: edits, checks and stock changes, newest first",
    output: z.array(S.HistoryEntry),
  },
  "inventory.items.list": {
    method: "GET",
    path: "/inventory/items",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "List inventory items",
    output: pageOf(S.InventoryListItem),
    paged: true,
  },
  "inventory.items.get": {
    method: "GET",
    path: "/inventory/items/{id}",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "Get an inventory item",
    output: S.InventoryItemDetail,
  },
  "inventory.items.recordCheck": {
    method: "POST",
    path: "/inventory/items/{id}/checks",
    scope: "inventory:write",
    tag: "Inventory",
    summary: "Record an inventory check (a count) of an item",
    output: S.RecordedCheck,
    created: true,
  },
  "inventory.history.correctionContext": {
    method: "GET",
    path: "/inventory/history/{historyId}/correction",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "What a correction of a history entry starts from",
    output: S.CorrectionContext,
  },
  "inventory.history.applyCorrection": {
    method: "POST",
    path: "/inventory/history/{historyId}/corrections",
    scope: "inventory:write",
    tag: "Inventory",
    summary: "Correct a history entry",
    output: S.AppliedCorrection,
    created: true,
  },
  "inventory.snapshots.list": {
    method: "POST",
    path: "/inventory/snapshots/search",
    scope: "inventory:read",
    tag: "Snapshots",
    summary: "List monthly snapshots (filters in the body)",
    output: pageOf(S.Snapshot),
    paged: true,
  },
  "reports.generate": {
    method: "POST",
    path: "/reports/generate",
    scope: "reports:read",
    tag: "Reports",
    summary: "Generate one page of a report; pass `nextCursor` back as `cursor` for the next",
    output: S.ReportPage,
  },
  "assets.import.preview": {
    method: "POST",
    path: "/assets/import/preview",
    scope: "assets:write",
    tag: "Imports",
    summary: "Preview (dry run) an import of an uploaded spreadsheet",
    output: S.ImportPreview,
  },
  "assets.import.commit": {
    method: "POST",
    path: "/assets/import/commit",
    scope: "assets:write",
    tag: "Imports",
    summary: "Commit an import of an uploaded spreadsheet",
    output: S.ImportCommit,
  },
  "assets.import.batches": {
    method: "GET",
    path: "/assets/import/batches",
    scope: "assets:write",
    tag: "Imports",
    summary: "Recent import batches",
    output: z.array(S.ImportBatch),
  },
  "assets.import.start": {
    method: "POST",
    path: "/assets/import/runs",
    scope: "assets:write",
    tag: "Imports",
    summary:
      "Start a preview or commit of an uploaded file as a run (a large file runs in the background: read its status)",
    output: S.ImportRun,
    created: true,
  },
  "assets.import.run": {
    method: "GET",
    path: "/assets/import/runs/{runId}",
    scope: "assets:write",
    tag: "Imports",
    summary: "The status of an import run, and its answer once done",
    output: S.ImportRun,
  },
  "assets.import.undo": {
    method: "POST",
    path: "/assets/import/batches/{batchId}/undo",
    scope: "assets:write",
    tag: "Imports",
    summary: "Undo a committed import",
    output: S.ImportUndo,
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiProcedurePath = keyof typeof API_ROUTES;

/** The scope a token needs for a procedure, or null: the procedure is not part of the API. */
export function apiScopeOf(procedurePath: string): ApiTokenScope | null {
  return Object.hasOwn(API_ROUTES, procedurePath) ? API_ROUTES[procedurePath as ApiProcedurePath].scope : null;
}

import type { ApiTokenScope } from "@stockroom/core";
import { z } from "zod";

/**
 * THE REST API's ROUTE TABLE (issue 27): which tRPC procedures the API exposes, at which
 * method and path, for which token scope. The procedures keep their one definition (their
 * input schema, their permission checks, their service); this table adds what REST needs,
 * and the OpenAPI document is generated from both (openapi-document.ts). A procedure that
 * is not here is out of a token's reach: tRPC's orgProcedure refuses a token on it.
 *
 * `paged`: the procedure takes `page`/`pageSize` (+ `knownTotal`); the API takes `cursor`
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

const id = z.uuid();
const entity = (name: string, fields: z.ZodRawShape = {}) =>
  z.looseObject({ id, ...fields }).meta({ id: name, description: `${name} (more fields may follow)` });

const AssetType = entity("AssetType", { name: z.string() });
const Asset = entity("Asset", { name: z.string() });
const InventoryItem = entity("InventoryItem");
const HistoryEntry = z
  .looseObject({
    id,
    kind: z.string(),
    description: z.string(),
    actorName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "HistoryEntry" });
const Snapshot = entity("Snapshot");
const ReportRow = z.looseObject({}).meta({ id: "ReportRow" });
const Anything = z.looseObject({});

/** A page of a cursor-paged list. */
export const pageOf = (item: z.ZodType) =>
  z.object({
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
    output: z.array(AssetType),
  },
  "assetTypes.get": {
    method: "GET",
    path: "/asset-types/{id}",
    scope: "assets:read",
    tag: "Asset types",
    summary: "Get an asset type",
    output: AssetType,
  },
  "assetTypes.create": {
    method: "POST",
    path: "/asset-types",
    scope: "assets:write",
    tag: "Asset types",
    summary: "Create an asset type",
    output: AssetType,
    created: true,
  },
  "assetTypes.update": {
    method: "PATCH",
    path: "/asset-types/{id}",
    scope: "assets:write",
    tag: "Asset types",
    summary: "Update an asset type",
    output: Anything,
  },
  "assetTypes.archive": {
    method: "DELETE",
    path: "/asset-types/{id}",
    scope: "assets:write",
    tag: "Asset types",
    summary: "Delete (archive) an asset type",
    output: Anything,
  },
  "assets.list": {
    method: "GET",
    path: "/assets",
    scope: "assets:read",
    tag: "Assets",
    summary: "List assets",
    output: pageOf(Asset),
    paged: true,
  },
  "assets.get": {
    method: "GET",
    path: "/assets/{id}",
    scope: "assets:read",
    tag: "Assets",
    summary: "Get an asset",
    output: Asset,
  },
  "assets.create": {
    method: "POST",
    path: "/assets",
    scope: "assets:write",
    tag: "Assets",
    summary: "Create an asset (with its inventory item)",
    output: entity("CreatedAsset", { name: z.string(), inventoryItemId: id }),
    created: true,
  },
  "assets.update": {
    method: "PATCH",
    path: "/assets/{id}",
    scope: "assets:write",
    tag: "Assets",
    summary: "Update an asset",
    output: Anything,
  },
  "assets.delete": {
    method: "DELETE",
    path: "/assets/{id}",
    scope: "assets:write",
    tag: "Assets",
    summary: "Delete (archive) an asset",
    output: Anything,
  },
  "assets.inventoryActivity": {
    method: "GET",
    path: "/assets/{id}/history",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "An asset's history: edits, checks and stock changes, newest first",
    output: z.array(HistoryEntry),
  },
  "inventory.items.list": {
    method: "GET",
    path: "/inventory/items",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "List inventory items",
    output: pageOf(InventoryItem),
    paged: true,
  },
  "inventory.items.get": {
    method: "GET",
    path: "/inventory/items/{id}",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "Get an inventory item",
    output: z.looseObject({ item: InventoryItem }).meta({ id: "InventoryItemDetail" }),
  },
  "inventory.items.recordCheck": {
    method: "POST",
    path: "/inventory/items/{id}/checks",
    scope: "inventory:write",
    tag: "Inventory",
    summary: "Record an inventory check (a count) of an item",
    output: z
      .looseObject({ historyId: id, inventoryItemId: id, assetId: id, quantity: z.number() })
      .meta({ id: "RecordedCheck" }),
    created: true,
  },
  "inventory.history.correctionContext": {
    method: "GET",
    path: "/inventory/history/{historyId}/correction",
    scope: "inventory:read",
    tag: "Inventory",
    summary: "What a correction of a history entry starts from",
    output: Anything,
  },
  "inventory.history.applyCorrection": {
    method: "POST",
    path: "/inventory/history/{historyId}/corrections",
    scope: "inventory:write",
    tag: "Inventory",
    summary: "Correct a history entry",
    output: Anything,
    created: true,
  },
  "inventory.snapshots.list": {
    method: "POST",
    path: "/inventory/snapshots/search",
    scope: "inventory:read",
    tag: "Snapshots",
    summary: "List monthly snapshots (filters in the body)",
    output: pageOf(Snapshot),
    paged: true,
  },
  "reports.generate": {
    method: "POST",
    path: "/reports/generate",
    scope: "reports:read",
    tag: "Reports",
    summary: "Generate one page of a report; pass `nextCursor` back as `cursor` for the next",
    output: z.looseObject({ rows: z.array(ReportRow).optional() }).meta({ id: "ReportPage" }),
  },
  "assets.import.preview": {
    method: "POST",
    path: "/assets/import/preview",
    scope: "assets:write",
    tag: "Imports",
    summary: "Preview (dry run) an import of an uploaded spreadsheet",
    output: Anything,
  },
  "assets.import.commit": {
    method: "POST",
    path: "/assets/import/commit",
    scope: "assets:write",
    tag: "Imports",
    summary: "Commit an import of an uploaded spreadsheet",
    output: Anything,
  },
  "assets.import.batches": {
    method: "GET",
    path: "/assets/import/batches",
    scope: "assets:write",
    tag: "Imports",
    summary: "Recent import batches",
    output: z.array(Anything),
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiProcedurePath = keyof typeof API_ROUTES;

/** The scope a token needs for a procedure, or null: the procedure is not part of the API. */
export function apiScopeOf(procedurePath: string): ApiTokenScope | null {
  return Object.hasOwn(API_ROUTES, procedurePath) ? API_ROUTES[procedurePath as ApiProcedurePath].scope : null;
}

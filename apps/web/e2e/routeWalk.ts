import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assets, inventoryHistory, inventoryItems } from "@stockroom/db";
import { createUser, signedInClient } from "@stockroom/server/testing";
import { eq } from "drizzle-orm";
import type { BrowserApp } from "./harness";

/*
 * What the walks through every route (the accessibility walk, the German walk) share: the
 * route table as the route files declare it, one seeded organization's ids, and the route
 * `$params` filled with them.
 */

const ROUTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/routes");

export interface RouteEntry {
  path: string;
  /** Hangs off the root (public) or the signed-in `_app` layout. */
  signedIn: boolean;
}

/** The route table as the route files declare it. */
export function readRouteTable(): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const file of readdirSync(ROUTES_DIR)) {
    if (!file.endsWith(".tsx")) continue;
    const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
    const routePath = /\bpath:\s*"([^"]+)"/.exec(source)?.[1];
    if (!routePath) continue; // __root, the pathless _app layout
    const parent = /getParentRoute:\s*\(\)\s*=>\s*(\w+)/.exec(source)?.[1];
    entries.push({ path: routePath, signedIn: parent === "appLayoutRoute" });
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

export interface WalkSeed {
  assetTypeId: string;
  assetId: string;
  formId: string;
  inventoryItemId: string;
  historyId: string;
  qrCode: string;
}

/** Fills a route's `$params` with seeded ids (by parameter name, then by the path's segment). */
export function fillParams(routePath: string, seed: WalkSeed): string {
  return routePath.replace(/\$(\w+)/g, (_match, name: string, offset: number) => {
    const before = routePath.slice(0, offset);
    switch (name) {
      case "assetId":
        return seed.assetId;
      case "assetTypeId":
        return seed.assetTypeId;
      case "inventoryItemId":
        return seed.inventoryItemId;
      case "historyId":
        return seed.historyId;
      case "code":
      case "qrCode":
        return seed.qrCode;
      case "id":
        if (before.startsWith("/asset-types")) return seed.assetTypeId;
        if (before.startsWith("/forms")) return seed.formId;
        if (before.startsWith("/inventory")) return seed.inventoryItemId;
        if (before.startsWith("/reports")) return "inventory-summary";
        return seed.assetId;
      default:
        throw new Error(`No seeded value for $${name} in ${routePath}: add one to fillParams.`);
    }
  });
}

/** The walk's words: the admin, the asset type and the asset, in the walk's language. */
export interface WalkNames {
  email: string;
  fullName: string;
  pin: string;
  type: { name: string; description: string; barcodePrefix: string };
  asset: { name: string; location: string };
}

/**
 * An admin of `orgId` with a quick access PIN, an asset type with barcodes and its default
 * forms, and one asset with stock (so an inventory item with history), made through the app's
 * own procedures.
 */
export async function seedWalkOrganization(app: BrowserApp, orgId: string, names: WalkNames): Promise<WalkSeed> {
  const db = app.db.db;
  await createUser(db, {
    email: names.email,
    password: "pass-word-1",
    fullName: names.fullName,
    org: { id: orgId, role: "admin" },
  });
  const admin = await signedInClient(app, names.email, "pass-word-1");
  await admin.trpc.profile.update.mutate({ fullName: names.fullName, quickAccessPin: names.pin });
  const type = await admin.trpc.assetTypes.create.mutate({
    ...names.type,
    color: "#0EA5E9",
    enableBarcodes: true,
    barcodeType: "qr",
  });
  const forms = await admin.trpc.forms.createDefaults.mutate({ assetTypeId: type.id });
  const asset = await admin.trpc.assets.create.mutate({
    ...names.asset,
    asset_type_id: type.id,
    current_inventory: 42,
    cost: 129.5,
    unit_type: "gallon",
  });
  const assetRow = (await db.select().from(assets).where(eq(assets.id, asset.id)))[0];
  const item = (await db.select().from(inventoryItems).where(eq(inventoryItems.assetId, asset.id)))[0];
  const history = item
    ? (await db.select().from(inventoryHistory).where(eq(inventoryHistory.inventoryItemId, item.id)))[0]
    : undefined;
  const formId = forms.created[0]?.id;
  const qrCode = assetRow?.barcode ?? assetRow?.assetId;
  if (!formId || !item || !history || !qrCode) {
    throw new Error("seeding did not create a form, an inventory item with history and a barcode");
  }
  return { assetTypeId: type.id, assetId: asset.id, formId, inventoryItemId: item.id, historyId: history.id, qrCode };
}

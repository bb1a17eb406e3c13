import { QR_LABEL_LIST_LIMIT, type QrLabelListInput } from "@stockroom/core";
import { assets, assetTypes, type DbOrTx } from "@stockroom/db";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { labelCodeSources } from "./label-code-sources";

/** `%term%` for ILIKE, with the term's own % _ \ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The QR code manager's labels (spec 02 §2): the organization's live assets matching the
 * search (name, description, serial number, asset ID) and the status and asset type
 * multi-filters, by name. At most {@link QR_LABEL_LIST_LIMIT}: the ids come first from the
 * (organization_id, is_deleted, name) index, one more than the limit to know whether the
 * list was cut, then their details; no count over the whole organization. Each label
 * carries what core's labelCodeText needs to print its code (issue 20).
 */
export async function listQrLabels({ db, orgId }: { db: DbOrTx; orgId: string }, input: QrLabelListInput) {
  const conditions: SQL[] = [eq(assets.organizationId, orgId), eq(assets.isDeleted, false)];
  if (input.statuses.length) conditions.push(inArray(assets.status, input.statuses));
  if (input.assetTypeIds.length) conditions.push(inArray(assets.assetTypeId, input.assetTypeIds));
  if (input.search !== "") {
    const pattern = containsPattern(input.search);
    const match = or(
      ilike(assets.name, pattern),
      ilike(assets.description, pattern),
      ilike(assets.serialNumber, pattern),
      ilike(assets.assetId, pattern),
    );
    if (match) conditions.push(match);
  }

  const page = db
    .select({
      id: assets.id,
      position: sql<number>`row_number() over (order by ${assets.name}, ${assets.id})`.as("position"),
    })
    .from(assets)
    .where(and(...conditions))
    .orderBy(asc(assets.name), asc(assets.id))
    .limit(QR_LABEL_LIST_LIMIT + 1)
    .as("page");

  const rows = await db
    .select({
      id: assets.id,
      name: assets.name,
      status: assets.status,
      assetId: assets.assetId,
      barcode: assets.barcode,
      labelNumber: assets.labelNumber,
      serialNumber: assets.serialNumber,
      assetTypeId: assetTypes.id,
      assetTypeName: assetTypes.name,
      assetTypeColor: assetTypes.color,
    })
    .from(page)
    .innerJoin(assets, and(eq(assets.id, page.id), eq(assets.organizationId, orgId)))
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .orderBy(asc(page.position));

  const items = await labelCodeSources({ db, orgId }, rows.slice(0, QR_LABEL_LIST_LIMIT));
  return { items, truncated: rows.length > QR_LABEL_LIST_LIMIT };
}

import { type ListPage, QR_LABEL_LIST_LIMIT, type QrLabelListInput } from "@stockroom/core";
import { assets, assetTypes } from "@stockroom/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { OrgContext } from "../context";
import { readListPage } from "../lists/list-page";
import { assetTextMatch } from "../queries";
import { assetTypeColumns } from "./asset-type-columns";
import { labelCodeSources } from "./label-code-sources";

/**
 * The QR code manager's labels (spec 02 §2): the organization's live assets matching the
 * search (name, description, serial number, asset ID) and the status and asset type
 * multi-filters, by name. One page of at most {@link QR_LABEL_LIST_LIMIT} from the pager
 * (services/lists/list-page.ts), ids from the (organization_id, is_deleted, name, id) index;
 * the screen shows no total, so nothing is counted: `totalIsExact` false says the list was
 * cut ("500+ listed"). Each label carries what core's labelCodeText needs to print its
 * code (issue 20).
 */
export async function listQrLabels({ db, orgId }: OrgContext, input: QrLabelListInput) {
  const where = and(
    eq(assets.organizationId, orgId),
    eq(assets.isDeleted, false),
    input.statuses.length ? inArray(assets.status, input.statuses) : undefined,
    input.assetTypeIds.length ? inArray(assets.assetTypeId, input.assetTypeIds) : undefined,
    assetTextMatch("catalogue", input.search),
  );
  // The screen shows no total: nothing is counted.
  const page = await readListPage(
    db,
    { page: 1, pageSize: QR_LABEL_LIST_LIMIT },
    { orgId, from: assets, where, orderBy: [asc(assets.name), asc(assets.id)], count: false },
    (page) =>
      db
        .select({
          id: assets.id,
          name: assets.name,
          status: assets.status,
          assetId: assets.assetId,
          barcode: assets.barcode,
          labelNumber: assets.labelNumber,
          serialNumber: assets.serialNumber,
          ...assetTypeColumns,
          keptCheck: page.check,
        })
        .from(page.from)
        .innerJoin(assets, page.rowsOf(assets, orgId))
        .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
        .orderBy(page.position),
  );
  const items = await labelCodeSources({ db, orgId }, page.items);
  return { ...page, items } satisfies ListPage<(typeof items)[number]>;
}

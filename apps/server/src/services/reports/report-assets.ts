import type { ReportGenerateInput } from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { type SQL, sql } from "drizzle-orm";
import { newestSubmissions, pgArray } from "../queries";

/** An asset as a report row shows it, with its newest submission of any date (the consistency check's input). */
export type ReportAsset = {
  id: string;
  name: string;
  type_name: string;
  type_color: string | null;
  quantity: number | null;
  latest_form_id: string | null;
  latest_data: Record<string, unknown> | null;
  latest_created_at: string | Date | null;
};

/** A submission a row shows; comparison rows carry the one before it. */
export type ReportSubmission = {
  id: string;
  form_id: string;
  submission_data: Record<string, unknown> | null;
  created_at: string | Date;
  previous_data?: Record<string, unknown> | null;
  previous_form_id?: string | null;
  previous_created_at?: string | Date | null;
};

export type ReportCursor = { key: string; id: string } | null;

/**
 * The asset filter of the latest and comparison modes: the organization's live assets of
 * the chosen types (every type when none). `a` is assets.
 */
export function reportAssetFilter(orgId: string, input: ReportGenerateInput): SQL {
  const types =
    input.assetTypeIds.length > 0 ? sql`and a.asset_type_id = any(${pgArray(input.assetTypeIds)}::uuid[])` : sql``;
  return sql`a.organization_id = ${orgId} and a.is_deleted = false ${types}`;
}

/**
 * One statement for a page of report assets: each asset by (name, id) from the
 * organization's index, with its type, its stock, its newest submission of any date and
 * the mode's own columns and joins (`a` is the asset). Reads one row more than the page
 * to know whether another follows.
 */
export function reportAssetsStatement({
  orgId,
  where,
  columns,
  joins = sql``,
  limit,
  offset = 0,
}: {
  orgId: string;
  where: SQL;
  columns: SQL;
  joins?: SQL;
  limit: number;
  offset?: number;
}): SQL {
  const newest = newestSubmissions({
    orgId,
    assetId: sql`a.id`,
    limit: 1,
    columns: sql`s.form_id, s.submission_data, s.created_at`,
  });
  return sql`
    select a.id, a.name, t.name as type_name, t.color as type_color, i.quantity,
           n.form_id as latest_form_id, n.submission_data as latest_data, n.created_at as latest_created_at,
           ${columns}
    from assets a join asset_types t on t.id = a.asset_type_id
    left join inventory_items i on i.asset_id = a.id and i.organization_id = ${orgId} and i.is_deleted = false
    left join lateral ${newest} n on true
    ${joins}
    where ${where}
    order by a.name, a.id
    limit ${limit} offset ${offset}`;
}

/** Where the asset pages of `input` start: after the cursor's (name, id), or at the page's offset. */
export function assetPageAfter(input: ReportGenerateInput): SQL {
  return input.cursor ? sql`and (a.name, a.id) > (${input.cursor.key}, ${input.cursor.id}::uuid)` : sql``;
}

/**
 * Live assets in the report (latest and comparison), for the progress bar and the table's
 * pages, and the rows they make: `rowsPerAsset` counts an asset's rows (at least one).
 */
export async function countReportAssets(
  db: DbOrTx,
  orgId: string,
  input: ReportGenerateInput,
  rowsPerAsset: SQL | undefined = undefined,
): Promise<{ assets: number; rows: number }> {
  const [row] = await db.execute<{ assets: number; rows: number }>(
    sql`select count(*)::int as assets, coalesce(sum(greatest(1, ${rowsPerAsset ?? sql`1`})), 0)::int as rows
        from assets a where ${reportAssetFilter(orgId, input)}`,
  );
  return { assets: row?.assets ?? 0, rows: row?.rows ?? 0 };
}

/**
 * A page of the latest or comparison mode: the assets after the cursor (or at the numbered
 * page's offset) with the mode's columns, and, on a page asked without a cursor, how many
 * assets (and, on a numbered page, rows: `rowsPerAsset`) the whole report has.
 */
export async function readReportAssets<T extends ReportAsset>(
  { db, orgId, pageSize, offset }: { db: DbOrTx; orgId: string; pageSize: number; offset: number },
  input: ReportGenerateInput,
  mode: { columns: SQL; joins?: SQL; rowsPerAsset?: SQL },
) {
  const [rows, counted] = await Promise.all([
    db.execute<T>(
      reportAssetsStatement({
        orgId,
        where: sql`${reportAssetFilter(orgId, input)} ${assetPageAfter(input)}`,
        columns: mode.columns,
        joins: mode.joins,
        limit: pageSize + 1,
        offset,
      }),
    ),
    // The rows are counted only when the screen asks (a numbered page): one more index read per asset.
    input.cursor ? null : countReportAssets(db, orgId, input, input.page ? mode.rowsPerAsset : undefined),
  ]);
  return {
    ...splitPage(rows, pageSize, (last) => ({ key: last.name, id: last.id })),
    total: counted?.assets ?? null,
    rowTotal: input.page ? (counted?.rows ?? null) : null,
  };
}

/** The page's rows and the cursor after the last one (null on the last page). */
export function splitPage<T>(rows: readonly T[], pageSize: number, cursorOf: (last: T) => ReportCursor) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last ? cursorOf(last) : null };
}

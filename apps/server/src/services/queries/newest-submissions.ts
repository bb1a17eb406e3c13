import { type SQL, sql } from "drizzle-orm";

/**
 * An asset's newest live form submissions, newest first (created_at, ties by the larger
 * id): a subquery for `join lateral … on true` or `from`. `from`/`to` bound created_at
 * (both inclusive), `before` keeps only submissions older than a (created_at, id) pair
 * (the one before a given submission). Behind a report's rows in every mode, its page
 * budget and each asset's consistency check (the newest submission of any date).
 */
export function newestSubmissions({
  orgId,
  assetId,
  limit,
  from = null,
  to = null,
  before = null,
  columns = sql`s.*`,
}: {
  orgId: string;
  assetId: SQL;
  limit: number;
  from?: string | null;
  to?: string | null;
  before?: { createdAt: SQL; id: SQL } | null;
  columns?: SQL;
}): SQL {
  return sql`(
    select ${columns} from form_submissions s
    where s.asset_id = ${assetId} and s.organization_id = ${orgId} and s.is_deleted = false
      ${from === null ? sql`` : sql`and s.created_at >= ${from}::timestamptz`}
      ${to === null ? sql`` : sql`and s.created_at <= ${to}::timestamptz`}
      ${before === null ? sql`` : sql`and (s.created_at, s.id) < (${before.createdAt}, ${before.id})`}
    order by s.created_at desc, s.id desc
    limit ${limit})`;
}

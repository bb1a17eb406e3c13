import {
  ASSET_NOT_FOUND_MESSAGE,
  checkConsistency,
  findTotalField,
  LATEST_SUBMISSIONS_PER_ASSET,
  lastMonthTotal,
  latestSubmissionsPerAsset,
  monthKey,
  type ReportGenerateInput,
  type ReportRow,
  reportDateRange,
} from "@stockroom/core";
import { assets, assetTypes, type DbOrTx, formSubmissions, inventoryItems } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import { lastMonthInputs, loadOrgTimeZone } from "../queries";
import { answersByColumn, loadReportForms, type ReportForm } from "./form-fields";
import { reportPageSize } from "./report-page-size";
import { pgArray } from "./sql-arrays";

/** Spec 02 §8. */
export const NO_ASSETS_FOUND_MESSAGE = "No assets found. Make sure you have assets created with the selected criteria.";

export interface ReportPage {
  rows: ReportRow[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: { key: string; id: string } | null;
  /** Assets (latest, comparison) or submissions (history) in the whole report; first page only. */
  total: number | null;
  /** Assets (or submissions) this page covers, for the progress bar. */
  pageCount: number;
  range: { start: Date; end: Date };
  /** The organization's time zone: the months above are its months; exports write its local time. */
  timeZone: string;
  /** The first page is empty: the spec's "No assets found …" text. */
  emptyMessage: string | null;
}

type PageAsset = {
  id: string;
  name: string;
  type_name: string;
  type_color: string | null;
  quantity: number | null;
};

type SubmissionRow = {
  id: string;
  asset_id: string;
  form_id: string;
  submission_data: Record<string, unknown> | null;
  created_at: string | Date;
  previous_data?: Record<string, unknown> | null;
  previous_form_id?: string | null;
  previous_created_at?: string | Date | null;
};

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * One page of a report (spec 02 §4 "Report generation"), so a report over 20,000 assets
 * is a few calls of one page each, never one request per asset. Each page is a fixed
 * number of statements: the page's assets by (name, id) from the organization's index,
 * their submissions (latest mode: the 3 newest in the range per asset through a lateral
 * join on (asset_id, created_at); comparison: the newest and the one before it; history:
 * one asset's submissions in the range by (created_at, id)), the forms behind them, and
 * the inputs of each row's last-month total and each asset's consistency check.
 */
export async function generateReportPage(
  { db, orgId, now = new Date() }: { db: DbOrTx; orgId: string; now?: Date },
  input: ReportGenerateInput,
): Promise<ReportPage> {
  const timeZone = await loadOrgTimeZone(db, orgId);
  let range: { start: Date; end: Date };
  try {
    range = reportDateRange(
      input.dateRangeType,
      now,
      { start: input.customStartDate ?? null, end: input.customEndDate ?? null },
      timeZone,
    );
  } catch (err) {
    throw new DomainError("BAD_REQUEST", err instanceof Error ? err.message : String(err));
  }
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const first = !input.cursor;
  // Rows this page loads: the asked size, or fewer when their answers would pass the byte budget.
  const pageSize = await reportPageSize(db, orgId, input, range);

  let pageAssets: PageAsset[];
  let submissions: SubmissionRow[];
  let nextCursor: ReportPage["nextCursor"] = null;
  let total: number | null = null;
  let pageCount: number;

  if (input.viewMode === "history") {
    const assetId = input.assetId as string;
    pageAssets = await db.execute<PageAsset>(sql`
      select a.id, a.name, t.name as type_name, t.color as type_color, i.quantity
      from ${assets} a join ${assetTypes} t on t.id = a.asset_type_id
      left join ${inventoryItems} i on i.asset_id = a.id and i.organization_id = ${orgId} and i.is_deleted = false
      where a.organization_id = ${orgId} and a.id = ${assetId} and a.is_deleted = false`);
    if (pageAssets.length === 0) throw new DomainError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    const after = input.cursor
      ? sql`and (s.created_at, s.id) < (${input.cursor.key}::timestamptz, ${input.cursor.id}::uuid)`
      : sql``;
    const rows = await db.execute<SubmissionRow>(sql`
      select s.id, s.asset_id, s.form_id, s.submission_data, s.created_at
      from ${formSubmissions} s
      where s.organization_id = ${orgId} and s.asset_id = ${assetId} and s.is_deleted = false
        and s.created_at >= ${start}::timestamptz and s.created_at <= ${end}::timestamptz ${after}
      order by s.created_at desc, s.id desc
      limit ${pageSize + 1}`);
    submissions = rows.slice(0, pageSize);
    const last = submissions.at(-1);
    if (rows.length > pageSize && last) {
      nextCursor = { key: toDate(last.created_at).toISOString(), id: last.id };
    }
    if (first) {
      const [counted] = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${formSubmissions} s
        where s.organization_id = ${orgId} and s.asset_id = ${assetId} and s.is_deleted = false
          and s.created_at >= ${start}::timestamptz and s.created_at <= ${end}::timestamptz`);
      total = counted?.n ?? 0;
    }
    pageCount = submissions.length;
  } else {
    const typeFilter =
      input.assetTypeIds.length > 0 ? sql`and a.asset_type_id = any(${pgArray(input.assetTypeIds)}::uuid[])` : sql``;
    const after = input.cursor ? sql`and (a.name, a.id) > (${input.cursor.key}, ${input.cursor.id}::uuid)` : sql``;
    const rows = await db.execute<PageAsset>(sql`
      select a.id, a.name, t.name as type_name, t.color as type_color, i.quantity
      from ${assets} a join ${assetTypes} t on t.id = a.asset_type_id
      left join ${inventoryItems} i on i.asset_id = a.id and i.organization_id = ${orgId} and i.is_deleted = false
      where a.organization_id = ${orgId} and a.is_deleted = false ${typeFilter} ${after}
      order by a.name, a.id
      limit ${pageSize + 1}`);
    pageAssets = rows.slice(0, pageSize);
    const last = pageAssets.at(-1);
    if (rows.length > pageSize && last) nextCursor = { key: last.name, id: last.id };
    if (first) {
      const [counted] = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${assets} a
        where a.organization_id = ${orgId} and a.is_deleted = false ${typeFilter}`);
      total = counted?.n ?? 0;
    }
    pageCount = pageAssets.length;
    const ids = pgArray(pageAssets.map((a) => a.id));
    submissions =
      pageAssets.length === 0
        ? []
        : input.viewMode === "latest"
          ? await db.execute<SubmissionRow>(sql`
              select s.id, s.asset_id, s.form_id, s.submission_data, s.created_at
              from unnest(${ids}::uuid[]) as p(asset_id)
              cross join lateral (
                select s.* from ${formSubmissions} s
                where s.asset_id = p.asset_id and s.organization_id = ${orgId} and s.is_deleted = false
                  and s.created_at >= ${start}::timestamptz and s.created_at <= ${end}::timestamptz
                order by s.created_at desc, s.id desc
                limit ${LATEST_SUBMISSIONS_PER_ASSET}) s`)
          : await db.execute<SubmissionRow>(sql`
              select s.id, s.asset_id, s.form_id, s.submission_data, s.created_at,
                     prev.submission_data as previous_data, prev.form_id as previous_form_id,
                     prev.created_at as previous_created_at
              from unnest(${ids}::uuid[]) as p(asset_id)
              cross join lateral (
                select s.* from ${formSubmissions} s
                where s.asset_id = p.asset_id and s.organization_id = ${orgId} and s.is_deleted = false
                  and s.created_at >= ${start}::timestamptz and s.created_at <= ${end}::timestamptz
                order by s.created_at desc, s.id desc
                limit 1) s
              left join lateral (
                select o.submission_data, o.form_id, o.created_at from ${formSubmissions} o
                where o.asset_id = p.asset_id and o.organization_id = ${orgId} and o.is_deleted = false
                  and (o.created_at, o.id) < (s.created_at, s.id)
                order by o.created_at desc, o.id desc
                limit 1) prev on true`);
  }

  const formIds = submissions.flatMap((s) => [s.form_id, ...(s.previous_form_id ? [s.previous_form_id] : [])]);

  // Each row's last-month total looks at the month before its submission's month (the
  // current month for an asset without one): December for a January submission.
  const bySubmissionAsset = latestSubmissionsPerAsset(
    submissions.map((s) => ({ ...s, assetId: s.asset_id, createdAt: s.created_at })),
    input.viewMode === "history" ? Number.MAX_SAFE_INTEGER : LATEST_SUBMISSIONS_PER_ASSET,
  );
  const rowMonths = new Map<string, Set<string>>();
  for (const asset of pageAssets) {
    const list = bySubmissionAsset.get(asset.id) ?? [];
    const months =
      list.length > 0 ? list.map((s) => monthKey(toDate(s.created_at), timeZone)) : [monthKey(now, timeZone)];
    rowMonths.set(asset.id, new Set(months));
  }
  const pairs = [...rowMonths].flatMap(([assetId, months]) => [...months].map((month) => ({ assetId, month })));
  // Independent reads: on a pool they run side by side.
  const [lastMonthRows, consistencyInputs] = await Promise.all([
    lastMonthInputs(db, { orgId, timeZone }, pairs),
    pageAssets.length === 0
      ? []
      : loadLatestForms(
          db,
          orgId,
          pageAssets.map((a) => a.id),
        ),
  ]);

  const forms = await loadReportForms(db, orgId, [
    ...formIds,
    ...lastMonthRows.flatMap((r) => (r.prev_form_id ? [r.prev_form_id] : [])),
    ...consistencyInputs.flatMap((r) => (r.form_id ? [r.form_id] : [])),
  ]);
  const lastMonthByKey = new Map(lastMonthRows.map((r) => [`${r.asset_id}|${r.month}`, r]));
  const latestFormByAsset = new Map(consistencyInputs.map((r) => [r.asset_id, r]));

  const rows: ReportRow[] = [];
  for (const asset of pageAssets) {
    const latest = latestFormByAsset.get(asset.id);
    const latestForm = latest?.form_id ? forms.get(latest.form_id) : undefined;
    const latestTotal = latest?.submission_data
      ? findTotalField(latest.submission_data, latestForm?.fields ?? [])
      : null;
    const consistency = checkConsistency({
      realTimeQuantity: asset.quantity ?? 0,
      latestFormTotal: latestTotal?.amount ?? null,
      lastFormDate: latest?.created_at ?? null,
      now,
    });
    const base = {
      assetId: asset.id,
      assetName: asset.name,
      assetType: asset.type_name,
      assetTypeColor: asset.type_color,
      consistency: { ...consistency, lastFormDate: consistency.lastFormDate },
    };
    const total = (month: string) => {
      const input = lastMonthByKey.get(`${asset.id}|${month}`);
      const form: ReportForm | undefined = input?.prev_form_id ? forms.get(input.prev_form_id) : undefined;
      return lastMonthTotal({
        previousMonthSubmission: input?.prev_data
          ? { submission_data: input.prev_data, fields: form?.fields ?? [] }
          : null,
        previousMonthHistory:
          input?.prev_quantity === null || input === undefined ? null : { quantity: input.prev_quantity },
        currentMonthFirstRecord:
          input?.first_quantity === null || input === undefined ? null : { quantity: input.first_quantity },
      });
    };
    const list = bySubmissionAsset.get(asset.id) ?? [];
    if (list.length === 0) {
      if (input.viewMode !== "history") {
        rows.push({
          ...base,
          key: asset.id,
          submissionId: null,
          submissionDate: null,
          formName: null,
          values: {},
          previousValues: null,
          previousDate: null,
          lastMonthTotal: total(monthKey(now, timeZone)),
        });
      }
      continue;
    }
    for (const s of list) {
      const created = toDate(s.created_at);
      rows.push({
        ...base,
        key: s.id,
        submissionId: s.id,
        submissionDate: created,
        formName: forms.get(s.form_id)?.name ?? null,
        values: answersByColumn(s.submission_data, forms.get(s.form_id)),
        previousValues:
          input.viewMode === "comparison"
            ? s.previous_data
              ? answersByColumn(s.previous_data, s.previous_form_id ? forms.get(s.previous_form_id) : undefined)
              : null
            : null,
        previousDate: s.previous_created_at ? toDate(s.previous_created_at) : null,
        lastMonthTotal: total(monthKey(created, timeZone)),
      });
    }
  }

  return {
    rows,
    nextCursor,
    total,
    pageCount,
    range,
    timeZone,
    emptyMessage: first && pageAssets.length === 0 ? NO_ASSETS_FOUND_MESSAGE : null,
  };
}

/** Each asset's newest submission (any date): the latest form total of the consistency check. */
async function loadLatestForms(db: DbOrTx, orgId: string, assetIds: readonly string[]) {
  return db.execute<{
    asset_id: string;
    form_id: string | null;
    submission_data: Record<string, unknown> | null;
    created_at: string | Date | null;
  }>(sql`
    select p.asset_id, s.form_id, s.submission_data, s.created_at
    from unnest(${pgArray(assetIds)}::uuid[]) as p(asset_id)
    cross join lateral (
      select s.form_id, s.submission_data, s.created_at from ${formSubmissions} s
      where s.asset_id = p.asset_id and s.organization_id = ${orgId} and s.is_deleted = false
      order by s.created_at desc, s.id desc limit 1) s`);
}

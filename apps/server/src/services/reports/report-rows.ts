import {
  checkConsistency,
  findTotalField,
  type LastMonthTotal,
  lastMonthTotal,
  monthKey,
  type ReportRow,
  type ReportViewMode,
} from "@stockroom/core";
import type { DbOrTx } from "@stockroom/db";
import { lastMonthInputs } from "../queries";
import { answersByColumn, loadReportForms } from "./form-fields";
import type { ReportAsset, ReportSubmission } from "./report-assets";

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * A page's rows from its assets and their submissions, the same in every mode: each row's
 * last-month total (core's `lastMonthTotal` over the shared `lastMonthInputs`: the month
 * before its submission's month, the current month for an asset without one) and each
 * asset's consistency check (its stock against its newest submission's total). Two more
 * statements: the last-month inputs, then the forms behind every answer set.
 */
export async function buildReportRows(
  {
    db,
    orgId,
    timeZone,
    now,
    viewMode,
  }: { db: DbOrTx; orgId: string; timeZone: string; now: Date; viewMode: ReportViewMode },
  assets: readonly ReportAsset[],
  submissions: ReadonlyMap<string, readonly ReportSubmission[]>,
): Promise<ReportRow[]> {
  const thisMonth = monthKey(now, timeZone);
  // Each submission's date and month, worked out once (the pairs below and its row need both).
  const dated = new Map<ReportSubmission, { created: Date; month: string }>();
  const pairs = assets.flatMap((asset) => {
    const list = submissions.get(asset.id) ?? [];
    for (const s of list) {
      const created = toDate(s.created_at);
      dated.set(s, { created, month: monthKey(created, timeZone) });
    }
    const months = list.length > 0 ? list.map((s) => dated.get(s)?.month ?? thisMonth) : [thisMonth];
    return [...new Set(months)].map((month) => ({ assetId: asset.id, month }));
  });
  const lastMonthRows = await lastMonthInputs(db, { orgId, timeZone }, pairs);
  const forms = await loadReportForms(db, orgId, [
    ...[...submissions.values()]
      .flat()
      .flatMap((s) => [s.form_id, ...(s.previous_form_id ? [s.previous_form_id] : [])]),
    ...lastMonthRows.flatMap((r) => (r.prev_form_id ? [r.prev_form_id] : [])),
    ...assets.flatMap((a) => (a.latest_form_id ? [a.latest_form_id] : [])),
  ]);
  const lastMonthByKey = new Map(lastMonthRows.map((r) => [`${r.asset_id}|${r.month}`, r]));
  const totalOf = (assetId: string, month: string): LastMonthTotal => {
    const key = `${assetId}|${month}`;
    const input = lastMonthByKey.get(key);
    const form = input?.prev_form_id ? forms.get(input.prev_form_id) : undefined;
    return lastMonthTotal({
      previousMonthSubmission: input?.prev_data
        ? { submission_data: input.prev_data, fields: form?.fields ?? [] }
        : null,
      previousMonthHistory: input?.prev_quantity == null ? null : { quantity: input.prev_quantity },
      currentMonthFirstRecord: input?.first_quantity == null ? null : { quantity: input.first_quantity },
    });
  };

  const rows: ReportRow[] = [];
  for (const asset of assets) {
    const latestForm = asset.latest_form_id ? forms.get(asset.latest_form_id) : undefined;
    const latestTotal = asset.latest_data ? findTotalField(asset.latest_data, latestForm?.fields ?? []) : null;
    const base = {
      assetId: asset.id,
      assetName: asset.name,
      assetType: asset.type_name,
      assetTypeColor: asset.type_color,
      consistency: checkConsistency({
        realTimeQuantity: asset.quantity ?? 0,
        latestFormTotal: latestTotal?.amount ?? null,
        lastFormDate: asset.latest_created_at ?? null,
        now,
      }),
    };
    const list = submissions.get(asset.id) ?? [];
    if (list.length === 0 && viewMode !== "history") {
      rows.push({
        ...base,
        key: asset.id,
        submissionId: null,
        submissionDate: null,
        formName: null,
        values: {},
        previousValues: null,
        previousDate: null,
        lastMonthTotal: totalOf(asset.id, thisMonth),
      });
    }
    for (const s of list) {
      const { created, month } = dated.get(s) ?? { created: toDate(s.created_at), month: thisMonth };
      const previousForm = s.previous_form_id ? forms.get(s.previous_form_id) : undefined;
      rows.push({
        ...base,
        key: s.id,
        submissionId: s.id,
        submissionDate: created,
        formName: forms.get(s.form_id)?.name ?? null,
        values: answersByColumn(s.submission_data, forms.get(s.form_id)),
        previousValues:
          viewMode === "comparison" && s.previous_data ? answersByColumn(s.previous_data, previousForm) : null,
        previousDate: s.previous_created_at ? toDate(s.previous_created_at) : null,
        lastMonthTotal: totalOf(asset.id, month),
      });
    }
  }
  return rows;
}

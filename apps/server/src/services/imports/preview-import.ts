import { unescapeFormulaCell } from "@stockroom/core";
import { writeCsv } from "@stockroom/core/csv/writeCsv";
import type { PlanContext, PlannedRow } from "./plan-import";
import { type ImportOptions, planRows, prepareImport, saveMapping } from "./plan-import";

export type ImportOutcome = PlannedRow["outcome"];
/** At most this many rows of the chosen outcome come back with a preview (totals count all). */
export const PREVIEW_ROW_LIMIT = 500;

export interface PreviewOptions extends ImportOptions {
  outcome?: ImportOutcome | null;
}

/**
 * The dry run (issue 24 §3): every row marked create, update (with its diff), unchanged or
 * error, totals per outcome, and the rows of the chosen outcome (first 500). Nothing of the
 * organization's data is written; a mapping the user chose is remembered for these headers.
 */
export async function previewImport(
  ctx: PlanContext,
  options: PreviewOptions,
  onProgress?: (processed: number) => Promise<void>,
) {
  const plan = await prepareImport(ctx, options);
  const totals = { create: 0, update: 0, unchanged: 0, error: 0 };
  const rows: Omit<PlannedRow, "values" | "existing" | "cells">[] = [];
  const total = plan.problem
    ? 0
    : await planRows(
        ctx,
        plan,
        options,
        (r) => {
          totals[r.outcome]++;
          if ((!options.outcome || options.outcome === r.outcome) && rows.length < PREVIEW_ROW_LIMIT) {
            rows.push({
              row: r.row,
              outcome: r.outcome,
              name: r.name,
              key: r.key,
              changes: r.changes,
              errors: r.errors,
            });
          }
        },
        onProgress,
      );
  if (plan.mappingSource === "given" && !plan.problem) await saveMapping(ctx.db, ctx.orgId, plan);
  return {
    fileName: plan.fileName,
    format: plan.file.format,
    encoding: plan.file.encoding,
    delimiter: plan.file.delimiter,
    sheets: plan.file.sheets,
    sheet: plan.file.sheet,
    headers: plan.file.headers,
    mapping: plan.mapping,
    mappingSource: plan.mappingSource,
    fields: plan.fields,
    problem: plan.problem,
    totals,
    total,
    rows,
    truncated: rows.length < (options.outcome ? totals[options.outcome] : total),
  };
}

export type ImportPreview = Awaited<ReturnType<typeof previewImport>>;

/** The error rows as a CSV: the file's own columns plus "error" (through the one CSV writer). */
export async function importErrorCsv(ctx: PlanContext, options: ImportOptions) {
  const plan = await prepareImport(ctx, options);
  const rows: string[][] = [];
  await planRows(ctx, plan, options, (r) => {
    if (r.outcome !== "error") return;
    const message = r.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join("; ");
    // Unescaped, so the writer escapes it once again and a re-import reads the same text.
    const cells = plan.file.headers.map((_, i) =>
      plan.file.format === "csv" ? unescapeFormulaCell(r.cells[i] ?? "") : (r.cells[i] ?? ""),
    );
    rows.push([...cells, `Row ${r.row}: ${message}`]);
  });
  const base = plan.fileName.replace(/\.[^.]+$/, "");
  return { fileName: `${base}-errors.csv`, csv: writeCsv([...plan.file.headers, "error"], rows), count: rows.length };
}
